import { CACHE_LIFETIME_MS } from '@servicebereich/protocol';
import { CancelledError, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiCallError, isConnectionFailure, isOfflineFailure } from './api-error.ts';

export type QueryClientOptions = {
  /** Shows a failed call to the customer (the shell's alert). */
  onError: (error: unknown) => void;
};

/** Silent answers are the screen's to handle, and a logout is already under way. */
function shown(error: unknown): boolean {
  if (!(error instanceof ApiCallError)) return true;
  return error.presentation.kind !== 'silent' && error.presentation.kind !== 'logout';
}

/**
 * Whether a query or mutation deals with this error itself: `meta.handlesErrors` is true for all
 * of them, or a function that says which (a page that says in place that its contract is unknown).
 */
function handledBy(meta: Record<string, unknown> | undefined, error: unknown): boolean {
  const handles = meta?.['handlesErrors'];
  if (typeof handles === 'function') return (handles as (error: unknown) => boolean)(error);
  return handles === true;
}

/** A query that still holds data fetched before, and whose refresh got no answer. */
function showsKept(state: { data: unknown; error: unknown }): boolean {
  return state.data !== undefined && isConnectionFailure(state.error);
}

/**
 * The shared data caches (SPEC 4): fresh for 5 minutes; a failed call's entry is removed, so the
 * data is requested again the next time it is needed. The API client already retries a refused
 * CSRF token once, so TanStack Query does not retry.
 *
 * A query or mutation with `meta: { handlesErrors: true }` (a form showing field errors, a badge
 * that stays empty) deals with its errors itself; with a function there, with those it answers
 * true for.
 *
 * Offline, calls are sent all the same (`networkMode: 'offlineFirst'`; there are no retries to
 * hold back): they fail at once and the customer is told the action needs a connection, where
 * TanStack Query would hold them back without a word; back online, the screens fetch again. A
 * query that still shows data it fetched before says so with its offline banner instead of an
 * alert, and a query with nothing to show says in place that it needs the connection (QueryState)
 * (decision 032).
 */
export function createQueryClient(options: QueryClientOptions): QueryClient {
  // A screen still showing the failed query keeps it (TanStack Query marks it stale itself):
  // removed under a mounted observer, it would be rebuilt and fetched again at once, in a loop
  // for as long as the call fails. It goes when the last screen showing it does.
  // Data fetched before stays where the refresh got no answer: offline it is all there is.
  function forgetIfFailed(queryHash: string): void {
    const query = queryCache.get(queryHash);
    if (
      query?.state.status !== 'error' ||
      query.getObserversCount() > 0 ||
      showsKept(query.state)
    ) {
      return;
    }
    queryCache.remove(query);
  }

  const queryCache = new QueryCache({
    onError: (error, query) => {
      // Cancelled by the app itself (a newer fetch, a reset): nothing failed.
      if (error instanceof CancelledError) return;
      forgetIfFailed(query.queryHash);
      if (handledBy(query.meta, error)) return;
      if (showsKept(query.state)) return;
      // A read offline is no action the customer took: the screen says in place what is missing.
      if (isOfflineFailure(error)) return;
      if (shown(error)) options.onError(error);
    },
  });
  queryCache.subscribe((event) => {
    if (event.type === 'observerRemoved') forgetIfFailed(event.query.queryHash);
  });

  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_LIFETIME_MS,
        gcTime: CACHE_LIFETIME_MS,
        retry: false,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'offlineFirst' },
    },
    queryCache,
    mutationCache: new MutationCache({
      onError: (error, _variables, _onMutateResult, mutation) => {
        if (handledBy(mutation.meta, error)) return;
        if (shown(error)) options.onError(error);
      },
    }),
  });
}
