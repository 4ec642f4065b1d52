import { deviceCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { sessionsKey } from './get-sessions.ts';

export function useEndOtherSessions() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(deviceCalls.endOtherSessions),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
