import type { Services } from '../../services.ts';
import type { Feature } from '../feature.ts';
import { dataExportHandlers } from './data-export-handlers.ts';

/** Everything the server keeps of a customer, as one download (Art. 15 and 20 GDPR). */
export function dataExportFeature(services: Services): Feature {
  return { handlers: dataExportHandlers({ db: services.db, blobs: services.blobs }) };
}
