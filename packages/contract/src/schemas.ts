import { z } from 'zod';
import { IsoDateTime, Money, paginated } from './common';
import {
  AcceptanceOrderStatus,
  AcceptorType,
  CardType,
  CouponKind,
  CouponStatus,
  EntryType,
  FlowType,
  Lang,
  NotificationCategory,
  PlanStatus,
  ProductType,
  UserStatus,
  WithdrawalStatus,
} from './enums';

/** Shared response shapes of API.md, field for field. */

export const UserInfo = z.object({
  id: z.number().int(),
  uid: z.string().describe('8-digit public ID, the "operator ID"'),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar: z.string().nullable(),
  lang: Lang,
  shop_level: z.number().int().min(1).max(6),
  credit_score: z.number().int().min(0).max(100),
  deposit: Money.describe('Security deposit'),
  entry: EntryType,
  status: UserStatus,
  has_pay_password: z.boolean(),
  operated_id: z.string().nullable(),
  time_zone: z
    .string()
    .describe('IANA zone fixed at registration (from X-TZ): the calendar days of daily coupons'),
  created_at: IsoDateTime,
});
export type UserInfo = z.infer<typeof UserInfo>;

export const Session = z.object({ token: z.string(), user_info: UserInfo });
export type Session = z.infer<typeof Session>;

/** How every text the platform writes is served (API.md "Texts the platform writes"). */
const READER_LANGUAGE =
  "In the reader's language: Accept-Language, else the user's `lang`, else en (platform texts " +
  'are stored as message keys and rendered per request)';

export const ProductSummary = z.object({
  id: z.number().int(),
  type: ProductType,
  name: z.string().describe(READER_LANGUAGE),
  cover: z.string(),
  min_amount: Money,
  max_amount: Money,
});

export const ProductDetail = ProductSummary.extend({
  description: z.string().describe(READER_LANGUAGE),
  game_description: z.string().nullable().describe(READER_LANGUAGE),
  screenshots: z.array(z.string()),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

/**
 * One meaning for each money figure, shared by the data overview (a period) and the plan detail
 * (one plan): the descriptions below are the definitions (API.md "One meaning for each figure").
 */
const FIGURES = {
  investment_amount:
    "Amount put into delivery: the plan's whole budget, i.e. the put amount plus any " +
    'coupon-funded budget of a `value_added` coupon (see coupon_budget). A fixed or deduction ' +
    'coupon lowers what the wallet pays, not the amount put',
  coupon_budget:
    'The part of investment_amount funded by the platform through `value_added` coupons ' +
    '(0.00 without one), so a client can show "incl. X from coupons"',
  consumed: 'Budget spent by delivery so far (coupon-funded budget included)',
  to_be_consumed: 'Budget not yet spent (0.00 once a plan failed: the unspent part was refunded)',
  revenue: 'Commission earned by delivery, settled or not yet settled',
  profit: 'revenue − consumed (can be negative)',
} as const;

/**
 * What a plan's launch cost the wallet, beside the figures (which count budget, not payment):
 * API.md "Money rules", put A with a coupon.
 */
const LAUNCH_PAYMENT = {
  paid_amount:
    'What the launch debited from the available balance: the amount of its `ad_billing` flow ' +
    '(as a positive amount), i.e. put_amount − coupon_discount. A refund after a failed launch ' +
    'is a `system_chargeback` flow of its own and does not change it. Null before launch',
  coupon_discount:
    'What a fixed-amount (`fixed_amount`, `team`, `custom`) or `deduction` coupon took off the ' +
    'price of the launch: put_amount − paid_amount; the platform funds it, so investment_amount ' +
    'still counts it. 0.00 without a coupon and with a `value_added` coupon (which adds budget ' +
    'instead: coupon_budget). Null before launch',
  coupon:
    'The coupon used by the launch, of any kind (see coupon_discount and coupon_budget for what ' +
    'it did); null without one and before launch',
} as const;

/** The coupon a plan was launched with, as the plan detail names it. */
export const LaunchCoupon = z.object({
  id: z.number().int(),
  name: z.string().describe(READER_LANGUAGE),
  kind: CouponKind,
});
export type LaunchCoupon = z.infer<typeof LaunchCoupon>;

export const PlanOrder = z.object({
  id: z.number().int(),
  plan_no: z.string(),
  product: ProductSummary,
  put_amount: Money.nullable(),
  /** The plan's investment as its detail and the statistics count it; null before launch. */
  investment_amount: Money.nullable().describe(FIGURES.investment_amount),
  put_progress: z.number().int().min(0).max(100),
  status: PlanStatus,
  official_push: z.boolean(),
  created_at: IsoDateTime,
  launched_at: IsoDateTime.nullable(),
  completed_at: IsoDateTime.nullable(),
  settled_at: IsoDateTime.nullable(),
});
export type PlanOrder = z.infer<typeof PlanOrder>;

export const PlanDetail = PlanOrder.extend({
  content: z.string().describe(READER_LANGUAGE),
  rules: z.string().describe(READER_LANGUAGE),
  user_targeting: z.string().describe(READER_LANGUAGE),
  paid_amount: Money.nullable().describe(LAUNCH_PAYMENT.paid_amount),
  coupon_discount: Money.nullable().describe(LAUNCH_PAYMENT.coupon_discount),
  coupon: LaunchCoupon.nullable().describe(LAUNCH_PAYMENT.coupon),
  learning_phase: z.object({
    conversions: z.number().int(),
    target_min: z.number().int(),
    target_max: z.number().int(),
    days: z.number().int(),
  }),
  stats: z
    .object({
      impressions: z.number().int(),
      clicks: z.number().int(),
      conversions: z.number().int(),
      investment_amount: Money.describe(FIGURES.investment_amount),
      coupon_budget: Money.describe(FIGURES.coupon_budget),
      consumed: Money.describe(FIGURES.consumed),
      to_be_consumed: Money.describe(FIGURES.to_be_consumed),
      revenue: Money.describe(FIGURES.revenue),
      profit: Money.describe(FIGURES.profit),
    })
    .describe(
      "This plan's figures, with exactly the definitions of the data overview " +
        '(`/ad/order/data_statistics/list`): summed over all of a user’s plans they equal its ' +
        'all-time figures (type 4). All 0.00 before launch',
    ),
});
export type PlanDetail = z.infer<typeof PlanDetail>;

export const Coupon = z.object({
  id: z.number().int(),
  name: z.string().describe(READER_LANGUAGE),
  kind: CouponKind,
  discount: z.number().int().nullable().describe('Percent, deduction kind only'),
  amount: Money.nullable().describe('Fixed value'),
  amount_limit: Money.nullable().describe('Minimum plan amount (fixed kinds) or cap (deduction)'),
  status: CouponStatus,
  expires_at: IsoDateTime,
  received_at: IsoDateTime,
  used_at: IsoDateTime.nullable(),
});
export type Coupon = z.infer<typeof Coupon>;

export const ClaimableCoupon = z.object({
  template_id: z.number().int(),
  name: z.string().describe(READER_LANGUAGE),
  kind: CouponKind,
  discount: z.number().int().nullable(),
  amount: Money.nullable(),
  amount_limit: Money.nullable(),
  valid_days: z.number().int(),
  newcomer: z.boolean(),
});
export type ClaimableCoupon = z.infer<typeof ClaimableCoupon>;

export const Flow = z.object({
  id: z.number().int(),
  time: IsoDateTime,
  amount: Money.describe('Signed, e.g. "-100.00"'),
  remark: z.string().describe(READER_LANGUAGE),
  type: FlowType,
  status: WithdrawalStatus.nullable().describe(
    'The outcome of the withdrawal a `manual_withdrawal` flow records (`pending` until an operator ' +
      'reviews it, then `approved` or `rejected`; a rejection also adds a `system_chargeback` ' +
      'refund flow); null on every other type',
  ),
  informational: z
    .boolean()
    .describe(
      'True only for `ad_serving`: a record of the budget a completed plan spent, already charged ' +
        'by its `ad_billing` flow. It changes no balance and is not counted in the month totals',
    ),
});
export type Flow = z.infer<typeof Flow>;

export const Notification = z.object({
  id: z.number().int(),
  category: NotificationCategory.describe(
    'Money events (deposit credited, acceptance order cancelled, withdrawal approved or ' +
      'rejected, plan launched, launch failed, launch completed, plan settled) are ' +
      '`system_announcement` notifications of their user',
  ),
  title: z
    .string()
    .describe(`${READER_LANGUAGE}; a notification sent through the QA surface is shown as given`),
  content: z.string().describe(READER_LANGUAGE),
  read: z.boolean(),
  created_at: IsoDateTime,
});
export type Notification = z.infer<typeof Notification>;

export const UnreadTotal = z.object({ unread_total: z.number().int() });

export const FollowRecord = z.object({
  id: z.number().int(),
  operated_id: z.string(),
  nickname: z.string(),
  followed_at: IsoDateTime,
  ended_at: IsoDateTime.nullable(),
});
export type FollowRecord = z.infer<typeof FollowRecord>;

export const AdStatistics = z
  .object({
    investment_amount: Money.describe(FIGURES.investment_amount),
    coupon_budget: Money.describe(FIGURES.coupon_budget),
    delivery_orders: z.number().int().describe('Plans launched in the period (failed ones too)'),
    consumed: Money.describe(FIGURES.consumed),
    to_be_consumed: Money.describe(FIGURES.to_be_consumed),
    impressions: z.number().int(),
    clicks: z.number().int(),
    revenue: Money.describe(FIGURES.revenue),
    profit: Money.describe(FIGURES.profit),
    operated_id: z.string().nullable(),
  })
  .describe(
    'The figures of the plans launched in the period (today, this week, this month in X-TZ, or ' +
      'all time), each plan counted with everything it has done so far: the sum of the plan ' +
      'detail `stats` of those plans. So one hour after a launch, today shows what the plan shows',
  );
export type AdStatistics = z.infer<typeof AdStatistics>;

export const WalletProperty = z.object({
  total_assets: Money,
  available_balance: Money,
  to_be_consumed: Money,
  to_be_settled: Money,
});
export type WalletProperty = z.infer<typeof WalletProperty>;

export const Acceptor = z.object({
  id: z.number().int(),
  name: z.string(),
  type: AcceptorType,
  limit: Money,
  currency: z.string(),
  rate: z.string(),
});
export type Acceptor = z.infer<typeof Acceptor>;

export const AcceptanceOrder = z.object({
  id: z.number().int(),
  acceptor_name: z.string(),
  acceptor_type: AcceptorType,
  amount: Money.nullable(),
  currency: z.string(),
  status: AcceptanceOrderStatus,
  created_at: IsoDateTime,
});
export type AcceptanceOrder = z.infer<typeof AcceptanceOrder>;

export const BankCard = z.object({
  type: CardType,
  cardName: z.string(),
  userName: z.string(),
  mobile: z.string(),
  bankAccount: z.string(),
  branchName: z.string(),
  updated_at: IsoDateTime,
});
export type BankCard = z.infer<typeof BankCard>;

export const Withdrawal = z.object({ id: z.number().int(), status: WithdrawalStatus });

export const BasicConfig = z.object({
  client_language_map: z.array(
    z.object({ source: z.array(z.string()), targets: Lang, description: z.string() }),
  ),
  customer_service_url: z.string(),
  customer_service_url_type: z.union([z.literal(1), z.literal(2)]),
  default_lang: Lang,
});
export type BasicConfig = z.infer<typeof BasicConfig>;

// ---- list pages (`{ list, total, page, page_size }` plus a call's own totals) ------------------

export const PlanOrderPage = paginated(PlanOrder);
export const CouponPage = paginated(z.union([Coupon, ClaimableCoupon]));
export const NotificationPage = paginated(Notification);
export const FollowRecordPage = paginated(FollowRecord).extend({
  current_operated_id: z.string().nullable(),
});
export const FlowPage = paginated(Flow).extend({
  month_income: Money.describe(
    'Sum of the positive flows of the whole month (whatever the `type` filter) that change the ' +
      'available balance: deposits, refunds (`system_chargeback`), settled commission ' +
      '(`profit_sharing`). Informational `ad_serving` flows are excluded',
  ),
  month_expense: Money.describe(
    'Magnitude (positive) of the negative flows of the whole month that change the available ' +
      'balance: plan launches (`ad_billing`), withdrawals (`manual_withdrawal`, rejected ones too: ' +
      'their refund counts as income). Informational `ad_serving` flows are excluded',
  ),
});
export const AcceptanceOrderPage = paginated(AcceptanceOrder).extend({
  current: AcceptanceOrder.nullable(),
});
