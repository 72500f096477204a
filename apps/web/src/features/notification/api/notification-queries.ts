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
import type { NotificationCategory } from '@adc/contract/enums';
import {
  listBody,
  markAllBody,
  markReadInPages,
  unreadCountBody,
  type CategoryFilter,
  type NotificationFilter,
  type NotificationPage,
} from '../lib/filters';

export const notificationKeys = {
  lists: ['notification', 'list'] as const,
  list: (filter: NotificationFilter) =>
    ['notification', 'list', filter.category, filter.read] as const,
  /** Unread counts of single categories (not lists: kept apart from `lists`' infinite data). */
  categoryUnread: ['notification', 'category-unread'] as const,
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

/**
 * The unread count of one category tab: the `total` of its unread list (a one-item page), so the
 * "Unread" segment counts what the tab shows; null on the "all" tab, whose count is the bell's
 * (`useUnreadTotal`).
 */
export function useCategoryUnread(category: CategoryFilter) {
  return useQuery({
    queryKey: [...notificationKeys.categoryUnread, category],
    queryFn: () =>
      api.user.notifications({ body: unreadCountBody(category as NotificationCategory) }),
    select: (page) => page.total,
    enabled: category !== 'all',
    staleTime: 0,
  });
}

/**
 * After marking: every cached list shows the items read, the badge takes the new total and the
 * categories' unread counts are asked again.
 */
function useApplyRead() {
  const queryClient = useQueryClient();
  return (which: readonly number[] | CategoryFilter, unreadTotal: number) => {
    queryClient.setQueriesData<InfiniteData<NotificationPage, number>>(
      { queryKey: notificationKeys.lists },
      (data) => markReadInPages(data, which),
    );
    setUnreadTotal(queryClient, unreadTotal);
    void queryClient.invalidateQueries({ queryKey: notificationKeys.categoryUnread });
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

/**
 * POST /user/notifications/read {all: true}, with the tab's `category` inside a category tab (only
 * what the tab shows is marked); the lists reload (an unread list becomes empty).
 */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  const applyRead = useApplyRead();
  return useMutation({
    mutationFn: (category: CategoryFilter) =>
      api.user.readNotifications({ body: markAllBody(category) }),
    onSuccess: (data, category) => {
      applyRead(category, data.unread_total);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
    },
  });
}
