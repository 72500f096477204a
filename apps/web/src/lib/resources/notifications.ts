import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { AD_DATA_REFRESH_MS } from '@adc/contract/constants';
import { api } from '@/lib/api';

/**
 * The unread count's key lives here (resourceKeys.unreadCount is this one): the header polls it on
 * every page, and this module alone stays in the first load.
 */
export const unreadCountKey = ['notifications', 'unread-count'] as const;

/** How often the unread count is polled. */
export const UNREAD_POLL_MS = AD_DATA_REFRESH_MS;

/**
 * POST /user/notifications/unread_count, polled. Failures are only logged by the API layer (a
 * background poll), and not retried: the badge keeps its last value.
 */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: unreadCountKey,
    queryFn: () => api.user.unreadCount({ body: {} }),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });

/** After marking notifications read: the badge takes the new total, then checks it again. */
export function setUnreadTotal(queryClient: QueryClient, unreadTotal: number): void {
  queryClient.setQueryData(unreadCountKey, { unread_total: unreadTotal });
  void queryClient.invalidateQueries({ queryKey: unreadCountKey });
}
