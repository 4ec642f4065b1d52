import type { Services } from '../../services.ts';
import type { Feature } from '../feature.ts';
import {
  describeDokboxFile,
  dokboxDocuments,
  dokboxHandlers,
  type DokboxDocuments,
} from './dokbox-handlers.ts';
import { dokboxRepository, type DokboxRepository } from './dokbox-repository.ts';
import { shareRoute } from './share-route.ts';

/** Shared-file links opened per IP address and minute. */
const SHARE_LINKS_PER_MINUTE = 60;

export type DokboxFeature = Feature & {
  /** The customer's files, which other areas name. */
  repository: DokboxRepository;
  /** Where other areas store the PDFs they make. */
  documents: DokboxDocuments;
  /** A file as the DokBox's calls describe it. */
  describeFile: typeof describeDokboxFile;
};

/** The DokBox and its shared links. */
export function dokboxFeature(services: Services): DokboxFeature {
  const { blobs, mails, clock } = services;
  const repository = dokboxRepository(services.db);
  return {
    handlers: dokboxHandlers({
      dokbox: repository,
      blobs,
      mails,
      adviserEmail: services.config.mail.adviserEmail,
    }),
    routes: (app) => {
      shareRoute(app, { dokbox: repository, blobs, perMinute: SHARE_LINKS_PER_MINUTE, clock });
    },
    repository,
    documents: dokboxDocuments({ dokbox: repository, blobs }),
    describeFile: describeDokboxFile,
  };
}
