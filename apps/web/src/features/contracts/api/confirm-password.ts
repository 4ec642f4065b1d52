import { type ParamsInput, sessionCalls } from '@servicebereich/protocol';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';

/** The customer's password again, before a change that needs it (the direct-debit account). */
export function useConfirmPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (params: ParamsInput<typeof sessionCalls.confirmPassword>) =>
      api.call(sessionCalls.confirmPassword, params),
    // A wrong password goes under the password field.
    meta: { handlesErrors: true },
  });
}
