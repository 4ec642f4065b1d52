import { useEffect, useSyncExternalStore } from 'react';
import { createLoadingIndicator, loadingStore } from '../api/loading.ts';

const indicator = createLoadingIndicator();
indicator.connect(loadingStore);

/** Whether the loading bar shows: while requests run, at most 20 s (60 s at login). */
export function useLoadingIndicator(): boolean {
  const state = useSyncExternalStore(indicator.subscribe, indicator.getSnapshot);
  useEffect(() => {
    // The bar has no closing transition to wait for.
    if (state.phase === 'dismissing') indicator.dismissed();
  }, [state.phase]);
  return state.phase === 'shown';
}
