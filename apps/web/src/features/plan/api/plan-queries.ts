import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Coupon } from '@adc/contract';
import { api } from '@/lib/api';
import { isLive, LIVE_REFRESH_MS, type PlanFilter } from '../lib/status';

/** Query keys of the plan feature: everything under ['plan'] (invalidated after a launch). */
export const planKeys = {
  all: ['plan'] as const,
  list: (filter: PlanFilter) => ['plan', 'list', filter] as const,
  detail: (id: number) => ['plan', 'detail', id] as const,
  product: (id: number) => ['plan', 'product', id] as const,
  property: ['plan', 'wallet-property'] as const,
  coupons: ['plan', 'coupons', 'unused'] as const,
  userInfo: ['plan', 'user-info'] as const,
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
    getNextPageParam: (last) =>
      last.page * last.page_size < last.total ? last.page + 1 : undefined,
    // Plans that are matching or delivering move on their own: keep the cards current.
    refetchInterval: (query) =>
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
    refetchInterval: (query) => (isLive(query.state.data?.status) ? LIVE_REFRESH_MS : false),
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

/** GET /user/property: the available balance a launch is checked against. */
export function useWalletProperty(enabled: boolean) {
  return useQuery({
    queryKey: planKeys.property,
    queryFn: () => api.wallet.property(),
    enabled,
    staleTime: 0,
  });
}

/** GET /user_coupon/list?status=unused: the coupons a launch may use (first 100). */
export function useUnusedCoupons(enabled: boolean) {
  return useQuery({
    queryKey: planKeys.coupons,
    queryFn: async () => {
      const data = await api.user.couponList({ query: { status: 'unused', page_size: 100 } });
      // The unused list holds Coupons only (the claimable templates come with status=claimable).
      return data.list.filter((item): item is Coupon => 'id' in item && 'status' in item);
    },
    enabled,
    staleTime: 0,
  });
}

/** GET /user/info: whether a transaction password is set (checked again on every visit). */
export function useUserInfo(enabled: boolean) {
  return useQuery({
    queryKey: planKeys.userInfo,
    queryFn: () => api.user.info(),
    enabled,
    staleTime: 0,
  });
}

/** After a launch: every plan query (list, detail, balance, coupons) is out of date. */
export function useInvalidatePlans() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: planKeys.all });
}
