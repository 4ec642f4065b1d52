import { type ParamsInput, pensionCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { contractKey } from './contract-keys.ts';
import { pensionKey } from './get-vorsorge.ts';

/** An empty Result resets the cached pension data of the contract (SPEC 4). */
export function useChangeVorsorge(contractId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: Omit<ParamsInput<typeof pensionCalls.changeVorsorge>, 'vertragsnummer'>) =>
      api.call(pensionCalls.changeVorsorge, { ...params, vertragsnummer: contractId }),
    onSuccess: async (result) => {
      if (result === null) queryClient.removeQueries({ queryKey: pensionKey(contractId) });
      else queryClient.setQueryData(pensionKey(contractId), result);
      await queryClient.invalidateQueries({ queryKey: contractKey(contractId) });
    },
    meta: { handlesErrors: true },
  });
}
