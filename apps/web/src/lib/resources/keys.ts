import type { FlowType } from '@adc/contract';
import { unreadCountKey } from './notifications';

/** Funding-details filter: every flow type, or one of them. */
export type FlowFilter = FlowType | 'all';

/**
 * The query keys of the server resources that more than one feature reads or changes: one key per
 * resource, so every screen showing the user or the balance reads the same cache entry and the
 * invalidation points of ./invalidate.ts reach it. Resources one feature owns alone keep their
 * keys in that feature's api/.
 */
export const resourceKeys = {
  /** GET /user/info. */
  userInfo: ['user', 'info'] as const,
  /** GET /user/property: the balances. */
  property: ['account', 'property'] as const,
  /** GET /transaction_flow/list, per month and type. */
  flowsAll: ['account', 'flows'] as const,
  flows: (month: string, type: FlowFilter) => ['account', 'flows', month, type] as const,
  /** GET /ad/order/data_statistics/list, per period type (1–4). */
  statisticsAll: ['account', 'statistics'] as const,
  statistics: (type: number) => ['account', 'statistics', type] as const,
  /** GET /user_coupon/list in each of its uses. */
  couponsAll: ['coupons'] as const,
  /** One status's list, paged (infinite scroll). */
  couponPages: (status: string) => ['coupons', 'pages', status] as const,
  /** The first 100 unused coupons: what a launch may use. */
  usableCoupons: ['coupons', 'usable'] as const,
  /** The templates the user may claim now. */
  claimableCoupons: ['coupons', 'claimable'] as const,
  /** POST /user/notifications/unread_count: the bell's badge and the notification screen. */
  unreadCount: unreadCountKey,
};
