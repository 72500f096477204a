import { AdStatistics, Coupon, NotificationPage, PlanOrder, paginated } from '@adc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advance,
  freshUser,
  fund,
  giveCoupon,
  pushPlan,
  putPlan,
  setSeed,
  type TestUser,
} from './kits/plan-test-kit';
import { startTestServer, type TestServer } from './harness';

/** API.md "Isolation: per-user clocks": a user's time is the global time plus their own offset. */

const DAY_S = 86_400;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface ClockReading {
  now: string;
  offset_seconds: number;
}

async function clockOf(username?: string): Promise<ClockReading> {
  const res = await server.qa<ClockReading>('/clock', username ? { username } : {});
  expect(res.code, res.msg).toBe(200);
  return res.data;
}

async function advanceUser(username: string, seconds: number): Promise<Date> {
  const res = await server.qa<{ now: string }>('/clock/advance', { username, seconds });
  expect(res.code, res.msg).toBe(200);
  return new Date(res.data.now);
}

/** A funded user with one launched plan (a seed whose launch succeeds) and an unused coupon. */
async function userWithPlan(): Promise<TestUser & { planId: number }> {
  const user = await freshUser(server);
  await fund(server, user.id, 1_000_000n);
  const plan = await pushPlan(server, user);
  await setSeed(server, plan.id, false);
  const put = await putPlan(server, user, { id: plan.id, amount: '500.00' });
  expect(put.code, put.msg).toBe(200);
  await giveCoupon(server, user.id, { kind: 'deduction', discount: 5, amountLimit: 5_000n });
  return { ...user, planId: plan.id };
}

async function planStatus(user: TestUser, id: number): Promise<string> {
  const res = await server.post<PlanOrder>('/plan/order/detail', { id }, { token: user.token });
  expect(res.code, res.msg).toBe(200);
  return PlanOrder.parse(res.data).status;
}

async function couponStatuses(user: TestUser): Promise<string[]> {
  const res = await server.get('/user_coupon/list', { status: 'unused' }, { token: user.token });
  expect(res.code, res.msg).toBe(200);
  return paginated(Coupon)
    .parse(res.data)
    .list.map((coupon) => coupon.status);
}

async function ordersToday(user: TestUser): Promise<number> {
  const res = await server.get<AdStatistics>(
    '/ad/order/data_statistics/list',
    { type: 1 },
    { token: user.token },
  );
  expect(res.code, res.msg).toBe(200);
  return AdStatistics.parse(res.data).delivery_orders;
}

const near = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThan(60_000);

describe('per-user clocks', () => {
  it("advancing one user 10 days moves that user's world only", async () => {
    const ahead = await userWithPlan();
    const other = await userWithPlan();
    const otherBefore = await planStatus(other, other.planId);
    expect(await ordersToday(ahead)).toBe(1);

    const aheadNow = await advanceUser(ahead.username, 10 * DAY_S);
    near(aheadNow.getTime(), Date.now() + 10 * DAY_S * 1000);

    // The advanced user: session expired (503), plan settled, coupon expired, a new "today".
    expect((await server.get('/user/info', {}, { token: ahead.token })).code).toBe(503);
    const again = { ...ahead, token: await server.app.services.sessions.create(ahead.id) };
    expect(await planStatus(again, ahead.planId)).toBe('settled');
    expect(await couponStatuses(again)).toEqual([]);
    expect(await ordersToday(again)).toBe(0);

    // The other user: untouched.
    expect((await server.get('/user/info', {}, { token: other.token })).code).toBe(200);
    expect(await planStatus(other, other.planId)).toBe(otherBefore);
    expect(otherBefore).not.toBe('settled');
    expect(await couponStatuses(other)).toEqual(['unused']);
    expect(await ordersToday(other)).toBe(1);
  });

  it('/clock reads a user clock or the global one', async () => {
    const user = await freshUser(server);
    const global = await clockOf();
    expect(await clockOf(user.username)).toMatchObject({ offset_seconds: global.offset_seconds });

    await advanceUser(user.username, 3 * DAY_S);
    const mine = await clockOf(user.username);
    expect(mine.offset_seconds).toBe(global.offset_seconds + 3 * DAY_S);
    near(Date.parse(mine.now), Date.now() + mine.offset_seconds * 1000);
    expect((await clockOf()).offset_seconds).toBe(global.offset_seconds);
  });

  it('the global advance still moves everyone, on top of their own offsets', async () => {
    const ahead = await freshUser(server);
    const other = await freshUser(server);
    await advanceUser(ahead.username, DAY_S);
    const before = (await clockOf()).offset_seconds;

    await advance(server, 3600);
    expect((await clockOf()).offset_seconds).toBe(before + 3600);
    expect((await clockOf(other.username)).offset_seconds).toBe(before + 3600);
    expect((await clockOf(ahead.username)).offset_seconds).toBe(before + 3600 + DAY_S);
  });

  it('an unknown username is refused with 400 and moves no clock', async () => {
    const before = await server.db.simState.findUniqueOrThrow({ where: { id: 1 } });
    for (const path of ['/clock', '/clock/advance']) {
      const res = await server.qa(path, { username: 'nobody_here_42', seconds: 60 });
      expect(res).toMatchObject({ code: 400, data: null });
    }
    expect(await server.db.simState.findUniqueOrThrow({ where: { id: 1 } })).toEqual(before);
  });

  it('a broadcast is seen on each reader’s own clock', async () => {
    const ahead = await freshUser(server);
    const other = await freshUser(server);
    await advanceUser(ahead.username, 2 * DAY_S);
    const sent = await server.qa('/notifications', {
      category: 'activity',
      title: 'Clock broadcast',
      content: 'Seen now by everyone.',
    });
    expect(sent.code, sent.msg).toBe(200);
    const seenBy = async (user: TestUser) => {
      const res = await server.post('/user/notifications', {}, { token: user.token });
      const page = NotificationPage.parse(res.data);
      const found = page.list.find((n) => n.title === 'Clock broadcast');
      return Date.parse(found?.created_at ?? '');
    };
    near(await seenBy(ahead), Date.parse((await clockOf(ahead.username)).now));
    near(await seenBy(other), Date.parse((await clockOf(other.username)).now));
  });

  it('/reset sets every offset back to 0', async () => {
    await advanceUser('demo', 5 * DAY_S);
    await advance(server, 3600);
    expect((await server.qa('/reset')).code).toBe(200);
    expect(await clockOf('demo')).toMatchObject({ offset_seconds: 0 });
    expect(await clockOf()).toMatchObject({ offset_seconds: 0 });
    expect(await server.db.user.count({ where: { clockOffsetMs: { not: 0n } } })).toBe(0);
  });
});
