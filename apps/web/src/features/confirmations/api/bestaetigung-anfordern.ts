import { confirmationCalls, type ParamsInput } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { dokboxKey } from '../../../api/shared-keys.ts';
import { contractConfirmationsKey } from './get-bestaetigungen.ts';

/**
 * Requests a confirmation; its PDF goes into the DokBox, which is fetched again when next shown,
 * and it joins the contract's list. The form shows the errors.
 */
export function useRequestConfirmation(contractId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: ParamsInput<typeof confirmationCalls.bestaetigungAnfordern>) =>
      api.call(confirmationCalls.bestaetigungAnfordern, params),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dokboxKey }),
        queryClient.invalidateQueries({ queryKey: contractConfirmationsKey(contractId) }),
      ]),
    meta: { handlesErrors: true },
  });
}
