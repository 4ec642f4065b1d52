import { sessionCalls, type Contract, type PostboxEntry } from '@servicebereich/protocol';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDemoData } from '../demo/demo-data.ts';
import { readStored, writeStored } from '../native/storage.ts';
import type { ApiClient } from './api-client.ts';
import { connection } from './connection.ts';
import { keepForOffline, restoreOffline } from './offline-data.ts';
import { contractDetailsKey, contractsKey, postboxEntriesKey } from './shared-keys.ts';

// The test mode's customer: a contract and a letter of hers.
const demo = buildDemoData('2026-11-27');
const [first] = demo.contracts;
const [letterOfHers] = demo.postbox;
if (first === undefined || letterOfHers === undefined) throw new Error('The demo data has changed');
const contract: Contract = first.contract;
const letter: PostboxEntry = letterOfHers;

/** Waits until the stored offline data satisfies the check. */
async function storedWhen(check: (stored: Awaited<ReturnType<typeof read>>) => boolean) {
  await vi.waitFor(async () => {
    expect(check(await read())).toBe(true);
  });
  return read();
}
const read = () => readStored('offline');

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('keepForOffline', () => {
  it('keeps the fetched contracts, overviews and postbox with the time they were fetched', async () => {
    const queryClient = new QueryClient();
    const stop = keepForOffline(queryClient, 'Katharina');
    await vi.waitFor(() => {
      expect(queryClient.getQueryCache().hasListeners()).toBe(true);
    });
    vi.spyOn(Date, 'now').mockReturnValue(1_790_000_000_000);
    await queryClient.query({ queryKey: contractsKey, queryFn: () => [contract] });
    await queryClient.query({ queryKey: postboxEntriesKey, queryFn: () => [letter] });
    await queryClient.query({
      queryKey: contractDetailsKey(contract.ContractId),
      queryFn: () => contract,
    });
    // Anything else is not kept.
    await queryClient.query({ queryKey: ['dokbox'], queryFn: () => ['datei'] });
    const stored = await storedWhen((data) => data?.details[contract.ContractId] !== undefined);
    expect(stored).toEqual({
      firstName: 'Katharina',
      contracts: { data: [contract], at: 1_790_000_000_000 },
      postbox: { data: [letter], at: 1_790_000_000_000 },
      details: { [contract.ContractId]: { data: contract, at: 1_790_000_000_000 } },
    });
    stop();
  });

  it('keeps what the cache held already, and what an earlier page of the session kept', async () => {
    await writeStored('offline', {
      firstName: 'Katharina',
      details: { '7300418857': { data: { ...contract, ContractId: '7300418857' }, at: 5 } },
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(postboxEntriesKey, [letter], { updatedAt: 7 });
    const stop = keepForOffline(queryClient, 'Katharina');
    const stored = await storedWhen((data) => data?.postbox !== undefined);
    expect(stored?.postbox).toEqual({ data: [letter], at: 7 });
    expect(Object.keys(stored?.details ?? {})).toEqual(['7300418857']);
    stop();
  });

  it('keeps no data the app set itself, and nothing after it was stopped', async () => {
    const queryClient = new QueryClient();
    const stop = keepForOffline(queryClient, 'Katharina');
    await storedWhen((data) => data !== null || queryClient.getQueryCache().hasListeners());
    await queryClient.query({ queryKey: postboxEntriesKey, queryFn: () => [letter] });
    await storedWhen((data) => data?.postbox !== undefined);
    // A letter marked read before the server confirmed it.
    queryClient.setQueryData(postboxEntriesKey, [{ ...letter, Status: 'READ' }]);
    stop();
    await queryClient.query({
      queryKey: contractsKey,
      queryFn: () => [contract],
      staleTime: 0,
    });
    const stored = await read();
    expect(stored?.postbox?.data).toEqual([letter]);
    expect(stored?.contracts).toBeUndefined();
  });
});

describe('restoreOffline', () => {
  function fakeApi(loggedIn: boolean) {
    const call = vi.fn(() => Promise.resolve({ LoggedIn: loggedIn }));
    return { api: { call } as unknown as ApiClient, call };
  }

  it('puts the kept data into the cache with the time it was fetched', async () => {
    await writeStored('offline', {
      firstName: 'Katharina',
      contracts: { data: [contract], at: 11 },
      postbox: { data: [letter], at: 12 },
      details: { [contract.ContractId]: { data: contract, at: 13 } },
    });
    await writeStored('checklists', []);
    const queryClient = new QueryClient();
    const { api } = fakeApi(true);
    const session = await restoreOffline(queryClient, api, vi.fn());
    expect(session).toEqual({ firstName: 'Katharina', contracts: [contract], checklists: [] });
    const cache = queryClient.getQueryCache();
    expect(cache.find({ queryKey: contractsKey, exact: true })?.state).toMatchObject({
      data: [contract],
      dataUpdatedAt: 11,
    });
    expect(cache.find({ queryKey: postboxEntriesKey })?.state.dataUpdatedAt).toBe(12);
    expect(
      cache.find({ queryKey: contractDetailsKey(contract.ContractId) })?.state.dataUpdatedAt,
    ).toBe(13);
  });

  it('starts nothing where nothing is kept', async () => {
    const { api } = fakeApi(true);
    expect(await restoreOffline(new QueryClient(), api, vi.fn())).toBeNull();
  });

  it('ends the session once calls get answers again if the server no longer has it', async () => {
    await writeStored('offline', { firstName: 'Katharina', details: {} });
    const { api, call } = fakeApi(false);
    const forget = vi.fn(() => Promise.resolve());
    // The start's session check got no answer.
    connection.unanswered();
    await restoreOffline(new QueryClient(), api, forget);
    window.dispatchEvent(new Event('online'));
    expect(call).not.toHaveBeenCalled();
    connection.answered();
    await vi.waitFor(() => {
      expect(forget).toHaveBeenCalledTimes(1);
    });
    expect(call).toHaveBeenCalledExactlyOnceWith(sessionCalls.isLoggedIn);
  });
});
