import {
  StrictMode,
  Suspense,
  startTransition,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { ApiClientProvider } from './api/api-context.tsx';
import { startApi } from './api/start-api.ts';
import { isDevelopmentMode } from './app-config.ts';
import { loginPageActions } from './features/session/login-page-actions.ts';
import LoginRoute from './features/session/login-route.tsx';
import { isTestModeRemembered } from './features/session/test-mode-flag.ts';
import { registerServiceWorker } from './native/service-worker.ts';
import { useAfterFirstScreen } from './shell/after-first-screen.ts';
import { analytics } from './shell/analytics.ts';
import { useDarkMode } from './shell/dark-mode.ts';
import { AlertHost, PageAnnouncementHost, ToastHost } from './shell/notification-hosts.tsx';
import { notePageChange } from './shell/page-arrival.ts';
import { PageStack } from './shell/page-stack.tsx';
import { ShellStatusProvider } from './shell/shell-context.tsx';
import { AnalyticsPrompt, deviceDarkMode, StartupNotices } from './shell/start-extras.ts';

// The login page's start (decision 009): the boot module starts it instead of the app where a
// visitor opened `/login` in a browser. It shows the app's login screen with what that needs and
// nothing else; a login leaves for the dashboard's page, which starts the app. Its styles are the
// app's stylesheet, which the boot module loads before it starts either.

/** The app's entry, as the build names it on the boot module's element. */
function appEntryOf(): string {
  const entry = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset['app'];
  if (entry === undefined) throw new Error('The page names no app entry');
  return entry;
}

const appEntry = appEntryOf();

/**
 * The login's path: the boot module starts this where the page carries the login's frame, which
 * the server paints at that path alone. It has no parameters, so it is also what usage analytics
 * counts for the screen (analytics-screen.ts); the route table, which says so too, would bring
 * every route's declaration with it.
 */
const LOGIN_PATH = location.pathname;

/** The events that show the customer is on the form: then the app's code is fetched ahead. */
const ON_THE_FORM = ['input', 'pointerdown'] as const;

/**
 * Fetches the app's code for the dashboard's page while the customer is still on the form: at the
 * first key or tap, not with the page, whose first load it would double.
 */
function fetchAppAhead(): void {
  for (const type of ON_THE_FORM) document.removeEventListener(type, fetchAppAhead, true);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.crossOrigin = '';
  link.href = appEntry;
  document.head.append(link);
}

/**
 * The login on its page; a link of the login screen to another of the app's pages (a visitor's
 * claim) loads that page, whose own frame shows and where the app starts.
 */
function LoginOnly(props: { children: ReactNode }) {
  const { pathname } = useLocation();
  const here = pathname === LOGIN_PATH;
  useEffect(() => {
    if (!here) location.reload();
  }, [here]);
  return here ? props.children : null;
}

/** A visitor's: no tab bar, no badge; the testing settings in development mode. */
const shellStatus = { loggedIn: false, unreadCount: 0, devMode: isDevelopmentMode() };

function LoginPage() {
  // The page is a visitor's, whose calls find no session to end before the login.
  const [{ api, actions }] = useState(() => {
    const started = startApi(() => undefined).api;
    return { api: started, actions: loginPageActions(started) };
  });
  useDarkMode(deviceDarkMode);
  const afterFirstScreen = useAfterFirstScreen(true);
  useEffect(() => {
    analytics.track({ name: 'ansicht', detail: LOGIN_PATH });
  }, []);
  useEffect(() => {
    if (afterFirstScreen) void registerServiceWorker();
  }, [afterFirstScreen]);
  const view = useMemo(
    () => (
      <LoginOnly>
        <LoginRoute
          actions={actions}
          afterLogin={() => {
            if (!actions.loggedIn()) return;
            notePageChange();
            location.replace('/dashboard');
          }}
        />
      </LoginOnly>
    ),
    [actions],
  );
  return (
    <ApiClientProvider client={api}>
      <ShellStatusProvider value={shellStatus}>
        <BrowserRouter future={{ v7_startTransition: false, v7_relativeSplatPath: true }}>
          <PageStack view={view} />
        </BrowserRouter>
      </ShellStatusProvider>
      {afterFirstScreen && (
        <Suspense fallback={null}>
          <StartupNotices onClaimPage={false} />
          <AnalyticsPrompt aboveTabBar={false} />
        </Suspense>
      )}
      <AlertHost />
      <ToastHost />
      <PageAnnouncementHost />
    </ApiClientProvider>
  );
}

// A tab in the test mode has its session in the app (session-context.tsx): the app starts there.
if (isDevelopmentMode() && isTestModeRemembered()) {
  void import(/* @vite-ignore */ appEntry);
} else {
  for (const type of ON_THE_FORM) document.addEventListener(type, fetchAppAhead, true);
  const root = document.getElementById('root');
  if (root === null) throw new Error('The page has no #root element');
  // Beside the page's frame, which the login screen takes over (shell/frame-handover.ts).
  const container = document.createElement('div');
  root.after(container);
  const loginRoot = createRoot(container);
  startTransition(() => {
    loginRoot.render(
      <StrictMode>
        <LoginPage />
      </StrictMode>,
    );
  });
}
