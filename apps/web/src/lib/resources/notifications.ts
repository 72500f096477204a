import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { AD_DATA_REFRESH_MS } from '@adc/contract/constants';
import { api } from '@/lib/api';
import { resourceKeys } from './keys';

/** How often the unread count is polled. */
export const UNREAD_POLL_MS = AD_DATA_REFRESH_MS;

/**
 * POST /user/notifications/unread_count, polled. Failures are only logged by the API layer (a
 * background poll), and not retried: the badge keeps its last value.
 */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: resourceKeys.unreadCount,
    queryFn: () => api.user.unreadCount({ body: {} }),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });

/** After marking notifications read: the badge takes the new total, then checks it again. */
export function setUnreadTotal(queryClient: QueryClient, unreadTotal: number): void {
  queryClient.setQueryData(resourceKeys.unreadCount, { unread_total: unreadTotal });
  void queryClient.invalidateQueries({ queryKey: resourceKeys.unreadCount });
}
