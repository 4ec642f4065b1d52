import { claimCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import type { UploadProgress } from '../../../api/transport.ts';
import { claimsKey } from './get-schadensmeldungen.ts';

export type AddDocumentsRequest = {
  claimNumber: string;
  files: readonly File[];
  onUploadProgress: UploadProgress;
};

/** More files for one of the customer's claims; the claim's list and history are fetched again. */
export function useAddClaimDocuments() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimNumber, files, onUploadProgress }: AddDocumentsRequest) =>
      api.call(
        claimCalls.addSchadensmeldungDokumente,
        { schadennummer: claimNumber },
        { files, onUploadProgress },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimsKey }),
    // The file errors stay with the dialog.
    meta: { handlesErrors: true },
  });
}
