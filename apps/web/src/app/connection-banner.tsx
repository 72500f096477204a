import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { StaleNote } from '@/components/state-view';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { isAccountBlocked } from '@/lib/api-shared';
import styles from './app-root.module.css';

/**
 * A query on screen whose last refresh failed while it still shows earlier data; not when the
 * answer was that the account cannot be used (its dialog says so: a Retry could not succeed), nor
 * when what failed was a list's next page (the pages shown are as fresh as before: the list's
 * footer says that page failed, with its own retry).
 */
const isStale = (query: Query): boolean =>
  query.state.status === 'error' &&
  query.state.data !== undefined &&
  query.state.fetchMeta?.fetchMore === undefined &&
  !isAccountBlocked(query.state.error) &&
  query.isActive();

function useStaleQueryCount(client: QueryClient): number {
  const cache = client.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  return useSyncExternalStore(subscribe, () => cache.findAll({ predicate: isStale }).length);
}

/**
 * Above every page, at the bottom of the screen: "You're offline" while the browser is; else, when
 * figures on screen are from before a refresh that failed, "Not up to date" with a Retry button
 * (screens without any data show their own failed state instead).
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const online = useOnlineStatus();
  const stale = useStaleQueryCount(client);

  if (!online) {
    return (
      <div className={styles.banner} role="status" data-testid="connection-offline">
        <strong>{t('connection.offline_title')}</strong>
      </div>
    );
  }
  if (stale === 0) return null;
  return (
    <StaleNote
      className={styles.banner}
      onRetry={() => void client.refetchQueries({ predicate: isStale })}
    />
  );
}
