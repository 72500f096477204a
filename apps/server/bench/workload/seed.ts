/**
 * The workload's data, written before any server process starts (bench setup, not traffic).
 *
 * One prototype user is made by the product's own services: a deposit, six plans launched weeks
 * ago and settled by the simulation (one with a coupon), one plan delivering now, the three welcome
 * offers, daily coupons received over the last days (one expired) and the notifications all of that
 * produced. Every other user is a copy of the prototype's rows, written in bulk (one INSERT … SELECT
 * per table) with the user id, the plan numbers and the references remapped: so every user holds
 * data the product itself wrote.
 *
 * Data scale N× = N base units; one base unit (1×) is BASE_UNIT_USERS such users. The users who
 * drive the load (the virtual users and the launch-burst users) are copies too, on top of the
 * background ones, with a bank card and extra platform offers (pending plans) to launch.
 */
import { Prisma, type Db } from '@adc/db';
import { platformText } from '@adc/messages/platform';
import type { FastifyInstance } from 'fastify';
import { hashSecret } from '../../src/lib/crypto';
import { pinHash } from '../../src/modules/qa/seed';
import { post } from '../../src/modules/wallet/ledger';
import { remarkOf } from '../../src/modules/wallet/wallet-service';

export const BASE_UNIT_USERS = 10;
export const PASSWORD = 'bench1234';
export const PIN = '123456';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

export interface SeededUser {
  username: string;
  /** Pending plans (platform offers) the user may launch, oldest first. */
  pendingPlanIds: number[];
}

export interface SeedPlan {
  scale: number;
  virtualUsers: number;
  burstUsers: number;
  /** Extra pending offers of each virtual user and of each burst user. */
  virtualUserOffers: number;
  burstUserOffers: number;
}

export interface SeedResult {
  virtualUsers: SeededUser[];
  burstUsers: SeededUser[];
  /** Rows in the database after seeding, for the report. */
  totals: { users: number; plans: number; flows: number; notifications: number };
  seconds: number;
}

/** Seeds an empty, migrated database through `app` (built on it, not listening). */
export async function seedWorkload(app: FastifyInstance, plan: SeedPlan): Promise<SeedResult> {
  const started = Date.now();
  await app.services.qa.reset();
  const protoId = await buildPrototype(app);
  const cloner = new Cloner(app.core.db, protoId);
  await cloner.clone('bg', plan.scale * BASE_UNIT_USERS, { offers: 0, card: false });
  const virtualUsers = await cloner.clone('vu', plan.virtualUsers, {
    offers: plan.virtualUserOffers,
    card: true,
  });
  const burstUsers = await cloner.clone('burst', plan.burstUsers, {
    offers: plan.burstUserOffers,
    card: true,
  });
  const db = app.core.db;
  await checkCopy(db, protoId, virtualUsers[virtualUsers.length - 1]?.username);
  const [users, plans, flows, notifications] = await Promise.all([
    db.user.count(),
    db.planOrder.count(),
    db.ledgerEntry.count(),
    db.notification.count(),
  ]);
  return {
    virtualUsers,
    burstUsers,
    totals: { users, plans, flows, notifications },
    seconds: (Date.now() - started) / 1000,
  };
}

/** The prototype user, made by the services as a real user's history would be. */
async function buildPrototype(app: FastifyInstance): Promise<number> {
  const { db, clock } = app.core;
  const { plans, coupons } = app.services;
  const now = clock.now();
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const user = await db.user.create({
    data: {
      uid: '29999999',
      username: 'bench_proto',
      nickname: 'Bench prototype',
      email: 'bench_proto@adcenter.example',
      phone: '+14155550100',
      passwordHash: await hashSecret(PASSWORD),
      payPinHash: await pinHash(PIN),
      timeZone: 'Asia/Tokyo',
      createdAt: ago(60 * DAY_MS),
    },
  });
  await db.wallet.create({ data: { userId: user.id } });
  await db.$transaction((tx) =>
    post(tx, {
      userId: user.id,
      type: 'system_deposit',
      amount: 5_000_000n,
      ...remarkOf(platformText('flow.deposit')),
      at: ago(50 * DAY_MS),
    }),
  );
  const products = await db.product.findMany({ orderBy: { id: 'asc' } });
  const productAt = (i: number) => {
    const product = products[i % products.length];
    if (!product) throw new Error('bench seed: no products');
    return product;
  };
  for (let i = 0; i < 6; i++) {
    const launchedAt = ago((40 - i * 5) * DAY_MS);
    const order = await plans.createOrder(user.id, productAt(i), {
      officialPush: false,
      at: ago((40 - i * 5) * DAY_MS + HOUR_MS),
    });
    const coupon =
      i === 0 ? await coupons.grant(user.id, 'DAILY_BOOST', ago(41 * DAY_MS)) : undefined;
    await plans.launch(
      user.id,
      { id: order.id, amount: BigInt(50_000 + i * 25_000), couponId: coupon?.id },
      launchedAt,
    );
  }
  // A plan delivering now: the longest product, launched two hours ago.
  const longest = [...products].sort((a, b) => b.runHours - a.runHours)[0] ?? productAt(0);
  const running = await plans.createOrder(user.id, longest, {
    officialPush: false,
    at: ago(3 * HOUR_MS),
  });
  await plans.launch(user.id, { id: running.id, amount: 100_000n }, ago(2 * HOUR_MS));
  await coupons.grant(user.id, 'DAILY_BOOST', ago(12 * DAY_MS), { expired: true });
  for (const days of [1, 3, 5]) await coupons.grant(user.id, 'DAILY_BOOST', ago(days * DAY_MS));
  await plans.offerWelcome(user.id, ago(HOUR_MS));
  await plans.sync(user.id, now);
  return user.id;
}

/**
 * A copy holds what the prototype holds: as many plans, flows, coupons and notifications, every
 * plan flow refers to one of its own plans, and its flows sum to its available balance.
 */
async function checkCopy(db: Db, protoId: number, username: string | undefined): Promise<void> {
  if (!username) return;
  const copy = await db.user.findUniqueOrThrow({ where: { username } });
  const [expected, actual] = await Promise.all([shapeOf(db, protoId), shapeOf(db, copy.id)]);
  if (!actual.balanced || JSON.stringify(expected) !== JSON.stringify(actual))
    throw new Error(
      `bench seed: ${username} is not a copy of the prototype: ${JSON.stringify({ expected, actual })}`,
    );
}

async function shapeOf(db: Db, userId: number) {
  const mine = { where: { userId } };
  const plans = await db.planOrder.findMany({ ...mine, select: { id: true, status: true } });
  const [flows, coupons, notifications, wallet, sum, planFlows] = await Promise.all([
    db.ledgerEntry.count(mine),
    db.coupon.count(mine),
    db.notification.count(mine),
    db.wallet.findUniqueOrThrow(mine),
    db.ledgerEntry.aggregate({
      where: { userId, type: { not: 'ad_serving' } },
      _sum: { amount: true },
    }),
    db.ledgerEntry.findMany({ where: { userId, refType: 'plan' }, select: { refId: true } }),
  ]);
  const ids = new Set(plans.map((p) => p.id));
  return {
    launched: plans.filter((p) => p.status !== 'pending_launch').length,
    flows,
    coupons,
    notifications,
    ownPlanFlows: planFlows.every((f) => f.refId !== null && ids.has(f.refId)),
    balanced: sum._sum.amount === wallet.available,
  };
}

/** The columns of the copied tables (Prisma's field names are the column names). */
const COLUMNS = {
  User: Prisma.UserScalarFieldEnum,
  Wallet: Prisma.WalletScalarFieldEnum,
  Coupon: Prisma.CouponScalarFieldEnum,
  PlanOrder: Prisma.PlanOrderScalarFieldEnum,
  LedgerEntry: Prisma.LedgerEntryScalarFieldEnum,
  Notification: Prisma.NotificationScalarFieldEnum,
} as const;

/** Writes copies of the prototype's rows for new users: one INSERT … SELECT per table. */
class Cloner {
  constructor(
    private readonly db: Db,
    private readonly protoId: number,
  ) {}

  private uidBase = 30_000_000;

  async clone(
    prefix: string,
    count: number,
    extras: { offers: number; card: boolean },
  ): Promise<SeededUser[]> {
    if (count === 0) return [];
    const { db, protoId } = this;
    const before = (await db.user.aggregate({ _max: { id: true } }))._max.id ?? 0;
    const uidBase = this.uidBase;
    this.uidBase += 1_000_000;
    const numbered = (text: string) => `'${text}' || CAST(n.k AS TEXT)`;
    await this.insert(
      'User',
      'FROM "User" x, n WHERE x.id = ' + protoId,
      {
        uid: `CAST(${uidBase} + n.k AS TEXT)`,
        username: numbered(`${prefix}_`),
        nickname: numbered(`Bench ${prefix} `),
        email: `${numbered(`${prefix}_`)} || '@adcenter.example'`,
      },
      count,
    );
    const mine = `u.id > ${before}`;
    const ofProto = (table: string) =>
      `FROM "User" u, "${table}" x WHERE ${mine} AND x."userId" = ${protoId}`;
    await this.insert('Wallet', ofProto('Wallet'), { userId: 'u.id' });
    await this.insert('Coupon', ofProto('Coupon'), { userId: 'u.id' });
    const copiedCoupon = `(SELECT c2.id FROM "Coupon" c1, "Coupon" c2 WHERE c1.id = x."couponId"
      AND c2."userId" = u.id AND c2.name = c1.name AND c2."claimKey" = c1."claimKey")`;
    await this.insert('PlanOrder', ofProto('PlanOrder'), {
      userId: 'u.id',
      planNo: `x."planNo" || '-' || u.uid`,
      couponId: copiedCoupon,
    });
    if (extras.offers > 0) {
      const offer = await db.planOrder.findFirstOrThrow({
        where: { userId: protoId, status: 'pending_launch' },
        select: { id: true },
      });
      await this.insert(
        'PlanOrder',
        `FROM "User" u, "PlanOrder" x, n WHERE ${mine} AND x.id = ${offer.id}`,
        {
          userId: 'u.id',
          planNo: `x."planNo" || '-' || u.uid || '-' || CAST(n.k AS TEXT)`,
          seed: 'x.seed + n.k + 1',
        },
        extras.offers,
      );
    }
    // Plan flows carry the plan's number as remark and its id as reference: the copy's.
    const isPlan = `x."refType" = 'plan'`;
    await this.insert('LedgerEntry', ofProto('LedgerEntry'), {
      userId: 'u.id',
      refId: `CASE WHEN ${isPlan} THEN (SELECT p2.id FROM "PlanOrder" p1, "PlanOrder" p2
        WHERE p1.id = x."refId" AND p2."planNo" = p1."planNo" || '-' || u.uid) ELSE x."refId" END`,
      remark: `CASE WHEN ${isPlan} THEN x.remark || '-' || u.uid ELSE x.remark END`,
    });
    const planNos = await db.planOrder.findMany({
      where: { userId: protoId },
      select: { planNo: true },
    });
    const renumbered = (column: string) =>
      planNos.reduce(
        (sql, { planNo }) => `REPLACE(${sql}, '${planNo}', '${planNo}-' || u.uid)`,
        `x."${column}"`,
      );
    await this.insert('Notification', ofProto('Notification'), {
      userId: 'u.id',
      title: renumbered('title'),
      content: renumbered('content'),
      texts: renumbered('texts'),
    });
    if (extras.card) {
      await db.$executeRawUnsafe(`INSERT INTO "BankCard"
        ("userId", "type", "cardName", "userName", "mobile", "bankAccount", "branchName", "updatedAt")
        SELECT u.id, 'bank', 'Bench Bank', u.username, '+14155550100', '6222' || u.uid,
          'Main branch', u."createdAt" FROM "User" u WHERE ${mine}`);
    }
    return this.seeded(before);
  }

  /**
   * INSERT INTO `table` every column but the id, copied from the row `x` of `from` unless
   * `replaced` gives an expression; with `times`, once per n.k in 0 … times − 1.
   */
  private async insert(
    table: keyof typeof COLUMNS,
    from: string,
    replaced: Record<string, string>,
    times?: number,
  ): Promise<void> {
    const columns = Object.values(COLUMNS[table]).filter((column) => column !== 'id');
    const counter =
      times === undefined
        ? ''
        : `WITH RECURSIVE n(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM n WHERE k + 1 < ${times}) `;
    const names = columns.map((column) => `"${column}"`).join(', ');
    const values = columns.map((column) => replaced[column] ?? `x."${column}"`).join(', ');
    await this.db.$executeRawUnsafe(
      `${counter}INSERT INTO "${table}" (${names}) SELECT ${values} ${from}`,
    );
  }

  /** The users made since `before`, with their pending plans. */
  private async seeded(before: number): Promise<SeededUser[]> {
    const users = await this.db.user.findMany({
      where: { id: { gt: before } },
      select: { id: true, username: true },
      orderBy: { id: 'asc' },
    });
    const pending = await this.db.planOrder.findMany({
      where: { userId: { gt: before }, status: 'pending_launch' },
      select: { id: true, userId: true },
      orderBy: { id: 'asc' },
    });
    const byUser = new Map<number, number[]>();
    for (const plan of pending) {
      const list = byUser.get(plan.userId) ?? [];
      list.push(plan.id);
      byUser.set(plan.userId, list);
    }
    return users.map((u) => ({ username: u.username, pendingPlanIds: byUser.get(u.id) ?? [] }));
  }
}
