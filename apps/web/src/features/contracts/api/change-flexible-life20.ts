import { type ParamsInput, pensionCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { contractKey } from './contract-keys.ts';
import { flexibleLife20Key } from './get-flexible-life20.ts';

/**
 * An empty Result resets the cached data of the contract (SPEC 4). Errors `risiko` or
 * `sendemail` alone are notices, not shown as errors (the error catalogue knows them).
 */
export function useChangeFlexibleLife20(contractId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      params: Omit<ParamsInput<typeof pensionCalls.changeFlexibleLife20>, 'vertragsnummer'>,
    ) => api.call(pensionCalls.changeFlexibleLife20, { ...params, vertragsnummer: contractId }),
    onSuccess: async (result) => {
      if (result === null) queryClient.removeQueries({ queryKey: flexibleLife20Key(contractId) });
      else queryClient.setQueryData(flexibleLife20Key(contractId), result);
      await queryClient.invalidateQueries({ queryKey: contractKey(contractId) });
    },
    meta: { handlesErrors: true },
  });
}
