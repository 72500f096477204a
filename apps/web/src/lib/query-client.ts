import { QueryClient } from '@tanstack/react-query';
import { isApiError, isHttpError } from './api-shared';

/**
 * React Query defaults. Business and HTTP errors were already shown by the API layer, so they are
 * never retried (a retry would show the toast again); network failures get one retry. Requests
 * are tried even when the browser says it is offline (networkMode 'always'): they fail at once, so
 * screens show their offline state and submit buttons stop spinning, instead of waiting paused;
 * queries refetch when the browser is back online.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          !isApiError(error) && !isHttpError(error) && failureCount < 1,
        refetchOnWindowFocus: false,
        staleTime: 10_000,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
