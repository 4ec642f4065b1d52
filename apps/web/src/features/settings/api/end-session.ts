import { deviceCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { sessionsKey } from './get-sessions.ts';

/** Ends one other session; the list is fetched again whatever the answer. */
export function useEndSession() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(deviceCalls.endSession, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
