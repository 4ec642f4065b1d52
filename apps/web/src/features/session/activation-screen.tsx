import { zodResolver } from '@hookform/resolvers/zod';
import {
  activationCodeParam,
  customerNumberParam,
  isIsoDate,
  toIsoDate,
  type ParamsInput,
  accountCalls,
} from '@servicebereich/protocol';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod/mini';
import { FormDateField } from '../../shell/date-field.tsx';
import { showFormErrors } from '../../shell/form-errors.ts';
import { FormTextField } from '../../shell/form-text-field.tsx';
import {
  NewPasswordFields,
  newPasswordSchema,
  useShowPasswords,
} from '../../shell/new-password-fields.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { accountTexts } from '../../text/account.ts';
import { useCheckActivationCode } from './api/check-activation-code.ts';
import { FormErrorSummary } from '../../shell/form-error-summary.tsx';
import { useFrameHandover } from '../../shell/frame-handover.ts';
import { ACTIVATION_FIELDS, birthDateOf, TYPED_BIRTH_DATE } from './activation-fields.ts';
import { Button } from '../../shell/button.tsx';

const t = accountTexts.activation;

const dataSchema = z.object({
  verfuegernummer: z
    .string()
    .check(
      z.refine((v) => customerNumberParam.safeParse(v).success, { error: t.customerNumberInvalid }),
    ),
  aktivierungscode: z
    .string()
    .check(z.refine((v) => activationCodeParam.safeParse(v).success, { error: t.codeInvalid })),
  geburtsdatum: z.string().check(z.refine(isIsoDate, { error: t.birthDateInvalid })),
});
type DataValues = z.infer<typeof dataSchema>;
type PasswordValues = z.infer<typeof newPasswordSchema>;

const DATA_FIELDS = ['verfuegernummer', 'aktivierungscode', 'geburtsdatum'] as const;

export type ActivationScreenProps = {
  /** Redeems the code with the new password; resolves once logged in. */
  onActivate: (values: ParamsInput<typeof accountCalls.activate>) => Promise<void>;
};

/**
 * A new customer's activation: number, code from the letter and birth date first, checked by the
 * server; then the new password with its rules, which logs the customer in.
 */
export function ActivationScreen(props: ActivationScreenProps) {
  const [data, setData] = useState<DataValues | null>(null);
  return (
    <PageShell title={t.title}>
      <p>{t.intro}</p>
      {data === null ? (
        <DataStep onChecked={setData} />
      ) : (
        <PasswordStep
          data={data}
          onActivate={props.onActivate}
          onBack={() => {
            setData(null);
          }}
        />
      )}
      <nav className="link-list">
        <Link to="/login">{t.toLogin}</Link>
      </nav>
    </PageShell>
  );
}

function DataStep(props: { onChecked: (data: DataValues) => void }) {
  const check = useCheckActivationCode();
  const form = useForm<DataValues>({
    resolver: zodResolver(dataSchema),
    defaultValues: { verfuegernummer: '', aktivierungscode: '', geburtsdatum: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await check.mutateAsync(values);
      props.onChecked(values);
    } catch (error) {
      showFormErrors(form, DATA_FIELDS, error);
    }
  });
  // What was typed into the page's frame before the app started (activation-frame.tsx).
  const formRef = useRef<HTMLFormElement>(null);
  useFrameHandover(
    formRef,
    (typed) => {
      form.setValue('verfuegernummer', typed['verfuegernummer'] ?? '');
      form.setValue('aktivierungscode', typed['aktivierungscode'] ?? '');
      form.setValue('geburtsdatum', birthDateOf(typed['geburtsdatum'], typed[TYPED_BIRTH_DATE]));
    },
    { [TYPED_BIRTH_DATE]: 'geburtsdatum' },
  );
  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="activation-data-heading"
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <h2 id="activation-data-heading">{t.stepData}</h2>
      <FormErrorSummary control={form.control} />
      <div className="form-fields">
        <FormTextField
          control={form.control}
          name="verfuegernummer"
          {...ACTIVATION_FIELDS.verfuegernummer}
        />
        <FormTextField
          control={form.control}
          name="aktivierungscode"
          {...ACTIVATION_FIELDS.aktivierungscode}
        />
        <FormDateField
          control={form.control}
          name="geburtsdatum"
          label={ACTIVATION_FIELDS.geburtsdatum.label}
          max={toIsoDate(new Date())}
        />
      </div>
      <Button type="submit" expand="block" disabled={check.isPending}>
        {t.next}
      </Button>
    </form>
  );
}

function PasswordStep(props: {
  data: DataValues;
  onActivate: ActivationScreenProps['onActivate'];
  onBack: () => void;
}) {
  const { visible, toggle } = useShowPasswords();
  const [pending, setPending] = useState(false);
  const form = useForm<PasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { passwordnew: '', passwordrepeat: '' },
  });
  const submit = form.handleSubmit(async ({ passwordnew }) => {
    setPending(true);
    try {
      await props.onActivate({ ...props.data, passwordnew });
    } catch (error) {
      showFormErrors(form, ['passwordnew'], error);
    } finally {
      setPending(false);
    }
  });
  return (
    <form
      noValidate
      aria-labelledby="activation-password-heading"
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <h2 id="activation-password-heading">{t.stepPassword}</h2>
      <FormErrorSummary control={form.control} />
      <div className="form-fields">
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={props.data.verfuegernummer}
          readOnly
          hidden
        />
        <NewPasswordFields control={form.control} visible={visible} />
        {toggle}
      </div>
      <Button type="submit" expand="block" disabled={pending}>
        {t.submit}
      </Button>
      <Button fill="clear" expand="block" onClick={props.onBack}>
        {t.back}
      </Button>
    </form>
  );
}
