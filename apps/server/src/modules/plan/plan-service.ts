import type { PlanDetail, PlanOrder, PlanStatus, ProductDetail } from '@adc/contract';
import { pageWindow, toPage, type Page, type PageQuery } from '@adc/domain';
import { oneSnapshot, type Tx } from '@adc/db';
import type { Lang } from '@adc/messages';
import type { Core } from '../../core';
import type { CouponService } from '../coupon/coupon-service';
import type { NotificationService } from '../notification/notification-service';
import { toPlanDetail, toPlanOrder, toProductDetail } from './plan-dto';
import { PlanLaunches, type PutInput } from './plan-launch-service';
import { PlanLifecycle, type LiveProgress } from './plan-lifecycle';
import { PlanQa, type ForceOutcome } from './plan-qa';
import { ownPlan, ownPlanWithCoupon } from './plan-rows';

export type { PutInput } from './plan-launch-service';
export type { ForceOutcome } from './plan-qa';

/** The services plans call: coupons (launch pricing) and notifications (money events). */
export interface PlanDeps {
  coupons: CouponService;
  notifications: NotificationService;
}

/**
 * The plan module: the user's reads here, and its three parts, `launches` (offers and launches,
 * plan-launch-service.ts), `lifecycle` (delivery on the simulation clock, plan-lifecycle.ts) and
 * `qa` (pushes, forced outcomes and the demo seed, plan-qa.ts). The few calls other modules
 * make are named here too.
 */
export class PlanService {
  readonly launches: PlanLaunches;
  readonly lifecycle: PlanLifecycle;
  readonly qa: PlanQa;

  constructor(
    private readonly core: Core,
    deps: PlanDeps,
  ) {
    this.launches = new PlanLaunches(core, deps);
    this.lifecycle = new PlanLifecycle(core, deps);
    this.qa = new PlanQa(core, deps, this.launches, this.lifecycle);
  }

  async list(
    userId: number,
    query: PageQuery & { status?: PlanStatus },
    lang: Lang,
  ): Promise<Page<PlanOrder>> {
    const live = await this.lifecycle.sync(userId);
    await this.launches.offerDaily(userId, this.core.clock.nowFor(userId));
    const where = { userId, ...(query.status ? { status: query.status } : {}) };
    const db = this.core.db;
    // The page and its total from one snapshot: a plan launched meanwhile is in both or in neither.
    const [rows, total] = await db.$transaction(
      [
        db.planOrder.findMany({
          where,
          include: { product: true },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          ...pageWindow(query),
        }),
        db.planOrder.count({ where }),
      ],
      oneSnapshot(this.core.config.databaseUrl),
    );
    return toPage(
      rows.map((row) => toPlanOrder(live.plan(row), lang)),
      total,
      query,
    );
  }

  async detail(userId: number, id: number, lang: Lang): Promise<PlanDetail> {
    const live = await this.lifecycle.sync(userId);
    return toPlanDetail(live.plan(await ownPlanWithCoupon(this.core.db, userId, id)), lang);
  }

  async productDetail(userId: number, id: number, lang: Lang): Promise<ProductDetail> {
    return toProductDetail((await ownPlan(this.core.db, userId, id)).product, lang);
  }

  // ---- called by other modules ----

  /** Launches a pending plan (`/plan/order/put`): see PlanLaunches.put. */
  put(userId: number, input: PutInput, lang: Lang, idempotencyKey?: string): Promise<PlanOrder> {
    return this.launches.put(userId, input, lang, idempotencyKey);
  }

  /** Brings the user's plans up to the user's clock (before reading money or statistics), answering the running plans' progress beyond what is stored. */
  sync(userId: number, at?: Date): Promise<LiveProgress> {
    return this.lifecycle.sync(userId, at);
  }

  /** Stored figures read with the running plans' progress, so that neither counts what the other holds: see PlanLifecycle.withLive. */
  withLive<T>(userId: number, read: () => Promise<T>): Promise<{ stored: T; live: LiveProgress }> {
    return this.lifecycle.withLive(userId, read);
  }

  /** The welcome offers of a new account (in the account's transaction `tx` when given). */
  offerWelcome(userId: number, at: Date, tx?: Tx): Promise<void> {
    return this.launches.offerWelcome(userId, at, tx);
  }

  /** QA `/plans/push`. */
  push(userId: number, productId?: number, lang: Lang = 'en'): Promise<PlanOrder> {
    return this.qa.push(userId, productId, lang);
  }

  /** QA `/plans/force`. */
  force(id: number, outcome: ForceOutcome, lang: Lang = 'en'): Promise<PlanOrder> {
    return this.qa.force(id, outcome, lang);
  }

  /** The seed of demo's plans and coupons. */
  seedDemo(userId: number): Promise<void> {
    return this.qa.seedDemo(userId);
  }
}
