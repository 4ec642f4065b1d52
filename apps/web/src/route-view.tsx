import { isMotive, type PagePasswordPage } from '@servicebereich/protocol';
import { IonPage } from '@ionic/react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { CLAIM_ONLY_MODE } from './app-config.ts';
import { CONTRACT_PAGES, type ContractPage } from './features/contracts/contract-pages.ts';
import { useSession, type Session } from './features/session/session-context.tsx';
import type { DarkModeSetting } from './shell/dark-mode.ts';
import type { DocumentUpload } from './shell/document-upload.ts';
import { openInAppBrowser } from './native/browser.ts';
import { decideNavigation, type NavigationDecision } from './navigation/decide-navigation.ts';
import { parseProtectedPage, protectedPagePath } from './navigation/protected-page.ts';
import { matchRoute, routePath, type RouteMatch } from './routes.ts';
import { useAfterFirstScreen } from './shell/after-first-screen.ts';
import { useOwnPathname } from './shell/page-arrival.ts';
import { lazyScreen } from './shell/lazy-screen.ts';
import { ScreenBoundary, ScreenLoading } from './shell/screen-boundary.tsx';
import { routeTitles } from './text/routes.ts';
// The two first screens come with the app's own code: a lazy chunk would be one more round trip
// before the first screen shows.
import DashboardRoute from './features/dashboard/dashboard-route.tsx';
import LoginRoute from './features/session/login-route.tsx';

const MenuScreen = lazyScreen(() =>
  import('./features/menu/menu-screen.tsx').then((m) => ({ default: m.MenuScreen })),
);
const SettingsScreen = lazyScreen(() =>
  import('./features/settings/settings-screen.tsx').then((m) => ({ default: m.SettingsScreen })),
);
const ActivationRoute = lazyScreen(() => import('./features/session/activation-route.tsx'));
const ProfileScreen = lazyScreen(() =>
  import('./features/profile/profile-screen.tsx').then((m) => ({ default: m.ProfileScreen })),
);
const EmailConfirmationScreen = lazyScreen(() =>
  import('./features/profile/email-confirmation-screen.tsx').then((m) => ({
    default: m.EmailConfirmationScreen,
  })),
);
const ProtectedScreen = lazyScreen(() =>
  import('./features/pages/protected-screen.tsx').then((m) => ({ default: m.ProtectedScreen })),
);
const NotFoundScreen = lazyScreen(() =>
  import('./features/pages/not-found-screen.tsx').then((m) => ({ default: m.NotFoundScreen })),
);
const ServicesScreen = lazyScreen(() =>
  import('./features/services/services-screen.tsx').then((m) => ({ default: m.ServicesScreen })),
);
const AccessibilityScreen = lazyScreen(() =>
  import('./features/accessibility/accessibility-screen.tsx').then((m) => ({
    default: m.AccessibilityScreen,
  })),
);
const HelpScreen = lazyScreen(() =>
  import('./features/help/help-screen.tsx').then((m) => ({ default: m.HelpScreen })),
);
const PostboxScreen = lazyScreen(() =>
  import('./features/postbox/postbox-screen.tsx').then((m) => ({ default: m.PostboxScreen })),
);
const DokboxScreen = lazyScreen(() =>
  import('./features/dokbox/dokbox-screen.tsx').then((m) => ({ default: m.DokboxScreen })),
);
const ContractsScreen = lazyScreen(() => import('./features/contracts/contracts-screen.tsx'));
const ContractRoute = lazyScreen(() => import('./features/contracts/contract-route.tsx'));
const ChecklistScreen = lazyScreen(() => import('./features/checklists/checklist-screen.tsx'));
const ClaimsRoute = lazyScreen(() => import('./features/claims/claims-route.tsx'));
// The adviser overview shows the video appointments above its cards: both parts load together, so
// the appointments are asked for at the same time as the advisers.
const loadAppointmentList = () => import('./features/video/appointment-list.tsx');
const AdviserScreen = lazyScreen(() => {
  void loadAppointmentList();
  return import('./features/adviser/adviser-screen.tsx').then((m) => ({
    default: m.AdviserScreen,
  }));
});
const AppointmentList = lazyScreen(() =>
  loadAppointmentList().then((m) => ({ default: m.AppointmentList })),
);
const ContractAdviserScreen = lazyScreen(() =>
  import('./features/adviser/adviser-screen.tsx').then((m) => ({
    default: m.ContractAdviserScreen,
  })),
);
const ContractAdviser = lazyScreen(() =>
  import('./features/adviser/adviser-screen.tsx').then((m) => ({
    default: m.ContractAdviser,
  })),
);
const VideoBookingScreen = lazyScreen(() =>
  import('./features/video/video-booking-screen.tsx').then((m) => ({
    default: m.VideoBookingScreen,
  })),
);
const VideoMeetingScreen = lazyScreen(() =>
  import('./features/video/video-meeting-screen.tsx').then((m) => ({
    default: m.VideoMeetingScreen,
  })),
);
const VideoCompletionScreen = lazyScreen(() =>
  import('./features/video/video-completion-screen.tsx').then((m) => ({
    default: m.VideoCompletionScreen,
  })),
);
const DocumentUploadDialog = lazyScreen(() =>
  import('./features/dokbox/document-upload-dialog.tsx').then((m) => ({
    default: m.DocumentUploadDialog,
  })),
);
const StormWarningScreen = lazyScreen(() =>
  import('./features/storm-warning/storm-warning-screen.tsx').then((m) => ({
    default: m.StormWarningScreen,
  })),
);
const StormWarningPanel = lazyScreen(() =>
  import('./features/storm-warning/storm-warning-panel.tsx').then((m) => ({
    default: m.StormWarningPanel,
  })),
);
const Me1nsScreen = lazyScreen(() =>
  import('./features/campaigns/me1ns-screen.tsx').then((m) => ({ default: m.Me1nsScreen })),
);
const My21Screen = lazyScreen(() =>
  import('./features/campaigns/my21-screen.tsx').then((m) => ({ default: m.My21Screen })),
);
const My21DayScreen = lazyScreen(() =>
  import('./features/campaigns/my21-day-screen.tsx').then((m) => ({ default: m.My21DayScreen })),
);
const LecturesScreen = lazyScreen(() =>
  import('./features/campaigns/lectures-screen.tsx').then((m) => ({ default: m.LecturesScreen })),
);
const LectureScreen = lazyScreen(() =>
  import('./features/campaigns/lecture-screen.tsx').then((m) => ({ default: m.LectureScreen })),
);
const SchmerzlinderungScreen = lazyScreen(() =>
  import('./features/campaigns/schmerzlinderung-screen.tsx').then((m) => ({
    default: m.SchmerzlinderungScreen,
  })),
);
const SliderCarousel = lazyScreen(() =>
  import('./features/campaigns/slider-carousel.tsx').then((m) => ({ default: m.SliderCarousel })),
);
/**
 * The campaigns' carousel on the dashboard. It is extra: its code and images load once the
 * dashboard is on screen, so they do not compete with it. Its answer comes with the dashboard's
 * page (decision 009), so it shows as soon as its code is there.
 */
function CampaignSliders() {
  const afterFirstScreen = useAfterFirstScreen(true);
  return afterFirstScreen ? (
    <Suspense fallback={null}>
      <SliderCarousel />
    </Suspense>
  ) : null;
}
const EbikeTrackerSection = lazyScreen(() =>
  import('./features/ebike/ebike-tracker-section.tsx').then((m) => ({
    default: m.EbikeTrackerSection,
  })),
);
const EbikeTrackerCard = lazyScreen(() =>
  import('./features/ebike/ebike-tracker-card.tsx').then((m) => ({
    default: m.EbikeTrackerCard,
  })),
);
const ImmoWertScreen = lazyScreen(() =>
  import('./features/immowert/immowert-screen.tsx').then((m) => ({ default: m.ImmoWertScreen })),
);
const BestFitScreen = lazyScreen(() =>
  import('./features/bestfit/best-fit-screen.tsx').then((m) => ({ default: m.BestFitScreen })),
);
const InventoryScreen = lazyScreen(() =>
  import('./features/inventory/inventory-screen.tsx').then((m) => ({
    default: m.InventoryScreen,
  })),
);
const InventoryClaimPicker = lazyScreen(() =>
  import('./features/inventory/inventory-claim-picker.tsx').then((m) => ({
    default: m.InventoryClaimPicker,
  })),
);
const ConfirmationsPanel = lazyScreen(() =>
  import('./features/confirmations/confirmations-panel.tsx').then((m) => ({
    default: m.ConfirmationsPanel,
  })),
);
const ConfirmationCheckScreen = lazyScreen(() =>
  import('./features/confirmations/confirmation-check-screen.tsx').then((m) => ({
    default: m.ConfirmationCheckScreen,
  })),
);
const AreaScreen = lazyScreen(() =>
  import('./features/area/area-screen.tsx').then((m) => ({ default: m.AreaScreen })),
);

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

/** `vertrag` is the overview; `vertrag-<page>` a sub-page (the claim routes are not). */
function contractPageOf(name: string): ContractPage | null {
  if (name === 'vertrag') return 'uebersicht';
  const page = name.replace(/^vertrag-/, '');
  return name.startsWith('vertrag-') && (CONTRACT_PAGES as readonly string[]).includes(page)
    ? (page as ContractPage)
    : null;
}

/** The screen of one route; areas built in later steps show their frame with the title. */
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
  const notFound = <NotFoundScreen loggedIn={session.status === 'loggedIn'} />;
  if (props.match === null) return notFound;
  const { route } = props.match;
  const loggedIn = session.status === 'loggedIn';
  /** Remembers this page for after the login, then goes to the login. */
  const loginHere = () => {
    props.rememberAfterLogin(`${location.pathname}${location.search}`);
    navigate(routePath('login'));
  };
  // The DokBox's upload dialog for another page's named document; its code loads when a document
  // is first uploaded, and the page stays meanwhile.
  const uploadDialog = (upload: DocumentUpload) => (
    <Suspense fallback={null}>
      <DocumentUploadDialog {...upload} />
    </Suspense>
  );
  switch (route.name) {
    case 'login':
      // The one navigation after a login: the login page on screen leaves for the target.
      return session.status === 'loggedIn' && props.current ? (
        <Navigate to={props.afterLoginTarget()} replace />
      ) : (
        <LoginRoute />
      );
    case 'dashboard': {
      const sliders = <CampaignSliders />;
      return session.status === 'loggedIn' ? (
        <DashboardRoute
          loggedIn
          firstName={session.firstName}
          storedContracts={session.contracts}
          testMode={session.testMode}
          sliders={sliders}
        />
      ) : (
        <DashboardRoute loggedIn={false} sliders={sliders} />
      );
    }
    case 'menu':
      return (
        <MenuScreen
          onLogout={() => {
            void actions.logout();
          }}
        />
      );
    case 'nachrichten':
      return <PostboxScreen />;
    case 'dokbox':
      return <DokboxScreen />;
    case 'hausrat':
      return (
        <InventoryScreen
          title={route.title}
          contracts={session.status === 'loggedIn' ? session.contracts : []}
        />
      );
    case 'services':
      return (
        <ServicesScreen
          trackers={
            // The trackers are extra: the list of services does not wait for their code.
            <Suspense fallback={null}>
              <EbikeTrackerSection
                contracts={session.status === 'loggedIn' ? session.contracts : []}
              />
            </Suspense>
          }
        />
      );
    case 'immowert':
      return (
        <ImmoWertScreen
          loggedIn={session.status === 'loggedIn'}
          onLogin={() => {
            props.rememberAfterLogin(location.pathname);
            navigate(routePath('login'));
          }}
        />
      );
    case 'bestfit':
      return <BestFitScreen contracts={session.status === 'loggedIn' ? session.contracts : []} />;
    case 'hilfe':
      return <HelpScreen />;
    case 'barrierefreiheit':
      return <AccessibilityScreen />;
    case 'bestaetigung': {
      const { code } = props.match.params;
      return code === undefined ? notFound : <ConfirmationCheckScreen code={code} />;
    }
    case 'aktivierung':
      // Activated already: the one navigation after an activation, and where a logged-in
      // customer who opens the letter's link again belongs.
      return loggedIn && props.current ? <Navigate to="/dashboard" replace /> : <ActivationRoute />;
    case 'profil':
      return <ProfileScreen loggedIn={session.status === 'loggedIn'} />;
    case 'email-bestaetigung':
      return <EmailConfirmationScreen />;
    case 'einstellungen':
      return <SettingsScreen darkMode={props.darkMode} onDarkModeChange={props.onDarkModeChange} />;
    case 'protected': {
      const prompt = parseProtectedPage(location.search);
      if (prompt === null) return notFound;
      return (
        <ProtectedScreen
          page={prompt.page}
          onUnlocked={(page) => {
            props.onUnlocked(page);
            navigate(prompt.target, { replace: true });
          }}
        />
      );
    }
    case 'vertraege':
      return (
        <ContractsScreen storedContracts={session.status === 'loggedIn' ? session.contracts : []} />
      );
    case 'kreditcheckliste':
      return <ChecklistScreen />;
    case 'berater':
      return (
        <AdviserScreen
          appointments={
            // The appointments are extra: the cards do not wait for their code.
            <Suspense fallback={null}>
              <AppointmentList movesHere={null} />
            </Suspense>
          }
        />
      );
    case 'berater-vertrag': {
      const { contractId } = props.match.params;
      return contractId === undefined ? (
        notFound
      ) : (
        <ContractAdviserScreen contractId={contractId} />
      );
    }
    case 'video-termin': {
      const { agentId, contractId } = props.match.params;
      return agentId === undefined ? (
        notFound
      ) : (
        <VideoBookingScreen
          agentId={agentId}
          contractId={contractId}
          loggedIn={session.status === 'loggedIn'}
        />
      );
    }
    case 'video-meeting':
      return (
        <VideoMeetingScreen
          loggedIn={session.status === 'loggedIn'}
          onCompletionUnlocked={() => {
            props.onUnlocked('video-termin-abschluss');
          }}
        />
      );
    case 'video-termin-abschluss':
      return (
        <VideoCompletionScreen
          loggedIn={loggedIn}
          onLogin={loginHere}
          onLocked={() => {
            navigate(
              protectedPagePath('video-termin-abschluss', `${location.pathname}${location.search}`),
              { replace: true },
            );
          }}
          uploadDialog={uploadDialog}
        />
      );
    case 'me1ns':
      return <Me1nsScreen />;
    case 'my21':
      return <My21Screen loggedIn={loggedIn} onLogin={loginHere} />;
    case 'my21-day': {
      const { day } = props.match.params;
      return day === undefined ? (
        notFound
      ) : (
        <My21DayScreen day={Number(day)} loggedIn={loggedIn} onLogin={loginHere} />
      );
    }
    case 'me1nzuhause':
      return <LecturesScreen />;
    case 'me1nzuhause-vortrag': {
      const { id } = props.match.params;
      return id === undefined ? notFound : <LectureScreen id={Number(id)} />;
    }
    case 'services-schmerzlinderung':
      return (
        <SchmerzlinderungScreen
          loggedIn={loggedIn}
          onLogin={loginHere}
          uploadDialog={uploadDialog}
        />
      );
    case 'unwetterwarnung':
    case 'unwetterwarnung-neu':
      return (
        <StormWarningScreen
          contractId={props.match.params.contractId ?? null}
          contracts={session.status === 'loggedIn' ? session.contracts : []}
          stepwise={route.name === 'unwetterwarnung-neu'}
        />
      );
    default: {
      const contractPage = contractPageOf(route.name);
      const { motive, contractId } = props.match.params;
      if (route.area === 'claims') {
        return (
          <ClaimsRoute
            name={route.name}
            title={route.title}
            motive={isMotive(motive) ? motive : null}
            contractId={contractId ?? null}
            loggedIn={session.status === 'loggedIn'}
            contracts={session.status === 'loggedIn' ? session.contracts : []}
            itemSource={(source) => (
              <Suspense fallback={null}>
                <InventoryClaimPicker {...source} />
              </Suspense>
            )}
          />
        );
      }
      if (contractPage !== null && isMotive(motive) && contractId !== undefined) {
        const hasChecklist =
          session.status === 'loggedIn' &&
          session.checklists.some((checklist) => checklist.ContractId === contractId);
        return (
          <ContractRoute
            motive={motive}
            contractId={contractId}
            page={contractPage}
            storedContracts={session.status === 'loggedIn' ? session.contracts : []}
            hasChecklist={hasChecklist}
            stormWarning={(contract) => (
              // The contract page shows while the storm warning's code loads.
              <Suspense fallback={null}>
                <StormWarningPanel contractId={contract.ContractId} />
              </Suspense>
            )}
            ebikeTracker={(contract) => (
              <Suspense fallback={null}>
                <EbikeTrackerCard contract={contract} headingLevel={2} />
              </Suspense>
            )}
            adviser={(contract) => (
              <Suspense fallback={null}>
                <ContractAdviser contractId={contract.ContractId} />
              </Suspense>
            )}
            confirmations={(contract) => (
              <Suspense fallback={null}>
                <ConfirmationsPanel contract={contract} />
              </Suspense>
            )}
          />
        );
      }
      return <AreaScreen title={route.title} />;
    }
  }
}

/** Decides with the guards what its route shows, then shows it. */
export function RouteView(props: RouteViewProps) {
  const { session } = useSession();
  const location = useLocation();
  // Ionic keeps the pages of earlier routes mounted, each under the match of its own route: each
  // shows its own path, not the current one (the query and hash only the current page has).
  // Rendering the current route in all of them made every kept page load the new screen too,
  // and a screen whose code came later than the outlet's 300 ms wait then stayed invisible.
  const ownPathname = useOwnPathname();
  const current = ownPathname === location.pathname;
  const path = current ? `${location.pathname}${location.search}${location.hash}` : ownPathname;
  // One page element for the route through all it shows: Ionic's outlet shows the page element a
  // route registers first, and one swapped in while or after that transition runs stays invisible.
  // A route that sent the visitor to the login and is shown again after it (the link of an
  // appointment mail, say) would otherwise come back with a new element while its view was kept.
  return <IonPage>{routeContent(props, session.status, ownPathname, current, path)}</IonPage>;
}

/** What the page element of a route holds: a loading frame, a diversion, or its screen. */
function routeContent(
  props: RouteViewProps,
  status: Session['status'],
  ownPathname: string,
  current: boolean,
  path: string,
): ReactNode {
  // While the session is checked (without a call where the page says, as the server's pages do)
  // the login page shows: it is the same page whatever the check finds, and a live session leads
  // on from it. Every other route shows its frame with a loading line at once, the tab bar too
  // where the page said a customer is logged in.
  if (status === 'checking' && ownPathname !== routePath('login')) {
    return (
      <ScreenLoading
        title={matchRoute(ownPathname)?.route.title ?? routeTitles['page-not-found']}
      />
    );
  }
  const decision = decideNavigation(path, {
    loggedIn: status === 'loggedIn',
    claimOnlyMode: CLAIM_ONLY_MODE,
    unlockedPages: props.unlockedPages,
  });
  // A page kept behind the current one that its route would now send elsewhere (after a logout,
  // say) shows nothing: only the page on screen leads elsewhere.
  if (decision.kind !== 'allow') {
    return current ? (
      <Divert decision={decision} rememberAfterLogin={props.rememberAfterLogin} />
    ) : null;
  }
  // A screen whose code is still on its way shows its frame and a loading line; one whose code
  // failed to load says so. Never a white page.
  const title = decision.match?.route.title ?? routeTitles['page-not-found'];
  return (
    <ScreenBoundary key={ownPathname} title={title}>
      <Suspense fallback={<ScreenLoading title={title} />}>
        <Screen match={decision.match} current={current} {...props} />
      </Suspense>
    </ScreenBoundary>
  );
}
