import {
  FLEXIBLELIFE20_FUND_CHART_SLOTS,
  FUND_CHART_SLOTS,
  type Contract,
} from '@servicebereich/protocol';

/**
 * The external fund data provider's chart pages. A placeholder host until operations names the
 * provider's address, as the app-link hosts in navigation/app-links.ts.
 */
export const FUND_CHART_BASE_URL = 'https://fondsdaten.example.com/chart';

type Product = NonNullable<Contract['Details']['Produkt']>;

/** The chart link of a fund slot: fonds1–fonds7, for FlexibleLife 2.0 fonds1–fonds6; else none. */
export function fundChartUrl(product: Product, slot: string, isin: string): string | null {
  const slots: readonly string[] =
    product === 'FlexibleLife20' ? FLEXIBLELIFE20_FUND_CHART_SLOTS : FUND_CHART_SLOTS;
  if (!slots.includes(slot)) return null;
  const url = new URL(`${FUND_CHART_BASE_URL}/${product.toLowerCase()}/${slot}`);
  url.searchParams.set('isin', isin);
  return url.toString();
}
