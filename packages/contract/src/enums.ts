import { COUPON_KINDS, LANGS, PLAN_STATUSES, STATS_PERIODS } from '@adc/domain';
import { z } from 'zod';
import {
  PRODUCT_TYPES,
  COUPON_STATUSES,
  FLOW_TYPES,
  NOTIFICATION_CATEGORIES,
  READ_FILTERS,
  USER_STATUSES,
  ENTRY_TYPES,
  ACCEPTOR_TYPES,
  ACCEPTANCE_ORDER_STATUSES,
  WITHDRAWAL_STATUSES,
  CARD_TYPES,
} from './lists';

/** The domain's lists, re-exported for the contract's users (one home: @adc/domain). */
export { COUPON_KINDS, LANGS, PLAN_STATUSES, STATS_PERIODS };
export * from './lists';

export const Lang = z.enum(LANGS);
export type Lang = z.infer<typeof Lang>;

export const PlanStatus = z.enum(PLAN_STATUSES);
export type PlanStatus = z.infer<typeof PlanStatus>;

export const ProductType = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof ProductType>;

export const CouponKind = z.enum(COUPON_KINDS);
export type CouponKind = z.infer<typeof CouponKind>;

export const CouponStatus = z.enum(COUPON_STATUSES);
export type CouponStatus = z.infer<typeof CouponStatus>;

export const FlowType = z.enum(FLOW_TYPES);
export type FlowType = z.infer<typeof FlowType>;

export const NotificationCategory = z.enum(NOTIFICATION_CATEGORIES);
export type NotificationCategory = z.infer<typeof NotificationCategory>;

export const ReadFilter = z.enum(READ_FILTERS);
export type ReadFilter = z.infer<typeof ReadFilter>;

export const UserStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatus>;

export const EntryType = z.enum(ENTRY_TYPES);
export type EntryType = z.infer<typeof EntryType>;

export const AcceptorType = z.enum(ACCEPTOR_TYPES);
export type AcceptorType = z.infer<typeof AcceptorType>;

export const AcceptanceOrderStatus = z.enum(ACCEPTANCE_ORDER_STATUSES);

export const WithdrawalStatus = z.enum(WITHDRAWAL_STATUSES);

export const CardType = z.enum(CARD_TYPES);
export type CardType = z.infer<typeof CardType>;
