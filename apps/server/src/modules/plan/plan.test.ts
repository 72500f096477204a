import {
  PLAN_STATUSES,
  PlanDetail,
  PlanOrder,
  ProductDetail,
  formatMoney,
  paginated,
} from '@adc/contract';
import { dbProvider, observeStatements, oneSnapshot, type Product } from '@adc/db';
import { parseMoney } from '@adc/domain';
import { translate } from '@adc/messages';
import { platformCatalogue } from '@adc/messages/platform';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QA_KEY, onPostgres, startTestServer, type TestServer } from '../../test/harness';
import {
  advance,
  expectLedgerConsistent,
  failure,
  forcePlan,
  freshUser,
  fund,
  giveCoupon,
  pick,
  pushPlan,
  putPlan,
  setSeed,
  snapshot,
  wallet,
  type TestUser,
} from '../../test/kits/plan-test-kit';
import { PlanLifecycle } from './plan-lifecycle';
import { PlanService } from './plan-service';
import { putProgress as putProgressOf, userConsumedOf } from './simulation';

let server: TestServer;
/** Seeded products by id: [0] runs 2 h at 108% commission, [1] 24 h at 96%. */
let products: Product[];

beforeAll(async () => {
  server = await startTestServer();
  products = await server.db.product.findMany({ orderBy: { id: 'asc' } });
});
afterAll(() => server.close());

const HOUR = 3600;
const product = (index: number): Product => {
  const found = products[index];
  if (!found) throw new Error(`no product ${index}`);
  return found;
};

async function detail(user: TestUser, id: number) {
  const res = await server.post<PlanDetail>('/plan/order/detail', { id }, { token: user.token });
  expect(res.code, res.msg).toBe(200);
  return PlanDetail.parse(res.data);
}

async function flowsOf(userId: number, type?: string) {
  return server.db.ledgerEntry.findMany({
    where: { userId, ...(type ? { type } : {}) },
    orderBy: { id: 'asc' },
  });
}

/** The user's notifications of a launch. */
async function launchNotices(userId: number) {
  return server.db.notification.count({
    where: { userId, texts: { contains: 'event.plan_launched.title' } },
  });
}

/** A funded user with a pending plan on `productIndex` whose launch will not fail. */
async function readyPlan(funds = 1_000_000n, productIndex = 0) {
  const user = await freshUser(server);
  if (funds > 0n) await fund(server, user.id, funds);
  const plan = await pushPlan(server, user, product(productIndex).id);
  await setSeed(server, plan.id, false);
  return { user, plan };
}

describe('the seeded demo account', () => {
  it('has a plan in every status with consistent money, 10000.00 available and its coupons', async () => {
    expect((await server.qa('/reset')).code).toBe(200);
    const demo = await server.db.user.findUniqueOrThrow({ where: { username: 'demo' } });
    const token = await server.app.services.sessions.create(demo.id);
    const res = await server.get<unknown>('/plan/order/list', { page_size: 100 }, { token });
    expect(res.code, res.msg).toBe(200);
    const page = paginated(PlanOrder).parse(res.data);
    const statuses = page.list.map((p) => p.status);
    for (const status of PLAN_STATUSES) expect(statuses).toContain(status);
    const pending = page.list.filter((p) => p.status === 'pending_launch');
    expect(pending).toHaveLength(2);
    expect(pending.filter((p) => p.official_push)).toHaveLength(1);
    expect((await wallet(server, demo.id)).available).toBe(1_000_000n);
    await expectLedgerConsistent(server, demo.id);

    const coupons = await server.db.coupon.findMany({
      where: { userId: demo.id },
      include: { planOrder: true },
    });
    const now = server.app.core.clock.now();
    expect(coupons.some((c) => c.status === 'unused' && c.expiresAt > now)).toBe(true);
    expect(coupons.some((c) => c.status === 'expired')).toBe(true);
    const used = coupons.find((c) => c.status === 'used');
    const usedOn = used?.planOrder;
    expect(usedOn?.status).toBe('settled');
    expect(usedOn && usedOn.putAmount !== null ? usedOn.putAmount - usedOn.walletPaid : null).toBe(
      used?.amount,
    );
  });
});

describe('POST /plan/order/put', () => {
  it('launches a pending plan: wallet debited, money to be consumed, plan matching', async () => {
    const { user, plan } = await readyPlan(100_000n);
    const res = await putPlan(server, user, { id: plan.id, amount: '600.00' });
    expect(pick(res)).toEqual({ code: 200, msg: translate('en', 'success.put') });
    const launched = PlanOrder.parse(res.data);
    expect(launched).toMatchObject({
      id: plan.id,
      status: 'matching',
      put_amount: '600.00',
      put_progress: 0,
      official_push: true,
    });
    expect(launched.launched_at).not.toBeNull();
    const balances = await wallet(server, user.id);
    expect([balances.available, balances.toBeConsumed, balances.toBeSettled]).toEqual([
      40_000n,
      60_000n,
      0n,
    ]);
    const billing = await flowsOf(user.id, 'ad_billing');
    expect(billing.map((f) => [f.amount, f.remark])).toEqual([[-60_000n, plan.plan_no]]);
    expect(await launchNotices(user.id)).toBe(1);
    await expectLedgerConsistent(server, user.id);
  });

  it('writes the flow and the notification with the plan (PostgreSQL: in one statement)', async () => {
    const { user, plan } = await readyPlan(100_000n);
    const seen: string[] = [];
    const stop = observeStatements((sql) => {
      if (!sql.startsWith('INSERT INTO "RequestLog"')) seen.push(sql.replace(/\s+/g, ' '));
    });
    try {
      const key = randomUUID();
      const res = await putPlan(server, user, { id: plan.id, amount: '600.00' }, { key });
      expect(res.code, res.msg).toBe(200);
    } finally {
      stop();
    }
    // The tables each write statement writes (a WITH's inserts first), in order.
    const writes = seen.flatMap((sql) =>
      Array.from(sql.matchAll(/(?:^|AS \(|\) )(?:UPDATE|INSERT INTO) "(\w+)"/g), (m) => m[1]),
    );
    expect(writes).toEqual([
      'Wallet',
      'LedgerEntry',
      'Notification',
      'PlanOrder',
      'IdempotencyKey',
    ]);
    // PostgreSQL: the flow and the notification in the statement of the plan's update.
    expect(seen.filter((sql) => sql.startsWith('WITH '))).toHaveLength(onPostgres ? 1 : 0);
    if (onPostgres) expect(seen).toContain('COMMIT');
    expect(await flowsOf(user.id, 'ad_billing')).toHaveLength(1);
    expect(await launchNotices(user.id)).toBe(1);
  });

  it('answers in the caller language', async () => {
    const { user, plan } = await readyPlan();
    const res = await putPlan(server, user, { id: plan.id, amount: 200 }, { lang: 'zh' });
    expect(pick(res)).toEqual({ code: 200, msg: translate('zh', 'success.put') });
  });

  it("refuses another user's plan or an unknown one with 405, changing nothing", async () => {
    const { plan } = await readyPlan();
    const intruder = await freshUser(server);
    await fund(server, intruder.id, 100_000n);
    const before = await snapshot(server, intruder.id);
    for (const id of [plan.id, 999_999]) {
      const res = await putPlan(server, intruder, { id, amount: '100.00' });
      expect(pick(res)).toEqual(failure('error.record_not_found', 'en', 405));
    }
    expect(await snapshot(server, intruder.id)).toEqual(before);
    expect((await server.db.planOrder.findUniqueOrThrow({ where: { id: plan.id } })).status).toBe(
      'pending_launch',
    );
  });

  it('launches a plan only once: a second put is not launchable', async () => {
    const { user, plan } = await readyPlan();
    expect((await putPlan(server, user, { id: plan.id, amount: '100.00' })).code).toBe(200);
    const before = await snapshot(server, user.id);
    expect(pick(await putPlan(server, user, { id: plan.id, amount: '100.00' }))).toEqual(
      failure('error.plan_not_launchable'),
    );
    expect(
      pick(await putPlan(server, user, { id: plan.id, amount: '100.00' }, { lang: 'de' })),
    ).toEqual(failure('error.plan_not_launchable', 'de'));
    expect(await snapshot(server, user.id)).toEqual(before);
  });

  it.each([0, '0', '0.00', 'abc', '1.234', -5, '', '12e3'])(
    'refuses the invalid amount %j',
    async (amount) => {
      const { user, plan } = await readyPlan();
      const before = await snapshot(server, user.id);
      expect(pick(await putPlan(server, user, { id: plan.id, amount }))).toEqual(
        failure('error.investment_amount_invalid'),
      );
      expect(await snapshot(server, user.id)).toEqual(before);
    },
  );

  it('names the invalid amount in other languages too', async () => {
    const { user, plan } = await readyPlan();
    expect(pick(await putPlan(server, user, { id: plan.id, amount: 0 }, { lang: 'jp' }))).toEqual(
      failure('error.investment_amount_invalid', 'jp'),
    );
  });

  it.each(['99.99', '50000.01', '1'])('refuses %s outside the product range', async (amount) => {
    const { user, plan } = await readyPlan(10_000_000n);
    const before = await snapshot(server, user.id);
    expect(pick(await putPlan(server, user, { id: plan.id, amount }))).toEqual(
      failure('error.investment_amount_out_of_range'),
    );
    expect(pick(await putPlan(server, user, { id: plan.id, amount }, { lang: 'fr' }))).toEqual(
      failure('error.investment_amount_out_of_range', 'fr'),
    );
    expect(await snapshot(server, user.id)).toEqual(before);
  });

  it('accepts both ends of the range', async () => {
    const { user, plan } = await readyPlan(10_000_000n);
    expect((await putPlan(server, user, { id: plan.id, amount: '50000.00' })).code).toBe(200);
    const other = await pushPlan(server, user, product(0).id);
    expect((await putPlan(server, user, { id: other.id, amount: '100' })).code).toBe(200);
  });

  it('refuses more than the available balance, changing nothing', async () => {
    const { user, plan } = await readyPlan(19_999n);
    const before = await snapshot(server, user.id);
    expect(pick(await putPlan(server, user, { id: plan.id, amount: '200.00' }))).toEqual(
      failure('error.insufficient_balance'),
    );
    expect(
      pick(await putPlan(server, user, { id: plan.id, amount: '200.00' }, { lang: 'ru' })),
    ).toEqual(failure('error.insufficient_balance', 'ru'));
    expect(await snapshot(server, user.id)).toEqual(before);
    expect((await putPlan(server, user, { id: plan.id, amount: '199.99' })).code).toBe(200);
    expect((await wallet(server, user.id)).available).toBe(0n);
  });

  it('replays a retry with the same Idempotency-Key and moves the money once', async () => {
    const { user, plan } = await readyPlan(100_000n);
    const first = await putPlan(
      server,
      user,
      { id: plan.id, amount: '300.00' },
      { key: 'launch-1' },
    );
    const retry = await putPlan(
      server,
      user,
      { id: plan.id, amount: '300.00' },
      { key: 'launch-1' },
    );
    expect(first.code).toBe(200);
    expect(retry).toEqual(first);
    expect(await flowsOf(user.id, 'ad_billing')).toHaveLength(1);
    expect((await wallet(server, user.id)).available).toBe(70_000n);
    const conflict = await putPlan(
      server,
      user,
      { id: plan.id, amount: '400.00' },
      { key: 'launch-1' },
    );
    expect(pick(conflict)).toEqual(failure('error.idempotency_conflict'));
  });

  it('moves the money once for 10 concurrent retries with one key, and all answer that launch', async () => {
    // A launch takes its key at its seal: the retries run beside the first attempt up to their
    // own seal, find the key taken, roll back and replay the committed outcome.
    const { user, plan } = await readyPlan(100_000n);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        putPlan(server, user, { id: plan.id, amount: '300.00' }, { key: 'launch-many' }),
      ),
    );
    expect(results[0]?.code).toBe(200);
    for (const res of results) expect(res).toEqual(results[0]);
    expect(await flowsOf(user.id, 'ad_billing')).toHaveLength(1);
    expect((await wallet(server, user.id)).available).toBe(70_000n);
    const retry = await putPlan(
      server,
      user,
      { id: plan.id, amount: '300.00' },
      { key: 'launch-many' },
    );
    expect(retry).toEqual(results[0]);
  });

  it('replays a refused launch under its key, even once the money is there', async () => {
    const { user, plan } = await readyPlan(10_000n);
    const refused = await putPlan(
      server,
      user,
      { id: plan.id, amount: '200.00' },
      { key: 'poor-1' },
    );
    expect(pick(refused)).toEqual(failure('error.insufficient_balance'));
    await fund(server, user.id, 100_000n);
    expect(
      await putPlan(server, user, { id: plan.id, amount: '200.00' }, { key: 'poor-1' }),
    ).toEqual(refused);
    expect(await flowsOf(user.id, 'ad_billing')).toHaveLength(0);
    expect((await putPlan(server, user, { id: plan.id, amount: '200.00' })).code).toBe(200);
  });

  it('launches exactly once under 10 concurrent puts of the same plan', async () => {
    const { user, plan } = await readyPlan(1_000_000n);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => putPlan(server, user, { id: plan.id, amount: '500.00' })),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.code !== 200))
      expect(pick(r)).toEqual(failure('error.plan_not_launchable'));
    expect(await flowsOf(user.id, 'ad_billing')).toHaveLength(1);
    expect((await wallet(server, user.id)).available).toBe(950_000n);
    await expectLedgerConsistent(server, user.id);
  });
});

describe('races decided by the conditional writes', () => {
  // Called straight on the service, every read of the racing calls is queued before any write.
  it('launches a plan once when ten launches read it as pending', async () => {
    const { user, plan } = await readyPlan(1_000_000n);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        server.app.services.plans.put(user.id, { id: plan.id, amount: 10_000n }, 'en'),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await flowsOf(user.id, 'ad_billing')).toHaveLength(1);
    // The losers' flows and notifications rode with their refused update (PostgreSQL): gone too.
    expect(await launchNotices(user.id)).toBe(1);
    await expectLedgerConsistent(server, user.id);
  });

  it('uses a coupon once when two launches read it as unused', async () => {
    const { user, plan } = await readyPlan(1_000_000n);
    const second = await pushPlan(server, user, product(0).id);
    const coupon = await giveCoupon(server, user.id, { kind: 'fixed_amount', amount: 2_000n });
    const results = await Promise.allSettled(
      [plan.id, second.id].map((id) =>
        server.app.services.plans.put(user.id, { id, amount: 10_000n, couponId: coupon.id }, 'en'),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected');
    expect(rejected?.status === 'rejected' && rejected.reason).toMatchObject({
      key: 'error.coupon_used',
    });
    expect(await flowsOf(user.id, 'ad_billing')).toHaveLength(1);
    await expectLedgerConsistent(server, user.id);
  });

  it('applies a step once when concurrent syncs read the same state', async () => {
    const { user, plan } = await readyPlan(100_000n);
    expect((await putPlan(server, user, { id: plan.id, amount: '500.00' })).code).toBe(200);
    await advance(server, 30 * HOUR);
    await Promise.all(Array.from({ length: 6 }, () => server.app.services.plans.sync(user.id)));
    expect((await flowsOf(user.id)).map((f) => f.type)).toEqual([
      'system_deposit',
      'ad_billing',
      'ad_serving',
      'profit_sharing',
    ]);
    await expectLedgerConsistent(server, user.id);
  });
});

describe('a running plan between changes of status', () => {
  /**
   * A plan 1 h into its run (24 h; product 5: 72 h) with its start written, then the user's
   * clock stopped `hours` later.
   */
  async function runningWithClockStoppedAfter(hours: number, productIndex = 1) {
    const { user, plan } = await readyPlan(100_000n, productIndex);
    expect((await putPlan(server, user, { id: plan.id, amount: '900.00' })).code).toBe(200);
    await advance(server, 30 + HOUR);
    expect((await detail(user, plan.id)).status).toBe('in_progress');
    const stored = await server.db.planOrder.findUniqueOrThrow({ where: { id: plan.id } });
    const storedWallet = await wallet(server, user.id);
    const now = new Date(server.app.core.clock.nowFor(user.id).getTime() + hours * HOUR * 1000);
    const clock = vi.spyOn(server.app.core.clock, 'nowFor').mockReturnValue(now);
    return { user, plan, stored, storedWallet, clock };
  }

  async function reads(user: TestUser, id: number) {
    const token = { token: user.token };
    const [shown, property, statistics, list] = await Promise.all([
      detail(user, id),
      server.get<Record<string, string>>('/user/property', {}, token),
      server.get<Record<string, string | number>>(
        '/ad/order/data_statistics/list',
        { type: 4 },
        token,
      ),
      server.get<{ list: PlanOrder[] }>('/plan/order/list', { status: 'in_progress' }, token),
    ]);
    return { shown, property: property.data, statistics: statistics.data, list: list.data.list };
  }

  it('is read where it stands now, and reading it writes nothing', async () => {
    const { user, plan, stored, storedWallet, clock } = await runningWithClockStoppedAfter(6);
    try {
      const { shown, property, statistics, list } = await reads(user, plan.id);
      // Seven of 24 hours delivered, where the stored row holds the first hour.
      expect(shown.status).toBe('in_progress');
      expect(shown.put_progress).toBe(29);
      expect(shown.put_progress).toBeGreaterThan(putProgressOf(stored));
      expect(list.find((row) => row.id === plan.id)?.put_progress).toBe(29);
      // Every view agrees with the plan's figures (the user has no other launched plan).
      expect(property).toMatchObject({
        to_be_consumed: shown.stats.to_be_consumed,
        to_be_settled: shown.stats.revenue,
      });
      // total_assets = available_balance + to_be_consumed + to_be_settled, live figures included.
      const minor = (text: string | undefined) => Number(parseMoney(text) ?? Number.NaN);
      const { total_assets, available_balance, to_be_consumed, to_be_settled } = property;
      expect(minor(total_assets)).toBe(
        minor(available_balance) + minor(to_be_consumed) + minor(to_be_settled),
      );
      expect(statistics).toMatchObject({
        consumed: shown.stats.consumed,
        to_be_consumed: shown.stats.to_be_consumed,
        revenue: shown.stats.revenue,
        impressions: shown.stats.impressions,
        clicks: shown.stats.clicks,
      });
      expect(await server.db.planOrder.findUniqueOrThrow({ where: { id: plan.id } })).toEqual(
        stored,
      );
      expect(await wallet(server, user.id)).toEqual(storedWallet);
    } finally {
      clock.mockRestore();
    }
    await expectLedgerConsistent(server, user.id);
  });

  it("counts its progress in the period it was launched in, not in today's figures a day later", async () => {
    // Launched, then 31 h later (72 h run): still running, launched before today began (UTC).
    const { user, plan, clock } = await runningWithClockStoppedAfter(30, 5);
    try {
      const token = { token: user.token };
      const overview = async (type: number) =>
        (
          await server.get<Record<string, string | number>>(
            '/ad/order/data_statistics/list',
            { type },
            token,
          )
        ).data;
      const shown = await detail(user, plan.id);
      expect(shown.status).toBe('in_progress');
      expect(await overview(4)).toMatchObject({
        delivery_orders: 1,
        consumed: shown.stats.consumed,
        revenue: shown.stats.revenue,
      });
      expect(await overview(1)).toMatchObject({
        delivery_orders: 0,
        consumed: '0.00',
        to_be_consumed: '0.00',
        revenue: '0.00',
        impressions: 0,
        clicks: 0,
      });
    } finally {
      clock.mockRestore();
    }
  });

  it('fails by force with what it has consumed by now: the rest is refunded', async () => {
    const { user, plan, stored, clock } = await runningWithClockStoppedAfter(6);
    try {
      const { shown } = await reads(user, plan.id);
      const res = await forcePlan(server, plan.id, 'fail');
      expect(res.code, res.msg).toBe(200);
      const failed = await server.db.planOrder.findUniqueOrThrow({ where: { id: plan.id } });
      expect(failed.consumed).toBeGreaterThan(stored.consumed);
      expect(formatMoney(failed.consumed)).toBe(shown.stats.consumed);
      expect((await flowsOf(user.id, 'system_chargeback')).map((f) => f.amount)).toEqual([
        90_000n - failed.consumed,
      ]);
      expect((await flowsOf(user.id, 'profit_sharing')).map((f) => formatMoney(f.amount))).toEqual([
        shown.stats.revenue,
      ]);
    } finally {
      clock.mockRestore();
    }
    await expectLedgerConsistent(server, user.id);
  });

  it('reads the plans again when its change of status lost to another writer', async () => {
    const { user, plan, clock } = await runningWithClockStoppedAfter(30);
    const lifecycle = server.app.services.plans.lifecycle;
    // The first write loses without writing, as when another instance moved the plan first.
    const lost = vi.spyOn(lifecycle, 'move').mockResolvedValueOnce([false]);
    try {
      await server.app.services.plans.sync(user.id);
      expect(lost).toHaveBeenCalledTimes(2);
      const stored = await server.db.planOrder.findUniqueOrThrow({ where: { id: plan.id } });
      expect(stored.status).toBe('waiting_settlement');
    } finally {
      lost.mockRestore();
      clock.mockRestore();
    }
    await expectLedgerConsistent(server, user.id);
  });

  it('shows a plan written since the sync read it as it is stored', async () => {
    const { user, plan, clock } = await runningWithClockStoppedAfter(6);
    try {
      const live = await server.app.services.plans.sync(user.id);
      const read = await server.db.planOrder.findUniqueOrThrow({ where: { id: plan.id } });
      expect(live.plan(read).consumed).toBeGreaterThan(read.consumed);
      // Another writer (here QA) completes the plan after the sync read it.
      expect((await forcePlan(server, plan.id, 'complete')).code).toBe(200);
      const written = await server.db.planOrder.findUniqueOrThrow({ where: { id: plan.id } });
      expect(live.plan(written)).toEqual(written);
    } finally {
      clock.mockRestore();
    }
    await expectLedgerConsistent(server, user.id);
  });

  /**
   * A change of status landing inside the user's next sync, right after the sync read the plans
   * (`after`) or right before (`before`): QA completing the plan, on another instance (its own
   * plan services on the same database, as a second process would have) or on this one.
   */
  function completedDuringTheNextSync(
    planId: number,
    when: 'before' | 'after',
    where: 'another instance' | 'this instance',
  ) {
    const { services, core } = server.app;
    const writer =
      where === 'this instance'
        ? services.plans
        : new PlanService(core, {
            coupons: services.coupons,
            notifications: services.notifications,
          });
    const complete = async () =>
      expect((await writer.qa.force(planId, 'complete')).status).toBe('launch_completed');
    const lifecycle = services.plans.lifecycle;
    const sync = lifecycle.sync.bind(lifecycle);
    // Once: the completion syncs the user too, and that sync is left as it is.
    return vi.spyOn(lifecycle, 'sync').mockImplementationOnce(async (userId, at) => {
      if (when === 'before') await complete();
      const live = await sync(userId, at);
      if (when === 'after') await complete();
      return live;
    });
  }

  /** One read by the user during which that change of status lands (see above). */
  async function readDuring<T>(
    user: TestUser,
    path: string,
    query: Record<string, string | number>,
    ...change: Parameters<typeof completedDuringTheNextSync>
  ): Promise<T> {
    const spy = completedDuringTheNextSync(...change);
    try {
      return (await server.get<T>(path, query, { token: user.token })).data;
    } finally {
      spy.mockRestore();
    }
  }

  /** Balances answered as the user's wallet is stored now (which holds every plan's progress: none is running). */
  async function expectBalancesAsStored(answer: Record<string, string>, userId: number) {
    const stored = await wallet(server, userId);
    expect(answer).toMatchObject({
      to_be_consumed: formatMoney(stored.toBeConsumed),
      to_be_settled: formatMoney(stored.toBeSettled),
    });
  }

  it('never counts a change of status that another instance writes during a read of the balances twice', async () => {
    const { user, plan, clock } = await runningWithClockStoppedAfter(6);
    try {
      const { shown } = await reads(user, plan.id);
      const property = await readDuring<Record<string, string>>(
        user,
        '/user/property',
        {},
        plan.id,
        'after',
        'another instance',
      );
      // The balances read before the sync, the plan's progress as the sync read it: both from
      // before the completion. Read after the sync they would hold the completion, and the
      // progress laid over them would count its consumption and commission again.
      expect(property).toMatchObject({
        to_be_consumed: shown.stats.to_be_consumed,
        to_be_settled: shown.stats.revenue,
      });
    } finally {
      clock.mockRestore();
    }
    await expectLedgerConsistent(server, user.id);
  });

  it('never counts a change of status that another instance writes during a read of the statistics twice', async () => {
    const { user, plan, clock } = await runningWithClockStoppedAfter(6);
    try {
      const { shown } = await reads(user, plan.id);
      const statistics = await readDuring<Record<string, string | number>>(
        user,
        '/ad/order/data_statistics/list',
        { type: 4 },
        plan.id,
        'after',
        'another instance',
      );
      expect(statistics).toMatchObject({
        consumed: shown.stats.consumed,
        to_be_consumed: shown.stats.to_be_consumed,
        revenue: shown.stats.revenue,
        impressions: shown.stats.impressions,
      });
    } finally {
      clock.mockRestore();
    }
    await expectLedgerConsistent(server, user.id);
  });

  it('shows the balances from before a change of status that another instance writes between their read and the sync', async () => {
    const { user, plan, storedWallet, clock } = await runningWithClockStoppedAfter(6);
    try {
      const during = await readDuring<Record<string, string>>(
        user,
        '/user/property',
        {},
        plan.id,
        'before',
        'another instance',
      );
      // As stored before the completion, without progress the sync no longer finds running:
      // out of date for one read, never counted twice, the parts still adding up.
      expect(during).toMatchObject({
        available_balance: formatMoney(storedWallet.available),
        to_be_consumed: formatMoney(storedWallet.toBeConsumed),
        to_be_settled: formatMoney(storedWallet.toBeSettled),
        total_assets: formatMoney(
          storedWallet.available + storedWallet.toBeConsumed + storedWallet.toBeSettled,
        ),
      });
      const token = { token: user.token };
      const after = await server.get<Record<string, string>>('/user/property', {}, token);
      await expectBalancesAsStored(after.data, user.id);
    } finally {
      clock.mockRestore();
    }
    await expectLedgerConsistent(server, user.id);
  });

  it('shows a change of status that this instance writes during a read of the balances as written', async () => {
    const { user, plan, clock } = await runningWithClockStoppedAfter(6);
    try {
      const property = await readDuring<Record<string, string>>(
        user,
        '/user/property',
        {},
        plan.id,
        'before',
        'this instance',
      );
      await expectBalancesAsStored(property, user.id);
    } finally {
      clock.mockRestore();
    }
    await expectLedgerConsistent(server, user.id);
  });

  it('reads the balances again when its own sync wrote a change of status', async () => {
    // Read first after the end of its run: this read's sync completes the plan.
    const { user, plan, clock } = await runningWithClockStoppedAfter(30);
    try {
      const token = { token: user.token };
      const property = await server.get<Record<string, string>>('/user/property', {}, token);
      const completed = await server.db.planOrder.findUniqueOrThrow({ where: { id: plan.id } });
      expect(completed.status).toBe('waiting_settlement');
      expect(property.data).toMatchObject({
        to_be_consumed: '0.00',
        to_be_settled: formatMoney(completed.commission),
      });
    } finally {
      clock.mockRestore();
    }
    await expectLedgerConsistent(server, user.id);
  });

  it('reads a page of plans and its total on one snapshot', async () => {
    const { user } = await readyPlan();
    const db = server.app.core.db;
    const transaction = vi.spyOn(db, '$transaction');
    try {
      const page = await server.get<{ list: PlanOrder[]; total: number }>(
        '/plan/order/list',
        {},
        { token: user.token },
      );
      expect(page.data.total).toBe(page.data.list.length);
      expect(transaction).toHaveBeenCalledWith(
        [expect.anything(), expect.anything()],
        oneSnapshot(server.app.core.config.databaseUrl),
      );
    } finally {
      transaction.mockRestore();
    }
  });

  it('completes with all its money when read again only after its run', async () => {
    const { user, plan, clock } = await runningWithClockStoppedAfter(30);
    try {
      const { shown, property } = await reads(user, plan.id);
      expect(shown.status).toBe('waiting_settlement');
      expect(shown.stats).toMatchObject({ consumed: '900.00', to_be_consumed: '0.00' });
      expect(property).toMatchObject({
        to_be_consumed: '0.00',
        to_be_settled: shown.stats.revenue,
      });
      expect((await flowsOf(user.id, 'ad_serving')).map((f) => f.amount)).toEqual([-90_000n]);
    } finally {
      clock.mockRestore();
    }
    await expectLedgerConsistent(server, user.id);
  });
});

describe('the skip of a repeated sync', () => {
  /** A plan launched, half of its 2 h run delivered by the user's clock, which then stands still. */
  async function halfDeliveredWithClockStopped() {
    const { user, plan } = await readyPlan(100_000n);
    expect((await putPlan(server, user, { id: plan.id, amount: '500.00' })).code).toBe(200);
    const { launchedAt } = await server.db.planOrder.findUniqueOrThrow({ where: { id: plan.id } });
    if (!launchedAt) throw new Error('not launched');
    const now = new Date(
      launchedAt.getTime() + server.app.core.config.simulation.matchingMs + HOUR * 1000,
    );
    const clock = vi.spyOn(server.app.core.clock, 'nowFor').mockReturnValue(now);
    return { user, plan, clock };
  }

  it('syncs again within the same simulated second when a product was edited since', async () => {
    // The skip of a repeated sync (SQLite) must watch every table the sync reads: plans and products.
    const { user, plan, clock } = await halfDeliveredWithClockStopped();
    const runHours = product(0).runHours;
    try {
      await server.app.services.plans.sync(user.id);
      await server.app.services.plans.sync(user.id);
      expect((await detail(user, plan.id)).status).toBe('in_progress');
      // QA shortens the product's run: at the same instant the plan has delivered its whole budget.
      await server.db.product.update({ where: { id: product(0).id }, data: { runHours: 1 } });
      await server.app.services.plans.sync(user.id);
      expect((await detail(user, plan.id)).status).toBe('launch_completed');
    } finally {
      clock.mockRestore();
      await server.db.product.update({ where: { id: product(0).id }, data: { runHours } });
    }
    await expectLedgerConsistent(server, user.id);
  });

  it('runs the syncs of one user in turn: of eight at once, two read the plans (SQLite)', async () => {
    const { user, plan, clock } = await halfDeliveredWithClockStopped();
    const reads = vi.spyOn(
      PlanLifecycle.prototype as unknown as { syncAt: () => Promise<void> },
      'syncAt',
    );
    try {
      await Promise.all(Array.from({ length: 8 }, () => server.app.services.plans.sync(user.id)));
      // The first moves the plan, the second finds nothing left to move, the rest skip (where
      // writes are not counted, PostgreSQL, each of the eight reads the plans, one after another).
      const sqlite = dbProvider(server.app.core.config.databaseUrl) === 'sqlite';
      expect(reads).toHaveBeenCalledTimes(sqlite ? 2 : 8);
      expect((await detail(user, plan.id)).status).toBe('in_progress');
    } finally {
      reads.mockRestore();
      clock.mockRestore();
    }
    await expectLedgerConsistent(server, user.id);
  });
});

describe('coupons on launch', () => {
  async function launchWith(
    coupon: Parameters<typeof giveCoupon>[2],
    amount: string,
    funds = 1_000_000n,
  ) {
    const { user, plan } = await readyPlan(funds);
    const given = await giveCoupon(server, user.id, coupon);
    const res = await putPlan(server, user, { id: plan.id, amount, coupon_id: given.id });
    return { user, plan, coupon: given, res };
  }

  it.each(['fixed_amount', 'team', 'custom'])(
    '%s: the wallet pays the amount minus the coupon',
    async (kind) => {
      const { user, plan, coupon, res } = await launchWith(
        { kind, amount: 2_000n, amountLimit: 10_000n },
        '100.00',
      );
      expect(res.code, res.msg).toBe(200);
      expect(PlanOrder.parse(res.data).put_amount).toBe('100.00');
      expect((await flowsOf(user.id, 'ad_billing')).map((f) => f.amount)).toEqual([-8_000n]);
      const stored = await server.db.planOrder.findUniqueOrThrow({ where: { id: plan.id } });
      expect([stored.walletPaid, stored.bonusBudget, stored.couponId]).toEqual([
        8_000n,
        2_000n,
        coupon.id,
      ]);
      const used = await server.db.coupon.findUniqueOrThrow({ where: { id: coupon.id } });
      expect(used.status).toBe('used');
      expect(used.usedAt).toEqual(stored.launchedAt);
      await expectLedgerConsistent(server, user.id);
    },
  );

  it('a fixed coupon needs the plan amount to reach its limit', async () => {
    const { user, plan } = await readyPlan();
    const coupon = await giveCoupon(server, user.id, {
      kind: 'fixed_amount',
      amount: 2_000n,
      amountLimit: 20_000n,
    });
    const before = await snapshot(server, user.id);
    const res = await putPlan(server, user, {
      id: plan.id,
      amount: '199.99',
      coupon_id: coupon.id,
    });
    expect(pick(res)).toEqual(failure('error.coupon_not_applicable'));
    const spanish = await putPlan(
      server,
      user,
      { id: plan.id, amount: '199.99', coupon_id: coupon.id },
      { lang: 'spa' },
    );
    expect(pick(spanish)).toEqual(failure('error.coupon_not_applicable', 'spa'));
    expect(await snapshot(server, user.id)).toEqual(before);
  });

  it('deduction: discount percent of the amount, capped', async () => {
    const small = await launchWith(
      { kind: 'deduction', discount: 5, amountLimit: 5_000n },
      '500.00',
    );
    expect((await flowsOf(small.user.id, 'ad_billing')).map((f) => f.amount)).toEqual([-47_500n]);
    const capped = await launchWith(
      { kind: 'deduction', discount: 5, amountLimit: 5_000n },
      '2000.00',
    );
    expect((await flowsOf(capped.user.id, 'ad_billing')).map((f) => f.amount)).toEqual([-195_000n]);
    const stored = await server.db.planOrder.findUniqueOrThrow({ where: { id: capped.plan.id } });
    expect([stored.walletPaid, stored.bonusBudget]).toEqual([195_000n, 5_000n]);
  });

  it('value_added: the wallet pays the amount and the platform adds budget; nothing is left pending', async () => {
    const { user, plan, res } = await launchWith(
      { kind: 'value_added', amount: 3_000n },
      '100.00',
      10_000n,
    );
    expect(res.code, res.msg).toBe(200);
    expect((await wallet(server, user.id)).available).toBe(0n);
    const stored = await server.db.planOrder.findUniqueOrThrow({ where: { id: plan.id } });
    expect([stored.walletPaid, stored.bonusBudget]).toEqual([10_000n, 3_000n]);
    expect((await forcePlan(server, plan.id, 'settle')).code).toBe(200);
    const settled = await server.db.planOrder.findUniqueOrThrow({ where: { id: plan.id } });
    expect(settled.consumed).toBe(13_000n);
    expect(settled.commission).toBe((13_000n * BigInt(product(0).commissionBp)) / 10_000n);
    const balances = await wallet(server, user.id);
    expect([balances.available, balances.toBeConsumed, balances.toBeSettled]).toEqual([
      settled.commission,
      0n,
      0n,
    ]);
    await expectLedgerConsistent(server, user.id);
  });

  it('refuses a used coupon, an expired one (by status or by date) and changes nothing', async () => {
    const { user, plan } = await readyPlan();
    const used = await giveCoupon(server, user.id, {
      kind: 'fixed_amount',
      amount: 100n,
      status: 'used',
    });
    const expired = await giveCoupon(server, user.id, {
      kind: 'fixed_amount',
      amount: 100n,
      status: 'expired',
    });
    const lapsed = await giveCoupon(server, user.id, {
      kind: 'fixed_amount',
      amount: 100n,
      expiresAt: server.app.core.clock.now(),
    });
    const before = await snapshot(server, user.id);
    const put = (couponId: number, lang?: 'kor') =>
      putPlan(server, user, { id: plan.id, amount: '100.00', coupon_id: couponId }, { lang });
    expect(pick(await put(used.id))).toEqual(failure('error.coupon_used'));
    expect(pick(await put(used.id, 'kor'))).toEqual(failure('error.coupon_used', 'kor'));
    expect(pick(await put(expired.id))).toEqual(failure('error.coupon_expired'));
    expect(pick(await put(lapsed.id))).toEqual(failure('error.coupon_expired'));
    expect(pick(await put(lapsed.id, 'kor'))).toEqual(failure('error.coupon_expired', 'kor'));
    expect(await snapshot(server, user.id)).toEqual(before);
  });

  it("refuses another user's coupon or an unknown one with 405", async () => {
    const { user, plan } = await readyPlan();
    const stranger = await freshUser(server);
    const theirs = await giveCoupon(server, stranger.id, { kind: 'fixed_amount', amount: 100n });
    for (const couponId of [theirs.id, 999_999]) {
      const res = await putPlan(server, user, {
        id: plan.id,
        amount: '100.00',
        coupon_id: couponId,
      });
      expect(pick(res)).toEqual(failure('error.record_not_found', 'en', 405));
    }
    expect((await server.db.coupon.findUniqueOrThrow({ where: { id: theirs.id } })).status).toBe(
      'unused',
    );
  });

  it('a coupon launches one plan even when two launches race for it', async () => {
    const { user, plan } = await readyPlan(1_000_000n);
    const second = await pushPlan(server, user, product(0).id);
    const coupon = await giveCoupon(server, user.id, {
      kind: 'fixed_amount',
      amount: 2_000n,
      amountLimit: 10_000n,
    });
    const results = await Promise.all(
      [plan.id, second.id].map((id) =>
        putPlan(server, user, { id, amount: '100.00', coupon_id: coupon.id }),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.code !== 200).map(pick)).toEqual([failure('error.coupon_used')]);
    expect(await flowsOf(user.id, 'ad_billing')).toHaveLength(1);
    expect(await server.db.planOrder.count({ where: { couponId: coupon.id } })).toBe(1);
    await expectLedgerConsistent(server, user.id);
  });
});

describe('what the launch cost, on the plan detail', () => {
  /** What the plan's `ad_billing` flow debited, as a positive amount. */
  async function debited(userId: number, planId: number): Promise<string> {
    const flows = await server.db.ledgerEntry.findMany({
      where: { userId, type: 'ad_billing', refId: planId },
    });
    expect(flows).toHaveLength(1);
    return formatMoney(-(flows[0]?.amount ?? 0n));
  }

  it('is null before launch; without a coupon the wallet paid the amount put', async () => {
    const { user, plan } = await readyPlan();
    expect(await detail(user, plan.id)).toMatchObject({
      paid_amount: null,
      coupon_discount: null,
      coupon: null,
    });
    expect((await putPlan(server, user, { id: plan.id, amount: '600.00' })).code).toBe(200);
    const shown = await detail(user, plan.id);
    expect(shown).toMatchObject({
      put_amount: '600.00',
      paid_amount: '600.00',
      coupon_discount: '0.00',
      coupon: null,
    });
    expect(shown.paid_amount).toBe(await debited(user.id, plan.id));
  });

  it('with the daily deduction coupon: what the flow debited, the discount and the coupon named in the reader language', async () => {
    const { user, plan } = await readyPlan();
    const template = await server.db.couponTemplate.findUniqueOrThrow({
      where: { code: 'DAILY_BOOST' },
    });
    const claimed = await server.post<{ id: number }>(
      '/user_coupon/receive',
      { template_id: template.id },
      { token: user.token },
    );
    expect(claimed.code, claimed.msg).toBe(200);
    const couponId = claimed.data?.id;
    const res = await putPlan(server, user, {
      id: plan.id,
      amount: '2000.00',
      coupon_id: couponId,
    });
    expect(res.code, res.msg).toBe(200);
    for (const lang of ['en', 'de'] as const) {
      const headers = { 'Accept-Language': lang };
      const shown = PlanDetail.parse(
        (await server.post('/plan/order/detail', { id: plan.id }, { token: user.token, headers }))
          .data,
      );
      expect(shown).toMatchObject({
        put_amount: '2000.00',
        paid_amount: '1950.00',
        coupon_discount: '50.00',
        coupon: {
          id: couponId,
          name: platformCatalogue[lang].coupon.daily_boost,
          kind: 'deduction',
        },
      });
      // A deduction lowers the price, not the budget: the figures still count 2000.00, none of
      // it from coupons (coupon_budget is value-added budget only).
      expect(shown.stats).toMatchObject({ investment_amount: '2000.00', coupon_budget: '0.00' });
    }
    expect(
      PlanDetail.parse(
        (await server.post('/plan/order/detail', { id: plan.id }, { token: user.token })).data,
      ).paid_amount,
    ).toBe(await debited(user.id, plan.id));
  });

  it('with a fixed coupon: the amount put less the coupon, still after a failed launch refunded it', async () => {
    const { user, plan } = await readyPlan();
    const coupon = await giveCoupon(server, user.id, {
      kind: 'fixed_amount',
      amount: 2_000n,
      amountLimit: 10_000n,
    });
    const res = await putPlan(server, user, {
      id: plan.id,
      amount: '150.00',
      coupon_id: coupon.id,
    });
    expect(res.code, res.msg).toBe(200);
    const expected = {
      paid_amount: '130.00',
      coupon_discount: '20.00',
      coupon: { id: coupon.id, name: coupon.name, kind: 'fixed_amount' },
    };
    expect(await detail(user, plan.id)).toMatchObject(expected);
    expect((await detail(user, plan.id)).paid_amount).toBe(await debited(user.id, plan.id));
    expect((await forcePlan(server, plan.id, 'fail')).code).toBe(200);
    expect(await detail(user, plan.id)).toMatchObject({ status: 'launch_failed', ...expected });
  });

  it('with a value-added coupon: the wallet paid the amount put, no discount, the coupon named', async () => {
    const { user, plan } = await readyPlan();
    const coupon = await giveCoupon(server, user.id, { kind: 'value_added', amount: 3_000n });
    const res = await putPlan(server, user, {
      id: plan.id,
      amount: '100.00',
      coupon_id: coupon.id,
    });
    expect(res.code, res.msg).toBe(200);
    const shown = await detail(user, plan.id);
    expect(shown).toMatchObject({
      paid_amount: '100.00',
      coupon_discount: '0.00',
      coupon: { id: coupon.id, kind: 'value_added' },
    });
    expect(shown.stats).toMatchObject({ investment_amount: '130.00', coupon_budget: '30.00' });
    expect(shown.paid_amount).toBe(await debited(user.id, plan.id));
  });
});

describe('delivery on the simulation clock', () => {
  it('runs put → matching → in_progress → launch_completed → waiting_settlement → settled', async () => {
    const { user, plan } = await readyPlan(100_000n, 0); // 2 h run, 108% commission
    expect((await putPlan(server, user, { id: plan.id, amount: '1000.00' })).code).toBe(200);
    const commission = (100_000n * BigInt(product(0).commissionBp)) / 10_000n;

    await advance(server, 20);
    expect(await detail(user, plan.id)).toMatchObject({ status: 'matching', put_progress: 0 });
    await expectLedgerConsistent(server, user.id);

    await advance(server, 15 + HOUR);
    const halfway = await detail(user, plan.id);
    expect(halfway.status).toBe('in_progress');
    expect(halfway.put_progress).toBeGreaterThanOrEqual(50);
    expect(halfway.put_progress).toBeLessThan(55);
    expect(halfway.stats.impressions).toBeGreaterThan(0);
    let balances = await wallet(server, user.id);
    expect(balances.toBeConsumed).toBeGreaterThan(40_000n);
    expect(balances.toBeConsumed).toBeLessThan(50_000n);
    expect(balances.toBeSettled).toBeGreaterThan(0n);
    await expectLedgerConsistent(server, user.id);

    await advance(server, HOUR);
    const completed = await detail(user, plan.id);
    expect(completed).toMatchObject({ status: 'launch_completed', put_progress: 100 });
    expect(completed.completed_at).not.toBeNull();
    expect(completed.stats).toMatchObject({ consumed: '1000.00', revenue: '1080.00' });
    expect(completed.learning_phase).toEqual({
      conversions: completed.stats.conversions,
      target_min: 30,
      target_max: 50,
      days: 7,
    });
    expect(completed.stats.conversions).toBeGreaterThanOrEqual(30);
    expect(completed.stats.conversions).toBeLessThanOrEqual(50);
    expect((await flowsOf(user.id, 'ad_serving')).map((f) => f.amount)).toEqual([-100_000n]);
    balances = await wallet(server, user.id);
    expect([balances.toBeConsumed, balances.toBeSettled]).toEqual([0n, commission]);
    await expectLedgerConsistent(server, user.id);

    await advance(server, HOUR);
    expect((await detail(user, plan.id)).status).toBe('waiting_settlement');
    await expectLedgerConsistent(server, user.id);

    await advance(server, 23 * HOUR);
    const settled = await detail(user, plan.id);
    expect(settled.status).toBe('settled');
    expect(settled.settled_at).not.toBeNull();
    const profit = await flowsOf(user.id, 'profit_sharing');
    expect(profit.map((f) => [f.amount, f.remark])).toEqual([[commission, plan.plan_no]]);
    balances = await wallet(server, user.id);
    expect([balances.available, balances.toBeConsumed, balances.toBeSettled]).toEqual([
      commission,
      0n,
      0n,
    ]);
    await expectLedgerConsistent(server, user.id);

    await advance(server, 48 * HOUR);
    expect(await detail(user, plan.id)).toEqual(settled);
    expect(await flowsOf(user.id)).toHaveLength(4);
  });

  it('a failing launch refunds exactly what the wallet paid', async () => {
    const { user, plan } = await readyPlan(100_000n);
    await setSeed(server, plan.id, true);
    const coupon = await giveCoupon(server, user.id, {
      kind: 'deduction',
      discount: 10,
      amountLimit: 100_000n,
    });
    expect(
      (await putPlan(server, user, { id: plan.id, amount: '700.00', coupon_id: coupon.id })).code,
    ).toBe(200);
    expect((await wallet(server, user.id)).available).toBe(37_000n);
    await advance(server, 31);
    const failed = await detail(user, plan.id);
    expect(failed).toMatchObject({ status: 'launch_failed', put_progress: 0 });
    expect((await flowsOf(user.id, 'system_chargeback')).map((f) => f.amount)).toEqual([63_000n]);
    const balances = await wallet(server, user.id);
    expect([balances.available, balances.toBeConsumed, balances.toBeSettled]).toEqual([
      100_000n,
      0n,
      0n,
    ]);
    await expectLedgerConsistent(server, user.id);
    await advance(server, 30 * HOUR);
    expect((await detail(user, plan.id)).status).toBe('launch_failed');
    expect(await flowsOf(user.id, 'system_chargeback')).toHaveLength(1);
  });

  it('concurrent syncs apply every step once', async () => {
    const { user, plan } = await readyPlan(100_000n);
    expect((await putPlan(server, user, { id: plan.id, amount: '500.00' })).code).toBe(200);
    await advance(server, 30 * HOUR);
    await Promise.all([
      ...Array.from({ length: 4 }, () => server.app.services.plans.sync(user.id)),
      ...Array.from({ length: 3 }, () =>
        server.post('/plan/order/detail', { id: plan.id }, { token: user.token }),
      ),
      ...Array.from({ length: 3 }, () => server.get('/plan/order/list', {}, { token: user.token })),
    ]);
    expect((await flowsOf(user.id)).map((f) => f.type)).toEqual([
      'system_deposit',
      'ad_billing',
      'ad_serving',
      'profit_sharing',
    ]);
    await expectLedgerConsistent(server, user.id);
  });
});

describe('QA hooks', () => {
  it('push creates a numbered pending official plan', async () => {
    const user = await freshUser(server);
    const first = await pushPlan(server, user);
    const second = await pushPlan(server, user, product(1).id);
    expect(first).toMatchObject({
      status: 'pending_launch',
      official_push: true,
      put_amount: null,
      put_progress: 0,
      launched_at: null,
    });
    expect(first.product.id).toBe(product(0).id);
    expect(second.product.id).toBe(product(1).id);
    for (const p of [first, second]) expect(p.plan_no).toMatch(/^P\d{8}\d{6}$/);
    expect(first.plan_no.slice(1, 9)).toBe(
      server.app.core.clock.now().toISOString().slice(0, 10).replaceAll('-', ''),
    );
    expect(Number(second.plan_no.slice(9))).toBeGreaterThan(Number(first.plan_no.slice(9)));
    expect(
      pick(await server.qa('/plans/push', { username: user.username, product_id: 999_999 })),
    ).toEqual(failure('error.record_not_found', 'en', 405));
  });

  it('numbers concurrent pushes uniquely, however many arrive at once', async () => {
    // Eighty pushes at once, for ten users: every one answered, each plan its own number.
    const users = await Promise.all(Array.from({ length: 10 }, () => freshUser(server)));
    const plans = await Promise.all(
      users.flatMap((user) => Array.from({ length: 8 }, () => pushPlan(server, user))),
    );
    for (const plan of plans) expect(plan.plan_no).toMatch(/^P\d{8}\d{6}$/);
    expect(new Set(plans.map((p) => p.plan_no)).size).toBe(80);
  });

  it('force fail refunds the unspent wallet money and pays out the accrued commission', async () => {
    const { user, plan } = await readyPlan(100_000n, 1); // 24 h run
    expect((await putPlan(server, user, { id: plan.id, amount: '900.00' })).code).toBe(200);
    await advance(server, 30 + 6 * HOUR);
    const res = await forcePlan(server, plan.id, 'fail');
    expect(res.code, res.msg).toBe(200);
    expect(PlanOrder.parse(res.data).status).toBe('launch_failed');
    const stored = await server.db.planOrder.findUniqueOrThrow({ where: { id: plan.id } });
    expect(stored.consumed).toBeGreaterThan(0n);
    const refund = 90_000n - userConsumedOf(stored, stored.consumed);
    expect((await flowsOf(user.id, 'system_chargeback')).map((f) => f.amount)).toEqual([refund]);
    expect((await flowsOf(user.id, 'profit_sharing')).map((f) => f.amount)).toEqual([
      stored.commission,
    ]);
    const balances = await wallet(server, user.id);
    expect([balances.available, balances.toBeConsumed, balances.toBeSettled]).toEqual([
      10_000n + refund + stored.commission,
      0n,
      0n,
    ]);
    await expectLedgerConsistent(server, user.id);
  });

  const notForceable = (outcome: string, status: string) => ({
    code: 400,
    msg: translate('en', 'error.plan_not_forceable', { outcome, status }),
  });

  it('force complete consumes the budget now; settle then settles', async () => {
    const { user, plan } = await readyPlan(100_000n, 1);
    expect((await putPlan(server, user, { id: plan.id, amount: '400.00' })).code).toBe(200);
    const completed = await forcePlan(server, plan.id, 'complete');
    expect(PlanOrder.parse(completed.data)).toMatchObject({
      status: 'launch_completed',
      put_progress: 100,
    });
    await expectLedgerConsistent(server, user.id);
    // The refusal names the outcome asked for and where the plan stands.
    expect(pick(await forcePlan(server, plan.id, 'complete'))).toEqual(
      notForceable('complete', 'launch_completed'),
    );
    expect(pick(await forcePlan(server, plan.id, 'fail'))).toEqual(
      notForceable('fail', 'launch_completed'),
    );
    const settled = await forcePlan(server, plan.id, 'settle');
    expect(PlanOrder.parse(settled.data)).toMatchObject({ status: 'settled' });
    const commission = (40_000n * BigInt(product(1).commissionBp)) / 10_000n;
    expect((await flowsOf(user.id, 'profit_sharing')).map((f) => f.amount)).toEqual([commission]);
    expect((await wallet(server, user.id)).available).toBe(60_000n + commission);
    await expectLedgerConsistent(server, user.id);
    expect(pick(await forcePlan(server, plan.id, 'settle'))).toEqual(
      notForceable('settle', 'settled'),
    );
    const german = await server.call('POST', '/__qa/plans/force', {
      body: { id: plan.id, outcome: 'fail' },
      headers: { 'X-QA-Key': QA_KEY, 'Accept-Language': 'de' },
    });
    expect(pick(german)).toEqual({
      code: 400,
      msg: translate('de', 'error.plan_not_forceable', { outcome: 'fail', status: 'settled' }),
    });
  });

  it('force settle straight from matching completes first', async () => {
    const { user, plan } = await readyPlan(100_000n);
    expect((await putPlan(server, user, { id: plan.id, amount: '100.00' })).code).toBe(200);
    const res = await forcePlan(server, plan.id, 'settle');
    expect(PlanOrder.parse(res.data)).toMatchObject({ status: 'settled', put_progress: 100 });
    expect((await flowsOf(user.id)).map((f) => f.type)).toEqual([
      'system_deposit',
      'ad_billing',
      'ad_serving',
      'profit_sharing',
    ]);
    await expectLedgerConsistent(server, user.id);
  });

  it('refuses to force a pending plan, and an unknown id', async () => {
    const { plan } = await readyPlan();
    for (const outcome of ['fail', 'complete', 'settle'] as const) {
      expect(pick(await forcePlan(server, plan.id, outcome))).toEqual(
        notForceable(outcome, 'pending_launch'),
      );
    }
    expect(pick(await forcePlan(server, 999_999, 'fail'))).toEqual(
      failure('error.record_not_found', 'en', 405),
    );
  });
});

describe('reading plans', () => {
  it('lists own plans newest first, by status, paged', async () => {
    const { user, plan } = await readyPlan();
    const second = await pushPlan(server, user);
    const third = await pushPlan(server, user);
    expect((await putPlan(server, user, { id: second.id, amount: '100.00' })).code).toBe(200);
    const all = await server.get<unknown>('/plan/order/list', {}, { token: user.token });
    const page = paginated(PlanOrder).parse(all.data);
    expect(page.list.map((p) => p.id)).toEqual([third.id, second.id, plan.id]);
    expect(page).toMatchObject({ total: 3, page: 1, page_size: 20 });
    const pending = paginated(PlanOrder).parse(
      (
        await server.get<unknown>(
          '/plan/order/list',
          { status: 'pending_launch', page: 2, page_size: 1 },
          { token: user.token },
        )
      ).data,
    );
    expect(pending).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(pending.list.map((p) => p.id)).toEqual([plan.id]);
    const stranger = await freshUser(server);
    const none = paginated(PlanOrder).parse(
      (await server.get<unknown>('/plan/order/list', {}, { token: stranger.token })).data,
    );
    // A user with fewer than 2 pending plans only sees the platform's daily offer: their own.
    expect(none.total).toBe(1);
    expect(none.list[0]).toMatchObject({ status: 'pending_launch', official_push: false });
    expect(none.list[0]?.id).not.toBe(plan.id);
    const bad = await server.get('/plan/order/list', { status: 'bogus' }, { token: user.token });
    expect(bad.code).toBe(400);
  });

  it('shows a pending plan with its texts and zero stats', async () => {
    const { user, plan } = await readyPlan();
    const shown = await detail(user, plan.id);
    expect(shown).toMatchObject({ id: plan.id, status: 'pending_launch', put_amount: null });
    expect(shown.content).toContain(product(0).name);
    expect(shown.rules).toContain(`${product(0).runHours} h`);
    expect(shown.user_targeting.length).toBeGreaterThan(0);
    expect(shown.stats).toEqual({
      impressions: 0,
      clicks: 0,
      conversions: 0,
      investment_amount: '0.00',
      coupon_budget: '0.00',
      consumed: '0.00',
      to_be_consumed: '0.00',
      revenue: '0.00',
      profit: '0.00',
    });
  });

  it("refuses another user's plan in detail and app detail", async () => {
    const { plan } = await readyPlan();
    const stranger = await freshUser(server);
    for (const path of ['/plan/order/detail', '/plan/order/app/detail']) {
      expect(pick(await server.post(path, { id: plan.id }, { token: stranger.token }))).toEqual(
        failure('error.record_not_found', 'en', 405),
      );
      expect(
        pick(
          await server.post(
            path,
            { id: plan.id },
            { token: stranger.token, headers: { 'Accept-Language': 'th' } },
          ),
        ),
      ).toEqual(failure('error.record_not_found', 'th', 405));
    }
  });

  it('shows the product of a plan with its screenshots', async () => {
    const { user, plan } = await readyPlan();
    const res = await server.post<unknown>(
      '/plan/order/app/detail',
      { id: plan.id },
      { token: user.token },
    );
    expect(res.code).toBe(200);
    const shown = ProductDetail.parse(res.data);
    expect(shown).toMatchObject({
      id: product(0).id,
      name: product(0).name,
      min_amount: '100.00',
      max_amount: '50000.00',
    });
    expect(shown.screenshots).toEqual(JSON.parse(product(0).screenshots));
  });

  it('needs a session', async () => {
    expect((await server.get('/plan/order/list')).code).toBe(401);
    expect((await server.post('/plan/order/put', { id: 1, amount: 100 })).code).toBe(401);
  });
});
