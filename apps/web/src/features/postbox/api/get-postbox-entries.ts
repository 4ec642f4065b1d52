import { postboxCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';
import { postboxEntriesKey } from '../../../api/shared-keys.ts';

export function postboxEntriesOptions(api: ApiClient) {
  return queryOptions({
    queryKey: postboxEntriesKey,
    queryFn: ({ signal }) => api.call(postboxCalls.getPostBoxEntries, {}, { signal }),
  });
}

/** The postbox messages, newest first. */
export function usePostboxEntries() {
  return useQuery(postboxEntriesOptions(useApi()));
}

/** The number of UNREAD postbox messages, for the tab-bar badge; 0 while unknown. */
export function useUnreadPostboxCount(enabled: boolean): number {
  const entries = useQuery({
    ...postboxEntriesOptions(useApi()),
    enabled,
    // A badge that cannot be filled stays empty; the postbox screen shows the error.
    meta: { handlesErrors: true },
  });
  return enabled ? (entries.data?.filter((entry) => entry.Status === 'UNREAD').length ?? 0) : 0;
}
