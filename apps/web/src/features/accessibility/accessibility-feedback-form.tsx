import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCESSIBILITY_MESSAGE_MAX_LENGTH,
  ACCESSIBILITY_PLACE_MAX_LENGTH,
  accessibilityFeedbackParams,
} from '@servicebereich/protocol';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { FormErrorSummary } from '../../shell/form-error-summary.tsx';
import { showFormErrors } from '../../shell/form-errors.ts';
import { FormTextField } from '../../shell/form-text-field.tsx';
import { SentNotice } from '../../shell/sent-notice.tsx';
import { accessibilityTexts } from '../../text/accessibility.ts';
import { useSendAccessibilityFeedback } from './api/send-accessibility-feedback.ts';
import { Button } from '../../shell/button.tsx';

const t = accessibilityTexts.feedback;

type FeedbackValues = z.input<typeof accessibilityFeedbackParams>;

/**
 * The feedback route of the statement: a barrier, where it was met and an address for the answer,
 * mailed to the accessibility desk. Sent, the form gives way to the confirmation.
 */
export function AccessibilityFeedbackForm() {
  const form = useForm<FeedbackValues, unknown, z.output<typeof accessibilityFeedbackParams>>({
    resolver: zodResolver(accessibilityFeedbackParams),
    defaultValues: { email: '', ort: '', message: '' },
  });
  const send = useSendAccessibilityFeedback();
  const [sent, setSent] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      setSent(true);
    } catch (error) {
      showFormErrors(form, ['email', 'ort', 'message'], error);
    }
  });
  return (
    <section className="card stack" aria-labelledby="barriere-melden-heading">
      <h3 id="barriere-melden-heading" className="card__title">
        {t.heading}
      </h3>
      {sent ? (
        <SentNotice text={t.thanks} />
      ) : (
        <form noValidate className="stack" onSubmit={(event) => void submit(event)}>
          <FormErrorSummary control={form.control} />
          <p>{t.intro}</p>
          <FormTextField
            rows={5}
            control={form.control}
            name="message"
            label={t.message}
            maxLength={ACCESSIBILITY_MESSAGE_MAX_LENGTH}
          />
          <FormTextField
            control={form.control}
            name="ort"
            label={t.place}
            hint={t.placeHint}
            maxLength={ACCESSIBILITY_PLACE_MAX_LENGTH}
          />
          <FormTextField
            control={form.control}
            name="email"
            label={t.email}
            type="email"
            inputMode="email"
            autoComplete="email"
          />
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t.sending : t.send}
          </Button>
        </form>
      )}
    </section>
  );
}
