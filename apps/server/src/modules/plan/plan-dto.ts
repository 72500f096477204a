import {
  LEARNING_PHASE,
  formatMoney,
  type PlanDetail,
  type PlanOrder,
  type PlanStatus,
  type ProductDetail,
  type ProductType,
} from '@adc/contract';
import type { PlanOrder as PlanOrderRow, Product } from '@adc/db';
import { putProgress, userConsumedOf } from './simulation';

export type PlanWithProduct = PlanOrderRow & { product: Product };

export function toProductSummary(product: Product): PlanOrder['product'] {
  return {
    id: product.id,
    type: product.type as ProductType,
    name: product.name,
    cover: product.cover,
    min_amount: formatMoney(product.minAmount),
    max_amount: formatMoney(product.maxAmount),
  };
}

export function toPlanOrder(plan: PlanWithProduct): PlanOrder {
  return {
    id: plan.id,
    plan_no: plan.planNo,
    product: toProductSummary(plan.product),
    put_amount: plan.putAmount === null ? null : formatMoney(plan.putAmount),
    put_progress: plan.launchedAt ? putProgress(plan) : 0,
    status: plan.status as PlanStatus,
    official_push: plan.officialPush,
    created_at: plan.createdAt.toISOString(),
    launched_at: plan.launchedAt?.toISOString() ?? null,
    completed_at: plan.completedAt?.toISOString() ?? null,
    settled_at: plan.settledAt?.toISOString() ?? null,
  };
}

/** `stats.consumed` is the user's own money spent (the platform-funded part excluded), as in the statistics. */
export function toPlanDetail(plan: PlanWithProduct): PlanDetail {
  return {
    ...toPlanOrder(plan),
    content: plan.content,
    rules: plan.rules,
    user_targeting: plan.userTargeting,
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
      consumed: formatMoney(userConsumedOf(plan, plan.consumed)),
      revenue: formatMoney(plan.commission),
    },
  };
}

export function toProductDetail(product: Product): ProductDetail {
  return {
    ...toProductSummary(product),
    description: product.description,
    game_description: product.gameDescription,
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

/** The descriptive texts of a new plan order, derived from its product. */
export function planTexts(
  product: Product,
  timings: { matchingMs: number; settlementMs: number },
): { content: string; rules: string; userTargeting: string } {
  const percent = (product.commissionBp / 100).toFixed(2).replace(/\.?0+$/, '');
  return {
    content: `${product.name}: ${product.description}`,
    rules:
      `After launch the plan is matched for ${Math.round(timings.matchingMs / 1000)} s, then its budget is delivered ` +
      `evenly over ${product.runHours} h. Commission: ${percent}% of the delivered budget, settled ` +
      `${Math.round(timings.settlementMs / 3600_000)} h after completion.`,
    userTargeting: TARGETING[product.type as ProductType] ?? TARGETING.landing_page,
  };
}

const TARGETING: Record<ProductType, string> = {
  video: 'Ages 18–45 · short-video viewers · all regions · all devices',
  landing_page: 'Ages 22–55 · online shoppers · all regions · mobile and desktop',
  game: 'Ages 16–40 · mobile gamers · all regions · Android and iOS',
};
