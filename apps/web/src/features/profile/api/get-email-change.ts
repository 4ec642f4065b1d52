import { profileCalls } from '@servicebereich/protocol';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';

export const emailChangeKey = ['profile', 'email-change'] as const;

/** The new e-mail address waiting for its confirmation, if any. */
export function useEmailChange() {
  const api = useApi();
  return useQuery({
    queryKey: emailChangeKey,
    queryFn: ({ signal }) => api.call(profileCalls.getEmailChange, {}, { signal }),
  });
}
