import { zodResolver } from '@hookform/resolvers/zod';
import { MY21_MESSAGE_MAX_LENGTH, generalCalls } from '@servicebereich/protocol';
import { useState, type ReactNode } from 'react';
import {
  useForm,
  type Control,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { z } from 'zod/mini';
import { FormErrorSummary } from '../../shell/form-error-summary.tsx';
import { FormRadioGroup } from '../../shell/form-radio-group.tsx';
import { showFormErrors } from '../../shell/form-errors.ts';
import { FormTextField } from '../../shell/form-text-field.tsx';
import { SentNotice } from '../../shell/sent-notice.tsx';
import { campaignTexts } from '../../text/campaigns.ts';
import { useSendMy21Mail, type My21MailInput } from './api/send-my21-mail.ts';
import { Button } from '../../shell/button.tsx';

const t = campaignTexts.mail;

const feedbackSchema = z.pick(generalCalls.emailMy21Feedback.params, {
  email: true,
  message: true,
});

type Question = (typeof t.questions)[number];
type QuestionId = Question['id'];

const answer = z.string().check(z.minLength(1, { error: t.questionMissing }));
const questionnaireSchema = z.object({
  email: generalCalls.emailMy21Fragebogen.params.shape.email,
  gefallen: answer,
  tage: answer,
  weiterempfehlen: answer,
  message: z.string().check(z.maxLength(MY21_MESSAGE_MAX_LENGTH)),
});
type QuestionnaireValues = z.infer<typeof questionnaireSchema>;

/** The questionnaire as the text of one message: each question with its answer. */
export function questionnaireMessage(values: QuestionnaireValues): string {
  return [
    ...t.questions.map((q) => `${q.question} ${values[q.id]}`),
    `${t.freeText}: ${values.message.trim() === '' ? t.none : values.message.trim()}`,
  ].join('\n');
}

/** The sender's address, where the my21 team answers. */
function EmailField<V extends { email: string }>(props: { control: Control<V> }) {
  return (
    <FormTextField
      control={props.control}
      name={'email' as Path<V>}
      label={t.email}
      type="email"
      inputMode="email"
      autoComplete="email"
    />
  );
}

/**
 * A my21 mail form in its card: sent, it gives way to the thanks. Field errors of the server for
 * `email` and `message` go under those fields, anything else takes the one error path.
 */
function MailCard<V extends FieldValues>(props: {
  kind: 'feedback' | 'fragebogen';
  heading: string;
  thanks: string;
  form: UseFormReturn<V>;
  /** The call's email and message from the form's values. */
  toParams: (values: V) => My21MailInput;
  children: ReactNode;
}) {
  const { form } = props;
  const send = useSendMy21Mail(props.kind);
  const [sent, setSent] = useState(false);
  const headingId = `my21-${props.kind}-heading`;
  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(props.toParams(values));
      setSent(true);
    } catch (error) {
      showFormErrors(form, ['email', 'message'] as Path<V>[], error);
    }
  });
  return (
    <section className="card card--form" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {props.heading}
      </h2>
      {sent ? (
        <SentNotice text={props.thanks} />
      ) : (
        <form noValidate className="stack" onSubmit={(event) => void submit(event)}>
          <FormErrorSummary control={form.control} />
          {props.children}
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t.sending : t.send}
          </Button>
        </form>
      )}
    </section>
  );
}

/** Feedback on my21 by e-mail to the my21 team: an address for the answer and a message. */
export function My21FeedbackForm() {
  const form = useForm<z.input<typeof feedbackSchema>, unknown, z.output<typeof feedbackSchema>>({
    resolver: zodResolver(feedbackSchema),
    defaultValues: { email: '', message: '' },
  });
  return (
    <MailCard
      kind="feedback"
      heading={t.feedbackHeading}
      thanks={t.feedbackThanks}
      form={form}
      toParams={(values) => values}
    >
      <p>{t.feedbackIntro}</p>
      <EmailField control={form.control} />
      <FormTextField
        rows={4}
        control={form.control}
        name="message"
        label={t.feedbackMessage}
        maxLength={MY21_MESSAGE_MAX_LENGTH}
      />
    </MailCard>
  );
}

function QuestionField(props: {
  question: Question;
  control: ReturnType<typeof useForm<QuestionnaireValues>>['control'];
}) {
  const { question } = props;
  return (
    <FormRadioGroup
      control={props.control}
      name={question.id satisfies QuestionId}
      legend={question.question}
      options={question.answers.map((text) => ({ value: text, label: text }))}
    />
  );
}

/** The my21 questionnaire: three questions and a free text, sent as one message. */
export function My21QuestionnaireForm() {
  const form = useForm<QuestionnaireValues>({
    resolver: zodResolver(questionnaireSchema),
    defaultValues: { email: '', gefallen: '', tage: '', weiterempfehlen: '', message: '' },
  });
  return (
    <MailCard
      kind="fragebogen"
      heading={t.questionnaireHeading}
      thanks={t.questionnaireThanks}
      form={form}
      toParams={(values) => ({ email: values.email, message: questionnaireMessage(values) })}
    >
      <p>{t.questionnaireIntro}</p>
      {t.questions.map((question) => (
        <QuestionField key={question.id} question={question} control={form.control} />
      ))}
      <FormTextField
        rows={4}
        control={form.control}
        name="message"
        label={t.questionnaireMessage}
        maxLength={MY21_MESSAGE_MAX_LENGTH}
      />
      <EmailField control={form.control} />
    </MailCard>
  );
}
