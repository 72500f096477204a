import {
  LEARNING_PHASE,
  formatMoney,
  type CouponKind,
  type PlanDetail,
  type PlanOrder,
  type PlanStatus,
  type ProductDetail,
  type ProductType,
} from '@adc/contract';
import type { Coupon as CouponRow, PlanOrder as PlanOrderRow, Product } from '@adc/db';
import { HOUR_MS } from '@adc/domain';
import type { Lang } from '@adc/messages';
import { platformText, type PlatformText } from '@adc/messages/platform';
import { localized, storedText } from '../../lib/platform-text';
import { couponName } from '../coupon/coupon-service';
import { budgetOf, putProgress } from './simulation';

export type PlanWithProduct = PlanOrderRow & { product: Product };

/** A plan with its product and the coupon it was launched with (null: none, or not launched). */
export type PlanWithCoupon = PlanWithProduct & { coupon: CouponRow | null };

export function toProductSummary(product: Product, lang: Lang): PlanOrder['product'] {
  return {
    id: product.id,
    type: product.type as ProductType,
    name: localized(lang, product.texts, 'name', product.name),
    cover: product.cover,
    min_amount: formatMoney(product.minAmount),
    max_amount: formatMoney(product.maxAmount),
  };
}

export function toPlanOrder(plan: PlanWithProduct, lang: Lang): PlanOrder {
  return {
    id: plan.id,
    plan_no: plan.planNo,
    product: toProductSummary(plan.product, lang),
    put_amount: plan.putAmount === null ? null : formatMoney(plan.putAmount),
    investment_amount:
      plan.putAmount === null ? null : formatMoney(planFigures(plan).investment_amount),
    put_progress: plan.launchedAt ? putProgress(plan) : 0,
    status: plan.status as PlanStatus,
    official_push: plan.officialPush,
    created_at: plan.createdAt.toISOString(),
    launched_at: plan.launchedAt?.toISOString() ?? null,
    completed_at: plan.completedAt?.toISOString() ?? null,
    settled_at: plan.settledAt?.toISOString() ?? null,
  };
}

export function toPlanDetail(plan: PlanWithCoupon, lang: Lang): PlanDetail {
  const payment = launchPayment(plan);
  const { coupon } = plan;
  return {
    ...toPlanOrder(plan, lang),
    content: localized(lang, plan.texts, 'content', plan.content),
    rules: localized(lang, plan.texts, 'rules', plan.rules),
    user_targeting: localized(lang, plan.texts, 'userTargeting', plan.userTargeting),
    paid_amount: payment && formatMoney(payment.paid),
    coupon_discount: payment && formatMoney(payment.couponDiscount),
    coupon: coupon && {
      id: coupon.id,
      name: couponName(coupon, lang),
      kind: coupon.kind as CouponKind,
    },
    learning_phase: {
      conversions: plan.conversions,
      target_min: LEARNING_PHASE.targetMin,
      target_max: LEARNING_PHASE.targetMax,
      days: LEARNING_PHASE.days,
    },
    stats: {
      impressions: plan.impressions,
      clicks: plan.clicks,
      conversions: plan.conversions,
      ...formatFigures(planFigures(plan)),
    },
  };
}

/** What a launch cost the wallet (minor units), as defined in the contract (`LAUNCH_PAYMENT`). */
export interface LaunchPayment {
  /** The amount of the launch's `ad_billing` flow: the stored walletPaid, which the launch debited. */
  paid: bigint;
  /** Taken off the price by a fixed or deduction coupon: put − paid (0 otherwise). */
  couponDiscount: bigint;
}

/**
 * What the plan's launch cost, from what the launch stored (the amount put and the wallet's
 * share that its flow debited; the pricing itself is @adc/domain's priceLaunch); null before launch.
 */
export function launchPayment(
  plan: Pick<PlanOrderRow, 'putAmount' | 'walletPaid'>,
): LaunchPayment | null {
  if (plan.putAmount === null) return null;
  return { paid: plan.walletPaid, couponDiscount: plan.putAmount - plan.walletPaid };
}

/** The money figures of one plan (minor units), as defined in the contract (`FIGURES`). */
export interface PlanFigures {
  investment_amount: bigint;
  coupon_budget: bigint;
  consumed: bigint;
  to_be_consumed: bigint;
  revenue: bigint;
  profit: bigint;
}

/**
 * One plan's figures. The statistics service computes the same sums in SQL (see
 * statistics-service.ts); a test checks that the two agree over every plan of a user.
 */
export function planFigures(
  plan: Pick<
    PlanOrderRow,
    'status' | 'putAmount' | 'walletPaid' | 'bonusBudget' | 'consumed' | 'commission'
  >,
): PlanFigures {
  if (plan.putAmount === null) return figures(0n, 0n, 0n, 0n, 0n);
  const budget = budgetOf(plan);
  const unspent = plan.status === 'launch_failed' ? 0n : budget - plan.consumed;
  return figures(budget, budget - plan.putAmount, plan.consumed, unspent, plan.commission);
}

function figures(
  investment: bigint,
  couponBudget: bigint,
  consumed: bigint,
  toBeConsumed: bigint,
  revenue: bigint,
): PlanFigures {
  return {
    investment_amount: investment,
    coupon_budget: couponBudget,
    consumed,
    to_be_consumed: toBeConsumed,
    revenue,
    profit: revenue - consumed,
  };
}

export function formatFigures(f: PlanFigures): Record<keyof PlanFigures, string> {
  return {
    investment_amount: formatMoney(f.investment_amount),
    coupon_budget: formatMoney(f.coupon_budget),
    consumed: formatMoney(f.consumed),
    to_be_consumed: formatMoney(f.to_be_consumed),
    revenue: formatMoney(f.revenue),
    profit: formatMoney(f.profit),
  };
}

export function toProductDetail(product: Product, lang: Lang): ProductDetail {
  const gameDescription = product.gameDescription;
  return {
    ...toProductSummary(product, lang),
    description: localized(lang, product.texts, 'description', product.description),
    game_description:
      gameDescription === null
        ? null
        : localized(lang, product.texts, 'gameDescription', gameDescription),
    screenshots: parseScreenshots(product.screenshots),
  };
}

function parseScreenshots(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

export type PlanTextField = 'content' | 'rules' | 'userTargeting';

/**
 * The descriptive texts of a new plan order, derived from its product, as platform texts: the
 * content names the product through its own keys when it has them (else its stored name).
 */
export function planTexts(
  product: Product,
  timings: { matchingMs: number; settlementMs: number },
): Record<PlanTextField, PlatformText> {
  const percent = (product.commissionBp / 100).toFixed(2).replace(/\.?0+$/, '');
  return {
    content: platformText('plan.content', {
      name: storedText(product.texts, 'name') ?? product.name,
      description: storedText(product.texts, 'description') ?? product.description,
    }),
    rules: platformText('plan.rules', {
      matching_s: Math.round(timings.matchingMs / 1000),
      run_h: product.runHours,
      percent,
      settlement_h: Math.round(timings.settlementMs / HOUR_MS),
    }),
    userTargeting: platformText(TARGETING[product.type as ProductType] ?? TARGETING.landing_page),
  };
}

const TARGETING = {
  video: 'plan.targeting.video',
  landing_page: 'plan.targeting.landing_page',
  game: 'plan.targeting.game',
} as const satisfies Record<ProductType, string>;
