import { COUPON_KINDS, LANGS, PLAN_STATUSES, STATS_PERIODS } from '@adc/domain';
import { z } from 'zod';

/** The domain's lists, re-exported for the contract's users (one home: @adc/domain). */
export { COUPON_KINDS, LANGS, PLAN_STATUSES, STATS_PERIODS };

export const Lang = z.enum(LANGS);
export type Lang = z.infer<typeof Lang>;

export const PlanStatus = z.enum(PLAN_STATUSES);
export type PlanStatus = z.infer<typeof PlanStatus>;

export const PRODUCT_TYPES = ['video', 'landing_page', 'game'] as const;
export const ProductType = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof ProductType>;

export const CouponKind = z.enum(COUPON_KINDS);
export type CouponKind = z.infer<typeof CouponKind>;

export const COUPON_STATUSES = ['unused', 'used', 'expired'] as const;
export const CouponStatus = z.enum(COUPON_STATUSES);
export type CouponStatus = z.infer<typeof CouponStatus>;

export const FLOW_TYPES = [
  'system_deposit',
  'manual_withdrawal',
  'ad_billing',
  'ad_serving',
  'system_chargeback',
  'virtual_recharge_deduction',
  'vip_opening',
  'profit_sharing',
] as const;
export const FlowType = z.enum(FLOW_TYPES);
export type FlowType = z.infer<typeof FlowType>;
/** Flow types that are informational and do not change the available balance. */
export const INFORMATIONAL_FLOW_TYPES: readonly FlowType[] = ['ad_serving'];

export const NOTIFICATION_CATEGORIES = [
  'system_announcement',
  'system_maintenance',
  'activity',
] as const;
export const NotificationCategory = z.enum(NOTIFICATION_CATEGORIES);
export type NotificationCategory = z.infer<typeof NotificationCategory>;

export const READ_FILTERS = ['all', 'unread', 'read'] as const;
export const ReadFilter = z.enum(READ_FILTERS);
export type ReadFilter = z.infer<typeof ReadFilter>;

export const USER_STATUSES = ['active', 'inactive', 'disabled', 'cancelled'] as const;
export const UserStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatus>;

export const ENTRY_TYPES = ['register', 'code'] as const;
export const EntryType = z.enum(ENTRY_TYPES);
export type EntryType = z.infer<typeof EntryType>;

export const ACCEPTOR_TYPES = ['personal', 'enterprise'] as const;
export const AcceptorType = z.enum(ACCEPTOR_TYPES);
export type AcceptorType = z.infer<typeof AcceptorType>;

export const ACCEPTANCE_ORDER_STATUSES = ['accepting', 'completed', 'cancelled'] as const;
export const AcceptanceOrderStatus = z.enum(ACCEPTANCE_ORDER_STATUSES);

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const WithdrawalStatus = z.enum(WITHDRAWAL_STATUSES);

export const CARD_TYPES = ['bank', 'wallet'] as const;
export const CardType = z.enum(CARD_TYPES);
export type CardType = z.infer<typeof CardType>;

/**
 * Business result codes of the envelope (spec section 8). Business errors travel with HTTP 200.
 */
export const ResultCode = {
  ok: 200,
  params: 400,
  unauthorized: 401,
  notActivated: 402,
  disabled: 403,
  cancelled: 404,
  dataError: 405,
  server: 500,
  sessionExpired: 503,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** Account status → the code every protected call answers with. */
export const STATUS_CODES: Record<Exclude<UserStatus, 'active'>, ResultCode> = {
  inactive: 402,
  disabled: 403,
  cancelled: 404,
};
