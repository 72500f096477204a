import type { PlanOrder } from '@adc/contract';
import type { Product } from '@adc/db';
import { ACTIVE_STATUSES, RUNNING_STATUSES } from '@adc/domain';
import type { Lang } from '@adc/messages';
import type { Core } from '../../core';
import { badRequest, dataError } from '../../lib/errors';
import type { CouponService } from '../coupon/coupon-service';
import { seedDemoAccount } from './demo-seed';
import { toPlanOrder, type PlanWithProduct } from './plan-dto';
import type { PlanLaunches } from './plan-launch-service';
import type { PlanLifecycle } from './plan-lifecycle';
import { asSim, ownPlan } from './plan-rows';
import {
  forceComplete,
  forceFail,
  forceSettle,
  type PlanProgress,
  type SimPlan,
  type SimProduct,
} from './simulation';

export type ForceOutcome = 'fail' | 'complete' | 'settle';

const FORCEABLE: Record<ForceOutcome, readonly string[]> = {
  fail: RUNNING_STATUSES,
  complete: RUNNING_STATUSES,
  settle: ACTIVE_STATUSES,
};
/** The refusal names the outcome asked for and the status the plan is in (API values). */
const notForceable = (outcome: ForceOutcome, status: string) =>
  badRequest('error.plan_not_forceable', { outcome, status });

/** A forced transition that keeps losing to concurrent writers gives up after this many reads. */
const FORCE_ATTEMPTS = 20;

/**
 * What QA and the seed do to plans that no user can: push official offers, force a plan's
 * outcome now, and seed demo's history. Each goes through the same launch and lifecycle code as
 * real traffic (a forced plan's money moves as the same event would move it).
 */
export class PlanQa {
  constructor(
    private readonly core: Core,
    private readonly deps: { coupons: CouponService },
    private readonly launches: PlanLaunches,
    private readonly lifecycle: PlanLifecycle,
  ) {}

  /** An official pending plan for `productId` (default: the first product). */
  async push(userId: number, productId?: number, lang: Lang = 'en'): Promise<PlanOrder> {
    const [pushed] = await this.pushAll(userId, 1, productId);
    if (!pushed) throw dataError();
    return toPlanOrder(pushed, lang);
  }

  /** `count` official pending plans for `productId` (default: the first product), with one insert. */
  async pushAll(userId: number, count: number, productId?: number): Promise<PlanWithProduct[]> {
    const product = await this.productFor(productId);
    return this.launches.createOrders(
      userId,
      Array.from({ length: count }, () => ({ product })),
      { officialPush: true, at: this.core.clock.nowFor(userId) },
    );
  }

  /** Fail (refund), complete (consume everything now) or settle (complete if needed, settle now). */
  async force(id: number, outcome: ForceOutcome, lang: Lang = 'en'): Promise<PlanOrder> {
    const found = await this.core.db.planOrder.findUnique({
      where: { id },
      select: { userId: true },
    });
    if (!found) throw dataError();
    const { userId } = found;
    // The write is conditional on the plan as read: when a concurrent sync (or force) moved the
    // plan first, read it again and force from where it is now.
    for (let attempt = 1; ; attempt++) {
      const live = await this.lifecycle.sync(userId);
      const plan = await ownPlan(this.core.db, userId, id);
      if (!FORCEABLE[outcome].includes(plan.status)) throw notForceable(outcome, plan.status);
      const now = this.core.clock.nowFor(userId);
      // Forced from where the plan stands now (a failure keeps what it has consumed so far);
      // written conditionally on the stored row, with the money from that row to the outcome.
      const next = forcedProgress(outcome, asSim(live.plan(plan)), plan.product, now);
      const [won] = await this.lifecycle.move(userId, [{ plan, next, eventAt: now }]);
      if (won) break;
      if (attempt >= FORCE_ATTEMPTS) throw notForceable(outcome, plan.status);
    }
    return toPlanOrder(await ownPlan(this.core.db, userId, id), lang);
  }

  /** Seed: demo's plans in every status and its unused/used/expired coupons; leaves available 10000.00. */
  async seedDemo(userId: number): Promise<void> {
    await seedDemoAccount(
      this.core,
      { coupons: this.deps.coupons, launches: this.launches, lifecycle: this.lifecycle },
      userId,
    );
  }

  private async productFor(productId?: number): Promise<Product> {
    const product = productId
      ? await this.core.db.product.findUnique({ where: { id: productId } })
      : await this.core.db.product.findFirst({ orderBy: { id: 'asc' } });
    if (!product) throw dataError();
    return product;
  }
}

function forcedProgress(
  outcome: ForceOutcome,
  plan: SimPlan,
  product: SimProduct,
  now: Date,
): PlanProgress {
  switch (outcome) {
    case 'fail':
      return forceFail(plan);
    case 'complete':
      return forceComplete(plan, product, now);
    case 'settle':
      return forceSettle(plan, product, now);
  }
}
