import {
  type PlanDetail,
  type PlanOrder,
  type PlanStatus,
  type ProductDetail,
} from '@adc/contract';
import { dbProvider, writeVersion, type PlanOrder as PlanOrderRow, type Product } from '@adc/db';
import type { Lang } from '@adc/messages';
import type { Core } from '../../core';
import { badRequest, dataError } from '../../lib/errors';
import { idempotent, isUniqueViolation, type Seal } from '../../lib/idempotency';
import { moneyParam as money, storeTexts } from '../../lib/platform-text';
import { TableMemo } from '../../lib/table-memo';
import type { Services } from '../../services';
import type { Page, PageInput } from '../coupon/coupon-service';
import { post } from '../wallet/ledger';
import { seedDemoAccount } from './demo-seed';
import { dailyOfferProduct, offerDayOf, welcomeOfferProducts } from './offers';
import { planEventNotices } from './plan-events';
import { applyPlanLedger } from './plan-ledger';
import {
  planTexts,
  toPlanDetail,
  toPlanOrder,
  toProductDetail,
  type PlanWithProduct,
} from './plan-dto';
import {
  ACTIVE_STATUSES,
  forceComplete,
  forceFail,
  forceSettle,
  sameProgress,
  seedFromPlanNo,
  simulate,
  type PlanProgress,
  type SimPlan,
  type Timings,
} from './simulation';

export interface PutInput {
  id: number;
  amount: bigint;
  couponId?: number;
}

export type ForceOutcome = 'fail' | 'complete' | 'settle';

const FORCEABLE: Record<ForceOutcome, readonly string[]> = {
  fail: ['matching', 'in_progress'],
  complete: ['matching', 'in_progress'],
  settle: ['matching', 'in_progress', 'launch_completed', 'waiting_settlement'],
};
/** A forced transition that keeps losing to concurrent writers gives up after this many reads. */
const FORCE_ATTEMPTS = 20;
const PLAN_NO_ATTEMPTS = 8;
/** The platform offers a new order each day while the user has fewer pending orders than this. */
const DAILY_OFFER_BELOW = 2;

/**
 * Plan orders: launch (`put`), the delivery lifecycle on the simulation clock (`sync`, see
 * simulation.ts for the maths and plan-ledger.ts for the money), reads, and the QA/seed hooks.
 */
export class PlanService {
  private readonly lastSync = new Map<number, { second: number; version: number }>();
  private readonly skipRepeatedSyncs: boolean;
  /** Products by id: written only by the seed and QA resets, read by every launch. */
  private readonly products: TableMemo<Product | null>;

  constructor(
    protected readonly core: Core,
    protected readonly services: Services,
  ) {
    const sqlite = dbProvider(core.config.databaseUrl) === 'sqlite';
    this.skipRepeatedSyncs = sqlite;
    this.products = new TableMemo(['Product'], sqlite, (product) => product !== null);
  }

  private get timings(): Timings {
    return this.core.config.simulation;
  }

  async list(
    userId: number,
    query: PageInput & { status?: PlanStatus },
    lang: Lang,
  ): Promise<Page<PlanOrder>> {
    await this.sync(userId);
    await this.offerDaily(userId, this.core.clock.nowFor(userId));
    const where = { userId, ...(query.status ? { status: query.status } : {}) };
    const [rows, total] = await Promise.all([
      this.core.db.planOrder.findMany({
        where,
        include: { product: true },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (query.page - 1) * query.page_size,
        take: query.page_size,
      }),
      this.core.db.planOrder.count({ where }),
    ]);
    return {
      list: rows.map((row) => toPlanOrder(row, lang)),
      total,
      page: query.page,
      page_size: query.page_size,
    };
  }

  async detail(userId: number, id: number, lang: Lang): Promise<PlanDetail> {
    await this.sync(userId);
    return toPlanDetail(await this.ownPlan(userId, id), lang);
  }

  async productDetail(userId: number, id: number, lang: Lang): Promise<ProductDetail> {
    return toProductDetail((await this.ownPlan(userId, id)).product, lang);
  }

  /** Launches a pending plan; a retry with the same Idempotency-Key replays the first answer. */
  async put(
    userId: number,
    input: PutInput,
    lang: Lang,
    idempotencyKey?: string,
  ): Promise<PlanOrder> {
    const request = { id: input.id, amount: input.amount, couponId: input.couponId ?? null };
    return idempotent(
      this.core.db,
      { userId, key: idempotencyKey, route: 'plan.put', request },
      async (seal) =>
        toPlanOrder(
          await this.launch(userId, input, this.core.clock.nowFor(userId), seal, lang),
          lang,
        ),
    );
  }

  /**
   * Launches at `at` (now, or a past moment when seeding). One short transaction: the wallet
   * debit first (conditional: never below zero), then the coupon (conditional: unused), then the
   * order (conditional: still pending_launch), so concurrent launches of one plan or one coupon
   * leave exactly one winner and the losers roll back completely.
   */
  async launch(
    userId: number,
    input: PutInput,
    at: Date,
    seal?: Seal<PlanOrder>,
    lang: Lang = 'en',
  ): Promise<PlanWithProduct> {
    const plan = await this.ownPlanForLaunch(userId, input.id);
    if (plan.status !== 'pending_launch') throw badRequest('error.plan_not_launchable');
    if (input.amount <= 0n) throw badRequest('error.investment_amount_invalid');
    if (input.amount < plan.product.minAmount || input.amount > plan.product.maxAmount) {
      throw badRequest('error.investment_amount_out_of_range');
    }
    const pricing = await this.services.coupons.priceForLaunch(
      userId,
      input.couponId,
      input.amount,
      at,
    );
    const launched = {
      status: 'matching',
      launchedAt: at,
      putAmount: input.amount,
      walletPaid: pricing.walletPaid,
      bonusBudget: pricing.bonusBudget,
      couponId: input.couponId ?? null,
    };
    await this.core.db.$transaction(async (tx) => {
      await post(tx, {
        userId,
        type: 'ad_billing',
        amount: -pricing.walletPaid,
        toBeConsumed: pricing.walletPaid,
        insufficient: 'error.insufficient_balance',
        remark: plan.planNo,
        refType: 'plan',
        refId: plan.id,
        at,
      });
      if (input.couponId !== undefined)
        await this.services.coupons.markUsed(tx, userId, input.couponId, at);
      const { count } = await tx.planOrder.updateMany({
        where: { id: plan.id, status: 'pending_launch' },
        data: launched,
      });
      if (count === 0) throw badRequest('error.plan_not_launchable');
      await this.services.notifications.notify(tx, userId, at, 'plan_launched', {
        plan_no: plan.planNo,
        amount: money(input.amount),
      });
      await seal?.(tx, toPlanOrder({ ...plan, ...launched }, lang));
    });
    return { ...plan, ...launched };
  }

  /**
   * Brings every active plan of the user up to the user's simulation clock. Idempotent and race-safe:
   * each plan is written conditionally on the state it was read in, and its ledger movements are
   * made only when that write won, so concurrent syncs cannot apply a step twice. One query when
   * nothing is active. `at` (default: the user's clock) lets the seed derive its plans at the
   * very instant it seeded them, so a reset always produces the same rows.
   */
  async sync(userId: number, at?: Date): Promise<void> {
    const now = at ?? this.core.clock.nowFor(userId);
    // Plans move in whole simulated seconds: a second sync within the same second, with no plan
    // written since, has nothing to do (SQLite only, where writes are tracked per table).
    const second = Math.floor(now.getTime() / 1000);
    const version = writeVersion('PlanOrder');
    const last = this.lastSync.get(userId);
    if (this.skipRepeatedSyncs && !at && last?.second === second && last.version === version)
      return;
    const plans = await this.core.db.planOrder.findMany({
      where: { userId, status: { in: ACTIVE_STATUSES } },
      include: { product: true },
    });
    for (const plan of plans) {
      const { next, failedAt } = simulate(asSim(plan), plan.product, now, this.timings);
      if (!sameProgress(asSim(plan), next)) await this.transition(plan, next, failedAt ?? now);
    }
    // Remember the version read before the query: any write since (ours included) means one
    // more full sync next time, never a missed one.
    if (this.lastSync.size >= 10_000) this.lastSync.clear();
    this.lastSync.set(userId, { second, version });
  }

  /** QA: an official pending plan for `productId` (default: the first product). */
  async push(userId: number, productId?: number, lang: Lang = 'en'): Promise<PlanOrder> {
    const product = productId
      ? await this.core.db.product.findUnique({ where: { id: productId } })
      : await this.core.db.product.findFirst({ orderBy: { id: 'asc' } });
    if (!product) throw dataError();
    return toPlanOrder(
      await this.createOrder(userId, product, {
        officialPush: true,
        at: this.core.clock.nowFor(userId),
      }),
      lang,
    );
  }

  /** QA: fail (refund), complete (consume everything now) or settle (complete if needed, settle now). */
  async force(id: number, outcome: ForceOutcome, lang: Lang = 'en'): Promise<PlanOrder> {
    const found = await this.core.db.planOrder.findUnique({
      where: { id },
      select: { userId: true },
    });
    if (!found) throw dataError();
    // The write is conditional on the plan as read: when a concurrent sync (or force) moved the
    // plan first, read it again and force from where it is now.
    for (let attempt = 1; ; attempt++) {
      await this.sync(found.userId);
      const plan = await this.ownPlan(found.userId, id);
      if (!FORCEABLE[outcome].includes(plan.status)) throw badRequest('error.plan_not_launchable');
      const now = this.core.clock.nowFor(found.userId);
      const next = forcedProgress(outcome, asSim(plan), plan.product, now);
      if (await this.transition(plan, next, now)) break;
      if (attempt >= FORCE_ATTEMPTS) throw badRequest('error.plan_not_launchable');
    }
    return toPlanOrder(await this.ownPlan(found.userId, id), lang);
  }

  /**
   * Platform offers for a new account (registered, opened or seeded): one pending order on a
   * product of each type, chosen per user.
   */
  async offerWelcome(userId: number, at: Date): Promise<void> {
    const products = await this.allProducts();
    for (const product of welcomeOfferProducts(products, userId))
      await this.createOrder(userId, product, { officialPush: false, at });
  }

  /**
   * The daily offer: while the user has fewer than 2 pending orders, one new order per simulated
   * (UTC) day, on a product chosen from (user, day). The unique (userId, offerDay) index makes
   * concurrent calls offer it once.
   */
  async offerDaily(userId: number, now: Date): Promise<void> {
    const pending = await this.core.db.planOrder.count({
      where: { userId, status: 'pending_launch' },
    });
    if (pending >= DAILY_OFFER_BELOW) return;
    const offerDay = offerDayOf(now);
    const offered = await this.core.db.planOrder.findFirst({
      where: { userId, offerDay },
      select: { id: true },
    });
    if (offered) return;
    const product = dailyOfferProduct(await this.allProducts(), userId, offerDay);
    if (!product) return;
    try {
      await this.createOrder(userId, product, { officialPush: false, at: now, offerDay });
    } catch (error) {
      // A concurrent call offered today's order first.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  private allProducts(): Promise<Product[]> {
    return this.core.db.product.findMany({ orderBy: { id: 'asc' } });
  }

  /** Seed: demo's plans in every status and its unused/used/expired coupons; leaves available 10000.00. */
  async seedDemo(userId: number): Promise<void> {
    await seedDemoAccount(this.core, this.services, userId);
  }

  /**
   * A new pending order numbered `P` + yyyymmdd (UTC) + a 6-digit daily sequence. The seed of its
   * simulation derives from that number unless given.
   */
  async createOrder(
    userId: number,
    product: Product,
    options: { officialPush: boolean; at: Date; seed?: number; offerDay?: string },
  ): Promise<PlanWithProduct> {
    const texts = storeTexts(planTexts(product, this.timings));
    const prefix = `P${options.at.toISOString().slice(0, 10).replaceAll('-', '')}`;
    for (let attempt = 0; ; attempt++) {
      const last = await this.core.db.planOrder.findFirst({
        where: { planNo: { startsWith: prefix } },
        orderBy: { planNo: 'desc' },
        select: { planNo: true },
      });
      const sequence = (last ? Number(last.planNo.slice(prefix.length)) : 0) + 1;
      const planNo = `${prefix}${String(sequence).padStart(6, '0')}`;
      try {
        return await this.core.db.planOrder.create({
          data: {
            planNo,
            userId,
            productId: product.id,
            officialPush: options.officialPush,
            seed: options.seed ?? seedFromPlanNo(planNo),
            createdAt: options.at,
            offerDay: options.offerDay ?? null,
            ...texts.plain,
            texts: texts.texts,
          },
          include: { product: true },
        });
      } catch (error) {
        if (!isUniqueViolation(error) || attempt + 1 >= PLAN_NO_ATTEMPTS) throw error;
        if (options.offerDay !== undefined) throw error;
      }
    }
  }

  /** Writes `next` if the plan is still as read, with its ledger movements; false if another writer won. */
  private async transition(
    plan: PlanOrderRow,
    next: PlanProgress,
    eventAt: Date,
  ): Promise<boolean> {
    return this.core.db.$transaction(async (tx) => {
      const { count } = await tx.planOrder.updateMany({
        where: {
          id: plan.id,
          status: plan.status,
          consumed: plan.consumed,
          commission: plan.commission,
        },
        data: next,
      });
      if (count === 0) return false;
      await applyPlanLedger(tx, plan, next, eventAt);
      for (const notice of planEventNotices(plan, next, eventAt, this.timings))
        await this.services.notifications.notify(
          tx,
          plan.userId,
          notice.at,
          notice.event,
          notice.params,
        );
      return true;
    });
  }

  /** `ownPlan`, with the product from the memo where there is one (one query fewer). */
  private async ownPlanForLaunch(userId: number, id: number): Promise<PlanWithProduct> {
    if (!this.products.enabled) return this.ownPlan(userId, id);
    const plan = await this.core.db.planOrder.findUnique({ where: { id } });
    if (!plan || plan.userId !== userId) throw dataError();
    const product = await this.products.get(String(plan.productId), () =>
      this.core.db.product.findUnique({ where: { id: plan.productId } }),
    );
    if (!product) throw dataError();
    return { ...plan, product };
  }

  private async ownPlan(userId: number, id: number): Promise<PlanWithProduct> {
    const plan = await this.core.db.planOrder.findUnique({
      where: { id },
      include: { product: true },
    });
    if (!plan || plan.userId !== userId) throw dataError();
    return plan;
  }
}

function forcedProgress(
  outcome: ForceOutcome,
  plan: SimPlan,
  product: Product,
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

function asSim(plan: PlanOrderRow): SimPlan {
  return { ...plan, status: plan.status as PlanStatus };
}
