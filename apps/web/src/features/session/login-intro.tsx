import { BrandLogo } from '../../shell/brand-logo.tsx';
import { sessionTexts } from '../../text/session.ts';

const t = sessionTexts.login;

/** The top of the login: the logo, the welcome and what to enter. */
export function LoginIntro() {
  return (
    <>
      <BrandLogo />
      <h2>{t.heading}</h2>
      <p>{t.intro}</p>
    </>
  );
}

/** The login's two fields as the screen and the page's frame (login-frame.tsx) draw them. */
export const LOGIN_FIELDS = {
  verfuegernummer: {
    id: 'verfuegernummer',
    type: 'number',
    inputMode: 'numeric',
    autoComplete: 'username',
    label: t.customerNumber,
  },
  passwort: { id: 'passwort', autoComplete: 'current-password', label: t.password },
} as const;
