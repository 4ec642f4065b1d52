import { type ParamsInput, contractCalls } from '@servicebereich/protocol';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';

export function useKfzBegutachtung() {
  const api = useApi();
  return useMutation({
    mutationFn: (params: ParamsInput<typeof contractCalls.kfzBegutachtung>) =>
      api.call(contractCalls.kfzBegutachtung, params),
    meta: { handlesErrors: true },
  });
}
