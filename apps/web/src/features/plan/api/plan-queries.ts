import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { nextPage } from '@adc/domain';
import { api, isAccountBlocked } from '@/lib/api';
import { invalidateAccount, invalidateCoupons, usableCouponsQuery } from '@/lib/resources';
import { isLive, LIVE_REFRESH_MS, type PlanFilter } from '../lib/status';

/**
 * Query keys the plan feature owns: everything under ['plan']. The balance, the coupons and the
 * user a launch reads are shared resources ('@/lib/resources').
 */
export const planKeys = {
  all: ['plan'] as const,
  list: (filter: PlanFilter) => ['plan', 'list', filter] as const,
  detail: (id: number) => ['plan', 'detail', id] as const,
  product: (id: number) => ['plan', 'product', id] as const,
};

/** GET /plan/order/list, paged (infinite scroll), optionally by status. */
export function usePlanList(filter: PlanFilter) {
  return useInfiniteQuery({
    queryKey: planKeys.list(filter),
    queryFn: ({ pageParam }) =>
      api.plan.list({
        query: { page: pageParam, ...(filter === 'all' ? {} : { status: filter }) },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    // Plans that are matching or delivering move on their own: keep the cards current.
    // Not once the account cannot be used: each poll would reopen its dialog.
    refetchInterval: (query) =>
      !isAccountBlocked(query.state.error) &&
      query.state.data?.pages.some((page) => page.list.some((plan) => isLive(plan.status)))
        ? LIVE_REFRESH_MS * 3
        : false,
  });
}

/** POST /plan/order/detail; refetches every few seconds while the plan is live. */
export function usePlanDetail(id: number | null) {
  return useQuery({
    queryKey: planKeys.detail(id ?? 0),
    queryFn: () => api.plan.detail({ body: { id: id ?? 0 } }),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) =>
      !isAccountBlocked(query.state.error) && isLive(query.state.data?.status)
        ? LIVE_REFRESH_MS
        : false,
    refetchIntervalInBackground: false,
  });
}

/** POST /plan/order/app/detail: the product of a plan order. */
export function useProductDetail(id: number | null) {
  return useQuery({
    queryKey: planKeys.product(id ?? 0),
    queryFn: () => api.plan.productDetail({ body: { id: id ?? 0 } }),
    enabled: id !== null,
    staleTime: 60_000,
  });
}

/** The coupons a launch may use (checked again on every visit). */
export function useUsableCoupons() {
  return useQuery({ ...usableCouponsQuery(), staleTime: 0 });
}

/**
 * After a launch: every plan query (list, detail), the account (balance, user, flows, overview)
 * and the coupons are out of date.
 */
export function useInvalidateAfterLaunch() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: planKeys.all }),
      invalidateAccount(queryClient),
      invalidateCoupons(queryClient),
    ]);
}
