import { FRAME_FORM_ATTRIBUTE } from '@servicebereich/protocol';
import { Button } from '../../shell/button.tsx';
import { TextField } from '../../shell/text-field.tsx';
import { VisitorFrame } from '../../shell/visitor-frame.tsx';
import { accountTexts } from '../../text/account.ts';
import { shellTexts } from '../../text/shell.ts';
import { ACTIVATION_FIELDS, TYPED_BIRTH_DATE } from './activation-fields.ts';

const t = accountTexts.activation;

const typed = () => undefined;

/**
 * What the page of /aktivierung shows before the app's JavaScript has run (decision 009): the
 * activation's first step where the screen puts it, its fields taking input at once, taken over by
 * the screen with what was typed (shell/frame-handover.ts). The birth date is there twice, as the
 * screen's date field is: the platform's picker on a touch screen, typed with a mouse (theme.css
 * shows one). Its button is no submit button: the browser never sends the fields itself.
 */
export function ActivationFrame() {
  const { geburtsdatum } = ACTIVATION_FIELDS;
  return (
    <VisitorFrame title={t.title} backTo="/dashboard">
      <p>{t.intro}</p>
      <form
        noValidate
        aria-labelledby="activation-data-heading"
        {...{ [FRAME_FORM_ATTRIBUTE]: '' }}
      >
        <h2 id="activation-data-heading">{t.stepData}</h2>
        <div className="form-fields">
          <TextField {...ACTIVATION_FIELDS.verfuegernummer} value="" onChange={typed} />
          <TextField {...ACTIVATION_FIELDS.aktivierungscode} value="" onChange={typed} />
          <div className="frame-date-picked">
            <TextField {...geburtsdatum} type="date" value="" onChange={typed} />
          </div>
          <div className="frame-date-typed">
            <TextField
              id={TYPED_BIRTH_DATE}
              label={`${geburtsdatum.label} (${shellTexts.dateFormat})`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              value=""
              onChange={typed}
            />
          </div>
        </div>
        <Button expand="block">{t.next}</Button>
      </form>
      <nav className="link-list">
        <a href="/login">{t.toLogin}</a>
      </nav>
    </VisitorFrame>
  );
}
