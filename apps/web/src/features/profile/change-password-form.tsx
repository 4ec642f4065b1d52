import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { showFormErrors } from '../../shell/form-errors.ts';
import { FormTextField } from '../../shell/form-text-field.tsx';
import { showToast } from '../../shell/toast-store.ts';
import {
  NewPasswordFields,
  newPasswordSchema,
  useShowPasswords,
} from '../../shell/new-password-fields.tsx';
import { accountTexts } from '../../text/account.ts';
import { useChangePassword } from './api/change-password.ts';
import { FormErrorSummary } from '../../shell/form-error-summary.tsx';
import { Button } from '../../shell/button.tsx';

const t = accountTexts.password;

const changeSchema = z.extend(newPasswordSchema, {
  passwordold: z.string().check(z.minLength(1, { error: t.currentMissing })),
});
type ChangeValues = z.infer<typeof changeSchema>;

const EMPTY: ChangeValues = { passwordold: '', passwordnew: '', passwordrepeat: '' };

/** The current password and a new one; the other devices are logged out by the server. */
export function ChangePasswordForm(props: { customerNumber: string }) {
  const change = useChangePassword();
  const { visible, toggle } = useShowPasswords();
  const form = useForm<ChangeValues>({
    resolver: zodResolver(changeSchema),
    defaultValues: EMPTY,
  });
  const submit = form.handleSubmit(async ({ passwordold, passwordnew }) => {
    try {
      await change.mutateAsync({
        verfuegernummer: props.customerNumber,
        passwordold,
        passwordnew,
      });
      form.reset(EMPTY);
      showToast(t.done);
    } catch (error) {
      showFormErrors(form, ['passwordold', 'passwordnew'], error);
    }
  });
  // The card spans the page; the form in it keeps a form's width.
  return (
    <div className="card card--form">
      <form
        noValidate
        aria-labelledby="password-heading"
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <h2 id="password-heading" className="card__title">
          {t.heading}
        </h2>
        <FormErrorSummary control={form.control} />
        <p>{t.intro}</p>
        <div className="form-fields">
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={props.customerNumber}
            readOnly
            hidden
          />
          <FormTextField
            control={form.control}
            name="passwordold"
            label={t.current}
            type={visible ? 'text' : 'password'}
            autoComplete="current-password"
          />
          <NewPasswordFields control={form.control} previous="passwordold" visible={visible} />
          {toggle}
        </div>
        <Button type="submit" expand="block" disabled={change.isPending}>
          {t.submit}
        </Button>
      </form>
    </div>
  );
}
