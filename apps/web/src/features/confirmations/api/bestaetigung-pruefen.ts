import { confirmationCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { confirmationsKey } from './get-bestaetigungen.ts';

/**
 * What a confirmation's public check says for a code. Asked once per visit: each check counts
 * against the address's limit, so it is not asked again when the window regains the focus.
 */
export function useConfirmationCheck(code: string) {
  const api = useApi();
  return useQuery(
    queryOptions({
      queryKey: [...confirmationsKey, 'check', code],
      queryFn: ({ signal }) =>
        api.call(confirmationCalls.bestaetigungPruefen, { code }, { signal }),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      retry: false,
    }),
  );
}
