import { randomUUID } from 'node:crypto';
import {
  INVENTORY_MAX_ITEMS,
  INVENTORY_MESSAGES,
  INVENTORY_ROOMS,
  inventoryCsv,
  inventoryFileName,
  isHouseholdContract,
  viennaIsoDate,
  type DokboxFile,
  type InventoryItem,
  type InventoryRoom,
  type inventoryCalls,
} from '@servicebereich/protocol';
import { fieldError, generalError, refusedId } from '../../http/api-error.ts';
import type { CallContext, CustomerContext, Handlers } from '../../http/handlers.ts';
import type { ContractRepository } from '../contracts/contract-repository.ts';
import type { DokboxFileRow, DokboxRepository } from '../dokbox/dokbox-repository.ts';
import type { InventoryHousehold } from './inventory-pdf.ts';
import type {
  InventoryItemFields,
  InventoryItemRow,
  InventoryRepository,
} from './inventory-repository.ts';

type InventoryHandlers = Pick<Handlers, keyof typeof inventoryCalls>;

function roomOf(stored: string): InventoryRoom {
  return INVENTORY_ROOMS.find((room) => room === stored) ?? 'Sonstiges';
}

/** The household inventory: items, their DokBox files and the exports (decision 045). */
export function inventoryHandlers(deps: {
  inventory: InventoryRepository;
  contracts: ContractRepository;
  dokbox: DokboxRepository;
  /** A DokBox file as GetDokboxFile answers it. */
  describeFile: (row: DokboxFileRow, ctx: CallContext) => DokboxFile;
  /** The customer's name as a document names its holder. */
  holder: (customerId: string) => Promise<string>;
}): InventoryHandlers {
  const { inventory, contracts, dokbox } = deps;

  /** The rows as the protocol's items, each with its photo and receipt if still in the DokBox. */
  async function itemsOf(rows: readonly InventoryItemRow[], ctx: CustomerContext) {
    const ids = new Set(rows.flatMap((r) => [r.photo_file_id, r.receipt_file_id]));
    ids.delete(null);
    const files = new Map(
      (await dokbox.findFiles(ctx.customerId, [...ids] as string[])).map((f) => [f.id, f]),
    );
    const file = (id: string | null) => {
      const row = id === null ? undefined : files.get(id);
      return row === undefined ? null : deps.describeFile(row, ctx);
    };
    return rows.map((r): InventoryItem => ({
      Id: r.id,
      Vertragsnummer: r.contract_number,
      Bezeichnung: r.name,
      Raum: roomOf(r.room),
      Kaufdatum: r.purchase_date,
      Preis: r.price_cents,
      Anzahl: r.quantity,
      Notiz: r.notes,
      Foto: file(r.photo_file_id),
      Beleg: file(r.receipt_file_id),
      Geaendert: r.updated_at,
    }));
  }

  /** One of the customer's household insurances, by its number. */
  async function ownHousehold(customerId: string, contractNumber: string) {
    const contract = await contracts.findForCustomer(customerId, contractNumber);
    if (contract === undefined || !isHouseholdContract(contract)) {
      throw refusedId('vertragsnummer', INVENTORY_MESSAGES.contract);
    }
    return contract;
  }

  async function ownFileId(customerId: string, fileId: string, field: string) {
    if (fileId === '') return null;
    if ((await dokbox.findFile(customerId, fileId)) === undefined) {
      throw refusedId(field, INVENTORY_MESSAGES.file);
    }
    return fileId;
  }

  return {
    getHausrat: async (_params, ctx) => itemsOf(await inventory.list(ctx.customerId), ctx),

    hausratSpeichern: async (params, ctx) => {
      if (params.kaufdatum !== '' && params.kaufdatum > viennaIsoDate(ctx.now)) {
        throw fieldError('kaufdatum', INVENTORY_MESSAGES.purchaseDateFuture);
      }
      const fields: InventoryItemFields = {
        contract_number:
          params.vertragsnummer === ''
            ? null
            : (await ownHousehold(ctx.customerId, params.vertragsnummer)).ContractId,
        name: params.bezeichnung,
        room: params.raum,
        purchase_date: params.kaufdatum === '' ? null : params.kaufdatum,
        price_cents: params.preis,
        quantity: params.anzahl,
        notes: params.notiz,
        photo_file_id: await ownFileId(ctx.customerId, params.fotoId, 'fotoId'),
        receipt_file_id: await ownFileId(ctx.customerId, params.belegId, 'belegId'),
      };
      let id = params.id;
      if (id === '') {
        if ((await inventory.count(ctx.customerId)) >= INVENTORY_MAX_ITEMS) {
          throw generalError(INVENTORY_MESSAGES.tooMany);
        }
        id = randomUUID();
        await inventory.insert({
          id,
          customer_id: ctx.customerId,
          ...fields,
          created_at: ctx.now,
          updated_at: ctx.now,
        });
      } else if (!(await inventory.update(ctx.customerId, id, fields, ctx.now))) {
        throw refusedId('id', INVENTORY_MESSAGES.notFound);
      }
      const row = await inventory.find(ctx.customerId, id);
      if (row === undefined) throw refusedId('id', INVENTORY_MESSAGES.notFound);
      const [item] = await itemsOf([row], ctx);
      if (item === undefined) throw refusedId('id', INVENTORY_MESSAGES.notFound);
      return item;
    },

    hausratLoeschen: async ({ id }, ctx) => {
      if (!(await inventory.remove(ctx.customerId, id))) {
        throw refusedId('id', INVENTORY_MESSAGES.notFound);
      }
      return { Deleted: true as const };
    },

    exportHausrat: async ({ vertragsnummer, format, auswahl }, ctx) => {
      const contract =
        vertragsnummer === '' ? null : await ownHousehold(ctx.customerId, vertragsnummer);
      const household = (await inventory.list(ctx.customerId)).filter(
        (r) => r.contract_number === (contract?.ContractId ?? null),
      );
      const picked = new Set(auswahl);
      const rows = picked.size === 0 ? household : household.filter((r) => picked.has(r.id));
      if (rows.length === 0) throw generalError(INVENTORY_MESSAGES.nothingToExport);
      const items = await itemsOf(rows, ctx);
      const fileName = inventoryFileName(
        contract?.ContractId ?? null,
        viennaIsoDate(ctx.now),
        format,
      );
      if (format === 'csv') {
        return {
          contentType: 'text/csv; charset=utf-8',
          fileName,
          body: Buffer.from(inventoryCsv(items)),
          inline: false,
        };
      }
      const details: InventoryHousehold = {
        contract:
          contract === null
            ? null
            : `${contract.Details.Name} ${contract.Details.ContractIdFormatted}`,
        address: contract?.Details.Risikoadresse ?? null,
        sumInsured: contract?.Details.HoechsthaftungssummeHaushalt ?? null,
      };
      // The PDF library is loaded with the first export, not at start (decision 016).
      const { inventoryPdf } = await import('./inventory-pdf.ts');
      return {
        contentType: 'application/pdf',
        fileName,
        body: await inventoryPdf({
          holder: await deps.holder(ctx.customerId),
          household: details,
          items,
          selection: picked.size > 0,
          now: ctx.now,
        }),
        inline: false,
      };
    },
  };
}
