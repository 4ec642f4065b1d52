import { dokboxCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';
import { dokboxKey } from '../../../api/shared-keys.ts';

export function dokboxOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...dokboxKey, 'overview'],
    queryFn: ({ signal }) => api.call(dokboxCalls.getDokbox, {}, { signal }),
  });
}

/** Folders (with 99 Postbox) and the years that have files, newest first. */
export function useDokbox() {
  return useQuery(dokboxOptions(useApi()));
}
