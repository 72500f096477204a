/**
 * The API's closed lists as plain arrays, without zod: what a client imports at run time (the
 * schemas and types built on them are in ./enums).
 */

export const PRODUCT_TYPES = ['video', 'landing_page', 'game'] as const;

export const COUPON_STATUSES = ['unused', 'used', 'expired'] as const;

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

export const NOTIFICATION_CATEGORIES = [
  'system_announcement',
  'system_maintenance',
  'activity',
] as const;

export const READ_FILTERS = ['all', 'unread', 'read'] as const;

export const USER_STATUSES = ['active', 'inactive', 'disabled', 'cancelled'] as const;

export const ENTRY_TYPES = ['register', 'code'] as const;

export const ACCEPTOR_TYPES = ['personal', 'enterprise'] as const;

export const ACCEPTANCE_ORDER_STATUSES = ['accepting', 'completed', 'cancelled'] as const;

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const CARD_TYPES = ['bank', 'wallet'] as const;

/** Flow types that are informational and do not change the available balance. */
export const INFORMATIONAL_FLOW_TYPES: readonly (typeof FLOW_TYPES)[number][] = ['ad_serving'];
