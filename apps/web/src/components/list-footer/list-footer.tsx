import DotLoading from 'antd-mobile/es/components/dot-loading';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAccountBlocked, type AccountBlockedCode } from '@/lib/api-shared';
import styles from './list-footer.module.css';

export interface ListFooterProps {
  hasMore: boolean;
  /**
   * Fetches the next page; must reject with the error when it fails (the footer then offers a
   * retry, or says calmly that the account cannot be used).
   */
  loadMore: () => Promise<void>;
  /** The list is inside a card: less space around, no end rules, a plain-text retry. */
  inCard?: boolean;
}

/**
 * Infinite scroll at the end of every paged list, with the same texts everywhere: loading, a
 * retry after a failed page, and one end-of-list text (`common.no_more`). A page refused because
 * the account cannot be used (402/403/404, session expired: `isAccountBlocked`) gets no retry: the
 * API layer's dialog or toast already says so and asking again cannot succeed, so the footer says
 * it calmly, as the screens' blocked state does, and loads nothing more.
 */
export function ListFooter({ hasMore, loadMore, inCard }: ListFooterProps) {
  const { t } = useTranslation();
  const [blocked, setBlocked] = useState<AccountBlockedCode | null>(null);
  const load = async () => {
    try {
      await loadMore();
    } catch (error) {
      setBlocked(isAccountBlocked(error) ? error.code : null);
      throw error; // InfiniteScroll marks the footer failed and stops loading by itself
    }
  };
  return (
    <InfiniteScroll
      hasMore={hasMore}
      loadMore={load}
      threshold={320}
      className={inCard ? styles.inCard : undefined}
    >
      {(more, failed, retry) => (
        <div className={styles.footer} aria-live="polite">
          {failed && blocked !== null ? (
            <span className={styles.blocked} data-state="blocked">
              {t(`code.${blocked}`)}
            </span>
          ) : failed ? (
            <button type="button" className={styles.retry} onClick={retry}>
              {t('error.request_failed_reload')}
            </button>
          ) : more ? (
            <span>
              {t('common.loading')}
              <DotLoading color="currentColor" />
            </span>
          ) : (
            <span className={styles.end}>{t('common.no_more')}</span>
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
