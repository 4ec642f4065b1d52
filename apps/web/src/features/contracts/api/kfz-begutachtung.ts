import { CALLS, type ParamsInput } from '@servicebereich/protocol';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';

export function useKfzBegutachtung() {
  const api = useApi();
  return useMutation({
    mutationFn: (params: ParamsInput<typeof CALLS.kfzBegutachtung>) =>
      api.call(CALLS.kfzBegutachtung, params),
    meta: { handlesErrors: true },
  });
}
