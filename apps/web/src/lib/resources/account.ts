import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { resourceKeys } from './keys';

/** GET /user/property: total assets, available, to be consumed, to be settled. */
export const propertyQuery = () =>
  queryOptions({ queryKey: resourceKeys.property, queryFn: () => api.wallet.property() });

export interface PropertyOptions {
  enabled?: boolean;
  staleTime?: number;
  /**
   * false: a failed request is not asked again when the component mounts (the wallet, whose
   * route loader starts the request on every visit: its failure is the visit's one failure).
   */
  retryOnMount?: boolean;
}

/** The balances (one cache entry: the wallet and the launch check read the same). */
export function useProperty({ enabled = true, staleTime, retryOnMount }: PropertyOptions = {}) {
  return useQuery({
    ...propertyQuery(),
    enabled,
    ...(staleTime === undefined ? {} : { staleTime }),
    ...(retryOnMount === undefined ? {} : { retryOnMount }),
  });
}

/**
 * The account changed (money moved: a launch, a withdrawal; or the followed operator, which the
 * overview counts): the user, the balances, the funding details and the data overview are out of
 * date. The one invalidation point for all of them.
 */
export function invalidateAccount(queryClient: QueryClient): Promise<void> {
  const keys = [
    resourceKeys.userInfo,
    resourceKeys.property,
    resourceKeys.flowsAll,
    resourceKeys.statisticsAll,
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/**
 * Pull to refresh: refetch what is on screen of the user and the account. Rejects when one of
 * them failed (a refetch resolves with its error otherwise), so the pull's head does not say
 * "Refreshed" over figures that were not.
 */
export function refetchAccount(queryClient: QueryClient): Promise<void> {
  const keys = [
    resourceKeys.userInfo,
    resourceKeys.property,
    resourceKeys.flowsAll,
    resourceKeys.statisticsAll,
  ];
  return Promise.all(
    keys.map((queryKey) =>
      queryClient.refetchQueries({ queryKey, type: 'active' }, { throwOnError: true }),
    ),
  ).then(() => undefined);
}
