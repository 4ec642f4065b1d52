import { IonButton } from '@ionic/react';
import { isNative } from '../../native/platform.ts';
import { PageShell } from '../../shell/page-shell.tsx';
import { notFoundPageTexts } from '../../text/pages.ts';
import { routeTitles } from '../../text/routes.ts';

/** The start page is the dashboard once logged in, else the login. */
export function NotFoundScreen(props: { loggedIn: boolean }) {
  return (
    <PageShell title={routeTitles['page-not-found']}>
      <h2>{notFoundPageTexts.heading}</h2>
      {isNative() && <p>{notFoundPageTexts.nativeUpdateHint}</p>}
      <IonButton
        expand="block"
        className="ion-margin-top"
        routerLink={props.loggedIn ? '/dashboard' : '/login'}
      >
        {notFoundPageTexts.toStart}
      </IonButton>
    </PageShell>
  );
}
