import { type ParamsInput, pensionCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { contractKey } from './contract-keys.ts';
import { flexibleLifeKey } from './get-flexible-life.ts';

/**
 * An empty Result resets the cached data of the contract (SPEC 4). Errors `risiko` or
 * `sendemail` alone are notices, not shown as errors (the error catalogue knows them).
 */
export function useChangeFlexibleLife(contractId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      params: Omit<ParamsInput<typeof pensionCalls.changeFlexibleLife>, 'vertragsnummer'>,
    ) => api.call(pensionCalls.changeFlexibleLife, { ...params, vertragsnummer: contractId }),
    onSuccess: async (result) => {
      if (result === null) queryClient.removeQueries({ queryKey: flexibleLifeKey(contractId) });
      else queryClient.setQueryData(flexibleLifeKey(contractId), result);
      await queryClient.invalidateQueries({ queryKey: contractKey(contractId) });
    },
    meta: { handlesErrors: true },
  });
}
