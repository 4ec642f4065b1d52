import {
  CONFIRMATION_PAGE_PATH,
  EMAIL_CONFIRMATION_PATH,
  isMotive,
  VIDEO_COMPLETION_PATH,
  VIDEO_MEETING_PATH,
  type Contract,
  type PagePasswordPage,
} from '@servicebereich/protocol';
import { Suspense, type LazyExoticComponent, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { ContractPage } from './features/contracts/contract-pages.ts';
import type { LoginActions, Session } from './features/session/session-context.tsx';
import { ContractDetailsAhead } from './features/contracts/contract-details-ahead.tsx';
import { useAfterFirstScreen } from './shell/after-first-screen.ts';
import type { DarkModeSetting } from './shell/dark-mode.ts';
import type { DocumentUpload } from './shell/document-upload.ts';
import { lazyScreen, type LazyComponent } from './shell/lazy-screen.ts';
import { LoadingSkeleton } from './shell/loading-skeleton.tsx';
import { ScreenLoading } from './shell/screen-boundary.tsx';
import { routeTitles } from './text/routes.ts';
// The two first screens come with the app's own code: a lazy chunk would be one more round trip
// before the first screen shows.
import DashboardRoute from './features/dashboard/dashboard-route.tsx';
import LoginRoute from './features/session/login-route.tsx';

// The route table of SPEC section 2: each route once, with its path, who may see it, the area that
// builds it and its screen; its German title is in text/routes.ts. routes.ts matches paths and
// builds links from this table; route-view.tsx shows the screen of the route its guards allow.
// The screens link through routes.ts, so the table takes them with `import()`, which closes no
// import circle (scripts/import-cycles.ts); the two first screens, imported outright, do not use
// routes.ts.

/** The name of a route, as text/routes.ts names its title. */
export type RouteName = keyof typeof routeTitles;
/** The routes of the table: all but the not-found page. */
type TableName = Exclude<RouteName, 'page-not-found'>;

/** The feature that builds the screen (`features/<area>`, or the shell). */
export type RouteArea =
  | 'shell'
  | 'session'
  | 'dashboard'
  | 'services'
  | 'menu'
  | 'help'
  | 'contracts'
  | 'postbox'
  | 'dokbox'
  | 'checklists'
  | 'claims'
  | 'adviser'
  | 'video'
  | 'storm-warning'
  | 'immowert'
  | 'bestfit'
  | 'campaigns'
  | 'profile'
  | 'settings'
  | 'page-password'
  | 'accessibility'
  | 'confirmations'
  | 'inventory';

/** What route-view.tsx gives the screen of the route it shows. */
export type ScreenContext = {
  readonly name: RouteName;
  readonly title: string;
  /** The path's parameters, each checked by PARAM_RULES (routes.ts). */
  readonly params: Readonly<Record<string, string>>;
  /** Whether this is the page on screen; only that one leads elsewhere. */
  readonly current: boolean;
  readonly session: Session;
  readonly loggedIn: boolean;
  /** A logged-in customer's contracts as the session keeps them; none for a visitor. */
  readonly contracts: readonly Contract[];
  readonly logout: () => void;
  readonly loginActions: LoginActions;
  /** Where a login leads: the remembered (safe) target, or the dashboard. */
  readonly afterLoginTarget: () => string;
  /** Remembers this page for after the login, then goes to the login. */
  readonly loginHere: () => void;
  readonly onUnlocked: (page: PagePasswordPage) => void;
  /** Puts the page password's prompt for `page` in this page's place; it leads back here. */
  readonly askPagePassword: (page: PagePasswordPage) => void;
  /**
   * What the prompt at `/protected` asks for, from its query: the page it unlocks, and what
   * follows the unlocking (on to the link it keeps). Null when the query names no such page.
   */
  readonly pagePasswordPrompt: () => {
    readonly page: PagePasswordPage;
    readonly unlocked: (page: PagePasswordPage) => void;
  } | null;
  readonly darkMode: DarkModeSetting;
  readonly onDarkModeChange: (setting: DarkModeSetting) => void;
};

/** What a route shows, made from what route-view.tsx gives it. */
export type Screen = (c: ScreenContext) => ReactNode;

export type RouteDeclaration = {
  /** A react-router 6 pattern; every parameter is checked by PARAM_RULES before a route matches. */
  readonly path: string;
  readonly area: RouteArea;
  /** Reachable without login (SPEC 2: the listed names and every claim route). */
  readonly public: boolean;
  readonly screen: Screen;
};

/**
 * A screen whose code loads when its route is first shown (`lazyScreen`); `render` gives the
 * loaded component its props.
 */
function lazily<T extends LazyComponent>(
  load: () => Promise<{ default: T }>,
  render: (Component: LazyExoticComponent<T>, c: ScreenContext) => ReactNode,
): Screen {
  const Component = lazyScreen(load);
  return (c) => render(Component, c);
}

/** Shown for every path no route matches, and for a route whose parameters find nothing. */
export const NOT_FOUND: RouteDeclaration = {
  path: '*',
  area: 'shell',
  public: true,
  screen: lazily(
    () =>
      import('./features/pages/not-found-screen.tsx').then((m) => ({ default: m.NotFoundScreen })),
    (NotFoundScreen, c) => <NotFoundScreen loggedIn={c.loggedIn} />,
  ),
};
const notFound = NOT_FOUND.screen;

// Pieces of other features that a screen shows. Each loads behind a `Suspense` of its own, so the
// screen never waits for its code.

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
// The adviser overview shows the video appointments above its cards, which wait for them so that
// they do not move: both parts' code loads together, and the appointments are asked for at the
// same time as the advisers.
const loadAppointmentList = () => import('./features/video/appointment-list.tsx');
const AppointmentsAbove = lazyScreen(() =>
  loadAppointmentList().then((m) => ({ default: m.AppointmentsAbove })),
);
const ContractAdviser = lazyScreen(() =>
  import('./features/adviser/adviser-screen.tsx').then((m) => ({
    default: m.ContractAdviser,
  })),
);
const StormWarningPanel = lazyScreen(() =>
  import('./features/storm-warning/storm-warning-panel.tsx').then((m) => ({
    default: m.StormWarningPanel,
  })),
);
const CurrentStormWarnings = lazyScreen(() =>
  import('./features/storm-warning/current-warnings.tsx').then((m) => ({
    default: m.CurrentStormWarnings,
  })),
);
const ConfirmationsPanel = lazyScreen(() =>
  import('./features/confirmations/confirmations-panel.tsx').then((m) => ({
    default: m.ConfirmationsPanel,
  })),
);
const InventoryClaimPicker = lazyScreen(() =>
  import('./features/inventory/inventory-claim-picker.tsx').then((m) => ({
    default: m.InventoryClaimPicker,
  })),
);
const DocumentUploadDialog = lazyScreen(() =>
  import('./features/dokbox/document-upload-dialog.tsx').then((m) => ({
    default: m.DocumentUploadDialog,
  })),
);
/**
 * The DokBox's upload dialog for another page's named document; its code loads when a document
 * is first uploaded, and the page stays meanwhile.
 */
function uploadDialog(upload: DocumentUpload) {
  return (
    <Suspense fallback={null}>
      <DocumentUploadDialog {...upload} />
    </Suspense>
  );
}

// The screens that several routes share.

/** The screen of every claim route: its name says which form, with or without a contract. */
const claimScreen = lazily(
  () => import('./features/claims/claims-route.tsx'),
  (ClaimsRoute, c) => (
    <ClaimsRoute
      name={c.name}
      title={c.title}
      motive={isMotive(c.params.motive) ? c.params.motive : null}
      contractId={c.params.contractId ?? null}
      loggedIn={c.loggedIn}
      contracts={c.contracts}
      itemSource={(source) => (
        <Suspense fallback={null}>
          <InventoryClaimPicker {...source} />
        </Suspense>
      )}
    />
  ),
);

/** A claim route: public (SPEC 2), with the claims' screen. */
function claimRoute(path: string): RouteDeclaration {
  return { path, area: 'claims', public: true, screen: claimScreen };
}

/** The storm warning's screen, at once or in steps (`unwetterwarnung-neu`). */
const stormWarningScreen = lazily(
  () =>
    import('./features/storm-warning/storm-warning-screen.tsx').then((m) => ({
      default: m.StormWarningScreen,
    })),
  (StormWarningScreen, c) => (
    <StormWarningScreen
      contractId={c.params.contractId ?? null}
      contracts={c.contracts}
      stepwise={c.name === 'unwetterwarnung-neu'}
    />
  ),
);

const ContractRoute = lazyScreen(() => import('./features/contracts/contract-route.tsx'));
/** A contract's overview and each of its sub-pages: one screen, told the page. */
function contractScreen(page: ContractPage): Screen {
  return (c) => {
    const { motive, contractId } = c.params;
    if (!isMotive(motive) || contractId === undefined) return notFound(c);
    const hasChecklist =
      c.session.status === 'loggedIn' &&
      c.session.checklists.some((checklist) => checklist.ContractId === contractId);
    return (
      <>
        <ContractDetailsAhead contractId={contractId} />
        {/* Apart from the route's own, so that the details are asked for while the code loads. */}
        <Suspense fallback={<ScreenLoading title={c.title} />}>
          <ContractRoute
            motive={motive}
            contractId={contractId}
            page={page}
            storedContracts={c.contracts}
            hasChecklist={hasChecklist}
            stormWarning={(contract) => (
              // The contract page shows while the storm warning's code loads.
              <Suspense fallback={null}>
                <StormWarningPanel contractId={contract.ContractId} />
              </Suspense>
            )}
            currentStormWarnings={(contract) => (
              <Suspense fallback={null}>
                <CurrentStormWarnings
                  contractId={contract.ContractId}
                  to={`/${motive}/vertrag/${contract.ContractId}/unwetterwarnung`}
                />
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
        </Suspense>
      </>
    );
  };
}

/** The routes a list makes, by name. */
function generated<N extends TableName>(
  routes: readonly (readonly [N, RouteDeclaration])[],
): Record<N, RouteDeclaration> {
  // Object.fromEntries knows its keys only as strings; they are the names given.
  return Object.fromEntries(routes) as Record<N, RouteDeclaration>;
}

const CLAIM_TYPES = ['kfz', 'haushalt', 'sachversicherung', 'rechtsschutz'] as const;

const CONTRACT_PAGES = [
  ['gutschein', 'contracts'],
  ['sepa-lastschrift', 'contracts'],
  ['kfz-begutachtung', 'contracts'],
  ['vertragsdetails', 'contracts'],
  ['umsaetze', 'contracts'],
  ['berater', 'adviser'],
  ['fonds', 'contracts'],
  ['spontanrueckzahlung', 'contracts'],
  ['unwetterwarnung', 'storm-warning'],
  ['einzahlung', 'contracts'],
  ['anpassen', 'contracts'],
  ['uebersicht', 'contracts'],
  ['auszahlung', 'contracts'],
  // Beyond the spec: the contract's confirmations (decision 043).
  ['bestaetigungen', 'confirmations'],
] as const satisfies readonly (readonly [ContractPage, RouteArea])[];

/** Every route but the not-found page; a name without its route is a type error. */
export const ROUTE_TABLE: { readonly [N in TableName]: RouteDeclaration } = {
  login: {
    path: '/login',
    area: 'session',
    public: true,
    screen: (c) =>
      // The one navigation after a login: the login page on screen leaves for the target.
      c.session.status === 'loggedIn' && c.current ? (
        <Navigate to={c.afterLoginTarget()} replace />
      ) : (
        <LoginRoute actions={c.loginActions} />
      ),
  },
  aktivierung: {
    path: '/aktivierung',
    area: 'session',
    public: true,
    screen: lazily(
      () => import('./features/session/activation-route.tsx'),
      (ActivationRoute, c) =>
        // Activated already: the one navigation after an activation, and where a logged-in
        // customer who opens the letter's link again belongs.
        c.loggedIn && c.current ? <Navigate to="/dashboard" replace /> : <ActivationRoute />,
    ),
  },
  // Public: logged out it shows the "nicht eingeloggt" variant of the dashboard.
  dashboard: {
    path: '/dashboard',
    area: 'dashboard',
    public: true,
    screen: (c) => {
      const sliders = <CampaignSliders />;
      return c.session.status === 'loggedIn' ? (
        <DashboardRoute
          loggedIn
          firstName={c.session.firstName}
          storedContracts={c.session.contracts}
          testMode={c.session.testMode}
          sliders={sliders}
        />
      ) : (
        <DashboardRoute loggedIn={false} sliders={sliders} />
      );
    },
  },
  services: {
    path: '/services',
    area: 'services',
    public: false,
    screen: lazily(
      () =>
        import('./features/services/services-screen.tsx').then((m) => ({
          default: m.ServicesScreen,
        })),
      (ServicesScreen, c) => (
        <ServicesScreen
          trackers={
            // The trackers are extra: the list of services does not wait for their code.
            <Suspense fallback={null}>
              <EbikeTrackerSection contracts={c.contracts} />
            </Suspense>
          }
        />
      ),
    ),
  },
  vertraege: {
    path: '/vertraege',
    area: 'contracts',
    public: false,
    screen: lazily(
      () => import('./features/contracts/contracts-screen.tsx'),
      (ContractsScreen, c) => <ContractsScreen storedContracts={c.contracts} />,
    ),
  },
  nachrichten: {
    path: '/nachrichten',
    area: 'postbox',
    public: false,
    screen: lazily(
      () =>
        import('./features/postbox/postbox-screen.tsx').then((m) => ({
          default: m.PostboxScreen,
        })),
      (PostboxScreen) => <PostboxScreen />,
    ),
  },
  menu: {
    path: '/menu',
    area: 'menu',
    public: false,
    screen: lazily(
      () => import('./features/menu/menu-screen.tsx').then((m) => ({ default: m.MenuScreen })),
      (MenuScreen, c) => <MenuScreen onLogout={c.logout} />,
    ),
  },
  me1ns: {
    path: '/services/me1ns',
    area: 'campaigns',
    public: true,
    screen: lazily(
      () =>
        import('./features/campaigns/me1ns-screen.tsx').then((m) => ({ default: m.Me1nsScreen })),
      (Me1nsScreen) => <Me1nsScreen />,
    ),
  },
  me1nzuhause: {
    path: '/services/me1ns/me1nzuhause',
    area: 'campaigns',
    public: true,
    screen: lazily(
      () =>
        import('./features/campaigns/lectures-screen.tsx').then((m) => ({
          default: m.LecturesScreen,
        })),
      (LecturesScreen) => <LecturesScreen />,
    ),
  },
  'me1nzuhause-vortrag': {
    path: '/services/me1ns/me1nzuhause/:lecture',
    area: 'campaigns',
    public: true,
    screen: lazily(
      () =>
        import('./features/campaigns/lecture-screen.tsx').then((m) => ({
          default: m.LectureScreen,
        })),
      (LectureScreen, c) => {
        const { id } = c.params;
        return id === undefined ? notFound(c) : <LectureScreen id={Number(id)} />;
      },
    ),
  },
  my21: {
    path: '/services/me1ns/my21/',
    area: 'campaigns',
    public: true,
    screen: lazily(
      () => import('./features/campaigns/my21-screen.tsx').then((m) => ({ default: m.My21Screen })),
      (My21Screen, c) => <My21Screen loggedIn={c.loggedIn} onLogin={c.loginHere} />,
    ),
  },
  'my21-day': {
    path: '/services/me1ns/my21/:day',
    area: 'campaigns',
    public: true,
    screen: lazily(
      () =>
        import('./features/campaigns/my21-day-screen.tsx').then((m) => ({
          default: m.My21DayScreen,
        })),
      (My21DayScreen, c) => {
        const { day } = c.params;
        return day === undefined ? (
          notFound(c)
        ) : (
          <My21DayScreen day={Number(day)} loggedIn={c.loggedIn} onLogin={c.loginHere} />
        );
      },
    ),
  },
  berater: {
    path: '/services/berater',
    area: 'adviser',
    public: false,
    screen: lazily(
      () => {
        void loadAppointmentList();
        return import('./features/adviser/adviser-screen.tsx').then((m) => ({
          default: m.AdviserScreen,
        }));
      },
      (AdviserScreen) => (
        <AdviserScreen
          around={(cards) => (
            <Suspense fallback={<LoadingSkeleton />}>
              <AppointmentsAbove>{cards}</AppointmentsAbove>
            </Suspense>
          )}
        />
      ),
    ),
  },
  'berater-vertrag': {
    path: '/services/berater/:contractId',
    area: 'adviser',
    public: false,
    screen: lazily(
      () =>
        import('./features/adviser/adviser-screen.tsx').then((m) => ({
          default: m.ContractAdviserScreen,
        })),
      (ContractAdviserScreen, c) => {
        const { contractId } = c.params;
        return contractId === undefined ? (
          notFound(c)
        ) : (
          <ContractAdviserScreen contractId={contractId} />
        );
      },
    ),
  },
  'video-termin': {
    path: '/services/berater/:contractId?/video-termin/:agentId',
    area: 'video',
    public: true,
    screen: lazily(
      () =>
        import('./features/video/video-booking-screen.tsx').then((m) => ({
          default: m.VideoBookingScreen,
        })),
      (VideoBookingScreen, c) => {
        const { agentId, contractId } = c.params;
        return agentId === undefined ? (
          notFound(c)
        ) : (
          <VideoBookingScreen agentId={agentId} contractId={contractId} loggedIn={c.loggedIn} />
        );
      },
    ),
  },
  'video-meeting': {
    path: VIDEO_MEETING_PATH,
    area: 'video',
    public: true,
    screen: lazily(
      () =>
        import('./features/video/video-meeting-screen.tsx').then((m) => ({
          default: m.VideoMeetingScreen,
        })),
      (VideoMeetingScreen, c) => (
        <VideoMeetingScreen
          loggedIn={c.loggedIn}
          onCompletionUnlocked={() => {
            c.onUnlocked('video-termin-abschluss');
          }}
        />
      ),
    ),
  },
  'video-termin-abschluss': {
    path: VIDEO_COMPLETION_PATH,
    area: 'video',
    public: true,
    screen: lazily(
      () =>
        import('./features/video/video-completion-screen.tsx').then((m) => ({
          default: m.VideoCompletionScreen,
        })),
      (VideoCompletionScreen, c) => (
        <VideoCompletionScreen
          loggedIn={c.loggedIn}
          onLogin={c.loginHere}
          onLocked={() => {
            c.askPagePassword('video-termin-abschluss');
          }}
          uploadDialog={uploadDialog}
        />
      ),
    ),
  },
  kreditcheckliste: {
    path: '/:motive/kreditcheckliste',
    area: 'checklists',
    public: false,
    screen: lazily(
      () => import('./features/checklists/checklist-screen.tsx'),
      (ChecklistScreen) => <ChecklistScreen />,
    ),
  },
  dokbox: {
    path: '/services/dokbox',
    area: 'dokbox',
    public: false,
    screen: lazily(
      () =>
        import('./features/dokbox/dokbox-screen.tsx').then((m) => ({ default: m.DokboxScreen })),
      (DokboxScreen) => <DokboxScreen />,
    ),
  },
  // Beyond the spec: the household inventory (decision 045).
  hausrat: {
    path: '/services/hausrat',
    area: 'inventory',
    public: false,
    screen: lazily(
      () =>
        import('./features/inventory/inventory-screen.tsx').then((m) => ({
          default: m.InventoryScreen,
        })),
      (InventoryScreen, c) => <InventoryScreen title={c.title} contracts={c.contracts} />,
    ),
  },
  immowert: {
    path: '/services/immowert',
    area: 'immowert',
    public: true,
    screen: lazily(
      () =>
        import('./features/immowert/immowert-screen.tsx').then((m) => ({
          default: m.ImmoWertScreen,
        })),
      (ImmoWertScreen, c) => <ImmoWertScreen loggedIn={c.loggedIn} onLogin={c.loginHere} />,
    ),
  },
  'services-schmerzlinderung': {
    path: '/services/schmerzlinderung',
    area: 'campaigns',
    public: true,
    screen: lazily(
      () =>
        import('./features/campaigns/schmerzlinderung-screen.tsx').then((m) => ({
          default: m.SchmerzlinderungScreen,
        })),
      (SchmerzlinderungScreen, c) => (
        <SchmerzlinderungScreen
          loggedIn={c.loggedIn}
          onLogin={c.loginHere}
          uploadDialog={uploadDialog}
        />
      ),
    ),
  },
  unwetterwarnung: {
    path: '/services/unwetterwarnung/:contractId?',
    area: 'storm-warning',
    public: false,
    screen: stormWarningScreen,
  },
  'unwetterwarnung-neu': {
    path: '/services/unwetterwarnung-neu/:contractId',
    area: 'storm-warning',
    public: false,
    screen: stormWarningScreen,
  },
  profil: {
    path: '/profil',
    area: 'profile',
    public: true,
    screen: lazily(
      () =>
        import('./features/profile/profile-screen.tsx').then((m) => ({
          default: m.ProfileScreen,
        })),
      (ProfileScreen, c) => <ProfileScreen loggedIn={c.loggedIn} />,
    ),
  },
  // Beyond the spec: the link mailed to a new e-mail address, opened on any device.
  'email-bestaetigung': {
    path: EMAIL_CONFIRMATION_PATH,
    area: 'profile',
    public: true,
    screen: lazily(
      () =>
        import('./features/profile/email-confirmation-screen.tsx').then((m) => ({
          default: m.EmailConfirmationScreen,
        })),
      (EmailConfirmationScreen) => <EmailConfirmationScreen />,
    ),
  },
  einstellungen: {
    path: '/einstellungen',
    area: 'settings',
    public: false,
    screen: lazily(
      () =>
        import('./features/settings/settings-screen.tsx').then((m) => ({
          default: m.SettingsScreen,
        })),
      (SettingsScreen, c) => (
        <SettingsScreen darkMode={c.darkMode} onDarkModeChange={c.onDarkModeChange} />
      ),
    ),
  },
  // Public beyond the spec's list: its answers (a claim "auch ohne Anmeldung") are for visitors
  // too.
  hilfe: {
    path: '/hilfe',
    area: 'help',
    public: true,
    screen: lazily(
      () => import('./features/help/help-screen.tsx').then((m) => ({ default: m.HelpScreen })),
      (HelpScreen) => <HelpScreen />,
    ),
  },
  // Beyond the spec: the accessibility statement (§ 19 BaFG) is for everyone.
  barrierefreiheit: {
    path: '/barrierefreiheit',
    area: 'accessibility',
    public: true,
    screen: lazily(
      () =>
        import('./features/accessibility/accessibility-screen.tsx').then((m) => ({
          default: m.AccessibilityScreen,
        })),
      (AccessibilityScreen) => <AccessibilityScreen />,
    ),
  },
  // Beyond the spec: a confirmation's public check, for whom the customer handed it.
  bestaetigung: {
    path: `${CONFIRMATION_PAGE_PATH}:code`,
    area: 'confirmations',
    public: true,
    screen: lazily(
      () =>
        import('./features/confirmations/confirmation-check-screen.tsx').then((m) => ({
          default: m.ConfirmationCheckScreen,
        })),
      (ConfirmationCheckScreen, c) => {
        const { code } = c.params;
        return code === undefined ? notFound(c) : <ConfirmationCheckScreen code={code} />;
      },
    ),
  },
  bestfit: {
    path: '/bestfit',
    area: 'bestfit',
    public: false,
    screen: lazily(
      () =>
        import('./features/bestfit/best-fit-screen.tsx').then((m) => ({
          default: m.BestFitScreen,
        })),
      (BestFitScreen, c) => <BestFitScreen contracts={c.contracts} />,
    ),
  },
  protected: {
    path: '/protected',
    area: 'page-password',
    public: true,
    screen: lazily(
      () =>
        import('./features/pages/protected-screen.tsx').then((m) => ({
          default: m.ProtectedScreen,
        })),
      (ProtectedScreen, c) => {
        const prompt = c.pagePasswordPrompt();
        return prompt === null ? (
          notFound(c)
        ) : (
          <ProtectedScreen page={prompt.page} onUnlocked={prompt.unlocked} />
        );
      },
    ),
  },

  schadensmeldung: claimRoute('/services/schadensmeldung'),
  'schadensmeldung-neu': claimRoute('/services/schadensmeldung-neu'),
  ...generated(
    CLAIM_TYPES.flatMap((type) => [
      [`schadensmeldung-${type}`, claimRoute(`/services/schadensmeldung/${type}/:contractId?`)],
      [
        `schadensmeldung-${type}-neu`,
        claimRoute(`/services/schadensmeldung/${type}-neu/:contractId?`),
      ],
    ]),
  ),
  'schadensmeldung-krankenhaus': claimRoute('/services/schadensmeldung/krankenhaus/:contractId?'),
  'schadensmeldung-unfall': claimRoute('/services/schadensmeldung/unfall/:contractId?'),
  'vertrag-schadensmeldung': claimRoute('/:motive/vertrag/:contractId/schadensmeldung'),
  ...generated(
    CLAIM_TYPES.map((type) => [
      `vertrag-schadensmeldung-${type}`,
      claimRoute(`/:motive/vertrag/:contractId/schadensmeldung/${type}`),
    ]),
  ),

  'meine-schaeden': {
    path: '/services/meine-schaeden',
    area: 'claims',
    public: false,
    screen: claimScreen,
  },

  vertrag: {
    path: '/:motive/vertrag/:contractId',
    area: 'contracts',
    public: false,
    screen: contractScreen('uebersicht'),
  },
  ...generated(
    CONTRACT_PAGES.map(([page, area]) => [
      `vertrag-${page}`,
      {
        path: `/:motive/vertrag/:contractId/${page}`,
        area,
        public: false,
        screen: contractScreen(page),
      },
    ]),
  ),
};
