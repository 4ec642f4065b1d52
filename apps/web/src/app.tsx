import type { PagePasswordPage } from '@servicebereich/protocol';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';
import { analyticsScreen } from './analytics-screen.ts';
import { ApiProvider, useApi } from './api/api-context.tsx';
import type { ApiClient } from './api/api-client.ts';
import type { PageSession } from './api/page-session.ts';
import { createQueryClient } from './api/query-client.ts';
import { startApi } from './api/start-api.ts';
import { isDevelopmentMode } from './app-config.ts';
import { useUnreadPostboxCount } from './features/postbox/api/get-postbox-entries.ts';
import { takePasskeyOffer } from './features/session/passkey-offer-note.ts';
import { SessionProvider, useSession } from './features/session/session-context.tsx';
import { isNative } from './native/platform.ts';
import { isAppLink } from './navigation/app-links.ts';
import { safeAfterLoginTarget } from './navigation/safe-target.ts';
import { RouteView } from './route-view.tsx';
import { isClaimPath, isPublicPath } from './routes.ts';
import { useAfterFirstScreen } from './shell/after-first-screen.ts';
import { analytics } from './shell/analytics.ts';
import { removeFrame, waitingFramePath } from './shell/frame-handover.ts';
import { useDarkMode } from './shell/dark-mode.ts';
import { deviceHiddenAmounts } from './shell/device-hidden-amounts.ts';
import { HiddenAmountsProvider } from './shell/hidden-amounts.tsx';
import { serverTransport } from './shell/host.ts';
import { AlertHost, PageAnnouncementHost, ToastHost } from './shell/notification-hosts.tsx';
import { ShellStatusProvider } from './shell/shell-context.tsx';
import { PageStack } from './shell/page-stack.tsx';
import { pushCustomerHere } from './shell/push-state.ts';
import { lazyExtra } from './shell/lazy-screen.ts';
import { AnalyticsPrompt, deviceDarkMode, StartupNotices } from './shell/start-extras.ts';
import { showApiError } from './shell/show-api-error.ts';

// Not needed for the first screen: its code loads once the session is known, in the native app or
// where the web app was opened with an app link.
const DeepLinkHandler = lazy(() =>
  import('./deep-link-handler.tsx').then((m) => ({ default: m.DeepLinkHandler })),
);
// The service worker and the data kept for reading offline, once the first screen is up; not in
// the native app, which has its code on the device and logs out at every start.
const OfflineReading = lazyExtra(() => import('./offline-reading.tsx'));

/** Everything below the router: session, guards, screens, start-up notices. */
function AppRoutes(props: {
  notLoggedIn: { current: () => void };
  pageSession: PageSession | null;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const afterLogin = useRef<string | null>(null);
  const [unlockedPages, setUnlockedPages] = useState<ReadonlySet<PagePasswordPage>>(new Set());
  const [darkMode, setDarkMode] = useDarkMode(deviceDarkMode);
  const pathRef = useRef(location.pathname);
  useEffect(() => {
    pathRef.current = location.pathname;
  });
  useEffect(() => {
    analytics.track({ name: 'ansicht', detail: analyticsScreen(location.pathname) });
  }, [location.pathname]);

  const rememberAfterLogin = useCallback((path: string) => {
    afterLogin.current = path;
  }, []);
  const afterLoginTarget = useCallback(
    () => safeAfterLoginTarget(afterLogin.current) ?? '/dashboard',
    [],
  );

  const onUnlocked = useCallback((page: PagePasswordPage) => {
    setUnlockedPages((pages) => new Set([...pages, page]));
  }, []);
  // Every page shows the same view: it decides with the guards what its location shows. Made
  // anew only when what it shows changes, so that the pages below are not rendered again at
  // every navigation.
  const view = useMemo(
    () => (
      <RouteView
        unlockedPages={unlockedPages}
        onUnlocked={onUnlocked}
        darkMode={darkMode}
        onDarkModeChange={setDarkMode}
        rememberAfterLogin={rememberAfterLogin}
        afterLoginTarget={afterLoginTarget}
      />
    ),
    [unlockedPages, onUnlocked, darkMode, setDarkMode, rememberAfterLogin, afterLoginTarget],
  );

  return (
    <SessionProvider
      serverTransport={serverTransport}
      testModeAllowed={isDevelopmentMode()}
      pageSession={props.pageSession}
      isPublicRoute={() => isPublicPath(pathRef.current)}
      onLoggedOut={() => {
        afterLogin.current = null;
        setUnlockedPages(new Set());
        navigate('/dashboard', { replace: true });
      }}
    >
      <SessionBridge notLoggedIn={props.notLoggedIn} />
      <Shell onClaimPage={isClaimPath(location.pathname)}>
        <PageStack view={view} />
      </Shell>
      <SessionDeepLinks rememberAfterLogin={rememberAfterLogin} />
    </SessionProvider>
  );
}

function SessionDeepLinks(props: { rememberAfterLogin: (path: string) => void }) {
  const { session } = useSession();
  if (session.status === 'checking') return null;
  // In a browser, the handler has only the address the app was opened with to follow: its code
  // loads where that is an app link.
  if (!isNative() && !isAppLink(new URL(location.href))) return null;
  return (
    <Suspense fallback={null}>
      <DeepLinkHandler
        loggedIn={session.status === 'loggedIn'}
        rememberAfterLogin={props.rememberAfterLogin}
      />
    </Suspense>
  );
}

/** Lets the API client end the session when the server answers notloggedin. */
function SessionBridge(props: { notLoggedIn: { current: () => void } }) {
  const { actions } = useSession();
  const { notLoggedIn } = props;
  useEffect(() => {
    notLoggedIn.current = () => {
      void actions.forget();
    };
  }, [actions, notLoggedIn]);
  return null;
}

/**
 * What the page shell shows from the session (logged in, unread postbox messages, dev mode),
 * and, once the first screen is up, the start-up notices, the renewal of push and a passkey offer
 * the login page noted.
 */
function Shell(props: { onClaimPage: boolean; children: ReactNode }) {
  const api = useApi();
  const { session } = useSession();
  const loggedIn = session.status === 'loggedIn';
  // Work no screen waits for starts once the first screen is up.
  const afterFirstScreen = useAfterFirstScreen(session.status !== 'checking');
  useEffect(() => {
    if (!afterFirstScreen || !loggedIn) return;
    // This device's push registration, renewed at each login where the customer turned push on
    // here (decision 030). A failure here has nothing to show: the settings say whether push is on.
    pushCustomerHere()
      .then(async (customerNumber) => {
        if (customerNumber === null) return;
        const { renewPush } = await import('./shell/push-registration.ts');
        await renewPush(api);
      })
      .catch(() => undefined);
    // The login page's start left for this page right after a password login (login-main.tsx).
    const offerFor = takePasskeyOffer();
    if (offerFor !== null) {
      import('./features/session/passkey-login.ts')
        .then(({ offerPasskey }) => offerPasskey(api, offerFor))
        .catch(showApiError);
    }
  }, [api, afterFirstScreen, loggedIn]);
  // The page's frame goes with the app's first screen, unless it waits for its own screen (a
  // visitor's page: shell/frame-handover.ts) and that is the route shown.
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (waitingFramePath() !== pathname) removeFrame();
  }, [pathname]);
  const unreadCount = useUnreadPostboxCount(afterFirstScreen && loggedIn);
  // While the session is checked, the frame is the one the page said: a restored session's
  // screens load in it with the tab bar in place.
  const framedLoggedIn = loggedIn || (session.status === 'checking' && session.expectLoggedIn);
  const status = useMemo(
    () => ({ loggedIn: framedLoggedIn, unreadCount, devMode: isDevelopmentMode() }),
    [framedLoggedIn, unreadCount],
  );
  return (
    <ShellStatusProvider value={status}>
      {props.children}
      {afterFirstScreen && (
        <Suspense fallback={null}>
          <StartupNotices onClaimPage={props.onClaimPage} />
          <AnalyticsPrompt aboveTabBar={loggedIn} />
          {import.meta.env.PROD && !isNative() && <OfflineReading session={session} />}
        </Suspense>
      )}
    </ShellStatusProvider>
  );
}

type Clients = {
  api: ApiClient;
  queryClient: ReturnType<typeof createQueryClient>;
  /** What the page said of the session; null where it said nothing. */
  pageSession: PageSession | null;
};

function createClients(notLoggedIn: { current: () => void }): Clients {
  const { api, pageSession } = startApi(() => {
    notLoggedIn.current();
  });
  return { api, queryClient: createQueryClient({ onError: showApiError }), pageSession };
}

export function App() {
  const notLoggedIn = useRef<() => void>(() => undefined);
  const [clients] = useState(() => createClients(notLoggedIn));
  return (
    <ApiProvider client={clients.api} queryClient={clients.queryClient}>
      <HiddenAmountsProvider storage={deviceHiddenAmounts}>
        {/* A navigation renders at once, not as a transition: the page that comes is what the
            tap waits for. */}
        <BrowserRouter future={{ v7_startTransition: false, v7_relativeSplatPath: true }}>
          <AppRoutes notLoggedIn={notLoggedIn} pageSession={clients.pageSession} />
        </BrowserRouter>
      </HiddenAmountsProvider>
      <AlertHost />
      <ToastHost />
      <PageAnnouncementHost />
    </ApiProvider>
  );
}
