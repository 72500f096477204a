import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListFooter, nextPageLoader } from '@/components/list-footer';
import { PullRefresh, refetching } from '@/components/pull-refresh';
import type { Paged } from '../api/use-paged';
import styles from './paged-list.module.css';
import { FeatureState } from './feature-state';

export interface PagedListProps<T, P extends Paged<T>> {
  query: UseInfiniteQueryResult<InfiniteData<P>>;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  empty?: ReactNode;
  /** Accessible name of the list. */
  label?: string;
  testId?: string;
  /** Skeleton rows while the first page loads. */
  skeleton?: number;
  /** Wrap the list in its own pull-to-refresh (default); false when the page has one around it. */
  pullToRefresh?: boolean;
}

/**
 * A paged list: pull to refresh (reloads from page 1), loading / error / empty states, then the
 * items with infinite scroll (the shared ListFooter: one end-of-list text, a retry on tap).
 */
export function PagedList<T, P extends Paged<T>>({
  query,
  renderItem,
  itemKey,
  empty,
  label,
  testId,
  skeleton = 3,
  pullToRefresh = true,
}: PagedListProps<T, P>) {
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];

  let body: ReactNode;
  if (query.isPending) body = <FeatureState state="loading" skeleton={skeleton} />;
  else if (query.isError && !query.data)
    body = <FeatureState state="error" error={query.error} onRetry={() => void query.refetch()} />;
  else if (items.length === 0) body = empty ?? <FeatureState state="empty" />;
  else {
    body = (
      <>
        <ul className={styles.list} aria-label={label} data-testid={testId}>
          {items.map((item) => (
            <li key={itemKey(item)} className={styles.item}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
        <ListFooter hasMore={Boolean(query.hasNextPage)} loadMore={nextPageLoader(query)} />
      </>
    );
  }

  const content = <div className={styles.wrap}>{body}</div>;
  return pullToRefresh ? (
    <PullRefresh onRefresh={refetching(query)}>{content}</PullRefresh>
  ) : (
    content
  );
}
