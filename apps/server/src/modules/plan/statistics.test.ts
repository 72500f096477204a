import { AdStatistics, PlanDetail, PlanOrder, formatMoney, paginated } from '@adc/contract';
import type { Product } from '@adc/db';
import { parseMoney } from '@adc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayKey } from '../../lib/time-zone';
import { startTestServer, type TestServer } from '../../test/harness';
import {
  advance,
  advanceTo,
  forcePlan,
  freshUser,
  fund,
  giveCoupon,
  pushPlan,
  putPlan,
  setSeed,
  type TestUser,
} from '../../test/kits/plan-test-kit';

/** "1234.56" → 123456n; a count as is. */
const toMinor = (value: string | number): bigint =>
  typeof value === 'number'
    ? BigInt(value)
    : (parseMoney(value, { signed: true }) ?? expect.unreachable(`not an amount: ${value}`));

let server: TestServer;
let product: Product; // runs 2 h at 108% commission

beforeAll(async () => {
  server = await startTestServer();
  product = await server.db.product.findFirstOrThrow({ orderBy: { id: 'asc' } });
});
afterAll(() => server.close());

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 3600_000;
const TOKYO = 'Asia/Tokyo;GMT+09:00';
const LOS_ANGELES = 'America/Los_Angeles;GMT-08:00';

async function statistics(
  user: TestUser,
  query: Record<string, string | number>,
  headers: Record<string, string> = {},
) {
  const res = await server.get<unknown>('/ad/order/data_statistics/list', query, {
    token: user.token,
    headers,
  });
  expect(res.code, res.msg).toBe(200);
  return AdStatistics.parse(res.data);
}

async function launch(user: TestUser, amount: string, couponId?: number): Promise<PlanOrder> {
  const plan = await pushPlan(server, user, product.id);
  await setSeed(server, plan.id, false);
  const res = await putPlan(server, user, {
    id: plan.id,
    amount,
    ...(couponId ? { coupon_id: couponId } : {}),
  });
  expect(res.code, res.msg).toBe(200);
  return PlanOrder.parse(res.data);
}

/** Midnight (00:00 Tokyo) of the Tokyo calendar day `key` (YYYY-MM-DD). */
const tokyoMidnight = (key: string) => new Date(`${key}T00:00:00+09:00`);
const tokyoDay = (at: Date) => dayKey(at, 'Asia/Tokyo');

/**
 * Plan A launched and settled 10 minutes before `boundary`, plan B launched 10 minutes after it
 * (still matching when the statistics are read).
 */
async function straddle(boundary: Date) {
  await advanceTo(server, new Date(boundary.getTime() - 10 * MINUTE_MS));
  const user = await freshUser(server);
  await fund(server, user.id, 1_000_000n);
  const a = await launch(user, '1000.00');
  expect((await forcePlan(server, a.id, 'settle')).code).toBe(200);
  await advanceTo(server, new Date(boundary.getTime() + 10 * MINUTE_MS));
  await launch(user, '500.00');
  const settled = await server.db.planOrder.findUniqueOrThrow({ where: { id: a.id } });
  return {
    user,
    onlyAfter: {
      investment_amount: '500.00',
      coupon_budget: '0.00',
      delivery_orders: 1,
      consumed: '0.00',
      to_be_consumed: '500.00',
      impressions: 0,
      clicks: 0,
      revenue: '0.00',
      profit: '0.00',
      operated_id: null,
    },
    both: {
      investment_amount: '1500.00',
      coupon_budget: '0.00',
      delivery_orders: 2,
      consumed: '1000.00',
      to_be_consumed: '500.00',
      impressions: settled.impressions,
      clicks: settled.clicks,
      revenue: '1080.00',
      profit: '80.00',
      operated_id: null,
    },
  };
}

async function planDetails(user: TestUser): Promise<PlanDetail[]> {
  const list = paginated(PlanOrder).parse(
    (await server.get<unknown>('/plan/order/list', { page_size: 100 }, { token: user.token })).data,
  );
  return Promise.all(
    list.list.map(async (plan) => {
      const res = await server.post<unknown>(
        '/plan/order/detail',
        { id: plan.id },
        { token: user.token },
      );
      expect(res.code, res.msg).toBe(200);
      return PlanDetail.parse(res.data);
    }),
  );
}

/** The plan details and the overviews (all time, today), read while no plan moved. */
async function stableReads(user: TestUser) {
  for (let attempt = 1; ; attempt++) {
    const details = await planDetails(user);
    const allTime = await statistics(user, { type: 4 });
    const today = await statistics(user, { type: 1 });
    const again = await planDetails(user);
    if (JSON.stringify(again) === JSON.stringify(details) || attempt >= 20)
      return { details, allTime, today };
  }
}

describe('GET /ad/order/data_statistics/list', () => {
  it('today starts at midnight in the caller zone (Tokyo vs Los Angeles vs UTC)', async () => {
    const now = await advance(server, 0);
    const { user, onlyAfter, both } = await straddle(
      tokyoMidnight(tokyoDay(new Date(now.getTime() + DAY_MS))),
    );
    expect(await statistics(user, { type: 1 }, { 'X-TZ': TOKYO })).toEqual(onlyAfter);
    expect(await statistics(user, { type: 1 }, { 'X-TZ': LOS_ANGELES })).toEqual(both);
    expect(await statistics(user, { type: 1 })).toEqual(both); // UTC: 14:50 and 15:10 of one day
    expect(await statistics(user, {}, { 'X-TZ': TOKYO })).toEqual(onlyAfter); // type defaults to 1
    expect(await statistics(user, { type: 4 }, { 'X-TZ': TOKYO })).toEqual(both);
    expect(await statistics(user, { type: 3 }, { 'X-TZ': LOS_ANGELES })).toMatchObject({
      delivery_orders: both.delivery_orders,
    });

    // user_time_zone names the zone when X-TZ is absent; X-TZ wins when both are sent.
    expect(await statistics(user, { type: 1, user_time_zone: 'Asia/Tokyo' })).toEqual(onlyAfter);
    expect(await statistics(user, { type: 1, user_time_zone: TOKYO })).toEqual(onlyAfter);
    expect(
      await statistics(user, { type: 1, user_time_zone: 'Asia/Tokyo' }, { 'X-TZ': LOS_ANGELES }),
    ).toEqual(both);
    expect(
      await statistics(user, { type: 1, user_time_zone: 'America/Los_Angeles' }, { 'X-TZ': TOKYO }),
    ).toEqual(onlyAfter);
  });

  it('this week starts on Monday in the caller zone', async () => {
    const now = await advance(server, 0);
    const monday = Array.from({ length: 7 }, (_, i) =>
      tokyoDay(new Date(now.getTime() + (i + 1) * DAY_MS)),
    ).find((key) => new Date(`${key}T12:00:00Z`).getUTCDay() === 1);
    const { user, onlyAfter, both } = await straddle(tokyoMidnight(monday ?? ''));
    expect(await statistics(user, { type: 2 }, { 'X-TZ': TOKYO })).toEqual(onlyAfter);
    expect(await statistics(user, { type: 2 }, { 'X-TZ': LOS_ANGELES })).toEqual(both); // still Sunday there
    expect(await statistics(user, { type: 1 }, { 'X-TZ': TOKYO })).toEqual(onlyAfter);
  });

  it('this month starts on the 1st in the caller zone', async () => {
    const now = await advance(server, 0);
    const [year, month] = tokyoDay(now).split('-').map(Number) as [number, number];
    const next =
      month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    const { user, onlyAfter, both } = await straddle(tokyoMidnight(next));
    expect(await statistics(user, { type: 3 }, { 'X-TZ': TOKYO })).toEqual(onlyAfter);
    expect(await statistics(user, { type: 3 }, { 'X-TZ': LOS_ANGELES })).toEqual(both);
    expect(await statistics(user, { type: 4 }, { 'X-TZ': TOKYO })).toEqual(both);
  });

  it('uses the plan detail definitions: amount put, budget spent, commission earned, refunds leave nothing to consume', async () => {
    const user = await freshUser(server);
    await fund(server, user.id, 1_000_000n);
    await server.db.user.update({ where: { id: user.id }, data: { operatedId: '10000009' } });
    const coupon = await giveCoupon(server, user.id, {
      kind: 'fixed_amount',
      amount: 2_000n,
      amountLimit: 10_000n,
    });
    const discounted = await launch(user, '100.00', coupon.id);
    expect((await forcePlan(server, discounted.id, 'settle')).code).toBe(200);
    const failing = await pushPlan(server, user, product.id);
    await setSeed(server, failing.id, true);
    expect((await putPlan(server, user, { id: failing.id, amount: '700.00' })).code).toBe(200);
    const running = await launch(user, '333.33');
    await advance(server, 40 * 60);

    const stats = await statistics(user, { type: 4 });
    const plans = await server.db.planOrder.findMany({ where: { userId: user.id } });
    const inProgress = plans.find((p) => p.id === running.id);
    expect(inProgress?.status).toBe('in_progress');
    const runningConsumed = inProgress?.consumed ?? 0n;
    expect(runningConsumed).toBeGreaterThan(0n);
    // The fixed coupon lowers what the wallet pays (80.00), not the amount put (100.00).
    const consumed = 10_000n + runningConsumed;
    const revenue = (consumed * BigInt(product.commissionBp)) / 10_000n;
    expect(stats).toEqual({
      investment_amount: '1133.33', // 100.00 + 700.00 (failed: refunded, still put) + 333.33
      coupon_budget: '0.00',
      delivery_orders: 3,
      consumed: formatMoney(consumed),
      to_be_consumed: formatMoney(33_333n - runningConsumed), // the failed plan has nothing left
      impressions: plans.reduce((sum, p) => sum + p.impressions, 0),
      clicks: plans.reduce((sum, p) => sum + p.clicks, 0),
      revenue: formatMoney(plans.reduce((sum, p) => sum + p.commission, 0n)),
      profit: formatMoney(revenue - consumed),
      operated_id: '10000009',
    });
    expect(stats.revenue).toBe(formatMoney(revenue));
    expect(stats.impressions).toBeGreaterThan(0);
  });

  it('equals the sum of the plan details, one hour after launch and with coupon-funded budget', async () => {
    const now = await advance(server, 0);
    // Start early in a UTC day so that "today" still holds every launch an hour later.
    await advanceTo(
      server,
      new Date(`${dayKey(new Date(now.getTime() + DAY_MS), 'UTC')}T01:00:00Z`),
    );
    const user = await freshUser(server);
    await fund(server, user.id, 1_000_000n);
    const valueAdded = await giveCoupon(server, user.id, { kind: 'value_added', amount: 10_000n });
    const fixed = await giveCoupon(server, user.id, { kind: 'fixed_amount', amount: 2_000n });
    const boosted = await launch(user, '1000.00', valueAdded.id);
    await launch(user, '1000.00', fixed.id);
    const failing = await pushPlan(server, user, product.id);
    await setSeed(server, failing.id, true);
    expect((await putPlan(server, user, { id: failing.id, amount: '200.00' })).code).toBe(200);
    const settled = await launch(user, '300.00');
    expect((await forcePlan(server, settled.id, 'settle')).code).toBe(200);
    await advance(server, 3600); // one hour after launch: half of the 2 h run is delivered

    // Delivery runs on in real time: read the details, the overview, then the details again,
    // until nothing moved in between (both reads within one simulated second).
    const { details, allTime, today } = await stableReads(user);
    const sum = (field: keyof PlanDetail['stats']) =>
      details.reduce((total, d) => total + toMinor(d.stats[field]), 0n);
    const summed = {
      investment_amount: formatMoney(sum('investment_amount')),
      coupon_budget: formatMoney(sum('coupon_budget')),
      consumed: formatMoney(sum('consumed')),
      to_be_consumed: formatMoney(sum('to_be_consumed')),
      revenue: formatMoney(sum('revenue')),
      profit: formatMoney(sum('profit')),
      impressions: Number(sum('impressions')),
      clicks: Number(sum('clicks')),
    };
    expect(allTime).toMatchObject(summed);
    expect(today).toMatchObject(summed);
    expect(allTime.delivery_orders).toBe(4);

    // The running plan already earned commission: the overview shows it as the plan does.
    const boostedDetail = details.find((d) => d.id === boosted.id);
    expect(boostedDetail?.status).toBe('in_progress');
    expect(toMinor(boostedDetail?.stats.revenue ?? '0')).toBeGreaterThan(0n);
    expect(toMinor(today.revenue)).toBeGreaterThanOrEqual(
      toMinor(boostedDetail?.stats.revenue ?? '0'),
    );
    // Coupon-funded (value_added) budget counts in investment_amount, shown apart in coupon_budget.
    expect(boostedDetail?.stats).toMatchObject({
      investment_amount: '1100.00',
      coupon_budget: '100.00',
    });
    // The plan list says the same investment as the plan detail (the list card's figure).
    const listed = paginated(PlanOrder).parse(
      (await server.get<unknown>('/plan/order/list', { page_size: 100 }, { token: user.token }))
        .data,
    ).list;
    for (const detail of details) {
      const card = listed.find((plan) => plan.id === detail.id);
      expect(card?.investment_amount ?? '0.00', detail.plan_no).toBe(
        detail.stats.investment_amount,
      );
    }
    expect(listed.find((plan) => plan.id === boosted.id)).toMatchObject({
      put_amount: '1000.00',
      investment_amount: '1100.00',
    });
    expect(allTime.coupon_budget).toBe('100.00');
    expect(allTime.investment_amount).toBe('2600.00'); // 1100 + 1000 (fixed coupon: put, not paid) + 200 + 300
  });

  it('shows zeros for a user without plans and rejects an unknown period', async () => {
    const user = await freshUser(server);
    expect(await statistics(user, { type: 4 })).toEqual({
      investment_amount: '0.00',
      coupon_budget: '0.00',
      delivery_orders: 0,
      consumed: '0.00',
      to_be_consumed: '0.00',
      impressions: 0,
      clicks: 0,
      revenue: '0.00',
      profit: '0.00',
      operated_id: null,
    });
    for (const type of [0, 5, 'x']) {
      expect(
        (await server.get('/ad/order/data_statistics/list', { type }, { token: user.token })).code,
      ).toBe(400);
    }
    expect((await server.get('/ad/order/data_statistics/list', { type: 1 })).code).toBe(401);
  });
});
