import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { fieldErrorsOf } from '../../api/api-error.ts';
import { DonePanel } from '../../shell/done-panel.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { showApiError } from '../../shell/show-api-error.ts';
import { accountTexts } from '../../text/account.ts';
import { routeTitles } from '../../text/routes.ts';
import { useConfirmEmailChange } from './api/confirm-email-change.ts';
import { Button, ButtonLink } from '../../shell/button.tsx';

const t = accountTexts.emailConfirmation;

/**
 * The page the link mailed to a new e-mail address opens; the token is the part after `#`. It
 * confirms only on a tap: mail programs that open links to check them confirm nothing.
 */
export function EmailConfirmationScreen() {
  const token = useLocation().hash.slice(1);
  const confirm = useConfirmEmailChange();
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirmed = confirm.data?.email;

  async function handleConfirm() {
    setRefusal(null);
    try {
      await confirm.mutateAsync(token);
    } catch (error) {
      const reason = fieldErrorsOf(error)['token'];
      if (reason === undefined) showApiError(error);
      else setRefusal(reason);
    }
  }

  return (
    <PageShell title={routeTitles['email-bestaetigung']}>
      <div className="stack">
        {confirmed === undefined ? (
          <>
            <p>{t.intro}</p>
            {refusal !== null && (
              <p role="alert" className="form-error">
                {refusal}
              </p>
            )}
            <Button
              expand="block"
              disabled={confirm.isPending}
              onClick={() => {
                void handleConfirm();
              }}
            >
              {confirm.isPending ? t.confirming : t.confirm}
            </Button>
          </>
        ) : (
          <DonePanel heading={t.doneHeading}>
            <p role="status">{t.done(confirmed)}</p>
            <ButtonLink expand="block" href="/profil">
              {t.toProfile}
            </ButtonLink>
          </DonePanel>
        )}
      </div>
    </PageShell>
  );
}
