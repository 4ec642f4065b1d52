import { compass } from 'ionicons/icons';
import { isNative } from '../../native/platform.ts';
import { ButtonLink } from '../../shell/button.tsx';
import { EmptyPicture } from '../../shell/empty-state.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { notFoundPageTexts } from '../../text/pages.ts';
import { routeTitles } from '../../text/routes.ts';

/**
 * Where a path led nowhere: what happened, the likely reason, and the ways on: the start page
 * (the dashboard once logged in, else the login) and the help, which is for visitors too.
 */
export function NotFoundScreen(props: { loggedIn: boolean }) {
  return (
    <PageShell title={routeTitles['page-not-found']}>
      <div className="empty-state not-found">
        <EmptyPicture icon={compass} />
        <h2>{notFoundPageTexts.heading}</h2>
        <p>{notFoundPageTexts.explanation}</p>
        {isNative() && <p>{notFoundPageTexts.nativeUpdateHint}</p>}
        <div className="not-found__actions">
          <ButtonLink href={props.loggedIn ? '/dashboard' : '/login'}>
            {notFoundPageTexts.toStart}
          </ButtonLink>
          <ButtonLink fill="outline" href="/hilfe">
            {notFoundPageTexts.toHelp}
          </ButtonLink>
        </div>
      </div>
    </PageShell>
  );
}
