import { type ParamsInput, immoWertCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { dokboxKey } from '../../../api/shared-keys.ts';

/** Values the property; its PDF goes into the DokBox, which is fetched again when next shown. */
export function useImmoWertBewertung() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: ParamsInput<typeof immoWertCalls.immoWertBewertung>) =>
      api.call(immoWertCalls.immoWertBewertung, params),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dokboxKey }),
    meta: { handlesErrors: true },
  });
}
