import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton } from '@ionic/react';
import { eye, eyeOff, fingerPrint, scan } from 'ionicons/icons';
import { Icon } from '../../shell/icon.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { fieldErrorsOf } from '../../api/api-error.ts';
import { FormTextField } from '../../shell/form-text-field.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { SESSION_LINKS, sessionTexts } from '../../text/session.ts';

const t = sessionTexts.login;

const loginSchema = z.object({
  verfuegernummer: z
    .string()
    .check(z.trim(), z.regex(/^\d{10}$/, { error: t.customerNumberInvalid })),
  passwort: z.string().check(z.minLength(1, { error: t.passwordMissing })),
});

export type LoginValues = z.infer<typeof loginSchema>;

export type LoginScreenProps = {
  /** Resolves when logged in; rejects with the server's field errors (by wire name) otherwise. */
  onLogin: (values: LoginValues) => Promise<void>;
  biometric: 'fingerprint' | 'face' | null;
  onBiometricLogin: () => void;
};

/** Verfügernummer and Passwort; Enter submits. */
export function LoginScreen({ onLogin, biometric, onBiometricLogin }: LoginScreenProps) {
  const [passwordVisible, setPasswordVisible] = useState(false);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { verfuegernummer: '', passwort: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await onLogin(values);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      for (const [field, message] of Object.entries(fieldErrors)) {
        if (field === 'verfuegernummer' || field === 'passwort') {
          form.setError(field, { message });
        }
      }
    }
  });

  return (
    <PageShell title={t.title}>
      <h2>{t.heading}</h2>
      <p>{t.intro}</p>
      <form
        noValidate
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <div className="stack">
          <FormTextField
            control={form.control}
            name="verfuegernummer"
            type="number"
            inputMode="numeric"
            autoComplete="username"
            label={t.customerNumber}
          />
          <FormTextField
            control={form.control}
            name="passwort"
            type={passwordVisible ? 'text' : 'password'}
            autoComplete="current-password"
            label={t.password}
          >
            <IonButton
              fill="clear"
              aria-label={passwordVisible ? t.hidePassword : t.showPassword}
              aria-pressed={passwordVisible}
              onClick={() => {
                setPasswordVisible((visible) => !visible);
              }}
            >
              <Icon slot="icon-only" icon={passwordVisible ? eyeOff : eye} />
            </IonButton>
          </FormTextField>
        </div>
        <IonButton
          type="submit"
          expand="block"
          className="ion-margin-top"
          disabled={form.formState.isSubmitting}
        >
          {t.submit}
        </IonButton>
      </form>
      {biometric !== null && (
        <IonButton expand="block" fill="outline" onClick={onBiometricLogin}>
          <Icon slot="start" icon={biometric === 'face' ? scan : fingerPrint} />
          {biometric === 'face' ? t.biometric.face : t.biometric.fingerprint}
        </IonButton>
      )}
      <nav className="link-list">
        <a href={SESSION_LINKS.forgotPassword} target="_blank" rel="noopener noreferrer">
          {t.forgotPassword} <span className="visually-hidden">{t.externalHint}</span>
        </a>
        <a href={SESSION_LINKS.register} target="_blank" rel="noopener noreferrer">
          {t.register} <span className="visually-hidden">{t.externalHint}</span>
        </a>
        <a href="/aktivierung">{t.activation}</a>
      </nav>
    </PageShell>
  );
}
