import { confirmationCalls, type ConfirmationSummary } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { contractConfirmationsKey } from './get-bestaetigungen.ts';

/** Revokes one of the contract's confirmations; the answer takes its place in the list. */
export function useRevokeConfirmation(contractId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = contractConfirmationsKey(contractId);
  return useMutation({
    mutationFn: (id: string) => api.call(confirmationCalls.bestaetigungWiderrufen, { id }),
    onSuccess: (revoked) => {
      queryClient.setQueryData<ConfirmationSummary[]>(key, (list) =>
        list?.map((item) => (item.Id === revoked.Id ? revoked : item)),
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
