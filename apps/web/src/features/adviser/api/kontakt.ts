import { adviserCalls, type ParamsInput } from '@servicebereich/protocol';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import type { UploadProgress } from '../../../api/transport.ts';

export type ContactInput = ParamsInput<typeof adviserCalls.kontakt>;

/** Sends the contact form with its files in one call; the form shows field errors itself. */
export function useSendContact() {
  const api = useApi();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({
      params,
      files,
      onUploadProgress,
    }: {
      params: ContactInput;
      files: readonly File[];
      onUploadProgress: UploadProgress;
    }) => api.call(adviserCalls.kontakt, params, { files, onUploadProgress }),
  });
}
