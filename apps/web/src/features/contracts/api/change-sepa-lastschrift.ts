import { type ParamsInput, contractPageCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { contractsKey } from '../../../api/shared-keys.ts';

export function useChangeSepaLastschrift() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: ParamsInput<typeof contractPageCalls.changeSepaLastschrift>) =>
      api.call(contractPageCalls.changeSepaLastschrift, params),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractsKey }),
    // Field errors stay with the form.
    meta: { handlesErrors: true },
  });
}
