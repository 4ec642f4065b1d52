import type { PagePasswordPage } from '@servicebereich/protocol';
import { Suspense, useEffect, useId, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { CLAIM_ONLY_MODE } from './app-config.ts';
import { useSession, type Session } from './features/session/session-context.tsx';
import type { DarkModeSetting } from './shell/dark-mode.ts';
import { openInAppBrowser } from './native/browser.ts';
import { decideNavigation, type NavigationDecision } from './navigation/decide-navigation.ts';
import { parseProtectedPage, protectedPagePath } from './navigation/protected-page.ts';
import { matchRoute, NOT_FOUND_ROUTE, routePath, type RouteMatch } from './routes.ts';
import { NavigationTarget } from './shell/navigation-target.ts';
import { usePage } from './shell/page-stack.tsx';
import { ScreenBoundary, ScreenLoading } from './shell/screen-boundary.tsx';
import { useShellStatus } from './shell/shell-context.tsx';
import { TabBar } from './shell/tab-bar.tsx';
import { routeTitles } from './text/routes.ts';

export type RouteViewProps = {
  unlockedPages: ReadonlySet<PagePasswordPage>;
  onUnlocked: (page: PagePasswordPage) => void;
  darkMode: DarkModeSetting;
  onDarkModeChange: (setting: DarkModeSetting) => void;
  rememberAfterLogin: (path: string) => void;
  /** Where a login leads: the remembered (safe) target, or the dashboard. */
  afterLoginTarget: () => string;
};

/** Carries out a guard's decision that is not "show the page". */
function Divert(
  props: { decision: Exclude<NavigationDecision, { kind: 'allow' }> } & Pick<
    RouteViewProps,
    'rememberAfterLogin'
  >,
) {
  const { decision, rememberAfterLogin } = props;
  const navigate = useNavigate();
  useEffect(() => {
    switch (decision.kind) {
      case 'login':
        rememberAfterLogin(decision.afterLogin);
        break;
      case 'open-in-app-browser':
        void openInAppBrowser(decision.url);
        if (history.length > 1) navigate(-1);
        else navigate('/dashboard', { replace: true });
        break;
      case 'leave-app':
        location.assign(decision.url);
        break;
      case 'cancel':
        if (history.length > 1) navigate(-1);
        else navigate('/dashboard', { replace: true });
        break;
      case 'redirect':
        break;
    }
  }, [decision, navigate, rememberAfterLogin]);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'login') return <Navigate to="/login" replace />;
  return null;
}

/** The screen of one route (route-table.tsx), given what it takes from the app. */
function Screen(
  props: {
    match: RouteMatch | null;
    /** Whether this is the page on screen; only that one leads elsewhere. */
    current: boolean;
  } & RouteViewProps,
): ReactNode {
  const { session, actions } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const route = props.match?.route ?? NOT_FOUND_ROUTE;
  const here = `${location.pathname}${location.search}`;
  return route.screen({
    name: route.name,
    title: route.title,
    params: props.match?.params ?? {},
    current: props.current,
    session,
    loggedIn: session.status === 'loggedIn',
    contracts: session.status === 'loggedIn' ? session.contracts : [],
    logout: () => {
      void actions.logout();
    },
    loginActions: actions,
    afterLoginTarget: props.afterLoginTarget,
    loginHere: () => {
      props.rememberAfterLogin(here);
      navigate(routePath('login'));
    },
    onUnlocked: props.onUnlocked,
    askPagePassword: (page) => {
      navigate(protectedPagePath(page, here), { replace: true });
    },
    pagePasswordPrompt: () => {
      const prompt = parseProtectedPage(location.search);
      if (prompt === null) return null;
      return {
        page: prompt.page,
        unlocked: (page) => {
          props.onUnlocked(page);
          navigate(prompt.target, { replace: true });
        },
      };
    },
    darkMode: props.darkMode,
    onDarkModeChange: props.onDarkModeChange,
  });
}

/** Decides with the guards what its page's location shows, then shows it. */
export function RouteView(props: RouteViewProps) {
  const { session } = useSession();
  // The page's own location: the pages kept below the one on screen keep theirs (page-stack.tsx).
  const location = useLocation();
  const { current } = usePage();
  const { loggedIn } = useShellStatus();
  const navigationId = useId();
  const path = `${location.pathname}${location.search}${location.hash}`;
  const content = routeContent(props, session.status, location.pathname, current, path);
  // The tab bar stays while the frame that waits for the screen's code gives way to the screen:
  // drawn by each of them, a tap on it in that moment went to an element that was gone.
  const tabBar = content.framed && loggedIn;
  return (
    <>
      <NavigationTarget.Provider value={tabBar ? navigationId : null}>
        {content.node}
      </NavigationTarget.Provider>
      {tabBar && <TabBar id={navigationId} />}
    </>
  );
}

/**
 * What a page holds: a loading frame, a diversion, or its screen; framed where it is a page of
 * the app (which has the tab bar of a logged-in customer).
 */
function routeContent(
  props: RouteViewProps,
  status: Session['status'],
  pathname: string,
  current: boolean,
  path: string,
): { node: ReactNode; framed: boolean } {
  // While the session is checked (without a call where the page says, as the server's pages do)
  // the login page shows: it is the same page whatever the check finds, and a live session leads
  // on from it. Every other route shows its frame with a loading line at once, the tab bar too
  // where the page said a customer is logged in.
  if (status === 'checking' && pathname !== routePath('login')) {
    return {
      node: (
        <ScreenLoading title={matchRoute(pathname)?.route.title ?? routeTitles['page-not-found']} />
      ),
      framed: true,
    };
  }
  const decision = decideNavigation(path, {
    loggedIn: status === 'loggedIn',
    claimOnlyMode: CLAIM_ONLY_MODE,
    unlockedPages: props.unlockedPages,
  });
  // A page kept behind the current one that its route would now send elsewhere (after a logout,
  // say) shows nothing: only the page on screen leads elsewhere.
  if (decision.kind !== 'allow') {
    return {
      node: current ? (
        <Divert decision={decision} rememberAfterLogin={props.rememberAfterLogin} />
      ) : null,
      framed: false,
    };
  }
  // A screen whose code is still on its way shows its frame and a loading line; one whose code
  // failed to load says so. Never a white page.
  const title = decision.match?.route.title ?? routeTitles['page-not-found'];
  return {
    node: (
      <ScreenBoundary key={pathname} title={title}>
        <Suspense fallback={<ScreenLoading title={title} />}>
          <Screen match={decision.match} current={current} {...props} />
        </Suspense>
      </ScreenBoundary>
    ),
    framed: true,
  };
}
