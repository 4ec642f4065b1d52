import { type ParamsInput, profileCalls } from '@servicebereich/protocol';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';

/** The API client takes the new session's CSRF token from the answer. */
export function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (params: ParamsInput<typeof profileCalls.changePassword>) =>
      api.call(profileCalls.changePassword, params),
    // Field errors go under the fields.
    meta: { handlesErrors: true },
  });
}
