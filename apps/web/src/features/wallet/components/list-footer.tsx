import { DotLoading, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './wallet.module.css';

export interface ListFooterProps {
  hasMore: boolean;
  /** Loads the next page; should reject when it failed (shows a retry). */
  loadMore: () => Promise<void>;
}

/** Infinite scroll at the end of a paged list, with the app's texts ("No more data", retry). */
export function ListFooter({ hasMore, loadMore }: ListFooterProps) {
  const { t } = useTranslation();
  return (
    <InfiniteScroll
      hasMore={hasMore}
      loadMore={loadMore}
      threshold={120}
      className={styles.listFooter}
    >
      {(more, failed, retry) =>
        failed ? (
          <button type="button" className={styles.retry} onClick={retry}>
            {t('error.request_failed_reload')}
          </button>
        ) : more ? (
          <span role="status">
            {t('common.loading')}
            <DotLoading color="currentColor" />
          </span>
        ) : (
          <span>{t('common.no_more')}</span>
        )
      }
    </InfiniteScroll>
  );
}

/** `loadMore` for a react-query infinite query: fetches the next page, rejects when it failed. */
export function nextPageLoader(query: {
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>;
}) {
  return async () => {
    const result = await query.fetchNextPage();
    if (result.isError)
      throw result.error instanceof Error ? result.error : new Error('load failed');
  };
}
