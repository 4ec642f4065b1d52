import { FRAME_FORM_ATTRIBUTE } from '@servicebereich/protocol';
import { Button } from '../../shell/button.tsx';
import { TextField } from '../../shell/text-field.tsx';
import { VisitorFrame } from '../../shell/visitor-frame.tsx';
import { sessionTexts } from '../../text/session.ts';
import { LOGIN_FIELDS, LoginIntro, LoginLayout } from './login-intro.tsx';

const t = sessionTexts.login;

const typed = () => undefined;

/**
 * What the page of /login shows before the app's JavaScript has run (decision 009): the login's
 * header, intro and form where the login screen puts them. The build renders it to HTML
 * (vite.config.ts); the server puts it into the page for a visitor who is not logged in. The
 * fields take input at once; the login screen takes over what was typed, the focus and the caret,
 * and submits it if the customer asked to meanwhile (shell/frame-handover.ts, and the page's own
 * script: FRAME_SUBMIT_SCRIPT). Its button is no submit button: the browser never sends the fields
 * itself.
 */
export function LoginFrame() {
  return (
    <VisitorFrame title={t.title} backTo={false} mark={false} wide>
      <LoginLayout>
        <LoginIntro />
        <form noValidate {...{ [FRAME_FORM_ATTRIBUTE]: '' }}>
          <div className="stack">
            <TextField {...LOGIN_FIELDS.verfuegernummer} value="" onChange={typed} />
            <TextField {...LOGIN_FIELDS.passwort} type="password" value="" onChange={typed}>
              <span className="frame-field-button" aria-hidden="true" />
            </TextField>
          </div>
          <Button expand="block" className="ion-margin-top">
            {t.submit}
          </Button>
        </form>
      </LoginLayout>
    </VisitorFrame>
  );
}
