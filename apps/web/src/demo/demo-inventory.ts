import {
  INVENTORY_MAX_ITEMS,
  INVENTORY_MESSAGES,
  inventoryCsv,
  isHouseholdContract,
  type Contract,
  type DokboxFile,
  type InventoryItem,
  type inventoryCalls,
} from '@servicebereich/protocol';
import { demoFail as fail, type DemoHandlers } from './demo-call.ts';
import type { DemoData, DemoInventoryEntry } from './demo-data.ts';
import { demoPdfBlob } from './demo-documents.ts';

// The household inventory of the test mode: kept in memory, checked as the server checks it
// (decision 045), the export's PDF a plain stand-in for the server's tagged one.

type InventoryHandlers = Pick<DemoHandlers, keyof typeof inventoryCalls>;

export function demoInventoryHandlers(deps: {
  data: DemoData;
  today: () => string;
  now: () => number;
  newId: () => string;
  /** The DokBox file as GetDokboxFile answers it, or undefined when there is none. */
  file: (fileId: string) => DokboxFile | undefined;
}): InventoryHandlers {
  const { data } = deps;

  function itemOf(entry: DemoInventoryEntry): InventoryItem {
    const { fotoId, belegId, ...fields } = entry;
    return {
      ...fields,
      Foto: fotoId === null ? null : (deps.file(fotoId) ?? null),
      Beleg: belegId === null ? null : (deps.file(belegId) ?? null),
    };
  }

  function household(contractId: string): Contract {
    const found = data.contracts.find((c) => c.contract.ContractId === contractId)?.contract;
    if (found === undefined || !isHouseholdContract(found)) {
      fail('vertragsnummer', INVENTORY_MESSAGES.contract);
    }
    return found;
  }

  function fileId(id: string, field: string): string | null {
    if (id === '') return null;
    if (deps.file(id) === undefined) fail(field, INVENTORY_MESSAGES.file);
    return id;
  }

  return {
    getHausrat: () => data.inventory.map(itemOf),
    hausratSpeichern: (params) => {
      if (params.kaufdatum !== '' && params.kaufdatum > deps.today()) {
        fail('kaufdatum', INVENTORY_MESSAGES.purchaseDateFuture);
      }
      const fields = {
        Vertragsnummer:
          params.vertragsnummer === '' ? null : household(params.vertragsnummer).ContractId,
        Bezeichnung: params.bezeichnung,
        Raum: params.raum,
        Kaufdatum: params.kaufdatum === '' ? null : params.kaufdatum,
        Preis: params.preis,
        Anzahl: params.anzahl,
        Notiz: params.notiz,
        fotoId: fileId(params.fotoId, 'fotoId'),
        belegId: fileId(params.belegId, 'belegId'),
        Geaendert: deps.now(),
      };
      let entry: DemoInventoryEntry;
      if (params.id === '') {
        if (data.inventory.length >= INVENTORY_MAX_ITEMS)
          fail('general', INVENTORY_MESSAGES.tooMany);
        entry = { Id: deps.newId(), ...fields };
      } else {
        const known = data.inventory.find((item) => item.Id === params.id);
        if (known === undefined) fail('id', INVENTORY_MESSAGES.notFound);
        entry = { ...known, ...fields };
      }
      data.inventory = [entry, ...data.inventory.filter((item) => item.Id !== entry.Id)];
      return itemOf(entry);
    },
    hausratLoeschen: ({ id }) => {
      if (!data.inventory.some((item) => item.Id === id)) fail('id', INVENTORY_MESSAGES.notFound);
      data.inventory = data.inventory.filter((item) => item.Id !== id);
      return { Deleted: true as const };
    },
    exportHausrat: ({ vertragsnummer, format, auswahl }) => {
      const contractId = vertragsnummer === '' ? null : household(vertragsnummer).ContractId;
      const picked = new Set(auswahl);
      const items = data.inventory
        .filter((item) => item.Vertragsnummer === contractId)
        .filter((item) => picked.size === 0 || picked.has(item.Id))
        .map(itemOf);
      if (items.length === 0) fail('general', INVENTORY_MESSAGES.nothingToExport);
      const csv = inventoryCsv(items);
      if (format === 'csv') return new Blob([csv], { type: 'text/csv;charset=utf-8' });
      return demoPdfBlob([
        picked.size === 0 ? 'Hausratsliste' : 'Hausrat – Auswahl',
        ...csv.replace('\uFEFF', '').trim().split('\r\n'),
      ]);
    },
  };
}
