import { profileCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';

/** Opens the link of a new e-mail address; a profile this browser shows is read again. */
export function useConfirmEmailChange() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.call(profileCalls.confirmEmailChange, { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
    // The reason is shown on the page.
    meta: { handlesErrors: true },
  });
}
