import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateCoupons, isClaimable, isCoupon, resourceKeys } from '@/lib/resources';
import { usePagedList } from './use-paged';

export type CouponTab = 'unused' | 'used' | 'expired';
export const COUPON_TABS: readonly CouponTab[] = ['unused', 'used', 'expired'];

/** GET /api/user_coupon/list?status=… paged (infinite scroll). */
export function useCouponList(status: CouponTab) {
  return usePagedList(resourceKeys.couponPages(status), async (page) => {
    const data = await api.user.couponList({ query: { status, page } });
    return { ...data, list: data.list.filter(isCoupon) };
  });
}

/** The coupon templates the user may claim now (status=claimable). */
export function useClaimableCoupons() {
  return useQuery({
    queryKey: resourceKeys.claimableCoupons,
    queryFn: async () => {
      const data = await api.user.couponList({
        query: { status: 'claimable', page: 1, page_size: 100 },
      });
      return data.list.filter(isClaimable);
    },
  });
}

function idempotencyKey(): string {
  try {
    return crypto.randomUUID();
  } catch {
    return `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  }
}

/** POST /api/user_coupon/receive {template_id}; refreshes every coupon list afterwards. */
export function useReceiveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: number) =>
      api.user.couponReceive({
        body: { template_id: templateId },
        headers: { 'idempotency-key': idempotencyKey() },
      }),
    onSettled: () => invalidateCoupons(queryClient),
  });
}
