import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Notification } from '@adc/contract';
import { FilterTabs } from '@/components/filter-tabs';
import { Page } from '@/components/layout';
import { PullRefresh, refetching } from '@/components/pull-refresh';
import { StateView } from '@/components/state-view';
import { toastFail, toastSuccess } from '@/lib/notify';
import {
  useCategoryUnread,
  useMarkAllRead,
  useMarkRead,
  useNotifications,
  useUnreadTotal,
} from '../api/notification-queries';
import { ListFooter, nextPageLoader } from '@/components/list-footer';
import { NotificationItem } from '../components/notification-item';
import { NotificationSheet } from '../components/notification-sheet';
import { ReadFilter } from '../components/read-filter';
import {
  CATEGORY_TABS,
  emptyMessageKey,
  filterToParams,
  isCategoryFilter,
  parseFilter,
  type NotificationFilter,
} from '../lib/filters';
import styles from './notification.module.css';

/**
 * /notification: category tabs (all, announcement, maintenance, activity) × read filter (all,
 * unread, read), newest first with pull-to-refresh and infinite scroll. Opening an unread item
 * marks it read. On the "all" tab the "Unread" segment counts every unread notification (the bell's
 * total) and "Mark all as read" clears them all; inside a category tab both are about that category
 * only (its unread list's total; `category` in the read call). The bell's badge follows both.
 */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params);
  const query = useNotifications(filter);
  const unread = useUnreadTotal();
  const categoryUnread = useCategoryUnread(filter.category);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const [opened, setOpened] = useState<Notification | null>(null);
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];

  const update = (next: Partial<NotificationFilter>) => {
    setParams(filterToParams({ ...filter, ...next }), { replace: true });
    window.scrollTo({ top: 0 });
  };

  const open = (item: Notification) => {
    setOpened(item);
    if (item.read) return;
    markRead.mutate(item.id, {
      onSuccess: () =>
        setOpened((current) => (current?.id === item.id ? { ...current, read: true } : current)),
      onError: () => toastFail(t('error.mark_read_failed')),
    });
  };

  const readAll = () =>
    markAll.mutate(filter.category, {
      onSuccess: () => toastSuccess(t('success.read')),
      onError: () => toastFail(t('error.mark_all_read_failed')),
    });

  // What the tab holds unread: every category's on the "all" tab, the category's inside one.
  const unreadTotal = filter.category === 'all' ? unread.data?.unread_total : categoryUnread.data;

  return (
    <Page>
      <FilterTabs
        tabs={CATEGORY_TABS.map((category) => ({
          key: category,
          title: t(`enums.notification_category.${category}`),
        }))}
        activeKey={filter.category}
        onChange={(key) => isCategoryFilter(key) && update({ category: key })}
        label={t('notification.categories_label')}
        testId="notification-category-filter"
        toolbar={
          <div className={styles.toolbar}>
            <ReadFilter
              value={filter.read}
              onChange={(read) => update({ read })}
              label={t('notification.filter_label')}
              unread={unreadTotal}
            />
            {/* Gone when the tab holds nothing unread (a new user's empty list): there is nothing
                to mark. Off while the list is loading or failed, or before the count is known:
                it would mark what the user has not seen. */}
            {unreadTotal !== 0 && (
              <Button
                size="small"
                fill="none"
                className={styles.markAll}
                onClick={readAll}
                loading={markAll.isPending}
                disabled={!query.data || !unreadTotal}
                data-testid="notification-mark-all"
              >
                {t('notification.mark_all')}
              </Button>
            )}
          </div>
        }
      />

      <PullRefresh
        onRefresh={
          filter.category === 'all'
            ? refetching(query, unread)
            : refetching(query, unread, categoryUnread)
        }
      >
        <section className={styles.list} aria-busy={query.isFetching}>
          {query.isPending ? (
            <StateView state="loading" skeleton={6} className={styles.skeleton} />
          ) : !query.data ? (
            <StateView state="error" error={query.error} onRetry={() => void query.refetch()} />
          ) : items.length === 0 ? (
            <div data-testid="notification-empty">
              <StateView state="empty" message={t(emptyMessageKey(filter.read))} />
            </div>
          ) : (
            <>
              <ul className={styles.items}>
                {items.map((item) => (
                  <NotificationItem key={item.id} item={item} onOpen={open} />
                ))}
              </ul>
              <ListFooter hasMore={Boolean(query.hasNextPage)} loadMore={nextPageLoader(query)} />
            </>
          )}
        </section>
      </PullRefresh>

      <NotificationSheet item={opened} onClose={() => setOpened(null)} />
    </Page>
  );
}
