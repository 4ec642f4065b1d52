import { dokboxCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { dokboxKey } from '../../../api/shared-keys.ts';

/** Turns the public link of a file on (for `tage` days after today) or off. */
export function useShareFile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, shared, tage }: { fileId: string; shared: boolean; tage: number }) =>
      shared
        ? api.call(dokboxCalls.shareFile, { fileId, tage })
        : api.call(dokboxCalls.unshareFile, { fileId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dokboxKey }),
  });
}
