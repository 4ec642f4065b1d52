import { CALLS } from '@servicebereich/protocol';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';

export const postboxEntriesKey = ['postbox', 'entries'] as const;

/** The number of UNREAD postbox messages, for the tab-bar badge; 0 while unknown. */
export function useUnreadPostboxCount(enabled: boolean): number {
  const api = useApi();
  const entries = useQuery({
    queryKey: postboxEntriesKey,
    queryFn: ({ signal }) => api.call(CALLS.getPostBoxEntries, {}, { signal }),
    enabled,
    // A badge that cannot be filled stays empty; the postbox screen shows the error.
    meta: { handlesErrors: true },
  });
  return enabled ? (entries.data?.filter((entry) => entry.Status === 'UNREAD').length ?? 0) : 0;
}
