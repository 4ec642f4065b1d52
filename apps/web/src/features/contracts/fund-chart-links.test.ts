import { describe, expect, it } from 'vitest';
import { fundChartUrl } from './fund-chart-links.ts';

describe('fund chart links', () => {
  it('links fonds1 to fonds7, and for FlexibleLife 2.0 only fonds1 to fonds6', () => {
    expect(fundChartUrl('FlexibleLife', 'fonds7', 'AT0000000011')).toBe(
      'https://fondsdaten.example.com/chart/flexiblelife/fonds7?isin=AT0000000011',
    );
    expect(fundChartUrl('VollWert', 'fonds1', 'AT1')).toContain('/vollwert/fonds1');
    expect(fundChartUrl('FlexibleLife20', 'fonds6', 'AT1')).toContain('/flexiblelife20/fonds6');
    expect(fundChartUrl('FlexibleLife20', 'fonds7', 'AT1')).toBeNull();
    expect(fundChartUrl('FlexibleLife', 'fonds8', 'AT1')).toBeNull();
  });
});
