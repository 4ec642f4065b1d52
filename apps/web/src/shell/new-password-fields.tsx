import { newPasswordParam } from '@servicebereich/protocol';
import { eye, eyeOff } from 'ionicons/icons';
import { useState } from 'react';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { z } from 'zod/mini';
import { accountTexts } from '../text/account.ts';
import { FormTextField } from './form-text-field.tsx';
import { Icon } from './icon.tsx';
import { PasswordRules, passwordRulesOf } from './password-rules.tsx';
import { Button } from './button.tsx';

/** The new password twice; the server checks the rest (a common password, the old one). */
export const newPasswordSchema = z
  .object({ passwordnew: newPasswordParam, passwordrepeat: z.string() })
  .check(
    z.refine((v) => v.passwordnew === v.passwordrepeat, {
      error: accountTexts.repeatMismatch,
      path: ['passwordrepeat'],
    }),
  );

type NewPasswordValues = { passwordnew: string; passwordrepeat: string };

/**
 * "Neues Passwort" and its repetition with the rules ticked off while typing, and one button
 * that shows or hides both. `previous` is the name of the current-password field, where the form
 * has one, so "anders als dein bisheriges Passwort" is shown too.
 */
export function NewPasswordFields<V extends FieldValues & NewPasswordValues>(props: {
  control: Control<V>;
  previous?: Path<V>;
  visible: boolean;
}) {
  const password = useWatch({ control: props.control, name: 'passwordnew' as Path<V> }) as string;
  const repeated = useWatch({
    control: props.control,
    name: 'passwordrepeat' as Path<V>,
  }) as string;
  const previousValue = useWatch({
    control: props.control,
    name: (props.previous ?? 'passwordnew') as Path<V>,
  }) as string;
  const type = props.visible ? 'text' : 'password';
  return (
    <>
      <FormTextField
        control={props.control}
        name={'passwordnew' as Path<V>}
        label={accountTexts.newPassword}
        type={type}
        autoComplete="new-password"
      />
      <PasswordRules
        id="passwordnew-rules"
        rules={passwordRulesOf({
          password,
          repeated,
          ...(props.previous === undefined ? {} : { previous: previousValue }),
        })}
      />
      <FormTextField
        control={props.control}
        name={'passwordrepeat' as Path<V>}
        label={accountTexts.repeatPassword}
        type={type}
        autoComplete="new-password"
      />
    </>
  );
}

/** Shows or hides every password field of a form. */
export function useShowPasswords() {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <Button
      fill="clear"
      size="small"
      aria-pressed={visible}
      onClick={() => {
        setVisible((v) => !v);
      }}
    >
      <Icon slot="start" icon={visible ? eyeOff : eye} />
      {visible ? accountTexts.hidePasswords : accountTexts.showPasswords}
    </Button>
  );
  return { visible, toggle };
}
