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
