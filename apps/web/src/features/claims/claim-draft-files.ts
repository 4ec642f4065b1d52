import type { PendingFile } from './claim-files.tsx';

// The files of a claim draft, kept in IndexedDB beside the text in localStorage
// (claim-drafts.ts): IndexedDB keeps a File as it is, without the third more that base64 in
// localStorage would take, and within the larger share of the disk a browser gives it. Where
// IndexedDB is missing, refused or full, the files are simply not kept.

const DATABASE = 'servicebereich-schadensmeldung';
const STORE = 'entwurf-dateien';

type Kept = PendingFile[];

function openDatabase(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore(STORE);
      };
      request.onsuccess = () => {
        resolve(request.result);
      };
      request.onerror = () => {
        resolve(null);
      };
    } catch {
      resolve(null);
    }
  });
}

/** One request in its own transaction; null when it could not be done. */
async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | null> {
  const database = await openDatabase();
  if (database === null) return null;
  return new Promise((resolve) => {
    try {
      const transaction = database.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => {
        database.close();
        resolve(request.result);
      };
      transaction.onerror = () => {
        database.close();
        resolve(null);
      };
      transaction.onabort = () => {
        database.close();
        resolve(null);
      };
    } catch {
      database.close();
      resolve(null);
    }
  });
}

export async function clearDraftFiles(key: string): Promise<void> {
  await run('readwrite', (store) => store.delete(key));
}

export async function saveDraftFiles(key: string, files: readonly PendingFile[]): Promise<void> {
  const kept: Kept = files.map(({ file, photo, item }) => ({ file, photo, item }));
  if (kept.length === 0) await clearDraftFiles(key);
  else await run('readwrite', (store) => store.put(kept, key));
}

export async function loadDraftFiles(key: string): Promise<PendingFile[]> {
  const kept: unknown = await run('readonly', (store) => store.get(key));
  if (!Array.isArray(kept)) return [];
  return kept.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { file, photo, item } = entry as { file?: unknown; photo?: unknown; item?: unknown };
    if (!(file instanceof File)) return [];
    const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);
    return [{ file, photo: numberOrNull(photo), item: numberOrNull(item) }];
  });
}
