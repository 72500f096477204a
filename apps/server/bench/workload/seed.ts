/**
 * The workload's data, written before any server process starts (bench setup, not traffic).
 *
 * One prototype user is made by the product itself, over HTTP (prototype.ts). Every other user is a copy of the prototype's rows, written in bulk (one INSERT … SELECT
 * per table) with the user id, the plan numbers and the references remapped: so every user holds
 * data the product itself wrote.
 *
 * Data scale N× = N base units; one base unit (1×) is BASE_UNIT_USERS such users. The users who
 * drive the load (the virtual users and the launch-burst users) are copies too, on top of the
 * background ones, with extra platform offers (pending plans) to launch.
 */
import { createDb, Prisma, type Db } from '@adc/db';
import { makePrototype, type Prototype } from './prototype';
import { startServers } from './targets';

export const BASE_UNIT_USERS = 10;

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
  /** Every user's password and PIN: the prototype's. */
  credentials: { password: string; pin: string };
  /** Rows in the database after seeding, for the report. */
  totals: { users: number; plans: number; flows: number; notifications: number };
  seconds: number;
}

/**
 * Seeds an empty database at `url`: a server process with the QA surface migrates it, seeds the
 * personas and makes the prototype (prototype.ts); then the copies are written directly.
 */
export async function seedWorkload(url: string, plan: SeedPlan): Promise<SeedResult> {
  const started = Date.now();
  const server = await startServers(url, 1, { qa: true });
  let prototype: Prototype;
  try {
    prototype = await makePrototype(server.bases[0] ?? '');
  } finally {
    await server.stop();
  }
  const db = createDb(url);
  try {
    const proto = await db.user.findUniqueOrThrow({ where: { username: prototype.username } });
    const cloner = new Cloner(db, proto.id);
    await cloner.clone('bg', plan.scale * BASE_UNIT_USERS, 0);
    const virtualUsers = await cloner.clone('vu', plan.virtualUsers, plan.virtualUserOffers);
    const burstUsers = await cloner.clone('burst', plan.burstUsers, plan.burstUserOffers);
    await checkCopy(db, proto.id, virtualUsers[virtualUsers.length - 1]?.username);
    const [users, plans, flows, notifications] = await Promise.all([
      db.user.count(),
      db.planOrder.count(),
      db.ledgerEntry.count(),
      db.notification.count(),
    ]);
    return {
      virtualUsers,
      burstUsers,
      credentials: { password: prototype.password, pin: prototype.pin },
      totals: { users, plans, flows, notifications },
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await db.$disconnect();
  }
}

/**
 * A copy holds what the prototype holds: as many launched plans, flows, coupons and notifications,
 * every plan or deposit flow refers to a row of its own, and its flows sum to its available balance.
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
  const [plans, orders, flows, coupons, notifications, wallet, sum] = await Promise.all([
    db.planOrder.findMany({ ...mine, select: { id: true, status: true } }),
    db.acceptanceOrder.findMany({ ...mine, select: { id: true } }),
    db.ledgerEntry.findMany({ ...mine, select: { refType: true, refId: true } }),
    db.coupon.count(mine),
    db.notification.count(mine),
    db.wallet.findUniqueOrThrow(mine),
    db.ledgerEntry.aggregate({
      where: { userId, type: { not: 'ad_serving' } },
      _sum: { amount: true },
    }),
  ]);
  const own = {
    plan: new Set(plans.map((p) => p.id)),
    acceptance_order: new Set(orders.map((o) => o.id)),
  };
  return {
    launched: plans.filter((p) => p.status !== 'pending_launch').length,
    flows: flows.length,
    coupons,
    notifications,
    ownReferences: flows.every(
      (f) =>
        !(f.refType === 'plan' || f.refType === 'acceptance_order') ||
        (f.refId !== null && own[f.refType].has(f.refId)),
    ),
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
  BankCard: Prisma.BankCardScalarFieldEnum,
  AcceptanceOrder: Prisma.AcceptanceOrderScalarFieldEnum,
} as const;

/** Writes copies of the prototype's rows for new users: one INSERT … SELECT per table. */
class Cloner {
  constructor(
    private readonly db: Db,
    private readonly protoId: number,
  ) {}

  private uidBase = 30_000_000;

  async clone(prefix: string, count: number, offers: number): Promise<SeededUser[]> {
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
    await this.insert('BankCard', ofProto('BankCard'), { userId: 'u.id' });
    await this.insert('AcceptanceOrder', ofProto('AcceptanceOrder'), { userId: 'u.id' });
    const copiedCoupon = `(SELECT c2.id FROM "Coupon" c1, "Coupon" c2 WHERE c1.id = x."couponId"
      AND c2."userId" = u.id AND c2.name = c1.name AND c2."claimKey" = c1."claimKey")`;
    await this.insert('PlanOrder', ofProto('PlanOrder'), {
      userId: 'u.id',
      planNo: `x."planNo" || '-' || u.uid`,
      couponId: copiedCoupon,
    });
    if (offers > 0) {
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
        offers,
      );
    }
    // Plan flows carry the plan's number as remark and its id as reference: the copy's. The
    // deposit refers to the acceptance order that brought it (one per user, same creation time).
    const isPlan = `x."refType" = 'plan'`;
    await this.insert('LedgerEntry', ofProto('LedgerEntry'), {
      userId: 'u.id',
      refId: `CASE WHEN ${isPlan} THEN (SELECT p2.id FROM "PlanOrder" p1, "PlanOrder" p2
          WHERE p1.id = x."refId" AND p2."planNo" = p1."planNo" || '-' || u.uid)
        WHEN x."refType" = 'acceptance_order' THEN (SELECT a2.id FROM "AcceptanceOrder" a1,
          "AcceptanceOrder" a2 WHERE a1.id = x."refId" AND a2."userId" = u.id
          AND a2."createdAt" = a1."createdAt")
        ELSE x."refId" END`,
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
