import { CALLS, type ParamsInput } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { contractsKey } from '../../../api/shared-keys.ts';

export function useSpontanZahlung() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: ParamsInput<typeof CALLS.spontanZahlung>) =>
      api.call(CALLS.spontanZahlung, params),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractsKey }),
    meta: { handlesErrors: true },
  });
}
