import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HEADERS } from '@adc/contract/constants';
import { api, isApiError } from '@/lib/api';
import { createAttemptKeys } from '@/lib/idempotency';
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

/**
 * POST /api/user_coupon/receive {template_id}; refreshes every coupon list afterwards. A claim sent
 * again after a transport failure keeps its Idempotency-Key (the server replays the first answer).
 */
export function useReceiveCoupon() {
  const queryClient = useQueryClient();
  const [attemptKeys] = useState(() => createAttemptKeys());
  return useMutation({
    mutationFn: (templateId: number) =>
      api.user.couponReceive({
        body: { template_id: templateId },
        headers: { [HEADERS.idempotencyKey]: attemptKeys.keyFor(String(templateId)) },
      }),
    onSuccess: () => attemptKeys.reset(),
    onError: (error) => {
      if (isApiError(error)) attemptKeys.reset();
    },
    onSettled: () => invalidateCoupons(queryClient),
  });
}
