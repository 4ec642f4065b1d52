import { albums, chatbubbles, mail } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../shell/brand-logo.tsx';
import { Icon } from '../../shell/icon.tsx';
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

const PROMISE = [
  { icon: albums, text: t.promise.contracts },
  { icon: mail, text: t.promise.postbox },
  { icon: chatbubbles, text: t.promise.adviser },
] as const;

/**
 * The login's page from 1024 px: the welcome, the form and the rest (`children`) in one column,
 * and beside it the brand's panel with what the Servicebereich offers (theme.css). A phone or a
 * tablet shows the column alone. The screen and the page's frame (login-frame.tsx) both lay the
 * login out with it, so the form stands in the same place before and after the app starts.
 */
export function LoginLayout(props: { children: ReactNode }) {
  return (
    <div className="login-layout">
      <div className="login-layout__main">{props.children}</div>
      <div className="login-promise">
        <p className="login-promise__title">{t.promise.title}</p>
        <ul className="login-promise__points">
          {PROMISE.map((point) => (
            <li key={point.text}>
              <Icon icon={point.icon} />
              <span>{point.text}</span>
            </li>
          ))}
        </ul>
        <p className="login-promise__note">{t.promise.note}</p>
      </div>
    </div>
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
