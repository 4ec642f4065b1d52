import { type ParamsInput, profileCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { emailChangeKey } from './get-email-change.ts';
import { userAddressKey } from './get-user-address.ts';

/** Saves the profile; the answer is the saved data, a new e-mail address is pending apart. */
export function useUpdateUserData() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: ParamsInput<typeof profileCalls.updateUserData>) =>
      api.call(profileCalls.updateUserData, params),
    onSuccess: async (user) => {
      queryClient.setQueryData(userAddressKey, user);
      await queryClient.invalidateQueries({ queryKey: emailChangeKey });
    },
    // Field errors go under the fields.
    meta: { handlesErrors: true },
  });
}
