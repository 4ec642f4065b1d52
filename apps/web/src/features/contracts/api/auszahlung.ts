import { type ParamsInput, contractPageCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { contractsKey } from '../../../api/shared-keys.ts';

export function useAuszahlung() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: ParamsInput<typeof contractPageCalls.auszahlung>) =>
      api.call(contractPageCalls.auszahlung, params),
    // `confirmation: 'false'` only checks the order; nothing changed.
    onSuccess: (_result, params) =>
      params.confirmation === 'true'
        ? queryClient.invalidateQueries({ queryKey: contractsKey })
        : undefined,
    meta: { handlesErrors: true },
  });
}
