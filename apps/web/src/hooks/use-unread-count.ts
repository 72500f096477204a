import { useQuery } from '@tanstack/react-query';
// The module itself, not the index: the header is on every page's first load.
import { unreadCountQuery } from '@/lib/resources/notifications';

/** The header bell's unread notifications, polled while `enabled` (0 until known). */
export function useUnreadCount(enabled: boolean): number {
  const { data } = useQuery({ ...unreadCountQuery(), enabled });
  return data?.unread_total ?? 0;
}
