import { type ParamsInput, pensionCalls } from '@servicebereich/protocol';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';

/** A check changes nothing; it is a mutation because the customer starts it with a button. */
export function useSpontanZahlungCheck() {
  const api = useApi();
  return useMutation({
    mutationFn: (params: ParamsInput<typeof pensionCalls.spontanZahlungCheck>) =>
      api.call(pensionCalls.spontanZahlungCheck, params),
    meta: { handlesErrors: true },
  });
}
