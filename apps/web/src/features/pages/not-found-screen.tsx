import { isNative } from '../../native/platform.ts';
import { PageShell } from '../../shell/page-shell.tsx';
import { notFoundPageTexts } from '../../text/pages.ts';
import { routeTitles } from '../../text/routes.ts';
import { ButtonLink } from '../../shell/button.tsx';

/** The start page is the dashboard once logged in, else the login. */
export function NotFoundScreen(props: { loggedIn: boolean }) {
  return (
    <PageShell title={routeTitles['page-not-found']}>
      <h2>{notFoundPageTexts.heading}</h2>
      {isNative() && <p>{notFoundPageTexts.nativeUpdateHint}</p>}
      <ButtonLink
        expand="block"
        className="ion-margin-top"
        href={props.loggedIn ? '/dashboard' : '/login'}
      >
        {notFoundPageTexts.toStart}
      </ButtonLink>
    </PageShell>
  );
}
