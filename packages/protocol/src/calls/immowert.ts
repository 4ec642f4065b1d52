import { z } from 'zod/mini';
import { jsonCall, callArea } from '../call.ts';
import { formatDecimal } from '../de-at.ts';
import { cents, formInteger, postcodeParam, textLine } from '../wire-fields.ts';
import { dokboxFileSchema } from './dokbox.ts';

/** What kind of property is valued (docs/decisions/025-ebike-immowert-bestfit.md). */
export const PROPERTY_TYPES = ['wohnung', 'einfamilienhaus', 'reihenhaus'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_TYPE_LABELS = {
  wohnung: 'Wohnung',
  einfamilienhaus: 'Einfamilienhaus',
  reihenhaus: 'Reihenhaus oder Doppelhaushälfte',
} as const satisfies Record<PropertyType, string>;

export const PROPERTY_CONDITIONS = [
  'neuwertig',
  'gepflegt',
  'renovierungsbeduerftig',
  'sanierungsbeduerftig',
] as const;
export type PropertyCondition = (typeof PROPERTY_CONDITIONS)[number];
export const PROPERTY_CONDITION_LABELS = {
  neuwertig: 'Neuwertig oder neu saniert',
  gepflegt: 'Gepflegt',
  renovierungsbeduerftig: 'Renovierungsbedürftig',
  sanierungsbeduerftig: 'Sanierungsbedürftig',
} as const satisfies Record<PropertyCondition, string>;

/** The oldest building year a valuation takes. */
export const BUILDING_YEAR_MIN = 1500;
/** Living area in m², inclusive. */
export const LIVING_AREA_MIN = 10;
export const LIVING_AREA_MAX = 2000;

export const IMMOWERT_MESSAGES = {
  propertyType: 'Bitte wähle die Art der Immobilie.',
  condition: 'Bitte wähle den Zustand der Immobilie.',
  buildingYear: 'Bitte gib das Baujahr als vierstellige Jahreszahl ein, zum Beispiel 1998.',
  buildingYearFuture: (latest: number) => `Das Baujahr darf nicht nach ${latest} liegen.`,
  livingArea: 'Bitte gib die Wohnfläche in m² ein, zum Beispiel 78 oder 78,5.',
  livingAreaRange: `Die Wohnfläche muss zwischen ${formatDecimal(LIVING_AREA_MIN, 0)} und ${formatDecimal(LIVING_AREA_MAX, 0)} m² liegen.`,
} as const;

/** Living area as typed: whole square metres or with up to two decimals after a comma. */
const livingAreaParam = z.pipe(
  z
    .string({ error: IMMOWERT_MESSAGES.livingArea })
    .check(z.trim(), z.regex(/^\d{1,5}(,\d{1,2})?$/, { error: IMMOWERT_MESSAGES.livingArea })),
  z.transform((typed, ctx) => {
    const area = Number(typed.replace(',', '.'));
    if (area < LIVING_AREA_MIN || area > LIVING_AREA_MAX) {
      ctx.issues.push({ code: 'custom', message: IMMOWERT_MESSAGES.livingAreaRange, input: typed });
      return z.NEVER;
    }
    return area;
  }),
);

export const immoWertResultSchema = z.object({
  /** The estimate and how it came about: price per m² of the state, times each factor. */
  Bewertung: z.object({
    Bundesland: z.string(),
    /** The postcode lies in a statutory city (Statutarstadt) outside Vienna. */
    Statutarstadt: z.boolean(),
    /** Price per m² of a flat in the state, in cents. */
    Grundpreis: cents,
    Lagefaktor: z.number(),
    Objektfaktor: z.number(),
    Altersfaktor: z.number(),
    Zustandsfaktor: z.number(),
    /** Grundpreis times the factors, in cents per m². */
    Quadratmeterpreis: cents,
    /** Quadratmeterpreis times the living area, rounded to 1.000 €; and its range of ±10 %. */
    Schaetzwert: cents,
    Von: cents,
    Bis: cents,
  }),
  /** The valuation's PDF, as its entry "ImmoWert - …" in the DokBox. */
  Datei: dokboxFileSchema,
});
export type ImmoWertResult = z.infer<typeof immoWertResultSchema>;

export const immoWertCalls = callArea({
  /**
   * Beyond the spec: values a property from the customer's answers and keeps the result as a PDF
   * in the DokBox, as an entry "ImmoWert - …" whose description is `Baujahr###Wohnfläche`.
   */
  immoWertBewertung: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'ImmoWertBewertung',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.object({
        objektart: z.enum(PROPERTY_TYPES, { error: IMMOWERT_MESSAGES.propertyType }),
        strasse: textLine(100, 'Bitte gib die Straße ein.'),
        hausnummer: textLine(20, 'Bitte gib die Hausnummer ein.'),
        plz: postcodeParam,
        ort: textLine(100, 'Bitte gib den Ort ein.'),
        baujahr: formInteger(BUILDING_YEAR_MIN, 9999, IMMOWERT_MESSAGES.buildingYear),
        wohnflaeche: livingAreaParam,
        zustand: z.enum(PROPERTY_CONDITIONS, { error: IMMOWERT_MESSAGES.condition }),
      }),
    result: () => immoWertResultSchema,
  }),
});
