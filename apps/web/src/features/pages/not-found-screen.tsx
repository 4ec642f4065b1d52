import { isNative } from '../../native/platform.ts';
import { PageShell } from '../../shell/page-shell.tsx';
import { notFoundPageTexts } from '../../text/pages.ts';
import { routeTitles } from '../../text/routes.ts';

export function NotFoundScreen() {
  return (
    <PageShell title={routeTitles['page-not-found']}>
      <h2>{notFoundPageTexts.heading}</h2>
      {isNative() && <p>{notFoundPageTexts.nativeUpdateHint}</p>}
    </PageShell>
  );
}
