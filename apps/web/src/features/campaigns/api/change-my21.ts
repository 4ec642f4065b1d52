import { type My21Programme, campaignCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { my21Key } from './campaign-keys.ts';

/**
 * Each change answers the whole programme, which replaces the one shown. A fetch of it still under
 * way when the change is sent would land after the answer and show the programme of before: it
 * is cancelled first (the screen fetches again when it needs to).
 */
function useKeepProgramme() {
  const queryClient = useQueryClient();
  return {
    onMutate: () => queryClient.cancelQueries({ queryKey: my21Key(true) }),
    onSuccess: (programme: My21Programme) => {
      queryClient.setQueryData(my21Key(true), programme);
    },
  };
}

/** Starts the customer's my21 today (a programme already started stays as it is). */
export function useStartMy21() {
  const api = useApi();
  const keep = useKeepProgramme();
  return useMutation({
    mutationFn: () => api.call(campaignCalls.startMy21),
    ...keep,
  });
}

/** Marks the task of an open day as done, or not. */
export function useSetMy21Done() {
  const api = useApi();
  const keep = useKeepProgramme();
  return useMutation({
    mutationFn: (params: { tag: number; erledigt: boolean }) =>
      api.call(campaignCalls.setMy21Erledigt, params),
    ...keep,
  });
}
