import { type ParamsInput, dokboxCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import type { UploadProgress } from '../../../api/transport.ts';
import { setAskForRating } from '../../../shell/rating-prompt.ts';
import { dokboxKey } from '../../../api/shared-keys.ts';

export type AddParams = ParamsInput<typeof dokboxCalls.addDokboxFile>;
export type ModifyParams = ParamsInput<typeof dokboxCalls.modifyDokboxFile>;

/**
 * Saving the "Fotos & Dateien" dialog: each call on its own, so a file leaves the pending list
 * exactly when its own call succeeded, each upload telling how far its files are; the DokBox is
 * fetched again afterwards. An upload asks for
 * a store rating (SPEC 4).
 */
export function useDokboxChanges() {
  const api = useApi();
  const queryClient = useQueryClient();
  const handled = { meta: { handlesErrors: true } } as const;
  const add = useMutation({
    ...handled,
    mutationFn: ({
      params,
      files,
      onUploadProgress,
    }: {
      params: AddParams;
      files: readonly File[];
      onUploadProgress: UploadProgress;
    }) => api.call(dokboxCalls.addDokboxFile, params, { files, onUploadProgress }),
    onSuccess: setAskForRating,
  });
  const modify = useMutation({
    ...handled,
    mutationFn: ({
      params,
      file,
      onUploadProgress,
    }: {
      params: ModifyParams;
      file?: File;
      onUploadProgress: UploadProgress;
    }) =>
      api.call(
        dokboxCalls.modifyDokboxFile,
        params,
        file === undefined ? {} : { files: [file], onUploadProgress },
      ),
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
