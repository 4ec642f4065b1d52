import { checklistCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { checklistsKey } from './get-check-lists.ts';

export function useDeleteCheckListDocument() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) =>
      api.call(checklistCalls.deleteCheckListDocument, { DocumentId: documentId }),
    // A document deleted elsewhere is gone as well: the list is fetched again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: checklistsKey }),
  });
}
