import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ClaimableCoupon, Coupon } from '@adc/contract';
import { api } from '@/lib/api';
import { resourceKeys } from './keys';

/** The coupon list answers user coupons, or claimable templates for status=claimable. */
export type CouponListItem = Coupon | ClaimableCoupon;

export const isCoupon = (item: CouponListItem): item is Coupon => 'id' in item && 'status' in item;
export const isClaimable = (item: CouponListItem): item is ClaimableCoupon => 'template_id' in item;

/** GET /user_coupon/list?status=unused: the coupons a launch may use (first 100). */
export const usableCouponsQuery = () =>
  queryOptions({
    queryKey: resourceKeys.usableCoupons,
    queryFn: async () => {
      const data = await api.user.couponList({ query: { status: 'unused', page_size: 100 } });
      return data.list.filter(isCoupon);
    },
  });

/** A coupon was claimed or used: every coupon list (each status, the usable ones) reloads. */
export function invalidateCoupons(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: resourceKeys.couponsAll });
}
