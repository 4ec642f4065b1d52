import { passkeyCalls } from '@servicebereich/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';

export const passkeysKey = ['settings', 'passkeys'] as const;

/** The customer's passkeys. */
export function usePasskeys() {
  const api = useApi();
  return useQuery({
    queryKey: passkeysKey,
    queryFn: ({ signal }) => api.call(passkeyCalls.getPasskeys, {}, { signal }),
  });
}

/**
 * Creates a passkey in this browser and stores it; resolves false when the customer cancelled.
 * The browser's WebAuthn library loads only now.
 */
export function useAddPasskey() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await import('../../../api/passkeys.ts')).createPasskey(api),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

/** Removes one passkey; the list is fetched again whatever the answer. */
export function useRemovePasskey() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(passkeyCalls.removePasskey, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}
