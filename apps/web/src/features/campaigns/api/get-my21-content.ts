import { campaignCalls } from '@servicebereich/protocol';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { my21Key } from './campaign-keys.ts';

/** The 21 days with the customer's start and ticks; a visitor's are all locked. */
export function useMy21Content(loggedIn: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: my21Key(loggedIn),
    queryFn: ({ signal }) => api.call(campaignCalls.getMy21Content, {}, { signal }),
  });
}
