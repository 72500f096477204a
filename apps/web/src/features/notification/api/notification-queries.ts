import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { nextPage } from '@adc/domain';
import { api } from '@/lib/api';
import { setUnreadTotal, unreadCountQuery } from '@/lib/resources';
import {
  listBody,
  markReadInPages,
  type NotificationFilter,
  type NotificationPage,
} from '../lib/filters';

export const notificationKeys = {
  lists: ['notification', 'list'] as const,
  list: (filter: NotificationFilter) =>
    ['notification', 'list', filter.category, filter.read] as const,
};

/** POST /user/notifications for a filter, newest first, paged (infinite scroll). */
export function useNotifications(filter: NotificationFilter) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ pageParam }) => api.user.notifications({ body: listBody(filter, pageParam) }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  });
}

/** The unread total (same cache entry as the header bell's badge). */
export function useUnreadTotal() {
  return useQuery(unreadCountQuery());
}

/** After marking: every cached list shows the items read, and the badge takes the new total. */
function useApplyRead() {
  const queryClient = useQueryClient();
  return (ids: readonly number[] | 'all', unreadTotal: number) => {
    queryClient.setQueriesData<InfiniteData<NotificationPage, number>>(
      { queryKey: notificationKeys.lists },
      (data) => markReadInPages(data, ids),
    );
    setUnreadTotal(queryClient, unreadTotal);
  };
}

/** POST /user/notifications/read {id}. */
export function useMarkRead() {
  const applyRead = useApplyRead();
  return useMutation({
    mutationFn: (id: number) => api.user.readNotifications({ body: { id } }),
    onSuccess: (data, id) => applyRead([id], data.unread_total),
  });
}

/** POST /user/notifications/read {all: true}; the lists reload (an unread list becomes empty). */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  const applyRead = useApplyRead();
  return useMutation({
    mutationFn: () => api.user.readNotifications({ body: { all: true } }),
    onSuccess: (data) => {
      applyRead('all', data.unread_total);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
    },
  });
}
