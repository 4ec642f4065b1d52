import { postboxCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';

export const postboxSettingsKey = ['postbox', 'settings'] as const;

export function postboxSettingsOptions(api: ApiClient) {
  return queryOptions({
    queryKey: postboxSettingsKey,
    queryFn: ({ signal }) => api.call(postboxCalls.getPostBoxSettings, {}, { signal }),
  });
}

export function usePostboxSettings() {
  return useQuery(postboxSettingsOptions(useApi()));
}
