import { type ParamsInput, contractPageCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { contractsKey } from '../../../api/shared-keys.ts';

export function useEinzahlung() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: ParamsInput<typeof contractPageCalls.einzahlung>) =>
      api.call(contractPageCalls.einzahlung, params),
    // `confirmation: 'false'` only checks the order; nothing changed.
    onSuccess: (_result, params) =>
      params.confirmation === 'true'
        ? queryClient.invalidateQueries({ queryKey: contractsKey })
        : undefined,
    meta: { handlesErrors: true },
  });
}
