import {
  LOADING_DISMISS_FALLBACK_MS,
  LOADING_DURATION_LOGIN_MS,
  LOADING_DURATION_MS,
} from '@servicebereich/protocol';
import { useSyncExternalStore } from 'react';

/** A login may take long (password hashing, contracts), so its indicator stays longer. */
export type LoadingMode = 'default' | 'login';

export type LoadingState = { active: boolean; mode: LoadingMode };

export type LoadingSource = {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => LoadingState;
};

export type LoadingStore = LoadingSource & {
  /** Counts one running request; call the returned function once when it has settled. */
  begin: (mode: LoadingMode) => () => void;
};

const IDLE: LoadingState = { active: false, mode: 'default' };

/** The counter of running requests (SPEC 4: loading turns off when it returns to 0). */
export function createLoadingStore(): LoadingStore {
  let running = 0;
  let runningLogins = 0;
  let snapshot = IDLE;
  const listeners = new Set<() => void>();

  function publish(): void {
    const active = running > 0;
    const mode: LoadingMode = runningLogins > 0 ? 'login' : 'default';
    // A new object only on change: useSyncExternalStore re-renders on every new snapshot.
    if (snapshot.active === active && snapshot.mode === mode) return;
    snapshot = { active, mode };
    for (const listener of listeners) listener();
  }

  return {
    begin(mode) {
      running += 1;
      if (mode === 'login') runningLogins += 1;
      publish();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        running -= 1;
        if (mode === 'login') runningLogins -= 1;
        publish();
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
  };
}

/** The app's one loading state; the API client counts into it. */
export const loadingStore = createLoadingStore();

export function useLoading(store: LoadingSource = loadingStore): LoadingState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/**
 * shown: the indicator is visible. dismissing: it is closing; an indicator with a closing
 * transition reports `dismissed()` at its end, one without needs not. hidden: nothing to show.
 */
export type IndicatorPhase = 'shown' | 'dismissing' | 'hidden';

export type IndicatorState = { phase: IndicatorPhase; mode: LoadingMode };

export type LoadingIndicator = {
  /** Follows a loading source until the returned function is called. */
  connect: (source: LoadingSource) => () => void;
  /** The indicator finished closing. */
  dismissed: () => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => IndicatorState;
};

/**
 * The timing of the loading indicator (SPEC 4): shown when requests start, or when their mode
 * changes; dismissed after 20 s (60 s while logging in) even if requests still run, so a hanging
 * request never blocks the screen; dismissed when the counter returns to 0. A dismissal counts
 * as finished after at most 3 s, as a closing transition's end event can fail to arrive (hidden
 * tab, reduced motion).
 */
export function createLoadingIndicator(): LoadingIndicator {
  let state: IndicatorState = { phase: 'hidden', mode: 'default' };
  let last = IDLE;
  let durationTimer: ReturnType<typeof setTimeout> | undefined;
  let fallbackTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  function set(phase: IndicatorPhase, mode = state.mode): void {
    state = { phase, mode };
    for (const listener of listeners) listener();
  }

  function clearTimers(): void {
    clearTimeout(durationTimer);
    clearTimeout(fallbackTimer);
    durationTimer = undefined;
    fallbackTimer = undefined;
  }

  function show(mode: LoadingMode): void {
    clearTimers();
    set('shown', mode);
    durationTimer = setTimeout(
      dismiss,
      mode === 'login' ? LOADING_DURATION_LOGIN_MS : LOADING_DURATION_MS,
    );
  }

  function dismiss(): void {
    if (state.phase !== 'shown') return;
    clearTimers();
    set('dismissing');
    fallbackTimer = setTimeout(() => {
      fallbackTimer = undefined;
      set('hidden');
    }, LOADING_DISMISS_FALLBACK_MS);
  }

  function update(next: LoadingState): void {
    const previous = last;
    last = next;
    if (next.active && (!previous.active || next.mode !== previous.mode)) show(next.mode);
    else if (!next.active && previous.active) dismiss();
  }

  return {
    connect(source) {
      update(source.getSnapshot());
      const unsubscribe = source.subscribe(() => {
        update(source.getSnapshot());
      });
      return () => {
        unsubscribe();
        clearTimers();
        last = IDLE;
        set('hidden');
      };
    },
    dismissed() {
      if (state.phase !== 'dismissing') return;
      clearTimers();
      set('hidden');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
  };
}
