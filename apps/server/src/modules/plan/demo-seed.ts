import type { Product } from '@adc/db';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@adc/domain';
import type { Core } from '../../core';
import type { CouponService } from '../coupon/coupon-service';
import { platformText } from '@adc/messages/platform';
import { post, remarkOf } from '../wallet/ledger';
import type { PlanLaunches } from './plan-launch-service';
import type { PlanLifecycle } from './plan-lifecycle';
import { launchFails } from './simulation';

/** What the demo seed launches its plans through. */
export interface DemoSeedDeps {
  coupons: CouponService;
  launches: PlanLaunches;
  lifecycle: PlanLifecycle;
}

const DEMO_AVAILABLE = 1_000_000n; // 10000.00

interface DemoPlan {
  product: Product;
  /** Plan amount in minor units; pending plans have none. */
  amount?: bigint;
  /** How long before now the plan was launched. */
  launchedAgoMs?: number;
  officialPush?: boolean;
  fails?: boolean;
  withNewcomerCoupon?: boolean;
}

/**
 * demo's account: one plan in every status (launched in the past through the real launch, then
 * `sync` derives each state from the clock, so every flow and balance is what the live simulation
 * would have produced), the NEWCOMER coupon used on the settled plan, an unused DAILY_BOOST claimed
 * two days ago (so today's DAILY_BOOST is still claimable in any zone) and an expired one; finally
 * a deposit that leaves available_balance at exactly 10000.00.
 */
export async function seedDemoAccount(
  core: Core,
  deps: DemoSeedDeps,
  userId: number,
): Promise<void> {
  const { db } = core;
  const now = core.clock.nowFor(userId);
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const products = await db.product.findMany({ orderBy: { id: 'asc' } });
  const product = (index: number): Product => {
    const found = products[index % Math.max(1, products.length)];
    if (!found) throw new Error('seed the products before demo');
    return found;
  };
  const { matchingMs, completedDisplayMs, settlementMs } = core.config.simulation;
  const runMs = (p: Product) => Math.max(1, p.runHours) * HOUR_MS;
  const completedAgo = (p: Product, ms: number) => matchingMs + runMs(p) + ms;

  const plans: DemoPlan[] = [
    { product: product(0) },
    { product: product(1), officialPush: true },
    { product: product(2), amount: 50_000n, launchedAgoMs: 0 },
    { product: product(0), amount: 100_000n, launchedAgoMs: matchingMs + runMs(product(0)) / 2 },
    { product: product(1), amount: 80_000n, launchedAgoMs: 2 * HOUR_MS, fails: true },
    {
      product: product(2),
      amount: 120_000n,
      launchedAgoMs: completedAgo(product(2), 10 * MINUTE_MS),
    },
    {
      product: product(0),
      amount: 150_000n,
      launchedAgoMs: completedAgo(product(0), completedDisplayMs + HOUR_MS),
    },
    {
      product: product(1),
      amount: 200_000n,
      launchedAgoMs: completedAgo(product(1), settlementMs + 6 * HOUR_MS),
      withNewcomerCoupon: true,
    },
  ];

  await db.wallet.upsert({ where: { userId }, create: { userId }, update: {} });
  const earliest = Math.max(...plans.map((p) => p.launchedAgoMs ?? 0)) + DAY_MS;
  const funding = plans.reduce((sum, p) => sum + (p.amount ?? 0n), 0n);
  await db.$transaction((tx) =>
    post(tx, {
      userId,
      type: 'system_deposit',
      amount: funding,
      ...remarkOf(platformText('flow.deposit')),
      at: ago(earliest),
    }),
  );

  await deps.coupons.grant(userId, 'DAILY_BOOST', ago(10 * DAY_MS), { expired: true });
  await deps.coupons.grant(userId, 'DAILY_BOOST', ago(2 * DAY_MS));

  const noticesBefore = await db.notification.findFirst({
    orderBy: { id: 'desc' },
    select: { id: true },
  });
  let seed = 1000;
  for (const plan of plans) {
    seed = nextSeed(seed + 1, plan.fails ?? false);
    const launchedAt = ago(plan.launchedAgoMs ?? 0);
    const createdAt = new Date(launchedAt.getTime() - HOUR_MS);
    const order = await deps.launches.createOrder(userId, plan.product, {
      officialPush: plan.officialPush ?? false,
      at: plan.amount === undefined ? ago(HOUR_MS) : createdAt,
      seed,
    });
    if (plan.amount === undefined) continue;
    const coupon = plan.withNewcomerCoupon
      ? await deps.coupons.grant(userId, 'NEWCOMER', new Date(createdAt.getTime() - HOUR_MS))
      : undefined;
    await deps.launches.launch(
      userId,
      { id: order.id, amount: plan.amount, couponId: coupon?.id },
      launchedAt,
    );
  }
  await deps.lifecycle.sync(userId, now);
  await markHistoryRead(core, userId, noticesBefore?.id ?? 0);

  const wallet = await db.wallet.findUniqueOrThrow({ where: { userId } });
  const topUp = DEMO_AVAILABLE - wallet.available;
  if (topUp < 0n) throw new Error('demo seed: plans returned more than 10000.00');
  if (topUp > 0n) {
    await db.$transaction((tx) =>
      post(tx, {
        userId,
        type: 'system_deposit',
        amount: topUp,
        ...remarkOf(platformText('flow.deposit')),
        at: now,
      }),
    );
  }
}

/**
 * The money events of demo's seeded history notified demo as they happened; demo has read them
 * (a minute after each), so its unread notifications stay the 3 seeded ones.
 */
async function markHistoryRead(core: Core, userId: number, afterId: number): Promise<void> {
  const events = await core.db.notification.findMany({
    where: { userId, id: { gt: afterId } },
    select: { id: true, createdAt: true },
  });
  await core.db.notificationRead.createMany({
    data: events.map((n) => ({
      notificationId: n.id,
      userId,
      readAt: new Date(n.createdAt.getTime() + MINUTE_MS),
    })),
  });
}

/** The first seed from `from` whose launch fails (or succeeds) as wanted. */
function nextSeed(from: number, fails: boolean): number {
  let seed = from;
  while (launchFails(seed) !== fails) seed++;
  return seed;
}
