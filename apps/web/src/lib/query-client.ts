import { onlineManager, QueryClient, type Query } from '@tanstack/react-query';
import { isApiError, isHttpError, RequestTimeoutError } from './api-shared';

/**
 * React Query defaults. Business and HTTP errors were already shown by the API layer, so they are
 * never retried (a retry would show the toast again); neither is a call given up after its timeout
 * (RequestTimeoutError: the user already waited the whole REQUEST_TIMEOUT_MS, and a retry would
 * keep the screen loading as long again before it says why); a quick network failure gets one
 * retry (`retryQuery`). Requests are tried even when the browser says it is offline (networkMode
 * 'always'): they fail at once, so screens show their offline state and submit buttons stop
 * spinning, instead of waiting paused.
 *
 * Queries refetch when the browser is back online: `refetchOnReconnect` is set here because
 * React Query turns it off by default under networkMode 'always'. A screen that failed offline
 * (no data, or figures older than `staleTime`) so asks again by itself, whatever its own retry
 * options; a failed query no screen reads at that moment is forgotten instead, so the next one to
 * read it asks again (forgetFailuresOnReconnect).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryQuery,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        staleTime: 10_000,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** Whether a failed query is asked once more by itself (see createQueryClient). */
export function retryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) || isHttpError(error) || error instanceof RequestTimeoutError) return false;
  return failureCount < 1;
}

/** A query that failed without data and that no component reads now. */
const unwatchedFailure = (query: Query): boolean =>
  query.state.status === 'error' &&
  query.state.data === undefined &&
  query.state.fetchStatus === 'idle' &&
  query.getObserversCount() === 0;

/**
 * Once the browser is back online, forgets the queries that failed without data and that no screen
 * reads at that moment (a route's prefetch that failed offline while its page could not load), so
 * the next screen reading one asks again. Without it a page reading its prefetch with
 * `retryOnMount: false` (the wallet: route-table.tsx) would mount, after the reconnect, on the
 * offline failure and never ask: the reconnect refetch reaches only the queries read at the time.
 * Returns the unsubscribe function.
 */
export function forgetFailuresOnReconnect(client: QueryClient): () => void {
  return onlineManager.subscribe((online) => {
    if (online) client.removeQueries({ predicate: unwatchedFailure });
  });
}
