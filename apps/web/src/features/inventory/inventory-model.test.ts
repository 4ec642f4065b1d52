import type { Contract, InventoryItem } from '@servicebereich/protocol';
import { describe, expect, it } from 'vitest';
import {
  householdContracts,
  itemsOfHousehold,
  purchaseYear,
  shownGroups,
} from './inventory-model.ts';

function item(Bezeichnung: string, fields: Partial<InventoryItem> = {}): InventoryItem {
  return {
    Id: Bezeichnung,
    Vertragsnummer: '7400263190',
    Bezeichnung,
    Raum: 'Wohnzimmer',
    Kaufdatum: null,
    Preis: null,
    Anzahl: 1,
    Notiz: '',
    Foto: null,
    Beleg: null,
    Geaendert: 0,
    ...fields,
  };
}

const ITEMS = [
  item('Sofa', { Preis: 429_000, Kaufdatum: '2021-04-17', Geaendert: 1 }),
  item('Kaffeevollautomat', { Raum: 'Küche', Preis: 129_000, Kaufdatum: '2024-03-08' }),
  item('Monitor', { Raum: 'Arbeitszimmer', Preis: 42_900, Anzahl: 2, Notiz: 'Seriennummer 12' }),
  item('Kamera', { Raum: 'Arbeitszimmer', Geaendert: 5 }),
  item('Griller', { Vertragsnummer: null, Raum: 'Garage' }),
];

describe('the inventory list', () => {
  it('keeps the households apart', () => {
    expect(itemsOfHousehold(ITEMS, null).map((i) => i.Bezeichnung)).toEqual(['Griller']);
    expect(itemsOfHousehold(ITEMS, '7400263190')).toHaveLength(4);
    const contract = (Kind: Contract['Kind'], sum?: number) =>
      ({ Kind, Details: { HoechsthaftungssummeHaushalt: sum } }) as unknown as Contract;
    expect(
      householdContracts([
        contract('EigenheimHaushalt', 1),
        contract('KFZ'),
        contract('EigenheimHaushalt'),
      ]),
    ).toHaveLength(1);
  });

  it('groups by room in the order of the rooms, by name within a room', () => {
    const groups = shownGroups(itemsOfHousehold(ITEMS, '7400263190'), '', 'room');
    expect(groups.map((g) => [g.room, g.items.map((i) => i.Bezeichnung)])).toEqual([
      ['Wohnzimmer', ['Sofa']],
      ['Küche', ['Kaffeevollautomat']],
      ['Arbeitszimmer', ['Kamera', 'Monitor']],
    ]);
  });

  it('sorts by value with the unpriced last, by date, by change, as one list', () => {
    const names = (sort: 'value' | 'date' | 'changed') =>
      shownGroups(ITEMS, '', sort).flatMap((g) => g.items.map((i) => i.Bezeichnung));
    expect(names('value').slice(0, 3)).toEqual(['Sofa', 'Kaffeevollautomat', 'Monitor']);
    expect(names('date').slice(0, 2)).toEqual(['Kaffeevollautomat', 'Sofa']);
    expect(names('changed')[0]).toBe('Kamera');
    expect(shownGroups(ITEMS, '', 'value')[0]?.room).toBeNull();
  });

  it('finds every word in name, note or room, whatever the case', () => {
    const found = (query: string) =>
      shownGroups(ITEMS, query, 'room').flatMap((g) => g.items.map((i) => i.Bezeichnung));
    expect(found('seriennummer')).toEqual(['Monitor']);
    expect(found('  küche  kaffee ')).toEqual(['Kaffeevollautomat']);
    expect(found('Tresor')).toEqual([]);
  });

  it('takes the purchase year for a claim', () => {
    expect(purchaseYear(ITEMS[0] ?? item('x'))).toBe('2021');
    expect(purchaseYear(item('x'))).toBe('');
  });
});
