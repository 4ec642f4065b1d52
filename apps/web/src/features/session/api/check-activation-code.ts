import { type ParamsInput, accountCalls } from '@servicebereich/protocol';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';

/** The first step of the activation: number, code and birth date, before the password. */
export function useCheckActivationCode() {
  const api = useApi();
  return useMutation({
    mutationFn: (params: ParamsInput<typeof accountCalls.checkActivationCode>) =>
      api.call(accountCalls.checkActivationCode, params),
    // Field errors go under the fields; the form shows the rest.
    meta: { handlesErrors: true },
  });
}
