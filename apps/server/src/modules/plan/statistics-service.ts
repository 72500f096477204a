import { PLAN_STATUSES, formatMoney, type AdStatistics } from '@adc/contract';
import { Prisma, dbProvider } from '@adc/db';
import type { Core } from '../../core';
import { TableMemo } from '../../lib/table-memo';
import { periodStart, type Period } from '../../lib/time-zone';
import type { Services } from '../../services';

const PERIODS: Record<number, Period> = { 1: 'today', 2: 'week', 3: 'month', 4: 'all' };
/** Every status but pending_launch: filtering on it uses the (userId, status) index and skips unlaunched plans. */
const LAUNCHED_STATUSES = PLAN_STATUSES.filter((status) => status !== 'pending_launch');

/** Every table the overview reads. */
const SOURCE_TABLES = ['LedgerEntry', 'PlanOrder', 'Wallet', 'User'];

interface PlanTotals {
  orders: bigint;
  impressions: bigint;
  clicks: bigint;
  consumed: bigint;
}

/**
 * The data overview of `/ad/order/data_statistics/list` for a period (1 today, 2 this week from
 * Monday, 3 this month, 4 all time) whose start is computed in `zone`. Everything is aggregated in
 * SQL (the ledger through its (userId, type, createdAt) index), never by loading rows:
 * - investment_amount: what the wallet put into plans in the period, −Σ ad_billing flows, gross:
 *   refunds of failed launches are not netted (they are `system_chargeback` flows, which also
 *   refund rejected withdrawals);
 * - revenue: Σ profit_sharing flows in the period (commission that reached the available balance);
 * - delivery_orders, impressions, clicks, consumed: over the plans launched in the period;
 *   consumed is the user's own money spent (walletPaid × consumed / budget per plan, exactly as
 *   the simulation moves it out of to_be_consumed; platform-funded coupon budget excluded);
 * - profit = revenue − consumed (can be negative); to_be_consumed: the wallet's current value.
 */
export class StatisticsService {
  /** Results per (user, period start), valid while none of the tables they read is written. */
  private readonly memo: TableMemo<AdStatistics>;

  constructor(
    protected readonly core: Core,
    protected readonly services: Services,
  ) {
    this.memo = new TableMemo(SOURCE_TABLES, dbProvider(core.config.databaseUrl) === 'sqlite');
  }

  async overview(userId: number, type: number, zone: string): Promise<AdStatistics> {
    await this.services.plans.sync(userId);
    const start = periodStart(PERIODS[type] ?? 'today', this.core.clock.now(), zone);
    return this.memo.get(`${userId}:${start?.getTime() ?? 'all'}`, () =>
      this.compute(userId, start),
    );
  }

  private async compute(userId: number, start: Date | null): Promise<AdStatistics> {
    const [flows, plans, user] = await Promise.all([
      this.core.db.ledgerEntry.groupBy({
        by: ['type'],
        where: {
          userId,
          type: { in: ['ad_billing', 'profit_sharing'] },
          ...(start ? { createdAt: { gte: start } } : {}),
        },
        _sum: { amount: true },
      }),
      this.planTotals(userId, start),
      this.core.db.user.findUnique({
        where: { id: userId },
        select: { operatedId: true, wallet: { select: { toBeConsumed: true } } },
      }),
    ]);
    const sumOf = (flowType: string) =>
      flows.find((row) => row.type === flowType)?._sum.amount ?? 0n;
    const revenue = sumOf('profit_sharing');
    return {
      investment_amount: formatMoney(-sumOf('ad_billing')),
      delivery_orders: Number(plans.orders),
      consumed: formatMoney(plans.consumed),
      to_be_consumed: formatMoney(user?.wallet?.toBeConsumed ?? 0n),
      impressions: Number(plans.impressions),
      clicks: Number(plans.clicks),
      revenue: formatMoney(revenue),
      profit: formatMoney(revenue - plans.consumed),
      operated_id: user?.operatedId ?? null,
    };
  }

  /** One aggregate over the plans launched since `start` (portable SQL: SQLite and PostgreSQL; every launched plan has launchedAt). */
  private async planTotals(userId: number, start: Date | null): Promise<PlanTotals> {
    const since = start ? Prisma.sql`AND "launchedAt" >= ${start}` : Prisma.empty;
    const rows = await this.core.db.$queryRaw<Record<keyof PlanTotals, unknown>[]>(Prisma.sql`
      SELECT
        CAST(COUNT(*) AS BIGINT) AS "orders",
        CAST(COALESCE(SUM("impressions"), 0) AS BIGINT) AS "impressions",
        CAST(COALESCE(SUM("clicks"), 0) AS BIGINT) AS "clicks",
        CAST(COALESCE(SUM(CASE
          WHEN "consumed" >= "walletPaid" + "bonusBudget" THEN "walletPaid"
          WHEN "walletPaid" + "bonusBudget" > 0 THEN "walletPaid" * "consumed" / ("walletPaid" + "bonusBudget")
          ELSE 0 END), 0) AS BIGINT) AS "consumed"
      FROM "PlanOrder"
      WHERE "userId" = ${userId} AND "status" IN (${Prisma.join(LAUNCHED_STATUSES)}) ${since}`);
    const row = rows[0];
    const big = (value: unknown) => BigInt(String(value ?? 0));
    return {
      orders: big(row?.orders),
      impressions: big(row?.impressions),
      clicks: big(row?.clicks),
      consumed: big(row?.consumed),
    };
  }
}
