import type { PostboxEntry } from '@servicebereich/protocol';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildDemoData } from '../demo/demo-data.ts';
import type { ApiClient } from './api-client.ts';
import { ApiProvider } from './api-context.tsx';
import { ApiCallError } from './api-error.ts';
import { networkFailure, requestFailure } from './error-catalogue.ts';
import { createQueryClient } from './query-client.ts';
import { useSetPostboxEntryRead } from './set-postbox-entry-read.ts';
import { postboxEntriesKey } from './shared-keys.ts';

const FETCHED_AT = Date.UTC(2026, 10, 27, 6, 5);
const letters: PostboxEntry[] = buildDemoData('2026-11-27').postbox.map((entry) => ({
  ...entry,
  Status: 'UNREAD',
}));
const [letter] = letters;
if (letter === undefined) throw new Error('The demo data has changed');

/** Opens the letter with a server that answers `call` and a list fetched at FETCHED_AT. */
async function markRead(call: () => Promise<unknown>) {
  const queryClient = createQueryClient({ onError: () => undefined });
  queryClient.setQueryData(postboxEntriesKey, letters, { updatedAt: FETCHED_AT });
  const api = { call: vi.fn(call) } as unknown as ApiClient;
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const { result } = renderHook(useSetPostboxEntryRead, {
    wrapper: ({ children }) => (
      <ApiProvider client={api} queryClient={queryClient}>
        {children}
      </ApiProvider>
    ),
  });
  await act(() => result.current.mutateAsync(letter?.id ?? '').catch(() => undefined));
  const state = queryClient.getQueryState<PostboxEntry[]>(postboxEntriesKey);
  return {
    status: state?.data?.find((entry) => entry.id === letter?.id)?.Status,
    fetchedAt: state?.dataUpdatedAt,
    fetchedAgain: invalidate.mock.calls.length > 0,
  };
}

describe('marking a letter read', () => {
  it('keeps it read once the server has it, and fetches the list again', async () => {
    expect(await markRead(() => Promise.resolve({}))).toEqual({
      status: 'READ',
      fetchedAt: FETCHED_AT,
      fetchedAgain: true,
    });
  });

  it('puts it back to unread when the mark got no answer, the list as fetched', async () => {
    expect(
      await markRead(() => Promise.reject(new ApiCallError('setPostBoxEntryRead', networkFailure))),
    ).toEqual({ status: 'UNREAD', fetchedAt: FETCHED_AT, fetchedAgain: false });
  });

  it('asks the server again when it refused the mark', async () => {
    expect(
      await markRead(() => Promise.reject(new ApiCallError('setPostBoxEntryRead', requestFailure))),
    ).toEqual({ status: 'READ', fetchedAt: FETCHED_AT, fetchedAgain: true });
  });
});
