import { type ParamsInput, pensionCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { contractsKey } from '../../../api/shared-keys.ts';

export function useSpontanZahlung() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: ParamsInput<typeof pensionCalls.spontanZahlung>) =>
      api.call(pensionCalls.spontanZahlung, params),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractsKey }),
    meta: { handlesErrors: true },
  });
}
