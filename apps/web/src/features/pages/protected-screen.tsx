import { IonButton } from '@ionic/react';
import { CALLS, type PagePasswordPage } from '@servicebereich/protocol';
import { useState } from 'react';
import { useApi } from '../../api/api-context.tsx';
import { ApiCallError, fieldErrorsOf } from '../../api/api-error.ts';
import { PageShell } from '../../shell/page-shell.tsx';
import { showApiError } from '../../shell/show-api-error.ts';
import { TextField } from '../../shell/text-field.tsx';
import { protectedPageTexts } from '../../text/pages.ts';
import { routeTitles } from '../../text/routes.ts';

const t = protectedPageTexts;

/** The page-password prompt; the server checks the password, the app never knows it. */
export function ProtectedScreen(props: {
  page: PagePasswordPage;
  onUnlocked: (page: PagePasswordPage) => void;
}) {
  const api = useApi();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api.call(CALLS.checkPagePassword, { page: props.page, password });
      props.onUnlocked(props.page);
    } catch (failure) {
      const message = fieldErrorsOf(failure).password;
      if (message !== undefined) setError(t.error(message));
      else if (failure instanceof ApiCallError) showApiError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageShell title={routeTitles.protected}>
      <h2>{t.heading}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <TextField
          id="password"
          type="password"
          autoComplete="off"
          label={t.passwordLabel}
          value={password}
          onChange={setPassword}
          error={error ?? undefined}
        />
        <IonButton type="submit" expand="block" className="ion-margin-top" disabled={busy}>
          {t.submit}
        </IonButton>
      </form>
    </PageShell>
  );
}
