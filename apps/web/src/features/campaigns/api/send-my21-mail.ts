import { type ParamsInput, generalCalls } from '@servicebereich/protocol';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';

export type My21MailInput = ParamsInput<typeof generalCalls.emailMy21Feedback>;

/** Sends the feedback or the questionnaire to the my21 team. */
export function useSendMy21Mail(kind: 'feedback' | 'fragebogen') {
  const api = useApi();
  return useMutation({
    mutationFn: (params: My21MailInput) =>
      api.call(
        kind === 'feedback' ? generalCalls.emailMy21Feedback : generalCalls.emailMy21Fragebogen,
        params,
      ),
    // Field errors are shown under the fields.
    meta: { handlesErrors: true },
  });
}
