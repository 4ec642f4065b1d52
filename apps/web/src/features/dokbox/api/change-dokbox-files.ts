import { type ParamsInput, dokboxCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { setAskForRating } from '../../../shell/rating-prompt.ts';
import { dokboxKey } from '../../../api/shared-keys.ts';

export type AddParams = ParamsInput<typeof dokboxCalls.addDokboxFile>;
export type ModifyParams = ParamsInput<typeof dokboxCalls.modifyDokboxFile>;

/**
 * Saving the "Fotos & Dateien" dialog: each call on its own, so a file leaves the pending list
 * exactly when its own call succeeded; the DokBox is fetched again afterwards. An upload asks for
 * a store rating (SPEC 4).
 */
export function useDokboxChanges() {
  const api = useApi();
  const queryClient = useQueryClient();
  const handled = { meta: { handlesErrors: true } } as const;
  const add = useMutation({
    ...handled,
    mutationFn: ({ params, files }: { params: AddParams; files: readonly File[] }) =>
      api.call(dokboxCalls.addDokboxFile, params, { files }),
    onSuccess: setAskForRating,
  });
  const modify = useMutation({
    ...handled,
    mutationFn: ({ params, file }: { params: ModifyParams; file?: File }) =>
      api.call(dokboxCalls.modifyDokboxFile, params, file === undefined ? {} : { files: [file] }),
  });
  const remove = useMutation({
    ...handled,
    mutationFn: (fileId: string) => api.call(dokboxCalls.deleteDokboxFile, { fileId }),
  });
  return {
    add: add.mutateAsync,
    modify: modify.mutateAsync,
    remove: remove.mutateAsync,
    reload: () => queryClient.invalidateQueries({ queryKey: dokboxKey }),
  };
}
