import { CALLS } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { dokboxKey } from './get-dokbox.ts';

/** Turns the public link of a file on or off. */
export function useShareFile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, shared }: { fileId: string; shared: boolean }) =>
      api.call(shared ? CALLS.shareFile : CALLS.unshareFile, { fileId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dokboxKey }),
  });
}
