import { useQuery } from '@tanstack/react-query';
import { AD_DATA_REFRESH_MS } from '@adc/contract/constants';
import { api } from '@/lib/api';

export const unreadCountQueryKey = ['notifications', 'unread-count'] as const;

/** How often the bell polls the unread count. */
export const UNREAD_POLL_MS = AD_DATA_REFRESH_MS;

/**
 * Unread notifications (POST /api/user/notifications/unread_count), polled while `enabled`.
 * Failures are only logged by the API layer; the badge then keeps its last value (or 0).
 * After marking notifications read, invalidate `unreadCountQueryKey` to refresh the bell.
 */
export function useUnreadCount(enabled: boolean): number {
  const { data } = useQuery({
    queryKey: unreadCountQueryKey,
    queryFn: () => api.user.unreadCount({ body: {} }),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
  return data?.unread_total ?? 0;
}
