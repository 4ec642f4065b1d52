import { eye, eyeOff } from 'ionicons/icons';
import { lazy, Suspense, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { fieldErrorsOf } from '../../api/api-error.ts';
import { PROVIDER_PAGES } from '../../app-config.ts';
import { useFrameHandover } from '../../shell/frame-handover.ts';
import { Icon } from '../../shell/icon.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { TextField } from '../../shell/text-field.tsx';
import { sessionTexts } from '../../text/session.ts';
import { shellTexts } from '../../text/shell.ts';
import { LOGIN_FIELDS, LoginIntro, LoginLayout } from './login-intro.tsx';
import { ErrorSummary, summaryOf } from '../../shell/error-summary.tsx';
import { Button, ButtonLink } from '../../shell/button.tsx';

const t = sessionTexts.login;

/** Only the native app has a biometric login (decision 027): its button loads there alone. */
const BiometricButton = lazy(() => import('./biometric-button.tsx'));

const loginSchema = z.lazy(() =>
  z.object({
    verfuegernummer: z
      .string()
      .check(z.trim(), z.regex(/^\d{10}$/, { error: t.customerNumberInvalid })),
    passwort: z.string().check(z.minLength(1, { error: t.passwordMissing })),
  }),
);

export type LoginValues = z.infer<typeof loginSchema>;
type LoginField = keyof LoginValues;
type LoginErrors = Partial<Record<LoginField, string>>;

const FIELDS: readonly LoginField[] = ['verfuegernummer', 'passwort'];

function isLoginField(key: unknown): key is LoginField {
  return FIELDS.some((field) => field === key);
}

/** The first message per field, from the form's checks or from the server. */
function errorsOf(messages: Iterable<readonly [unknown, string]>): LoginErrors {
  const errors: LoginErrors = {};
  for (const [field, message] of messages) {
    if (isLoginField(field)) errors[field] ??= message;
  }
  return errors;
}

function check(values: LoginValues): LoginErrors {
  const parsed = loginSchema.safeParse(values);
  if (parsed.success) return {};
  return errorsOf(parsed.error.issues.map((issue) => [issue.path[0], issue.message] as const));
}

export type LoginScreenProps = {
  /** Resolves when logged in; rejects with the server's field errors (by wire name) otherwise. */
  onLogin: (values: LoginValues) => Promise<void>;
  biometric: 'fingerprint' | 'face' | null;
  onBiometricLogin: () => void;
  /** Whether the browser can log in with a passkey (decision 029). */
  passkey: boolean;
  onPasskeyLogin: () => void;
};

/**
 * Verfügernummer and Passwort; Enter submits. The two fields live in React state rather than in
 * react-hook-form: the login is the first screen, and the form library would be most of its
 * JavaScript. The checks are the same zod schema; after a first submit they run as the
 * customer types.
 */
export function LoginScreen({
  onLogin,
  biometric,
  onBiometricLogin,
  passkey,
  onPasskeyLogin,
}: LoginScreenProps) {
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [values, setValues] = useState<LoginValues>({ verfuegernummer: '', passwort: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // Failed attempts, each leading to the error summary.
  const [attempt, setAttempt] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  // The form's own fields: while Ionic changes pages, another page may show the same ids.
  const formRef = useRef<HTMLFormElement>(null);

  // What was typed into the page's frame before the app started becomes the form's once the
  // screen is shown (till then the frame is, and takes the keys).
  useFrameHandover(formRef, (typed) => {
    setValues({
      verfuegernummer: typed['verfuegernummer'] ?? '',
      passwort: typed['passwort'] ?? '',
    });
  });

  const change = (field: LoginField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors((current) => ({ ...current, [field]: check(next)[field] }));
  };

  const submit = async () => {
    setSubmitted(true);
    const found = check(values);
    setErrors(found);
    if (FIELDS.some((field) => found[field] !== undefined)) {
      setAttempt((count) => count + 1);
      return;
    }
    setSubmitting(true);
    try {
      await onLogin(loginSchema.parse(values));
    } catch (error) {
      setErrors(errorsOf(Object.entries(fieldErrorsOf(error))));
      setAttempt((count) => count + 1);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PageShell title={t.title} backTo={false} mark={false} wide>
      <LoginLayout>
        <LoginIntro />
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <ErrorSummary errors={summaryOf(errors)} attempt={attempt} />
          <div className="stack">
            <TextField
              {...LOGIN_FIELDS.verfuegernummer}
              value={values.verfuegernummer}
              onChange={change('verfuegernummer')}
              error={errors.verfuegernummer}
            />
            <TextField
              {...LOGIN_FIELDS.passwort}
              type={passwordVisible ? 'text' : 'password'}
              value={values.passwort}
              onChange={change('passwort')}
              error={errors.passwort}
            >
              <Button
                fill="clear"
                aria-label={passwordVisible ? t.hidePassword : t.showPassword}
                aria-pressed={passwordVisible}
                onClick={() => {
                  setPasswordVisible((visible) => !visible);
                }}
              >
                <Icon slot="icon-only" icon={passwordVisible ? eyeOff : eye} />
              </Button>
            </TextField>
          </div>
          <Button type="submit" expand="block" className="ion-margin-top" disabled={submitting}>
            {t.submit}
          </Button>
        </form>
        {biometric !== null && (
          <Suspense fallback={null}>
            <BiometricButton kind={biometric} onClick={onBiometricLogin} />
          </Suspense>
        )}
        {passkey && (
          <Button expand="block" fill="outline" onClick={onPasskeyLogin}>
            {t.passkey}
          </Button>
        )}
        <div className="login-visitor-claim">
          <ButtonLink expand="block" fill="outline" href="/services/schadensmeldung">
            {shellTexts.visitorClaim}
          </ButtonLink>
        </div>
        <nav className="link-list">
          <ProviderPageLink href={PROVIDER_PAGES.forgotPassword} text={t.forgotPassword} />
          <ProviderPageLink href={PROVIDER_PAGES.register} text={t.register} />
          <a href="/aktivierung">{t.activation}</a>
          <a href="/barrierefreiheit">{shellTexts.accessibilityStatement}</a>
        </nav>
      </LoginLayout>
    </PageShell>
  );
}

/** A provider page: in a new tab, said so, when it is another site; in the app when it is ours. */
function ProviderPageLink(props: { href: string; text: string }) {
  if (!/^https?:/.test(props.href)) return <a href={props.href}>{props.text}</a>;
  return (
    <a href={props.href} target="_blank" rel="noopener noreferrer">
      {props.text} <span className="visually-hidden">{t.externalHint}</span>
    </a>
  );
}
