import type { ImmoWertResult, PropertyCondition, PropertyType } from './calls/immowert.ts';

// The ImmoWert model, on purpose simple enough to explain on one page of the valuation's PDF (and
// in docs/decisions/025-ebike-immowert-bestfit.md): a price per m² of a flat in the federal state,
// times a factor each for the location, the kind of property, its age and its condition. The
// prices are the model's own round figures, not market data; the result is an estimate.

/** Price per m² of a flat, by federal state as the postcode list names it, in cents. */
export const IMMOWERT_STATE_PRICES: Readonly<Record<string, number>> = {
  Wien: 540_000,
  Vorarlberg: 520_000,
  Tirol: 500_000,
  Salzburg: 500_000,
  Oberösterreich: 330_000,
  Steiermark: 300_000,
  Niederösterreich: 290_000,
  Kärnten: 280_000,
  Burgenland: 220_000,
};

/** A statutory city (Statutarstadt) outside Vienna; Vienna's price is a city's already. */
export const IMMOWERT_CITY_FACTOR = 1.2;

export const IMMOWERT_TYPE_FACTORS: Readonly<Record<PropertyType, number>> = {
  wohnung: 1,
  einfamilienhaus: 0.9,
  reihenhaus: 0.95,
};

/** By the building's age in years: up to `upTo`, this factor; an old building (Altbau) gains again. */
export const IMMOWERT_AGE_FACTORS: readonly { upTo: number; factor: number }[] = [
  { upTo: 5, factor: 1.1 },
  { upTo: 20, factor: 1 },
  { upTo: 40, factor: 0.92 },
  { upTo: 70, factor: 0.85 },
  { upTo: Number.POSITIVE_INFINITY, factor: 0.9 },
];

export const IMMOWERT_CONDITION_FACTORS: Readonly<Record<PropertyCondition, number>> = {
  neuwertig: 1.1,
  gepflegt: 1,
  renovierungsbeduerftig: 0.85,
  sanierungsbeduerftig: 0.7,
};

/** The range around the estimate: ±10 %. */
export const IMMOWERT_RANGE = 0.1;

const EURO = 100;
const THOUSAND_EUROS = 1000 * EURO;

export type ImmoWertInput = {
  type: PropertyType;
  state: string;
  statutoryCity: boolean;
  buildingYear: number;
  /** m² */
  livingArea: number;
  condition: PropertyCondition;
  /** The year of the valuation, for the building's age. */
  year: number;
};

export type ImmoWertValuation = ImmoWertResult['Bewertung'];

function roundTo(cents: number, unit: number): number {
  return Math.round(cents / unit) * unit;
}

export function immoWertAgeFactor(age: number): number {
  return IMMOWERT_AGE_FACTORS.find((band) => Math.max(age, 0) <= band.upTo)?.factor ?? 1;
}

/** The estimate; undefined for a state the model has no price for. */
export function valueProperty(input: ImmoWertInput): ImmoWertValuation | undefined {
  const basePrice = IMMOWERT_STATE_PRICES[input.state];
  if (basePrice === undefined) return undefined;
  const factors = {
    Lagefaktor: input.statutoryCity ? IMMOWERT_CITY_FACTOR : 1,
    Objektfaktor: IMMOWERT_TYPE_FACTORS[input.type],
    Altersfaktor: immoWertAgeFactor(input.year - input.buildingYear),
    Zustandsfaktor: IMMOWERT_CONDITION_FACTORS[input.condition],
  };
  const perSquareMetre = roundTo(
    Object.values(factors).reduce((price, factor) => price * factor, basePrice),
    EURO,
  );
  const estimate = perSquareMetre * input.livingArea;
  return {
    Bundesland: input.state,
    Statutarstadt: input.statutoryCity,
    Grundpreis: basePrice,
    ...factors,
    Quadratmeterpreis: perSquareMetre,
    Schaetzwert: roundTo(estimate, THOUSAND_EUROS),
    Von: roundTo(estimate * (1 - IMMOWERT_RANGE), THOUSAND_EUROS),
    Bis: roundTo(estimate * (1 + IMMOWERT_RANGE), THOUSAND_EUROS),
  };
}
