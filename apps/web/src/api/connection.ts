import { onlineManager } from '@tanstack/react-query';

/** How long the app waits, after a call got no answer, before asking the server again. */
export const PROBE_INTERVAL_MS = 5_000;

/**
 * Whether calls get answers (decision 032). The browser's word is not enough: behind a captive
 * portal, on a Wi-Fi without internet or with the server out of reach it says it is online while
 * nothing answers. So the app counts as offline while the browser says so, and from a call that
 * got no answer until a call gets one again; meanwhile it asks the server every few seconds while
 * the page is visible, and at once when the browser says it is back online. TanStack Query's
 * online state is this one: the screens fetch again when it returns, and the offline banner
 * shows while it is away.
 */
export type Connection = {
  isOnline: () => boolean;
  /** A call got an answer, whatever it said. */
  answered: () => void;
  /** A call got no answer. */
  unanswered: () => void;
  /** Calls the listener whenever calls get answers again after a time without; returns the stop. */
  onReconnect: (listener: () => void) => () => void;
  /**
   * Starts watching: the browser's online and visibility events, and `probe`, a request whose
   * answer or failure reaches `answered` or `unanswered`, while calls get no answer.
   */
  watch: (probe: () => Promise<void>) => void;
};

export function createConnection(): Connection {
  let reachable = true;
  let probe: (() => Promise<void>) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reconnected = new Set<() => void>();
  const isOnline = () => navigator.onLine && reachable;

  function askLater(): void {
    clearTimeout(timer);
    timer = reachable ? undefined : setTimeout(ask, PROBE_INTERVAL_MS);
  }

  // The browser's online event and the page becoming visible ask again at once.
  function ask(): void {
    clearTimeout(timer);
    timer = undefined;
    if (reachable || probe === null || !navigator.onLine || document.hidden) return;
    probe().then(askLater, askLater);
  }

  return {
    isOnline,
    answered() {
      if (reachable) return;
      reachable = true;
      askLater();
      onlineManager.setOnline(isOnline());
      for (const listener of reconnected) listener();
    },
    unanswered() {
      if (!reachable) return;
      reachable = false;
      onlineManager.setOnline(false);
      askLater();
    },
    onReconnect(listener) {
      reconnected.add(listener);
      return () => {
        reconnected.delete(listener);
      };
    },
    watch(next) {
      probe = next;
      onlineManager.setEventListener((set) => {
        const handleOnline = () => {
          if (reachable) set(true);
          else ask();
        };
        const handleOffline = () => {
          set(false);
        };
        const handleVisibility = () => {
          if (!document.hidden) ask();
        };
        addEventListener('online', handleOnline);
        addEventListener('offline', handleOffline);
        document.addEventListener('visibilitychange', handleVisibility);
        // TanStack Query assumes it is online until told otherwise; a start offline would then
        // not count as coming back online, and the screens would not fetch again.
        set(isOnline());
        return () => {
          removeEventListener('online', handleOnline);
          removeEventListener('offline', handleOffline);
          document.removeEventListener('visibilitychange', handleVisibility);
        };
      });
    },
  };
}

/** The app's connection, which its API client reports to. */
export const connection = createConnection();
