import { deviceCalls } from '@servicebereich/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';

export const deviceLoginsKey = ['settings', 'device-logins'] as const;

/** The devices set up for the biometric login. */
export function useDeviceLogins() {
  const api = useApi();
  return useQuery({
    queryKey: deviceLoginsKey,
    queryFn: ({ signal }) => api.call(deviceCalls.getDeviceLogins, {}, { signal }),
  });
}

/** Revokes one device's biometric login; the list is fetched again whatever the answer. */
export function useEndDeviceLogin() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(deviceCalls.endDeviceLogin, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceLoginsKey }),
  });
}
