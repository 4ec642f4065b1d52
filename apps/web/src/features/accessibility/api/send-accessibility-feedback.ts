import { type ParamsInput, accessibilityCalls } from '@servicebereich/protocol';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';

export type AccessibilityFeedbackInput = ParamsInput<
  typeof accessibilityCalls.emailBarrierefreiheit
>;

/** Sends a reported barrier to the accessibility desk. */
export function useSendAccessibilityFeedback() {
  const api = useApi();
  return useMutation({
    mutationFn: (params: AccessibilityFeedbackInput) =>
      api.call(accessibilityCalls.emailBarrierefreiheit, params),
    // Field errors are shown under the fields.
    meta: { handlesErrors: true },
  });
}
