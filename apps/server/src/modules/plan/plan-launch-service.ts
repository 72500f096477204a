import type { PlanOrder } from '@adc/contract';
import {
  dbProvider,
  Prisma,
  type Db,
  type PlanOrder as PlanOrderRow,
  type Product,
  type Tx,
} from '@adc/db';
import { LAUNCHABLE_STATUS } from '@adc/domain';
import type { Lang } from '@adc/messages';
import type { Core } from '../../core';
import { badRequest, dataError } from '../../lib/errors';
import { idempotent, type Seal } from '../../lib/idempotency';
import { insertRows, RidingInserts } from '../../lib/insert-rows';
import { moneyParam as money, storeTexts } from '../../lib/platform-text';
import { TableMemo } from '../../lib/table-memo';
import type { CouponService } from '../coupon/coupon-service';
import type { NotificationService } from '../notification/notification-service';
import { postAll } from '../wallet/ledger';
import { dailyOfferProduct, offerDayOf, welcomeOfferProducts } from './offers';
import { planTexts, toPlanOrder, type PlanWithProduct } from './plan-dto';
import { seedFromPlanNo } from './simulation';

export interface PutInput {
  id: number;
  amount: bigint;
  couponId?: number;
}

/** A pending order to create: its product, and its simulation seed when not derived from its number. */
export interface NewOrder {
  product: Product;
  seed?: number;
}

export interface OrderOptions {
  officialPush: boolean;
  at: Date;
  /** The simulated day of a daily offer (one per user and day). */
  offerDay?: string;
  /** The transaction to create them in (default: on their own). */
  tx?: Tx;
}

/** The platform offers a new order each day while the user has fewer pending orders than this. */
const DAILY_OFFER_BELOW = 2;

/**
 * Plan launches and the platform's offers: the pending orders a user is offered (welcome, daily,
 * pushed) and their launch (`put`), which moves the money into to_be_consumed.
 */
export class PlanLaunches {
  /** Products by id: written only by the seed and QA resets, read by every launch. */
  private readonly products: TableMemo<Product | null>;
  /** PostgreSQL: a launch's inserts ride with its next statement (RidingInserts). */
  private readonly insertsRide: boolean;

  constructor(
    private readonly core: Core,
    private readonly deps: { coupons: CouponService; notifications: NotificationService },
  ) {
    const sqlite = dbProvider(core.config.databaseUrl) === 'sqlite';
    this.products = new TableMemo(['Product'], sqlite, (product) => product !== null);
    this.insertsRide = !sqlite;
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
      // Before its transaction a launch only reads: its key is taken by the seal (one round trip
      // and one commit fewer than a claim of its own).
      { userId, key: idempotencyKey, route: 'plan.put', request, claim: 'atSeal' },
      async (seal) =>
        toPlanOrder(
          await this.launch(userId, input, this.core.clock.nowFor(userId), seal, lang),
          lang,
        ),
    );
  }

  /** Launches one pending plan at `at` (now, or a past moment when seeding): see `launchAll`. */
  async launch(
    userId: number,
    input: PutInput,
    at: Date,
    seal?: Seal<PlanOrder>,
    lang: Lang = 'en',
  ): Promise<PlanWithProduct> {
    const [launched] = await this.launchAll(userId, [input], at, async (tx, [plan]) => {
      if (plan) await seal?.(tx, toPlanOrder(plan, lang));
    });
    if (!launched) throw dataError();
    return launched;
  }

  /**
   * Launches several pending plans of the user at `at`, as that many launches at that moment
   * would, all or none. One short transaction: the wallet debit first (conditional: never below
   * zero), then the coupons (conditional: unused), then the orders (conditional: still
   * pending_launch), so concurrent launches of one plan or one coupon leave exactly one winner
   * and the losers roll back completely. The flows and the notifications are written with the
   * orders' update (on PostgreSQL in its statement), before the attempt's seal.
   */
  async launchAll(
    userId: number,
    inputs: readonly PutInput[],
    at: Date,
    seal?: (tx: Tx, launched: PlanWithProduct[]) => Promise<void>,
  ): Promise<PlanWithProduct[]> {
    const plans = await this.plansForLaunch(
      userId,
      inputs.map((input) => input.id),
    );
    const launches = await Promise.all(
      inputs.map(async (input, i) => {
        const plan = plans[i];
        if (!plan) throw dataError();
        checkLaunchable(plan, input);
        const pricing = await this.deps.coupons.priceForLaunch(
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
        return { plan, launched, input };
      }),
    );
    const result = launches.map(({ plan, launched }) => ({ ...plan, ...launched }));
    await this.core.db.$transaction(async (tx) => {
      // The flows and the notifications ride with the first update of the orders (PostgreSQL:
      // one round trip for the three; see RidingInserts), which reads neither table.
      const rows = new RidingInserts(tx, this.insertsRide);
      await postAll(
        tx,
        userId,
        {
          flows: launches.map(({ plan, launched }) => ({
            userId,
            type: 'ad_billing',
            amount: -launched.walletPaid,
            toBeConsumed: launched.walletPaid,
            remark: plan.planNo,
            refType: 'plan',
            refId: plan.id,
            at,
          })),
        },
        'error.insufficient_balance',
        rows,
      );
      for (const { input } of launches)
        if (input.couponId !== undefined)
          await this.deps.coupons.markUsed(tx, userId, input.couponId, at);
      await this.deps.notifications.notifyAll(
        tx,
        userId,
        launches.map(({ plan, input }) => ({
          at,
          event: 'plan_launched' as const,
          params: { plan_no: plan.planNo, amount: money(input.amount) },
        })),
        rows,
      );
      // Launches priced alike are written with one conditional update.
      for (const group of groupBy(launches, ({ launched }) => launchKey(launched))) {
        const ids = group.map(({ plan }) => plan.id);
        const [first] = group;
        if (!first) continue;
        const { launched } = first;
        // Raw SQL: Prisma's updateMany costs several times as much CPU (docs/performance.md, "Launches").
        const count = await rows.execute(Prisma.sql`UPDATE "PlanOrder"
          SET "status" = ${launched.status}, "launchedAt" = ${launched.launchedAt}, "putAmount" = ${launched.putAmount},
            "walletPaid" = ${launched.walletPaid}, "bonusBudget" = ${launched.bonusBudget}, "couponId" = ${launched.couponId}
          WHERE "id" IN (${Prisma.join(ids)}) AND "status" = ${LAUNCHABLE_STATUS}`);
        if (count !== ids.length) throw badRequest('error.plan_not_launchable');
      }
      await rows.flush();
      await seal?.(tx, result);
    });
    return result;
  }

  /**
   * Platform offers for a new account (registered, opened or seeded): one pending order on a
   * product of each type, chosen per user. Given `tx`, in that transaction (the account's own, so
   * that an account never exists without its offers).
   */
  async offerWelcome(userId: number, at: Date, tx?: Tx): Promise<void> {
    const products = welcomeOfferProducts(await this.allProducts(tx), userId);
    await this.createOrders(
      userId,
      products.map((product) => ({ product })),
      { officialPush: false, at, tx },
    );
  }

  /**
   * The daily offer: while the user has fewer than 2 pending orders, one new order per simulated
   * (UTC) day, on a product chosen from (user, day). The unique (userId, offerDay) index makes
   * concurrent calls offer it once: the later insert skips its row (on that index only).
   */
  async offerDaily(userId: number, now: Date): Promise<void> {
    const pending = await this.core.db.planOrder.count({
      where: { userId, status: LAUNCHABLE_STATUS },
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
    await this.createOrders(userId, [{ product }], { officialPush: false, at: now, offerDay });
  }

  /** One new pending order on `product`: see `createOrders`. */
  async createOrder(
    userId: number,
    product: Product,
    options: OrderOptions & { seed?: number },
  ): Promise<PlanWithProduct> {
    const [created] = await this.createOrders(userId, [{ product, seed: options.seed }], options);
    if (!created) throw dataError();
    return created;
  }

  /**
   * New pending orders, with one insert, numbered `P` + yyyymmdd (UTC) + a 6-digit daily
   * sequence, in the order given. The numbers are taken from the day's counter by one atomic
   * statement before the insert (`takePlanNumbers`), so they never collide, whatever the
   * concurrency or the number of instances; an insert that fails leaves its numbers unused. The
   * seed of each one's simulation derives from that number unless given. A daily offer
   * (`offerDay`) that a concurrent call made first is skipped: the answer lacks it.
   */
  async createOrders(
    userId: number,
    orders: readonly NewOrder[],
    options: OrderOptions,
  ): Promise<PlanWithProduct[]> {
    if (orders.length === 0) return [];
    const db = options.tx ?? this.core.db;
    const day = options.at.toISOString().slice(0, 10).replaceAll('-', '');
    // The texts of a product's orders are the same: rendered once per product.
    const products = new Map(orders.map(({ product }) => [product.id, product]));
    const textsOf = new Map(
      [...products.values()].map((product) => [
        product.id,
        storeTexts(planTexts(product, this.core.config.simulation)),
      ]),
    );
    const first = await takePlanNumbers(db, day, orders.length);
    const rows = orders.map((order, i) => {
      const planNo = planNumber(day, first + i);
      const texts = textsOf.get(order.product.id);
      if (!texts) throw new Error(`no texts for product ${order.product.id}`);
      return {
        planNo,
        userId,
        productId: order.product.id,
        officialPush: options.officialPush,
        seed: order.seed ?? seedFromPlanNo(planNo),
        createdAt: options.at,
        offerDay: options.offerDay ?? null,
        ...texts.plain,
        texts: texts.texts,
      };
    });
    await insertRows(
      db,
      'PlanOrder',
      rows,
      options.offerDay === undefined ? {} : { skipOnConflict: ['userId', 'offerDay'] },
    );
    const created = await db.planOrder.findMany({
      where: { planNo: { in: rows.map((row) => row.planNo) } },
    });
    const byNo = new Map(created.map((plan) => [plan.planNo, plan]));
    return rows.flatMap((row, i) => {
      const plan = byNo.get(row.planNo);
      const product = orders[i]?.product;
      if (!plan && options.offerDay !== undefined) return [];
      if (!plan || !product) throw new Error(`order ${row.planNo} was not created`);
      return [{ ...plan, product }];
    });
  }

  private async allProducts(tx?: Tx): Promise<Product[]> {
    return (tx ?? this.core.db).product.findMany({ orderBy: { id: 'asc' } });
  }

  /**
   * The user's plans `ids` (in that order) with their products; the products come from the memo
   * where there is one (one query fewer). Any plan missing or another user's is a data error.
   */
  private async plansForLaunch(userId: number, ids: readonly number[]): Promise<PlanWithProduct[]> {
    const db = this.core.db;
    if (!this.products.enabled) {
      // No memo (PostgreSQL): the plans with their products in one raw query, which costs the
      // app about half the CPU of the same findMany with `include` (docs/performance.md).
      const rows = await db.$queryRaw<
        Array<Record<string, unknown>>
      >`${PLANS_WITH_PRODUCTS} WHERE "p"."id" IN (${Prisma.join(ids)})`;
      const plans = rows.map((row) => ({
        ...fieldsOf<PlanOrderRow>(row, 'p_'),
        product: fieldsOf<Product>(row, 'r_'),
      }));
      return ids.map((id) => ownedIn(plans, userId, id));
    }
    // Raw SQL, a third of findMany's CPU: the SQLite adapter types raw columns as the model's
    // (the launch tests read these rows back through the API).
    const rows = await db.$queryRaw<
      PlanOrderRow[]
    >`SELECT * FROM "PlanOrder" WHERE "id" IN (${Prisma.join(ids)})`;
    return Promise.all(
      ids.map(async (id) => {
        const plan = ownedIn(rows, userId, id);
        const product = await this.products.get(String(plan.productId), () =>
          db.product.findUnique({ where: { id: plan.productId } }),
        );
        if (!product) throw dataError();
        return { ...plan, product };
      }),
    );
  }
}

/** A plan number: `P`, the day (yyyymmdd), the day's sequence number in 6 digits. */
function planNumber(day: string, sequence: number): string {
  return `P${day}${String(sequence).padStart(6, '0')}`;
}

/**
 * Takes `count` plan numbers of `day` and answers the first: one statement that moves the day's
 * counter on and reads it (INSERT … ON CONFLICT DO UPDATE … RETURNING, atomic on SQLite and
 * PostgreSQL: concurrent callers wait for each other's row and each gets its own range). A day
 * without a counter row starts after the highest number of that day's plans (none: at 1), so
 * plans numbered before the counter existed, or a counter row deleted with its plans, are not
 * numbered again. In a transaction, the counter row stays locked until it ends (PostgreSQL): take
 * numbers last.
 */
async function takePlanNumbers(db: Db | Tx, day: string, count: number): Promise<number> {
  const prefix = `P${day}`;
  const [taken] = await db.$queryRaw<Array<{ last: number | bigint }>>`
    INSERT INTO "PlanNoCounter" ("day", "last")
    VALUES (${day}, COALESCE((SELECT CAST(SUBSTR("planNo", ${prefix.length + 1}) AS INTEGER)
      FROM "PlanOrder" WHERE "planNo" > ${prefix} AND "planNo" < ${`${prefix}:`}
      ORDER BY "planNo" DESC LIMIT 1), 0) + CAST(${count} AS INTEGER))
    ON CONFLICT ("day") DO UPDATE SET "last" = "PlanNoCounter"."last" + CAST(${count} AS INTEGER)
    RETURNING "last"`;
  if (!taken) throw new Error(`no plan numbers taken for ${day}`);
  return Number(taken.last) - count + 1;
}

/**
 * Plans joined with their products, each table's columns (Prisma's lists of the models' fields,
 * so no `*`) under a prefix: `p_` the plan, `r_` its product.
 */
const PLANS_WITH_PRODUCTS = (() => {
  const columns = (alias: string, fields: readonly string[]) =>
    fields.map((field) => `"${alias}"."${field}" AS "${alias}_${field}"`);
  const list = [
    ...columns('p', Object.values(Prisma.PlanOrderScalarFieldEnum)),
    ...columns('r', Object.values(Prisma.ProductScalarFieldEnum)),
  ];
  return Prisma.raw(
    `SELECT ${list.join(', ')} FROM "PlanOrder" AS "p" JOIN "Product" AS "r" ON "r"."id" = "p"."productId"`,
  );
})();

/** The fields under `prefix` in a row of PLANS_WITH_PRODUCTS, without it. */
function fieldsOf<T>(row: Record<string, unknown>, prefix: string): T {
  const fields: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row))
    if (column.startsWith(prefix)) fields[column.slice(prefix.length)] = value;
  return fields as T;
}

function ownedIn<T extends { id: number; userId: number }>(
  rows: readonly T[],
  userId: number,
  id: number,
): T {
  const row = rows.find((r) => r.id === id);
  if (!row || row.userId !== userId) throw dataError();
  return row;
}

function checkLaunchable(plan: PlanWithProduct, input: PutInput): void {
  if (plan.status !== LAUNCHABLE_STATUS) throw badRequest('error.plan_not_launchable');
  if (input.amount <= 0n) throw badRequest('error.investment_amount_invalid');
  if (input.amount < plan.product.minAmount || input.amount > plan.product.maxAmount)
    throw badRequest('error.investment_amount_out_of_range');
}

function launchKey(launched: {
  putAmount: bigint;
  walletPaid: bigint;
  bonusBudget: bigint;
  couponId: number | null;
}): string {
  return [launched.putAmount, launched.walletPaid, launched.bonusBudget, launched.couponId].join();
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return [...groups.values()];
}
