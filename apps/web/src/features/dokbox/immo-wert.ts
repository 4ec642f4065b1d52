import { dokboxTexts } from '../../text/dokbox.ts';

/** Entries of the ImmoWert valuation: one file; title, folder and description fixed. */
export const IMMOWERT_PREFIX = 'ImmoWert - ';

/**
 * The description of an ImmoWert entry holds building year and living area, split by `###`;
 * null when the description is not in that form.
 */
export function splitImmoWert(description: string): { buildingYear: string; area: string } | null {
  const parts = description.split('###');
  if (parts.length !== 2) return null;
  const [buildingYear = '', area = ''] = parts.map((p) => p.trim());
  return { buildingYear, area };
}

/** An ImmoWert description as text: building year and area, or the description as it is. */
export function describeImmoWert(description: string): string {
  const split = splitImmoWert(description);
  return split === null ? description : dokboxTexts.form.immoWert(split.buildingYear, split.area);
}
