import { type ParamsInput, claimCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import type { UploadProgress } from '../../../api/transport.ts';
import { setAskForRating } from '../../../shell/rating-prompt.ts';
import { claimsKey } from './get-schadensmeldungen.ts';

export type CustomerClaim = ParamsInput<typeof claimCalls.schadensmeldungMelden>;
export type VisitorClaim = ParamsInput<typeof claimCalls.schadensmeldungMeldenGast>;

export type ReportRequest = (
  { visitor: false; params: CustomerClaim } | { visitor: true; params: VisitorClaim }
) & { files: readonly File[]; onUploadProgress: UploadProgress };

function options(request: ReportRequest) {
  return { files: request.files, onUploadProgress: request.onUploadProgress };
}

/**
 * Reports a claim: a customer's on one of their contracts, a visitor's with the contract's
 * identity. All files go in the same call, all or nothing.
 */
export function useReportClaim() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ReportRequest) =>
      request.visitor
        ? api.call(claimCalls.schadensmeldungMeldenGast, request.params, options(request))
        : api.call(claimCalls.schadensmeldungMelden, request.params, options(request)),
    onSuccess: async (_summary, request) => {
      setAskForRating();
      if (!request.visitor) await queryClient.invalidateQueries({ queryKey: claimsKey });
    },
    // Field errors stay with the form.
    meta: { handlesErrors: true },
  });
}
