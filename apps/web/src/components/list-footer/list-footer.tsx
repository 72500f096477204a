import { DotLoading, InfiniteScroll } from 'antd-mobile';
import styles from './list-footer.module.css';

export interface ListFooterProps {
  hasMore: boolean;
  /** Fetches the next page; must reject when it fails (InfiniteScroll then offers a retry). */
  loadMore: () => Promise<void>;
  noMoreText: string;
  failedText: string;
  loadingText: string;
}

/** Infinite scroll at the end of a paged list, with translated states. */
export function ListFooter({
  hasMore,
  loadMore,
  noMoreText,
  failedText,
  loadingText,
}: ListFooterProps) {
  return (
    <InfiniteScroll hasMore={hasMore} loadMore={loadMore} threshold={320}>
      {(more, failed, retry) => (
        <div className={styles.footer} aria-live="polite">
          {failed ? (
            <button type="button" className={styles.retry} onClick={retry}>
              {failedText}
            </button>
          ) : more ? (
            <span>
              {loadingText}
              <DotLoading color="currentColor" />
            </span>
          ) : (
            <span className={styles.end}>{noMoreText}</span>
          )}
        </div>
      )}
    </InfiniteScroll>
  );
}
