import { describe, expect, it } from 'vitest';
import { DEMO_INVENTORY } from '../demo-inventory.ts';
import {
  inventoryFileName,
  inventoryTotals,
  underinsuranceCheck,
  unpricedNote,
  UNDERINSURANCE_WARNING_SHARE,
} from './inventory.ts';

describe('the household inventory', () => {
  it('sums the priced items by room, in the order of the rooms, and counts the unpriced', () => {
    const totals = inventoryTotals([
      { Raum: 'Küche', Preis: 129_000, Anzahl: 1 },
      { Raum: 'Wohnzimmer', Preis: 42_900, Anzahl: 2 },
      { Raum: 'Wohnzimmer', Preis: null, Anzahl: 1 },
    ]);
    expect(totals).toEqual({
      total: 214_800,
      count: 3,
      unpriced: 1,
      rooms: [
        { room: 'Wohnzimmer', total: 85_800, count: 2, unpriced: 1 },
        { room: 'Küche', total: 129_000, count: 1, unpriced: 0 },
      ],
    });
  });

  it('warns from 80 % of the sum insured, never without a sum', () => {
    expect(UNDERINSURANCE_WARNING_SHARE).toBe(0.8);
    expect(underinsuranceCheck(9_599_999, 12_000_000).warns).toBe(false);
    expect(underinsuranceCheck(9_600_000, 12_000_000)).toEqual({ share: 0.8, warns: true });
    expect(underinsuranceCheck(100, 0)).toEqual({ share: 0, warns: false });
  });

  it('starts the demo customer just under the warning, with two items without a price', () => {
    const totals = inventoryTotals(DEMO_INVENTORY);
    expect(DEMO_INVENTORY).toHaveLength(25);
    expect(totals.rooms.map((r) => r.room)).toEqual([
      'Wohnzimmer',
      'Küche',
      'Schlafzimmer',
      'Arbeitszimmer',
    ]);
    expect(totals.total).toBe(9_120_200);
    expect(totals.unpriced).toBe(2);
    expect(underinsuranceCheck(totals.total, 12_000_000).warns).toBe(false);
    expect(underinsuranceCheck(totals.total + 500_000, 12_000_000).warns).toBe(true);
  });

  it('says what the total leaves out', () => {
    expect(unpricedNote(0, 3)).toBeNull();
    expect(unpricedNote(1, 1)).toBe(
      '1 von 1 Gegenstand hat keinen Preis und ist in der Summe nicht enthalten.',
    );
    expect(unpricedNote(2, 25)).toBe(
      '2 von 25 Gegenständen haben keinen Preis und sind in der Summe nicht enthalten.',
    );
  });

  it('names the export after the household and the day', () => {
    expect(inventoryFileName('7400263190', '2026-12-03', 'pdf')).toBe(
      'Hausrat_7400263190_2026-12-03.pdf',
    );
    expect(inventoryFileName(null, '2026-12-03', 'csv')).toBe('Hausrat_2026-12-03.csv');
  });
});
