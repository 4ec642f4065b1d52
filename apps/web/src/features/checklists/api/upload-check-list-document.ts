import { type ParamsInput, checklistCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { checklistsKey } from './get-check-lists.ts';

export type ChecklistUpload = ParamsInput<typeof checklistCalls.uploadCheckListDocument> & {
  file: File;
};

/** Multipart: description, checklistItemId and the file as checklistfile. */
export function useUploadCheckListDocument() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ...params }: ChecklistUpload) =>
      api.call(checklistCalls.uploadCheckListDocument, params, { files: [file] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistsKey }),
    // Field errors stay with the upload form.
    meta: { handlesErrors: true },
  });
}
