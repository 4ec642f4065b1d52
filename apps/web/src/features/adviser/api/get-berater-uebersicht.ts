import { adviserCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';
import { adviserKey } from './adviser-keys.ts';

export function adviserOverviewQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...adviserKey, 'overview'],
    queryFn: ({ signal }) => api.call(adviserCalls.getBeraterUebersicht, {}, { signal }),
  });
}

/** The customer's advisers with the contracts they look after, and the head office. */
export function useAdviserOverview() {
  return useQuery(adviserOverviewQuery(useApi()));
}
