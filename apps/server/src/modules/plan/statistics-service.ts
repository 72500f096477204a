import { formatMoney, type AdStatistics } from '@adc/contract';
import { Prisma, dbProvider } from '@adc/db';
import { LAUNCHED_STATUSES, statsPeriodOf } from '@adc/domain';
import type { Core } from '../../core';
import { TableMemo } from '../../lib/table-memo';
import { periodStart } from '../../lib/time-zone';
import type { LiveProgress } from './plan-lifecycle';
import type { PlanService } from './plan-service';

/** Every table the overview reads. */
const SOURCE_TABLES: readonly Prisma.ModelName[] = ['PlanOrder', 'User'];

interface PlanTotals {
  orders: bigint;
  impressions: bigint;
  clicks: bigint;
  investment: bigint;
  couponBudget: bigint;
  consumed: bigint;
  toBeConsumed: bigint;
  revenue: bigint;
}

/** Statistics count what the plan simulation has booked: they sync it first. */
export interface StatisticsDeps {
  plans: Pick<PlanService, 'withLive'>;
}

/**
 * The data overview of `/ad/order/data_statistics/list` for a period (1 today, 2 this week from
 * Monday, 3 this month, 4 all time) whose start is computed in `zone`: the figures of the plans
 * launched in the period, each with everything it has done so far, with exactly the definitions
 * of the plan detail (plan-dto.ts `planFigures`, described in the contract), so that the all-time
 * figures are the sums of the plan details:
 * - investment_amount: the budget put (put amount + value_added coupon budget, = coupon_budget);
 * - consumed: budget spent; to_be_consumed: budget not yet spent (0 for a failed plan: refunded);
 * - revenue: commission earned, settled or not; profit = revenue − consumed (can be negative).
 * One SQL aggregate over the user's launched plans, never by loading rows, plus the progress of
 * the running ones since it was last written (which the sync derives: see plan-lifecycle.ts).
 */
export class StatisticsService {
  /** Results per (user, period start), valid while none of the tables they read is written. */
  private readonly memo: TableMemo<{ plans: PlanTotals; operatedId: string | null }>;

  constructor(
    protected readonly core: Core,
    protected readonly deps: StatisticsDeps,
  ) {
    this.memo = new TableMemo(SOURCE_TABLES, dbProvider(core.config.databaseUrl) === 'sqlite');
  }

  async overview(userId: number, type: number, zone: string): Promise<AdStatistics> {
    const start = periodStart(statsPeriodOf(type), this.core.clock.nowFor(userId), zone);
    const { stored, live } = await this.deps.plans.withLive(userId, () =>
      this.memo.get(`${userId}:${start?.getTime() ?? 'all'}`, () =>
        this.storedTotals(userId, start),
      ),
    );
    return present(withRunning(stored.plans, live, start), stored.operatedId);
  }

  private async storedTotals(
    userId: number,
    start: Date | null,
  ): Promise<{ plans: PlanTotals; operatedId: string | null }> {
    const [plans, user] = await Promise.all([
      this.planTotals(userId, start),
      this.core.db.user.findUnique({ where: { id: userId }, select: { operatedId: true } }),
    ]);
    return { plans, operatedId: user?.operatedId ?? null };
  }

  /** One aggregate over the plans launched since `start` (portable SQL: SQLite and PostgreSQL; every launched plan has launchedAt and putAmount). */
  private async planTotals(userId: number, start: Date | null): Promise<PlanTotals> {
    const since = start ? Prisma.sql`AND "launchedAt" >= ${start}` : Prisma.empty;
    // Filtering on the launched statuses uses the (userId, status) index and skips unlaunched plans.
    const rows = await this.core.db.$queryRaw<Record<keyof PlanTotals, unknown>[]>(Prisma.sql`
      SELECT
        CAST(COUNT(*) AS BIGINT) AS "orders",
        CAST(COALESCE(SUM("impressions"), 0) AS BIGINT) AS "impressions",
        CAST(COALESCE(SUM("clicks"), 0) AS BIGINT) AS "clicks",
        CAST(COALESCE(SUM("walletPaid" + "bonusBudget"), 0) AS BIGINT) AS "investment",
        CAST(COALESCE(SUM("walletPaid" + "bonusBudget" - "putAmount"), 0) AS BIGINT) AS "couponBudget",
        CAST(COALESCE(SUM("consumed"), 0) AS BIGINT) AS "consumed",
        CAST(COALESCE(SUM(CASE WHEN "status" = 'launch_failed' THEN 0
          ELSE "walletPaid" + "bonusBudget" - "consumed" END), 0) AS BIGINT) AS "toBeConsumed",
        CAST(COALESCE(SUM("commission"), 0) AS BIGINT) AS "revenue"
      FROM "PlanOrder"
      WHERE "userId" = ${userId} AND "status" IN (${Prisma.join(LAUNCHED_STATUSES)}) ${since}`);
    const row = rows[0];
    const big = (value: unknown) => BigInt(String(value ?? 0));
    return {
      orders: big(row?.orders),
      impressions: big(row?.impressions),
      clicks: big(row?.clicks),
      investment: big(row?.investment),
      couponBudget: big(row?.couponBudget),
      consumed: big(row?.consumed),
      toBeConsumed: big(row?.toBeConsumed),
      revenue: big(row?.revenue),
    };
  }
}

/** The stored totals with the running plans of the period where they stand now (their progress since last written). */
function withRunning(stored: PlanTotals, live: LiveProgress, start: Date | null): PlanTotals {
  const totals = { ...stored };
  for (const { plan, next } of live.running) {
    if (start && (!plan.launchedAt || plan.launchedAt < start)) continue;
    const consumed = next.consumed - plan.consumed;
    totals.consumed += consumed;
    totals.toBeConsumed -= consumed;
    totals.impressions += BigInt(next.impressions - plan.impressions);
    totals.clicks += BigInt(next.clicks - plan.clicks);
    totals.revenue += next.commission - plan.commission;
  }
  return totals;
}

function present(plans: PlanTotals, operatedId: string | null): AdStatistics {
  return {
    investment_amount: formatMoney(plans.investment),
    coupon_budget: formatMoney(plans.couponBudget),
    delivery_orders: Number(plans.orders),
    consumed: formatMoney(plans.consumed),
    to_be_consumed: formatMoney(plans.toBeConsumed),
    impressions: Number(plans.impressions),
    clicks: Number(plans.clicks),
    revenue: formatMoney(plans.revenue),
    profit: formatMoney(plans.revenue - plans.consumed),
    operated_id: operatedId,
  };
}
