import { z } from 'zod/mini';
import { binaryCall, callArea, jsonCall } from '../call.ts';
import { formatAmountPlain, isIsoDate, isoToDisplay, parseAmount } from '../de-at.ts';
import { csvTextCell } from '../transactions-export.ts';
import { cents, formInteger, isoDate, noParams, textLine } from '../wire-fields.ts';
import type { Contract } from './contracts.ts';
import { dokboxFileSchema } from './dokbox.ts';

// Beyond the spec: SPEC 7 names no inventory calls. Designed in the style of the DokBox calls
// (docs/decisions/045-household-inventory.md).

/** Where an item is kept: the rooms of a flat or house, and one for the rest. */
export const INVENTORY_ROOMS = [
  'Wohnzimmer',
  'Küche',
  'Schlafzimmer',
  'Kinderzimmer',
  'Arbeitszimmer',
  'Badezimmer',
  'Vorraum',
  'Keller',
  'Garage',
  'Sonstiges',
] as const;
export type InventoryRoom = (typeof INVENTORY_ROOMS)[number];

/**
 * The share of the household sum insured at which the list warns. The sum must cover what it
 * would cost to buy everything in the household new; a list rarely holds everything (clothes,
 * books, kitchenware, food), so once the listed items alone reach 80 % of the sum, the household
 * as a whole most likely exceeds it, and an insurer pays a claim only in proportion.
 */
export const UNDERINSURANCE_WARNING_SHARE = 0.8;

/** At most this many items per customer: a large household lists a few hundred. */
export const INVENTORY_MAX_ITEMS = 1000;
/** At most this many pieces of one item. */
export const INVENTORY_MAX_QUANTITY = 999;
/** A piece's price at most: 10 million euros. */
export const INVENTORY_MAX_PRICE = 1_000_000_000;

/** The DokBox folder the photos and receipts of the inventory are put in. */
export const INVENTORY_CATEGORY_NAME = 'Mein Hausrat';

export const INVENTORY_MESSAGES = {
  notFound: 'Der Gegenstand wurde nicht gefunden.',
  name: 'Bitte gib an, was der Gegenstand ist.',
  room: 'Bitte wähle den Raum.',
  purchaseDate: 'Bitte gib das Kaufdatum als gültiges Datum ein, zum Beispiel 15.03.2024.',
  purchaseDateFuture: 'Das Kaufdatum darf nicht in der Zukunft liegen.',
  price: 'Bitte gib den Preis im Format 1.234,56 ein.',
  priceNegative: 'Der Preis darf nicht negativ sein.',
  priceTooHigh: 'Bitte prüfe den Preis: er ist höher als 10 Millionen Euro.',
  quantity: `Bitte gib eine Anzahl von 1 bis ${INVENTORY_MAX_QUANTITY} ein.`,
  contract: 'Diese Haushaltsversicherung wurde nicht gefunden.',
  file: 'Die Datei wurde in deiner DokBox nicht gefunden.',
  tooMany: `Deine Liste hat schon ${INVENTORY_MAX_ITEMS} Gegenstände. Bitte lösche zuerst einen.`,
  format: 'Bitte wähle PDF oder CSV.',
  nothingToExport: 'Es gibt keine Gegenstände zum Exportieren.',
} as const;

/** A household insurance: a contract whose household sum insured the list is held against. */
export function isHouseholdContract(contract: Contract): boolean {
  return (
    contract.Kind === 'EigenheimHaushalt' &&
    contract.Details.HoechsthaftungssummeHaushalt !== undefined
  );
}

export const inventoryItemSchema = z.object({
  Id: z.string(),
  /** The household insurance the item belongs to; null for the list without a contract. */
  Vertragsnummer: z.nullable(z.string()),
  Bezeichnung: z.string(),
  Raum: z.enum(INVENTORY_ROOMS),
  Kaufdatum: z.nullable(isoDate),
  /** The price of one piece in cents; null when the customer does not know it. */
  Preis: z.nullable(cents),
  Anzahl: z.int(),
  Notiz: z.string(),
  /** The photo and the receipt in the DokBox; null when none, or once deleted there. */
  Foto: z.nullable(dokboxFileSchema),
  Beleg: z.nullable(dokboxFileSchema),
  /** Epoch milliseconds of the last change. */
  Geaendert: z.int(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** What an item is worth in the list: its pieces at their price, or null without a price. */
export function itemValue(item: Pick<InventoryItem, 'Preis' | 'Anzahl'>): number | null {
  return item.Preis === null ? null : item.Preis * item.Anzahl;
}

export type RoomTotal = { room: InventoryRoom; total: number; count: number; unpriced: number };

export type InventoryTotals = {
  /** The value of the items with a price. */
  total: number;
  count: number;
  /** Items without a price: not in `total`, and said so. */
  unpriced: number;
  /** The rooms that have items, in the order of INVENTORY_ROOMS. */
  rooms: RoomTotal[];
};

export function inventoryTotals(
  items: readonly Pick<InventoryItem, 'Preis' | 'Anzahl' | 'Raum'>[],
): InventoryTotals {
  const rooms = INVENTORY_ROOMS.map((room): RoomTotal => ({
    room,
    total: 0,
    count: 0,
    unpriced: 0,
  }));
  for (const item of items) {
    const room = rooms[INVENTORY_ROOMS.indexOf(item.Raum)];
    if (room === undefined) continue;
    const value = itemValue(item);
    room.count += 1;
    if (value === null) room.unpriced += 1;
    else room.total += value;
  }
  const used = rooms.filter((r) => r.count > 0);
  return {
    total: used.reduce((sum, r) => sum + r.total, 0),
    count: items.length,
    unpriced: used.reduce((sum, r) => sum + r.unpriced, 0),
    rooms: used,
  };
}

/**
 * The list against the household sum insured: the share reached (0.83 for 83 %) and whether it
 * warns. Only priced items count, so it never warns of what it does not know.
 */
export function underinsuranceCheck(
  total: number,
  sumInsured: number,
): { share: number; warns: boolean } {
  const share = sumInsured > 0 ? total / sumInsured : 0;
  return { share, warns: sumInsured > 0 && share >= UNDERINSURANCE_WARNING_SHARE };
}

/** The formats the list can be exported in. */
export const INVENTORY_EXPORT_FORMATS = ['pdf', 'csv'] as const;
export type InventoryExportFormat = (typeof INVENTORY_EXPORT_FORMATS)[number];

export const INVENTORY_EXPORT_COLUMNS = [
  'Gegenstand',
  'Raum',
  'Kaufdatum',
  'Anzahl',
  'Preis je Stück in EUR',
  'Wert in EUR',
  'Foto',
  'Beleg',
  'Notiz',
] as const;

/** `Hausrat_7400263190_2026-12-03.pdf`, or `Hausrat_2026-12-03.csv` for the list without one. */
export function inventoryFileName(
  contractNumber: string | null,
  day: string,
  format: InventoryExportFormat,
): string {
  return `Hausrat_${contractNumber === null ? '' : `${contractNumber}_`}${day}.${format}`;
}

/** The items in the order of the export: by room, then by name. */
export function inventoryInExportOrder<T extends Pick<InventoryItem, 'Raum' | 'Bezeichnung'>>(
  items: readonly T[],
): T[] {
  return [...items].sort(
    (a, b) =>
      INVENTORY_ROOMS.indexOf(a.Raum) - INVENTORY_ROOMS.indexOf(b.Raum) ||
      a.Bezeichnung.localeCompare(b.Bezeichnung, 'de-AT'),
  );
}

/** The cells of an item as both exports show them; amounts without the euro sign. */
export function inventoryRow(item: InventoryItem): string[] {
  const value = itemValue(item);
  return [
    item.Bezeichnung,
    item.Raum,
    item.Kaufdatum === null ? '' : (isoToDisplay(item.Kaufdatum) ?? item.Kaufdatum),
    String(item.Anzahl),
    item.Preis === null ? '' : formatAmountPlain(item.Preis),
    value === null ? '' : formatAmountPlain(value),
    item.Foto === null ? '' : item.Foto.fileName,
    item.Beleg === null ? '' : item.Beleg.fileName,
    item.Notiz,
  ];
}

/** The items as CSV the way Austrian spreadsheets open it, as the transactions export does. */
export function inventoryCsv(items: readonly InventoryItem[]): string {
  const rows = inventoryInExportOrder(items).map((item) =>
    inventoryRow(item).map(csvTextCell).join(';'),
  );
  return `\uFEFF${[INVENTORY_EXPORT_COLUMNS.join(';'), ...rows].join('\r\n')}\r\n`;
}

/** `1 von 25 Gegenständen hat keinen Preis …`: what the total leaves out, or null. */
export function unpricedNote(unpriced: number, count: number): string | null {
  if (unpriced === 0) return null;
  const items = count === 1 ? 'Gegenstand' : 'Gegenständen';
  return unpriced === 1
    ? `1 von ${count} ${items} hat keinen Preis und ist in der Summe nicht enthalten.`
    : `${unpriced} von ${count} ${items} haben keinen Preis und sind in der Summe nicht enthalten.`;
}

const itemIdParam = z
  .string({ error: INVENTORY_MESSAGES.notFound })
  .check(z.trim(), z.regex(/^[0-9a-f-]{36}$/, { error: INVENTORY_MESSAGES.notFound }));

/** A DokBox file's id, or empty for none. */
const optionalFileParam = z._default(
  z
    .string({ error: INVENTORY_MESSAGES.file })
    .check(z.trim(), z.regex(/^(?:[A-Za-z0-9-]{1,64})?$/, { error: INVENTORY_MESSAGES.file })),
  '',
);

/** A household insurance's number, or empty for the list without a contract. */
const optionalContractParam = z._default(
  z
    .string({ error: INVENTORY_MESSAGES.contract })
    .check(z.trim(), z.regex(/^(?:\d{6,12})?$/, { error: INVENTORY_MESSAGES.contract })),
  '',
);

/** A price typed in German format, in cents; empty for unknown. */
const optionalPriceParam = z.pipe(
  z._default(z.string({ error: INVENTORY_MESSAGES.price }).check(z.trim()), ''),
  z.transform((value, ctx) => {
    if (value === '') return null;
    const parsed = parseAmount(value);
    const message =
      parsed === null
        ? INVENTORY_MESSAGES.price
        : parsed < 0
          ? INVENTORY_MESSAGES.priceNegative
          : parsed > INVENTORY_MAX_PRICE
            ? INVENTORY_MESSAGES.priceTooHigh
            : null;
    if (message === null) return parsed;
    ctx.issues.push({ code: 'custom', message, input: value });
    return z.NEVER;
  }),
);

export const inventoryCalls = callArea({
  /** Beyond the spec: every item of the customer's household inventory, newest change first. */
  getHausrat: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetHausrat',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => noParams,
    result: () => z.array(inventoryItemSchema),
  }),
  /**
   * Beyond the spec: adds an item to the inventory, or changes the one `id` names. The photo and
   * the receipt are files of the customer's DokBox (uploaded there first, or picked).
   */
  hausratSpeichern: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'HausratSpeichern',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.object({
        /** Empty or left out for a new item. */
        id: z._default(
          z
            .string({ error: INVENTORY_MESSAGES.notFound })
            .check(
              z.trim(),
              z.regex(/^(?:[0-9a-f-]{36})?$/, { error: INVENTORY_MESSAGES.notFound }),
            ),
          '',
        ),
        vertragsnummer: optionalContractParam,
        bezeichnung: textLine(100, INVENTORY_MESSAGES.name),
        raum: z.enum(INVENTORY_ROOMS, { error: INVENTORY_MESSAGES.room }),
        kaufdatum: z._default(
          z.string({ error: INVENTORY_MESSAGES.purchaseDate }).check(
            z.trim(),
            z.refine((value) => value === '' || isIsoDate(value), {
              error: INVENTORY_MESSAGES.purchaseDate,
            }),
          ),
          '',
        ),
        preis: optionalPriceParam,
        anzahl: formInteger(1, INVENTORY_MAX_QUANTITY, INVENTORY_MESSAGES.quantity),
        notiz: textLine(200, null),
        fotoId: optionalFileParam,
        belegId: optionalFileParam,
      }),
    result: () => inventoryItemSchema,
  }),
  /** Beyond the spec: removes an item; its photo and receipt stay in the DokBox. */
  hausratLoeschen: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'HausratLoeschen',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => z.object({ id: itemIdParam }),
    result: () => z.object({ Deleted: z.literal(true) }),
  }),
  /**
   * Beyond the spec: the list of one household (a contract's, or the one without) as a PDF or
   * CSV; `auswahl` keeps only those items (the items of a claim, say).
   */
  exportHausrat: binaryCall({
    mode: 'MeinServicebereich',
    fn: 'ExportHausrat',
    method: 'GET',
    access: 'customer',
    body: 'none',
    params: () =>
      z.object({
        vertragsnummer: optionalContractParam,
        format: z.enum(INVENTORY_EXPORT_FORMATS, { error: INVENTORY_MESSAGES.format }),
        auswahl: z._default(z.array(itemIdParam), []),
      }),
  }),
});
