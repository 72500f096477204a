import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { screenPx } from '@/lib/viewport';

export interface PullRefreshProps {
  /**
   * Return the refetch promise so the spinner stays until the data is back; it rejects when the
   * refresh failed (`refetching(...)` below, or `throwOnError: true`).
   */
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
  disabled?: boolean;
}

/**
 * antd-mobile PullToRefresh with the app's translated texts. Usage pattern with react-query:
 *
 *   const query = useQuery(planListQuery(status));
 *   <PullRefresh onRefresh={refetching(query)}>
 *     <QueryState query={query} isEmpty={(d) => d.list.length === 0}>{(d) => <PlanList items={d.list} />}</QueryState>
 *   </PullRefresh>
 *
 * For paged lists use useInfiniteQuery + antd-mobile InfiniteScroll inside it, and refetch the
 * infinite query here (it reloads from page 1).
 */
export function PullRefresh({ onRefresh, children, disabled }: PullRefreshProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <PullToRefresh
      // antd-mobile's defaults (40 and 60 design px), given: left out, it measures them in the
      // DOM on every render, each time forcing a layout of the page being built.
      headHeight={screenPx(40)}
      threshold={screenPx(60)}
      onRefresh={async () => {
        try {
          await onRefresh();
          setFailed(false);
        } catch {
          // Said by the API layer (its toast) or the screen; the head must not claim success.
          setFailed(true);
        }
      }}
      disabled={disabled}
      pullingText={t('common.pull_to_refresh')}
      canReleaseText={t('common.release_to_refresh')}
      refreshingText={t('common.refreshing')}
      completeText={failed ? t('connection.failed_title') : t('common.refreshed')}
    >
      {children}
    </PullToRefresh>
  );
}

interface Refetchable {
  refetch(options: { throwOnError: boolean }): Promise<unknown>;
}

/**
 * `onRefresh` for queries: refetches them all, and rejects when one fails (a plain `refetch()`
 * resolves even then, and the head said "Refreshed" over a list that was not).
 */
export function refetching(...queries: Refetchable[]): () => Promise<unknown> {
  return () => Promise.all(queries.map((query) => query.refetch({ throwOnError: true })));
}
