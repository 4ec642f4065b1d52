import {
  PING_INTERVAL_MS,
  checklistCalls,
  contractCalls,
  type Checklist,
  type Contract,
  sessionCalls,
  generalCalls,
} from '@servicebereich/protocol';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useApi } from '../../api/api-context.tsx';
import { isConnectionFailure } from '../../api/api-error.ts';
import { fillFromPage } from '../../api/page-answers.ts';
import type { PageSession } from '../../api/page-session.ts';
import { contractsKey } from '../../api/shared-keys.ts';
import type { Transport } from '../../api/transport.ts';
import { onResume } from '../../native/app-lifecycle.ts';
import { isNative } from '../../native/platform.ts';
import {
  clearSessionData,
  readStored,
  writeStored,
  type StoredValue,
} from '../../native/storage.ts';
import { sendLogin, storeLogin, type LoginAnswer } from './login-steps.ts';
import { forgetTestMode, isTestModeRemembered, rememberTestMode } from './test-mode-flag.ts';

/** The Verfügernummer that starts the test mode: bundled demo answers, no server. */
export const TEST_MODE_CUSTOMER_NUMBER = '1234567890';

export type Session =
  /** `expectLoggedIn`: the page or the tab says a customer is logged in, until the check ends. */
  | { status: 'checking'; expectLoggedIn: boolean }
  | { status: 'loggedOut' }
  | {
      status: 'loggedIn';
      firstName: string;
      contracts: readonly Contract[];
      checklists: readonly Checklist[];
      testMode: boolean;
    };

export type SessionActions = {
  login: (values: { verfuegernummer: string; passwort: string }) => Promise<void>;
  /**
   * Logs in with the answer of a login the caller sends: the activation with its new password, the
   * biometric login (decision 027) with the number its credential names, a passkey (decision 029)
   * with null, as its answer names the number. Their code stays out of the first load.
   */
  loginWith: (customerNumber: string | null, send: () => Promise<LoginAnswer>) => Promise<void>;
  /** Logs out at the server; the local session ends when the server confirms (Status 200). */
  logout: () => Promise<void>;
  /** The session is gone at the server (notloggedin, expired): forget it here too. */
  forget: () => Promise<void>;
};

/** What the login screen does: the login page's start has these two alone (login-main.tsx). */
export type LoginActions = Pick<SessionActions, 'login' | 'loginWith'>;

type SessionContextValue = { session: Session; actions: SessionActions };

const SessionContext = createContext<SessionContextValue | null>(null);

export type SessionProviderProps = {
  /** The transport of the configured host, restored when the test mode ends. */
  serverTransport: () => Transport;
  /** Whether the test mode may start (development mode only). */
  testModeAllowed: boolean;
  /** What the page said of the session (api/page-session.ts); null: ask the server. */
  pageSession: Pick<PageSession, 'loggedIn' | 'firstName' | 'answers'> | null;
  /** Whether the current route is public: a resumed app re-checks the login only elsewhere. */
  isPublicRoute: () => boolean;
  /** After a logout (the login route itself leads on after a login). */
  onLoggedOut: () => void;
  children: ReactNode;
};

/**
 * Where a session starts. The dashboard's page of a logged-in customer brings the first answers
 * (decision 009): their contracts fill the queries and the session is the customer's at once,
 * so the first screen shows in the app's first render instead of a loading line. Everywhere else
 * the session is checked first (below): the native app, the test mode, and a page without them.
 */
function sessionFromPage(
  page: SessionProviderProps['pageSession'],
  testModeAllowed: boolean,
  queryClient: QueryClient,
): Session {
  const resumeTestMode = testModeAllowed && isTestModeRemembered();
  const checking: Session = {
    status: 'checking',
    expectLoggedIn: !isNative() && (resumeTestMode || page?.loggedIn === true),
  };
  if (isNative() || resumeTestMode || page?.loggedIn !== true || page.firstName === null) {
    return checking;
  }
  fillFromPage(queryClient, page);
  const contracts = queryClient.getQueryData<readonly Contract[]>(contractsKey);
  return contracts === undefined
    ? checking
    : { status: 'loggedIn', firstName: page.firstName, contracts, checklists: [], testMode: false };
}

/**
 * The server's answer for what the login keeps on the device under `key`, where this browser kept
 * none while its session lived on (its site data cleared); null where it is kept or no answer came.
 */
async function askIfNotKept<K extends 'contracts' | 'checklists'>(
  key: K,
  ask: () => Promise<StoredValue<K>>,
): Promise<StoredValue<K> | null> {
  if ((await readStored(key)) !== null) return null;
  return ask().catch(() => null);
}

/**
 * The customer's session in the app (SPEC 4): login stores contracts and checklists, logout
 * clears every cache and stored item, native start logs out, a resumed app checks the login
 * again, Ping keeps the server session alive.
 */
export function SessionProvider(props: SessionProviderProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session>(() =>
    sessionFromPage(props.pageSession, props.testModeAllowed, queryClient),
  );
  const propsRef = useRef(props);
  useEffect(() => {
    propsRef.current = props;
  });
  const testModeRef = useRef(false);

  /** `resumed`: the tab was in the test mode before a reload, logged in. */
  const enterTestMode = useCallback(
    async (resumed: boolean) => {
      const { createDemoTransport } = await import('../../demo/demo-transport.ts');
      api.setTransport(createDemoTransport(new Date(), { loggedIn: resumed }));
      testModeRef.current = true;
    },
    [api],
  );

  const leaveTestMode = useCallback(() => {
    forgetTestMode();
    if (!testModeRef.current) return;
    testModeRef.current = false;
    api.setTransport(propsRef.current.serverTransport());
  }, [api]);

  const forget = useCallback(async () => {
    queryClient.clear();
    await clearSessionData();
    leaveTestMode();
    setSession({ status: 'loggedOut' });
    propsRef.current.onLoggedOut();
  }, [leaveTestMode, queryClient]);

  /**
   * Logs in with the answer of `send` (a login, an activation, a passkey login) and stores what
   * it brought. The number is the one typed, or null for the one the answer names (a passkey's).
   */
  const enter = useCallback<SessionActions['loginWith']>(
    async (customerNumber, send) => {
      const testMode =
        customerNumber === TEST_MODE_CUSTOMER_NUMBER && propsRef.current.testModeAllowed;
      if (testMode) await enterTestMode(false);
      else leaveTestMode();
      try {
        const result = await send();
        queryClient.clear();
        await storeLogin(customerNumber, result);
        if (testMode) rememberTestMode();
        setSession({
          status: 'loggedIn',
          firstName: result.vorname,
          contracts: result.vertraege,
          checklists: result.checklists,
          testMode,
        });
      } catch (error) {
        leaveTestMode();
        throw error;
      }
    },
    [enterTestMode, leaveTestMode, queryClient],
  );

  const login = useCallback<SessionActions['login']>(
    (values) => enter(values.verfuegernummer, () => sendLogin(api, values)),
    [api, enter],
  );

  const logout = useCallback(async () => {
    await api.call(sessionCalls.logout);
    await forget();
  }, [api, forget]);

  // At start: native apps always begin logged out; the web app picks up a live server session.
  const startedFromPage = useRef(session.status === 'loggedIn');
  useEffect(() => {
    let cancelled = false;
    if (startedFromPage.current) {
      forgetTestMode();
      // Only the checklists kept since login are still to come.
      void readStored('checklists').then((checklists) => {
        if (cancelled || checklists === null || checklists.length === 0) return;
        setSession((current) =>
          current.status === 'loggedIn' ? { ...current, checklists } : current,
        );
      });
      return () => {
        cancelled = true;
      };
    }
    async function restore(): Promise<Session> {
      if (isNative()) {
        await api.call(sessionCalls.logout).catch(() => undefined);
        await clearSessionData();
        return { status: 'loggedOut' };
      }
      const resumeTestMode = propsRef.current.testModeAllowed && isTestModeRemembered();
      if (resumeTestMode) await enterTestMode(true);
      else forgetTestMode();
      // What the page says is about the server's session; the test mode has none there.
      const page = resumeTestMode ? null : propsRef.current.pageSession;
      let loggedIn: boolean;
      try {
        loggedIn = page?.loggedIn ?? (await api.call(sessionCalls.isLoggedIn)).LoggedIn;
      } catch (error) {
        // No network at start (the page came from the service worker): the data kept for
        // reading offline, if there is any (decision 032).
        if (resumeTestMode || !isConnectionFailure(error)) throw error;
        const offline = await import('../../api/offline-data.ts');
        const kept = await offline.restoreOffline(queryClient, api, forget);
        if (kept === null) throw error;
        return { status: 'loggedIn', ...kept, testMode: false };
      }
      if (!loggedIn) {
        await clearSessionData();
        return { status: 'loggedOut' };
      }
      // The dashboard's page brings the answers of its first calls (decision 009).
      if (page !== null) fillFromPage(queryClient, page);
      // The contracts and checklists kept since login; the screens that show contracts fetch
      // them again where the page did not bring them (the dashboard says it is loading them
      // while none are kept).
      const [firstName, contracts, checklists] = await Promise.all([
        // Asked only where the page did not say it (the native app, the test mode): the
        // profile's calls load then, not with the first screen.
        page?.firstName ??
          import('../profile/api/get-user-address.ts').then(({ fetchFirstName }) =>
            fetchFirstName(api),
          ),
        readStored('contracts'),
        readStored('checklists'),
      ]);
      return {
        status: 'loggedIn',
        firstName,
        contracts: contracts ?? [],
        checklists: checklists ?? [],
        testMode: testModeRef.current,
      };
    }
    // The first screen renders as a transition: it yields to the browser every few
    // milliseconds instead of holding the main thread until all of it is on screen.
    const settle = (restored: Session) => {
      if (cancelled) return;
      startTransition(() => {
        setSession(restored);
      });
    };
    restore().then(settle, () => {
      leaveTestMode();
      settle({ status: 'loggedOut' });
    });
    return () => {
      cancelled = true;
    };
  }, [api, enterTestMode, leaveTestMode, forget, queryClient]);

  const loggedIn = session.status === 'loggedIn';
  const testMode = session.status === 'loggedIn' && session.testMode;

  useEffect(() => {
    if (!loggedIn) return undefined;
    const timer = setInterval(() => {
      api.call(generalCalls.ping).catch(() => undefined);
    }, PING_INTERVAL_MS);
    return () => {
      clearInterval(timer);
    };
  }, [api, loggedIn]);

  // What the login keeps, where this browser kept none: the contracts (the page's where it
  // brought them) and the checklists, which the claim forms and the credit checklist need.
  useEffect(() => {
    if (!loggedIn || testMode) return undefined;
    let cancelled = false;
    void Promise.all([
      askIfNotKept('contracts', () =>
        queryClient.query({
          queryKey: contractsKey,
          // The page's answers where it brought them; asked only where the cache has none.
          staleTime: 'static',
          queryFn: ({ signal }) => api.call(contractCalls.getVertraege, {}, { signal }),
        }),
      ),
      askIfNotKept('checklists', () => api.call(checklistCalls.getCheckLists)),
    ]).then(async ([contracts, checklists]) => {
      if (cancelled) return;
      await Promise.all([
        contracts === null ? undefined : writeStored('contracts', contracts),
        checklists === null ? undefined : writeStored('checklists', checklists),
      ]);
      setSession((current) =>
        current.status !== 'loggedIn' || cancelled
          ? current
          : {
              ...current,
              contracts: contracts ?? current.contracts,
              checklists: checklists ?? current.checklists,
            },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [api, loggedIn, queryClient, testMode]);

  useEffect(() => {
    if (!loggedIn || testMode) return undefined;
    return onResume(() => {
      if (propsRef.current.isPublicRoute()) return;
      api.call(sessionCalls.isLoggedIn).then(
        ({ LoggedIn }) => {
          if (!LoggedIn) void forget();
        },
        () => undefined,
      );
    });
  }, [api, forget, loggedIn, testMode]);

  const value = useMemo(
    () => ({ session, actions: { login, loginWith: enter, logout, forget } }),
    [session, login, enter, logout, forget],
  );
  return <SessionContext value={value}>{props.children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = use(SessionContext);
  if (value === null) throw new Error('useSession needs a SessionProvider above it');
  return value;
}
