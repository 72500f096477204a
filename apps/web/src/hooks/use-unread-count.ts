import { useQuery } from '@tanstack/react-query';
import { unreadCountQuery } from '@/lib/resources';

/** The header bell's unread notifications, polled while `enabled` (0 until known). */
export function useUnreadCount(enabled: boolean): number {
  const { data } = useQuery({ ...unreadCountQuery(), enabled });
  return data?.unread_total ?? 0;
}
