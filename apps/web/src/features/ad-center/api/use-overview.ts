import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { AD_DATA_REFRESH_MS } from '@adc/contract/constants';
import { api, isAccountBlocked, timeZoneName } from '@/lib/api';
import { resourceKeys } from '@/lib/resources';
import { overviewRefetchInterval, periodToType, type OverviewPeriod } from '../lib/overview';

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const isVisible = () => document.visibilityState !== 'hidden';

/** Whether the page is visible (tab in front, app not in the background). */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(subscribeVisibility, isVisible, () => true);
}

/**
 * The data overview of one period (GET /api/ad/order/data_statistics/list, type 1–4, in the
 * user's time zone), polled every 30 s while the page is visible (not once the account cannot be
 * used). Coming back to a hidden page refetches when the data is older than the interval; each
 * period keeps its own cache.
 */
export function useOverview(period: OverviewPeriod) {
  const visible = useDocumentVisible();
  const type = periodToType(period);
  return useQuery({
    queryKey: resourceKeys.statistics(type),
    queryFn: () => api.user.statistics({ query: { type, user_time_zone: timeZoneName() } }),
    // Not once the account cannot be used: each poll would reopen its dialog.
    refetchInterval: (query) =>
      isAccountBlocked(query.state.error) ? false : overviewRefetchInterval(visible),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: AD_DATA_REFRESH_MS,
  });
}
