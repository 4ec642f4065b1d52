import { checklistCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';

export const checklistsKey = ['checklists'] as const;

export function checklistsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: checklistsKey,
    queryFn: ({ signal }) => api.call(checklistCalls.getCheckLists, {}, { signal }),
  });
}

export function useCheckLists() {
  return useQuery(checklistsQuery(useApi()));
}
