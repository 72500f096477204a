/**
 * The notification screen's filter logic: category tabs × read filter, kept in the URL
 * (?category=&read=), the list request of a filter, and the cache updates after marking read.
 */
import type { InfiniteData } from '@tanstack/react-query';
import type { Notification } from '@adc/contract';
import type { ApiResult } from '@/lib/api';
import type { NotificationCategory, ReadFilter } from '@adc/contract/enums';
import { NOTIFICATION_CATEGORIES, READ_FILTERS } from '@adc/contract/lists';

export type CategoryFilter = 'all' | NotificationCategory;

export interface NotificationFilter {
  category: CategoryFilter;
  read: ReadFilter;
}

export const DEFAULT_FILTER: NotificationFilter = { category: 'all', read: 'all' };

/** The category tabs: all, system announcement, system maintenance, activity. */
export const CATEGORY_TABS: readonly CategoryFilter[] = ['all', ...NOTIFICATION_CATEGORIES];
export { READ_FILTERS };

export function isCategoryFilter(value: unknown): value is CategoryFilter {
  return typeof value === 'string' && (CATEGORY_TABS as readonly string[]).includes(value);
}

export function isReadFilter(value: unknown): value is ReadFilter {
  return typeof value === 'string' && (READ_FILTERS as readonly string[]).includes(value);
}

/** The filter of the URL; unknown values fall back to all. */
export function parseFilter(params: URLSearchParams): NotificationFilter {
  const category = params.get('category');
  const read = params.get('read');
  return {
    category: isCategoryFilter(category) ? category : DEFAULT_FILTER.category,
    read: isReadFilter(read) ? read : DEFAULT_FILTER.read,
  };
}

/** The URL parameters of a filter (defaults left out, so /notification stays clean). */
export function filterToParams(filter: NotificationFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.category !== DEFAULT_FILTER.category) params.category = filter.category;
  if (filter.read !== DEFAULT_FILTER.read) params.read = filter.read;
  return params;
}

/** POST /user/notifications body for one page of a filter. */
export function listBody(filter: NotificationFilter, page: number) {
  return { category: filter.category, read: filter.read, page };
}

/** Whether a notification belongs in a filter's list. */
export function matchesFilter(
  item: Pick<Notification, 'category' | 'read'>,
  filter: NotificationFilter,
): boolean {
  const categoryOk = filter.category === 'all' || item.category === filter.category;
  const readOk = filter.read === 'all' || (filter.read === 'unread' ? !item.read : item.read);
  return categoryOk && readOk;
}

/** Catalogue key of the empty state of a read filter. */
export function emptyMessageKey(read: ReadFilter): `notification.empty.${ReadFilter}` {
  return `notification.empty.${read}`;
}

export type NotificationPage = ApiResult<'user', 'notifications'>;

/**
 * A cached list with notifications marked read: `which` the marked ids, or a category tab ('all':
 * every notification, a category: the notifications of that category, as a category tab's "Mark
 * all read" marks them). Items stay where they are (an unread list does not jump under the
 * reader); the next fetch regroups them. Returns the same object when nothing changed.
 */
export function markReadInPages(
  data: InfiniteData<NotificationPage, number> | undefined,
  which: readonly number[] | CategoryFilter,
): InfiniteData<NotificationPage, number> | undefined {
  if (!data) return data;
  const hit = (item: Notification) =>
    !item.read &&
    (typeof which === 'string'
      ? which === 'all' || item.category === which
      : which.includes(item.id));
  if (!data.pages.some((page) => page.list.some(hit))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      list: page.list.map((item) => (hit(item) ? { ...item, read: true } : item)),
    })),
  };
}

/**
 * POST /user/notifications/read body of a tab's "Mark all read": the tab's category only, every
 * category on the "all" tab (the body the server has always had).
 */
export function markAllBody(category: CategoryFilter): {
  all: true;
  category?: NotificationCategory;
} {
  return category === 'all' ? { all: true } : { all: true, category };
}

/** POST /user/notifications body that asks only for the count of a category's unread. */
export function unreadCountBody(category: NotificationCategory) {
  return { category, read: 'unread' as const, page: 1, page_size: 1 };
}
