import { SESSION_ERROR_RELOAD_MS } from '@servicebereich/protocol';
import { HOST_URLS } from '../app-config.ts';
import { isNative } from '../native/platform.ts';
import { showAlert } from '../shell/alert-store.ts';
import { analytics } from '../shell/analytics.ts';
import { currentHost, serverTransport } from '../shell/host.ts';
import { followPagePrompt } from '../shell/page-prompt.ts';
import { errorTexts } from '../text/errors.ts';
import { createApiClient, type ApiClient } from './api-client.ts';
import { connection } from './connection.ts';
import { readPageSession, type PageSession } from './page-session.ts';

/**
 * The API client of a start (the app's, app.tsx, and the login page's, login-main.tsx), with the
 * session's token the page brought, and what watches its calls: the connection, the usage
 * analytics, a failed session token (an alert, then the page anew).
 */
export function startApi(onNotLoggedIn: () => void): {
  api: ApiClient;
  /** What the page said of the session; null where it said nothing. */
  pageSession: PageSession | null;
} {
  const pageSession = readPageSession(document, HOST_URLS[currentHost()]);
  const api = createApiClient({
    transport: serverTransport(),
    downloadTokens: isNative(),
    ...(pageSession?.csrfToken ? { csrfToken: pageSession.csrfToken } : {}),
    onNotLoggedIn,
    onSucceeded: analytics.callSucceeded,
    onSessionTokenFailure: () => {
      void showAlert({
        header: errorTexts.alertHeader,
        message: errorTexts.sessionFailure,
        blocking: true,
        buttons: [],
      });
      setTimeout(() => {
        location.reload();
      }, SESSION_ERROR_RELOAD_MS);
    },
  });
  connection.watch(() => api.probe());
  analytics.start(() =>
    import('../shell/analytics-sender.ts').then(({ analyticsSender }) => analyticsSender(api)),
  );
  // An answer tapped on the page's copy of the question, before the app's own is shown.
  followPagePrompt((answer) => void analytics.choose(answer));
  return { api, pageSession };
}
