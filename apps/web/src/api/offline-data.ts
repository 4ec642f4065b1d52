import {
  sessionCalls,
  type Checklist,
  type Contract,
  type PostboxEntry,
} from '@servicebereich/protocol';
import { hashKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { readStored, writeStored, type StoredValue } from '../native/storage.ts';
import type { ApiClient } from './api-client.ts';
import { connection } from './connection.ts';
import { contractDetailsKey, contractsKey, postboxEntriesKey } from './shared-keys.ts';

/**
 * What the web app keeps for reading offline (decision 032): the contracts list, the contract
 * overviews and the postbox list as last fetched, each with the time it was fetched. Loaded once
 * the first screen is up, or when a start finds no network.
 */
type OfflineData = StoredValue<'offline'>;

const CONTRACTS = hashKey(contractsKey);
const POSTBOX = hashKey(postboxEntriesKey);

/** The contract whose details the key names, or null for any other query. */
function detailsContractId(queryKey: QueryKey): string | null {
  const [, contractId] = queryKey;
  if (typeof contractId !== 'string') return null;
  return hashKey(queryKey) === hashKey(contractDetailsKey(contractId)) ? contractId : null;
}

/** The data with the query's answer in it; the same data when the query is not one kept. */
function withQuery(data: OfflineData, query: Query): OfflineData {
  const at = query.state.dataUpdatedAt;
  // Every kept query's data is a call's Result, checked by its schema when it arrived.
  if (query.queryHash === CONTRACTS) {
    return { ...data, contracts: { data: query.state.data as Contract[], at } };
  }
  if (query.queryHash === POSTBOX) {
    return { ...data, postbox: { data: query.state.data as PostboxEntry[], at } };
  }
  const contractId = detailsContractId(query.queryKey);
  if (contractId === null) return data;
  return {
    ...data,
    details: { ...data.details, [contractId]: { data: query.state.data as Contract, at } },
  };
}

/**
 * Keeps what the customer sees of the kept queries from now on, starting with what the cache
 * holds, until the returned stop is called (at logout). Only answers of the server count: data
 * the app set itself (a letter marked read before the server confirmed it) is not kept.
 */
export function keepForOffline(queryClient: QueryClient, firstName: string): () => void {
  const cache = queryClient.getQueryCache();
  let stopped = false;
  let data: OfflineData | null = null;
  let unsubscribe = (): void => undefined;

  function keep(query: Query): void {
    // A query removed meanwhile (the cache was cleared at a logout) belongs to no one any more.
    if (data === null || cache.get(query.queryHash) !== query) return;
    const next = withQuery(data, query);
    if (next === data) return;
    data = next;
    void writeStored('offline', next);
  }

  // What an earlier page of this session kept stays: storage is cleared at every login and logout.
  void readStored('offline').then((stored) => {
    if (stopped) return;
    data = { details: {}, ...(stored ?? {}), firstName };
    for (const query of cache.getAll()) {
      if (query.state.status === 'success' && query.state.dataUpdatedAt > 0) keep(query);
    }
    unsubscribe = cache.subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual) {
        keep(event.query as Query);
      }
    });
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}

/** What a start offline knows of the customer: the kept first name, contracts and checklists. */
export type OfflineSession = {
  firstName: string;
  contracts: readonly Contract[];
  checklists: readonly Checklist[];
};

/**
 * A start without network: the kept data goes into the query cache with the time it was fetched,
 * so the screens show it (and say since when); null where nothing is kept. Once calls get answers
 * again, the server says whether the session is still there; where it is not, `forget` ends it
 * here too.
 */
export async function restoreOffline(
  queryClient: QueryClient,
  api: ApiClient,
  forget: () => Promise<void>,
): Promise<OfflineSession | null> {
  const data = await readStored('offline');
  if (data === null) return null;
  const kept = [
    ...(data.contracts === undefined ? [] : [{ key: contractsKey, ...data.contracts }]),
    ...(data.postbox === undefined ? [] : [{ key: postboxEntriesKey, ...data.postbox }]),
    ...Object.entries(data.details).map(([id, details]) => ({
      key: contractDetailsKey(id),
      ...details,
    })),
  ];
  for (const { key, data: value, at } of kept) {
    queryClient.setQueryData(key, value, { updatedAt: at });
  }
  const stop = connection.onReconnect(() => {
    stop();
    api.call(sessionCalls.isLoggedIn).then(
      ({ LoggedIn }) => {
        if (!LoggedIn) void forget();
      },
      () => undefined,
    );
  });
  return {
    firstName: data.firstName,
    contracts: data.contracts?.data ?? [],
    checklists: (await readStored('checklists')) ?? [],
  };
}
