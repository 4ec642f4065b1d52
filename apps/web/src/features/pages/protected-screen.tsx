import { type PagePasswordPage, pageCalls } from '@servicebereich/protocol';
import { useApi } from '../../api/api-context.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { usePasswordSubmit } from '../../shell/password-submit.ts';
import { TextField } from '../../shell/text-field.tsx';
import { protectedPageTexts } from '../../text/pages.ts';
import { routeTitles } from '../../text/routes.ts';
import { ErrorSummary } from '../../shell/error-summary.tsx';
import { Button } from '../../shell/button.tsx';

const t = protectedPageTexts;

/** The page-password prompt; the server checks the password, the app never knows it. */
export function ProtectedScreen(props: {
  page: PagePasswordPage;
  onUnlocked: (page: PagePasswordPage) => void;
}) {
  const api = useApi();
  const form = usePasswordSubmit(async (password) => {
    await api.call(pageCalls.checkPagePassword, { page: props.page, password });
    props.onUnlocked(props.page);
  }, t.error);

  return (
    <PageShell title={routeTitles.protected}>
      <h2>{t.heading}</h2>
      <p>{t.hints[props.page]}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <ErrorSummary errors={form.errors} attempt={form.attempt} />
        <TextField
          id="password"
          type="password"
          autoComplete="off"
          label={t.passwordLabel}
          value={form.password}
          onChange={form.setPassword}
          error={form.error ?? undefined}
        />
        <Button type="submit" expand="block" className="ion-margin-top" disabled={form.busy}>
          {t.submit}
        </Button>
      </form>
    </PageShell>
  );
}
