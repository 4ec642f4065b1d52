import { sessionTexts } from '../../text/session.ts';
import { LoginIntro } from './login-intro.tsx';

const t = sessionTexts.login;

/**
 * What the page of /login shows before the app's JavaScript has run (decision 009): the login's
 * header and intro where the login screen puts them, and a line saying the form is on its way.
 * The build renders it to HTML (vite.config.ts); the server puts it into the page for a visitor
 * who is not logged in; the app replaces it when it starts. Without buttons or fields, nothing
 * can be typed into it that the app would then drop.
 */
export function LoginFrame() {
  return (
    <div className="ion-page boot-frame">
      <header className="page-header">
        <div className="page-toolbar">
          <span className="icon-button" aria-hidden="true" />
          <h1 className="page-title">{t.title}</h1>
        </div>
      </header>
      <main className="ion-padding page-frame">
        <LoginIntro />
        <p role="status">{t.formLoading}</p>
      </main>
    </div>
  );
}
