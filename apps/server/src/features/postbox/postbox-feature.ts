import type { Services } from '../../services.ts';
import type { Feature } from '../feature.ts';
import { postboxHandlers } from './postbox-handlers.ts';
import { postboxRepository, type PostboxRepository } from './postbox-repository.ts';

/** The letters of the postbox; the downloads check ownership through `repository`. */
export function postboxFeature(services: Services): Feature & { repository: PostboxRepository } {
  const repository = postboxRepository(services.db);
  return { handlers: postboxHandlers({ postbox: repository, blobs: services.blobs }), repository };
}
