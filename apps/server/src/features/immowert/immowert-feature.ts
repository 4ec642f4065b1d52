import type { DokboxFeature } from '../dokbox/dokbox-feature.ts';
import type { Feature } from '../feature.ts';
import { immoWertHandlers } from './immowert-handlers.ts';

/** The property valuation, whose report goes into the DokBox. */
export function immoWertFeature(areas: { dokbox: Pick<DokboxFeature, 'documents'> }): Feature {
  return { handlers: immoWertHandlers({ storePdf: areas.dokbox.documents.putSinglePdf }) };
}
