import {
  formatDecimal,
  IMMOWERT_DESCRIPTION_SEPARATOR,
  IMMOWERT_MESSAGES,
  IMMOWERT_NAME_PREFIX,
  PROFILE_MESSAGES,
  PROPERTY_TYPE_LABELS,
  valueProperty,
  viennaIsoDate,
  type DokboxFile,
} from '@servicebereich/protocol';
import { fieldError } from '../../http/api-error.ts';
import type { CallContext, Handlers } from '../../http/handlers.ts';
import { checkPlace } from '../../postcodes/at-postcodes.ts';

/** The DokBox folder the valuations go to: "Wohnen & Eigentum". */
export const IMMOWERT_CATEGORY_ID = 4;
/** As the DokBox's own titles. */
const TITLE_MAX = 200;

/** Puts a PDF into the customer's DokBox as the only file of its entry (the DokBox does this). */
export type StorePdf = (
  customerId: string,
  entry: { categoryId: number; name: string; description: string; date: string; is360: false },
  file: { fileName: string; pdf: Buffer },
  ctx: CallContext,
) => Promise<DokboxFile>;

/** The entry's title: "ImmoWert - " with the kind and the address, within the DokBox's limit. */
function titleOf(kind: string, address: string): string {
  const title = `${IMMOWERT_NAME_PREFIX}${kind}, ${address}`;
  return title.length <= TITLE_MAX ? title : `${title.slice(0, TITLE_MAX - 1)}…`;
}

export function immoWertHandlers(deps: {
  storePdf: StorePdf;
}): Pick<Handlers, 'immoWertBewertung'> {
  return {
    immoWertBewertung: async (params, ctx) => {
      const place = checkPlace(params.plz, params.ort);
      if (place.kind === 'unknown-postcode') {
        throw fieldError('plz', PROFILE_MESSAGES.postcodeUnknown);
      }
      if (place.kind === 'other-place') {
        throw fieldError('ort', PROFILE_MESSAGES.cityMismatch(params.plz, place.names));
      }
      const today = viennaIsoDate(ctx.now);
      const year = Number(today.slice(0, 4));
      if (params.baujahr > year) {
        throw fieldError('baujahr', IMMOWERT_MESSAGES.buildingYearFuture(year));
      }
      const valuation = valueProperty({
        type: params.objektart,
        state: place.area.state,
        statutoryCity: place.area.statutoryCity,
        buildingYear: params.baujahr,
        livingArea: params.wohnflaeche,
        condition: params.zustand,
        year,
      });
      if (valuation === undefined) {
        throw new Error(`no ImmoWert price for the state ${place.area.state}`);
      }
      // The PDF library is loaded with the first valuation, not at start (decision 016).
      const { valuationPdf } = await import('./valuation-pdf.ts');
      const pdf = await valuationPdf(
        {
          type: params.objektart,
          street: params.strasse,
          houseNumber: params.hausnummer,
          postcode: params.plz,
          place: params.ort,
          buildingYear: params.baujahr,
          livingArea: params.wohnflaeche,
          condition: params.zustand,
        },
        valuation,
        ctx.now,
      );
      const file = await deps.storePdf(
        ctx.customerId,
        {
          categoryId: IMMOWERT_CATEGORY_ID,
          name: titleOf(
            PROPERTY_TYPE_LABELS[params.objektart],
            `${params.strasse} ${params.hausnummer}, ${params.plz} ${params.ort}`,
          ),
          // The DokBox shows building year and area from here (SPEC 3).
          description: `${params.baujahr}${IMMOWERT_DESCRIPTION_SEPARATOR}${formatDecimal(params.wohnflaeche, 2)}`,
          date: today,
          is360: false,
        },
        { fileName: `ImmoWert-Bewertung-${today}.pdf`, pdf },
        ctx,
      );
      return { Bewertung: valuation, Datei: file };
    },
  };
}
