import type { PlanStatus } from '@adc/contract';
import { ACTIVE_STATUSES as ACTIVE, FINAL_STATUSES, HOUR_MS } from '@adc/domain';

/**
 * The reference delivery simulation, as pure functions of (plan, product, now). A plan's whole
 * life is a function of its launch time, its seed and its product: `matching` for the matching
 * delay, then `launch_failed` (≈5% of seeds) or `in_progress`, consuming the budget linearly over
 * the product's run time, then `launch_completed` → `waiting_settlement` → `settled`.
 * Nothing here touches the database; the plan service persists the difference between the
 * stored state and `simulate(...)` together with the matching ledger movements.
 */

export interface Timings {
  matchingMs: number;
  completedDisplayMs: number;
  settlementMs: number;
}

/** What the simulation derives and the plan row stores. */
export interface PlanProgress {
  status: PlanStatus;
  consumed: bigint;
  commission: bigint;
  impressions: number;
  clicks: number;
  conversions: number;
  completedAt: Date | null;
  settledAt: Date | null;
}

export interface SimPlan extends PlanProgress {
  launchedAt: Date | null;
  walletPaid: bigint;
  bonusBudget: bigint;
  seed: number;
}

export interface SimProduct {
  runHours: number;
  commissionBp: number;
}

/** A derived next state, with the moment its last event happened (flows are dated at it). */
export interface Transition {
  next: PlanProgress;
  /** When the plan failed (dates the refund flow); null unless it failed. */
  failedAt: Date | null;
}

/** Statuses a plan never leaves on its own (a rule of @adc/domain). */
export { FINAL_STATUSES };
/** Statuses `sync` keeps moving (@adc/domain's rule; a mutable copy for Prisma's `in`). */
export const ACTIVE_STATUSES: PlanStatus[] = [...ACTIVE];

/** Delivery advances in whole seconds: repeated syncs within a second find nothing to write. */
const STEP_MS = 1000;
const BP = 10_000n;

/** A 31-bit seed from the plan number (FNV-1a), so a plan's simulated numbers are reproducible. */
export function seedFromPlanNo(planNo: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < planNo.length; i++) {
    hash ^= planNo.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash & 0x7fffffff;
}

/** One launch in twenty fails after matching (seed ≡ 7 mod 20). */
export function launchFails(seed: number): boolean {
  return seed % 20 === 7;
}

export const budgetOf = (plan: { walletPaid: bigint; bonusBudget: bigint }): bigint =>
  plan.walletPaid + plan.bonusBudget;

/**
 * The user's share of `consumed` budget: walletPaid × consumed / budget, rounded down. Taking
 * differences of this monotone function step by step makes the steps sum exactly to walletPaid
 * once the whole budget is consumed (the last step takes the remainder).
 */
export function userConsumedOf(
  plan: { walletPaid: bigint; bonusBudget: bigint },
  consumed: bigint,
): bigint {
  const budget = budgetOf(plan);
  if (budget <= 0n) return 0n;
  if (consumed >= budget) return plan.walletPaid;
  return (plan.walletPaid * consumed) / budget;
}

export const commissionOf = (consumed: bigint, product: SimProduct): bigint =>
  (consumed * BigInt(product.commissionBp)) / BP;

/** 0–100: the consumed share of the budget, rounded down (0 before launch). */
export function putProgress(plan: {
  walletPaid: bigint;
  bonusBudget: bigint;
  consumed: bigint;
}): number {
  const budget = budgetOf(plan);
  if (budget <= 0n) return 0;
  const progress = Number((plan.consumed * 100n) / budget);
  return Math.max(0, Math.min(100, progress));
}

/** Per-plan delivery rates drawn from the seed. */
export interface DeliveryRates {
  /** Cost of a thousand impressions, minor units. */
  cpmMinor: number;
  /** Clicks per impression, basis points. */
  ctrBp: number;
  /** Conversions per click, basis points. */
  cvrBp: number;
}

/** Budget (minor units) at which a plan has reached its learning-phase conversions: 1,000.00. */
export const TYPICAL_BUDGET = 100_000n;

/**
 * Rates drawn from the seed: a CPM of 8.00–15.00, a CTR of 0.8–2%, and a conversion rate chosen
 * so that 1,000.00 of budget (a typical plan) yields 30–50 conversions, the learning phase.
 */
export function deliveryRates(seed: number): DeliveryRates {
  const random = mulberry32(seed);
  const cpmMinor = 800 + Math.floor(random() * 701);
  const ctrBp = 80 + Math.floor(random() * 121);
  const conversionsPerTypicalBudget = 30 + Math.floor(random() * 21);
  const clicks = (((TYPICAL_BUDGET * 1000n) / BigInt(cpmMinor)) * BigInt(ctrBp)) / BP;
  const cvrBp = Number((BigInt(conversionsPerTypicalBudget) * BP + clicks - 1n) / clicks);
  return { cpmMinor, ctrBp, cvrBp };
}

/** Impressions, clicks and conversions after `consumed` budget: monotone in `consumed`. */
export function deliveryCounts(
  seed: number,
  consumed: bigint,
): Pick<PlanProgress, 'impressions' | 'clicks' | 'conversions'> {
  const rates = deliveryRates(seed);
  const impressions = (consumed * 1000n) / BigInt(rates.cpmMinor);
  const clicks = (impressions * BigInt(rates.ctrBp)) / BP;
  const conversions = (clicks * BigInt(rates.cvrBp)) / BP;
  return {
    impressions: Number(impressions),
    clicks: Number(clicks),
    conversions: Number(conversions),
  };
}

export function progressOf(plan: PlanProgress): PlanProgress {
  const { status, consumed, commission, impressions, clicks, conversions, completedAt, settledAt } =
    plan;
  return { status, consumed, commission, impressions, clicks, conversions, completedAt, settledAt };
}

function withConsumption(plan: SimPlan, product: SimProduct, consumed: bigint): PlanProgress {
  return {
    ...progressOf(plan),
    consumed,
    commission: commissionOf(consumed, product),
    ...deliveryCounts(plan.seed, consumed),
  };
}

/** The status of a fully consumed plan at `now`, given when it completed. */
function afterCompletion(
  progress: PlanProgress,
  completedAt: Date,
  now: Date,
  timings: Timings,
): PlanProgress {
  const sinceCompletion = now.getTime() - completedAt.getTime();
  if (sinceCompletion >= timings.settlementMs) {
    return {
      ...progress,
      completedAt,
      status: 'settled',
      settledAt: new Date(completedAt.getTime() + timings.settlementMs),
    };
  }
  const status =
    sinceCompletion >= timings.completedDisplayMs ? 'waiting_settlement' : 'launch_completed';
  return { ...progress, completedAt, status };
}

/** Where the plan stands at `now` on the simulation clock. Idempotent: simulate(simulate(p)) = simulate(p). */
export function simulate(
  plan: SimPlan,
  product: SimProduct,
  now: Date,
  timings: Timings,
): Transition {
  const current = progressOf(plan);
  if (FINAL_STATUSES.includes(plan.status) || !plan.launchedAt)
    return { next: current, failedAt: null };
  if (plan.completedAt)
    return { next: afterCompletion(current, plan.completedAt, now, timings), failedAt: null };

  const matchedAt = plan.launchedAt.getTime() + timings.matchingMs;
  if (now.getTime() < matchedAt)
    return { next: { ...current, status: 'matching' }, failedAt: null };
  if (plan.status === 'matching' && launchFails(plan.seed)) {
    return { next: { ...current, status: 'launch_failed' }, failedAt: new Date(matchedAt) };
  }

  const budget = budgetOf(plan);
  const runMs = Math.max(1, product.runHours) * HOUR_MS;
  const elapsed = Math.floor((now.getTime() - matchedAt) / STEP_MS) * STEP_MS;
  const linear = elapsed >= runMs ? budget : (budget * BigInt(elapsed)) / BigInt(runMs);
  const consumed = linear > plan.consumed ? linear : plan.consumed;
  const running = withConsumption(plan, product, consumed);
  if (consumed < budget) return { next: { ...running, status: 'in_progress' }, failedAt: null };
  return {
    next: afterCompletion(running, new Date(matchedAt + runMs), now, timings),
    failedAt: null,
  };
}

/** QA: the whole budget consumed at `now` (from matching or in_progress). */
export function forceComplete(plan: SimPlan, product: SimProduct, now: Date): PlanProgress {
  return {
    ...withConsumption(plan, product, budgetOf(plan)),
    status: 'launch_completed',
    completedAt: now,
  };
}

/** QA: completes if needed, then settles at `now`. */
export function forceSettle(plan: SimPlan, product: SimProduct, now: Date): PlanProgress {
  const completed = plan.completedAt ? progressOf(plan) : forceComplete(plan, product, now);
  return { ...completed, status: 'settled', settledAt: now };
}

/** QA: fails at `now`, keeping what was consumed so far (the rest is refunded). */
export function forceFail(plan: SimPlan): PlanProgress {
  return { ...progressOf(plan), status: 'launch_failed' };
}

export function sameProgress(a: PlanProgress, b: PlanProgress): boolean {
  return (
    a.status === b.status &&
    a.consumed === b.consumed &&
    a.commission === b.commission &&
    a.impressions === b.impressions &&
    a.clicks === b.clicks &&
    a.conversions === b.conversions &&
    a.completedAt?.getTime() === b.completedAt?.getTime() &&
    a.settledAt?.getTime() === b.settledAt?.getTime()
  );
}

/** A small deterministic PRNG (mulberry32): the same seed always draws the same rates. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
