import { type ParamsInput, contractPageCalls } from '@servicebereich/protocol';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';

export function useKfzBegutachtung() {
  const api = useApi();
  return useMutation({
    mutationFn: (params: ParamsInput<typeof contractPageCalls.kfzBegutachtung>) =>
      api.call(contractPageCalls.kfzBegutachtung, params),
    meta: { handlesErrors: true },
  });
}
