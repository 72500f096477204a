import { DotLoading, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './list-footer.module.css';

export interface ListFooterProps {
  hasMore: boolean;
  /** Fetches the next page; must reject when it fails (InfiniteScroll then offers a retry). */
  loadMore: () => Promise<void>;
  /** At the end of the list (default "No more data"). */
  noMoreText?: string;
  /** On the retry button after a failed page (default "Request failed, tap to reload"). */
  failedText?: string;
  /** The list is inside a card: less space around, no end rules, a plain-text retry. */
  inCard?: boolean;
}

/** Infinite scroll at the end of a paged list, with translated states. */
export function ListFooter({ hasMore, loadMore, noMoreText, failedText, inCard }: ListFooterProps) {
  const { t } = useTranslation();
  return (
    <InfiniteScroll
      hasMore={hasMore}
      loadMore={loadMore}
      threshold={320}
      className={inCard ? styles.inCard : undefined}
    >
      {(more, failed, retry) => (
        <div className={styles.footer} aria-live="polite">
          {failed ? (
            <button type="button" className={styles.retry} onClick={retry}>
              {failedText ?? t('error.request_failed_reload')}
            </button>
          ) : more ? (
            <span>
              {t('common.loading')}
              <DotLoading color="currentColor" />
            </span>
          ) : (
            <span className={styles.end}>{noMoreText ?? t('common.no_more')}</span>
          )}
        </div>
      )}
    </InfiniteScroll>
  );
}

/**
 * `loadMore` for a TanStack infinite query: fetches the next page and rejects when it failed, so
 * the footer offers a retry.
 */
export function nextPageLoader(query: {
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>;
}): () => Promise<void> {
  return async () => {
    const result = await query.fetchNextPage();
    if (result.isError)
      throw result.error instanceof Error ? result.error : new Error('load failed');
  };
}
