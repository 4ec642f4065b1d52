import {
  INVENTORY_ROOMS,
  isHouseholdContract,
  itemValue,
  type Contract,
  type InventoryItem,
  type InventoryRoom,
} from '@servicebereich/protocol';

/** How the list is ordered within each room. */
export const INVENTORY_SORTS = ['room', 'name', 'value', 'date', 'changed'] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];

/** The customer's household insurances, whose lists are kept apart; the list without one last. */
export function householdContracts(contracts: readonly Contract[]): Contract[] {
  return contracts.filter(isHouseholdContract);
}

/** The items of one household: a contract's, or (null) those without one. */
export function itemsOfHousehold(
  items: readonly InventoryItem[],
  contractId: string | null,
): InventoryItem[] {
  return items.filter((item) => item.Vertragsnummer === contractId);
}

function matches(item: InventoryItem, words: readonly string[]): boolean {
  const text = `${item.Bezeichnung} ${item.Notiz} ${item.Raum}`.toLocaleLowerCase('de-AT');
  return words.every((word) => text.includes(word));
}

const byName = (a: InventoryItem, b: InventoryItem) =>
  a.Bezeichnung.localeCompare(b.Bezeichnung, 'de-AT');

/** The order of each sort; by room, each room's items by name. */
const ORDER: Record<InventorySort, (a: InventoryItem, b: InventoryItem) => number> = {
  room: byName,
  name: byName,
  // Items without a price last.
  value: (a, b) => (itemValue(b) ?? -1) - (itemValue(a) ?? -1),
  date: (a, b) => (b.Kaufdatum ?? '').localeCompare(a.Kaufdatum ?? ''),
  changed: (a, b) => b.Geaendert - a.Geaendert,
};

/** A room's items; `room` is null for the one list of a sort other than by room. */
export type RoomGroup = { room: InventoryRoom | null; items: InventoryItem[] };

/**
 * What the list shows: the items that hold every word searched for (in name, note or room), by
 * room in the order of the rooms, or as one group when sorted otherwise than by room.
 */
export function shownGroups(
  items: readonly InventoryItem[],
  query: string,
  sort: InventorySort,
): RoomGroup[] {
  const words = query
    .toLocaleLowerCase('de-AT')
    .split(/\s+/)
    .filter((w) => w !== '');
  const found = items.filter((item) => matches(item, words)).sort(ORDER[sort]);
  if (sort !== 'room') return found.length === 0 ? [] : [{ room: null, items: found }];
  return INVENTORY_ROOMS.map((room) => ({
    room,
    items: found.filter((item) => item.Raum === room),
  })).filter((group) => group.items.length > 0);
}

/** The year of the purchase date, as a claim asks for it; empty when unknown. */
export function purchaseYear(item: InventoryItem): string {
  return item.Kaufdatum === null ? '' : item.Kaufdatum.slice(0, 4);
}
