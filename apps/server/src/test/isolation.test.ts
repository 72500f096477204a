import {
  AdStatistics,
  BankCard,
  Coupon,
  Flow,
  Notification,
  PlanOrder,
  UserInfo,
  WalletProperty,
  paginated,
} from '@adc/contract';
import { translate } from '@adc/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/** One user can never read or change another's plans, coupons, notifications, card or money. */

let server: TestServer;
let demoToken: string;
let newbieToken: string;
let demoId: number;
let newbieId: number;

beforeAll(async () => {
  server = await startTestServer();
  demoToken = await server.login('demo');
  newbieToken = await server.login('newbie');
  demoId = (await server.db.user.findUniqueOrThrow({ where: { username: 'demo' } })).id;
  newbieId = (await server.db.user.findUniqueOrThrow({ where: { username: 'newbie' } })).id;
  expect((await server.qa('/user/deposit', { username: 'newbie', amount: '1000.00' })).code).toBe(
    200,
  );
});
afterAll(async () => {
  await server.close();
});

const dataError = {
  status: 200,
  code: 405,
  msg: translate('en', 'error.record_not_found'),
  data: null,
};

/** demo's money and the money-relevant state of its plans and coupons (not the live delivery figures). */
async function demoMoney() {
  const [wallet, flows, plans, coupons] = await Promise.all([
    server.db.wallet.findUniqueOrThrow({ where: { userId: demoId }, select: { available: true } }),
    server.db.ledgerEntry.count({ where: { userId: demoId } }),
    server.db.planOrder.findMany({
      where: { userId: demoId },
      select: { id: true, status: true, putAmount: true, walletPaid: true, couponId: true },
      orderBy: { id: 'asc' },
    }),
    server.db.coupon.findMany({
      where: { userId: demoId },
      select: { id: true, status: true, usedAt: true },
      orderBy: { id: 'asc' },
    }),
  ]);
  return { wallet, flows, plans, coupons };
}

async function newbieMoney() {
  const [wallet, flows] = await Promise.all([
    server.db.wallet.findUniqueOrThrow({ where: { userId: newbieId } }),
    server.db.ledgerEntry.findMany({ where: { userId: newbieId } }),
  ]);
  return { wallet, flows };
}

describe('plans', () => {
  it("answers a data error for every one of demo's plans asked by newbie (detail and product)", async () => {
    const plans = await server.db.planOrder.findMany({ where: { userId: demoId } });
    expect(plans.length).toBeGreaterThanOrEqual(7);
    for (const plan of plans) {
      expect(
        await server.post('/plan/order/detail', { id: plan.id }, { token: newbieToken }),
      ).toMatchObject(dataError);
      expect(
        await server.post('/plan/order/app/detail', { id: plan.id }, { token: newbieToken }),
      ).toMatchObject(dataError);
    }
    const zh = await server.post(
      '/plan/order/detail',
      { id: plans[0]?.id },
      { token: newbieToken, headers: { 'Accept-Language': 'zh' } },
    );
    expect(zh).toMatchObject({ code: 405, msg: translate('zh', 'error.record_not_found') });
    // demo itself can read them.
    expect(
      (await server.post('/plan/order/detail', { id: plans[0]?.id }, { token: demoToken })).code,
    ).toBe(200);
  });

  it("never lists demo's plans for newbie", async () => {
    const res = await server.get('/plan/order/list', { page_size: 100 }, { token: newbieToken });
    expect(res.code).toBe(200);
    const page = paginated(PlanOrder).parse(res.data);
    const demoPlanIds = new Set(
      (await server.db.planOrder.findMany({ where: { userId: demoId } })).map((p) => p.id),
    );
    expect(page.list.some((p) => demoPlanIds.has(p.id))).toBe(false);
  });

  it("refuses newbie launching demo's pending plan with its own money: data error, nothing moves", async () => {
    const pending = await server.db.planOrder.findFirstOrThrow({
      where: { userId: demoId, status: 'pending_launch' },
    });
    const [demoBefore, newbieBefore] = [await demoMoney(), await newbieMoney()];
    expect(
      await server.post(
        '/plan/order/put',
        { id: pending.id, amount: '100.00' },
        { token: newbieToken },
      ),
    ).toMatchObject(dataError);
    expect(await demoMoney()).toEqual(demoBefore);
    expect(await newbieMoney()).toEqual(newbieBefore);
    expect(
      await server.db.planOrder.findUniqueOrThrow({ where: { id: pending.id } }),
    ).toMatchObject({ status: 'pending_launch', userId: demoId });
  });
});

describe('coupons', () => {
  it("refuses demo's coupon on newbie's own plan and leaves both untouched", async () => {
    const pushed = await server.qa<PlanOrder>('/plans/push', { username: 'newbie' });
    expect(pushed.code).toBe(200);
    const demoCoupon = await server.db.coupon.findFirstOrThrow({
      where: { userId: demoId, status: 'unused' },
    });
    const [demoBefore, newbieBefore] = [await demoMoney(), await newbieMoney()];
    const res = await server.post(
      '/plan/order/put',
      { id: pushed.data.id, amount: '200.00', coupon_id: demoCoupon.id },
      { token: newbieToken },
    );
    expect(res).toMatchObject(dataError);
    expect(await demoMoney()).toEqual(demoBefore);
    expect(await newbieMoney()).toEqual(newbieBefore);
    expect(
      await server.db.coupon.findUniqueOrThrow({ where: { id: demoCoupon.id } }),
    ).toMatchObject({ status: 'unused', usedAt: null });
    expect(
      await server.db.planOrder.findUniqueOrThrow({ where: { id: pushed.data.id } }),
    ).toMatchObject({ status: 'pending_launch', couponId: null });
  });

  it("never lists demo's coupons for newbie", async () => {
    const demoCouponIds = new Set(
      (await server.db.coupon.findMany({ where: { userId: demoId } })).map((c) => c.id),
    );
    expect(demoCouponIds.size).toBeGreaterThanOrEqual(3);
    for (const status of ['unused', 'used', 'expired'] as const) {
      const res = await server.get('/user_coupon/list', { status }, { token: newbieToken });
      expect(res.code).toBe(200);
      const page = paginated(Coupon).parse(res.data);
      expect(page.list.some((c) => demoCouponIds.has(c.id))).toBe(false);
    }
  });
});

describe('notifications', () => {
  it("never shows demo's notifications to newbie, and newbie cannot mark them read", async () => {
    const demoNotifications = await server.db.notification.findMany({ where: { userId: demoId } });
    const list = await server.post(
      '/user/notifications',
      { page_size: 100 },
      { token: newbieToken },
    );
    const page = paginated(Notification).parse(list.data);
    expect(page.list.some((n) => demoNotifications.some((d) => d.id === n.id))).toBe(false);

    const reads = await server.db.notificationRead.count();
    for (const notification of demoNotifications) {
      expect(
        await server.post(
          '/user/notifications/read',
          { id: notification.id },
          { token: newbieToken },
        ),
      ).toMatchObject({
        code: 400,
        msg: translate('en', 'error.mark_read_failed'),
        data: null,
      });
    }
    expect(await server.db.notificationRead.count()).toBe(reads);
    expect(
      await server.post('/user/notifications/read', { all: true }, { token: newbieToken }),
    ).toMatchObject({ code: 200, data: { unread_total: 0 } });
    expect(
      await server.post('/user/notifications/unread_count', {}, { token: demoToken }),
    ).toMatchObject({ code: 200, data: { unread_total: 3 } });
  });
});

describe('bank card', () => {
  it("never shows demo's card to newbie; newbie's own card leaves demo's alone", async () => {
    const demoCard = await server.db.bankCard.findUniqueOrThrow({ where: { userId: demoId } });
    expect(await server.get('/bank_card/detail', {}, { token: newbieToken })).toMatchObject({
      code: 200,
      data: null,
    });
    const bound = await server.post(
      '/bank_card/edit',
      {
        type: 'bank',
        cardName: demoCard.cardName,
        userName: 'Newbie',
        mobile: '+15550003333',
        bankAccount: '6222000099998888',
        branchName: 'East',
      },
      { token: newbieToken },
    );
    expect(bound.code).toBe(200);
    expect(BankCard.parse(bound.data).userName).toBe('Newbie');
    expect(await server.db.bankCard.findUniqueOrThrow({ where: { userId: demoId } })).toEqual(
      demoCard,
    );
    const demoView = await server.get('/bank_card/detail', {}, { token: demoToken });
    expect(BankCard.parse(demoView.data)).toMatchObject({
      userName: demoCard.userName,
      bankAccount: demoCard.bankAccount,
    });
  });
});

describe('money and records', () => {
  it("never shows demo's flows, balances or statistics to newbie", async () => {
    const demoFlowIds = new Set(
      (await server.db.ledgerEntry.findMany({ where: { userId: demoId } })).map((f) => f.id),
    );
    const flows = await server.get(
      '/transaction_flow/list',
      { page_size: 100 },
      { token: newbieToken },
    );
    const page = paginated(Flow).parse(flows.data);
    expect(page.list.some((f) => demoFlowIds.has(f.id))).toBe(false);

    const property = WalletProperty.parse(
      (await server.get('/user/property', {}, { token: newbieToken })).data,
    );
    expect(property).toMatchObject({
      available_balance: '1000.00',
      to_be_consumed: '0.00',
      to_be_settled: '0.00',
    });

    const stats = AdStatistics.parse(
      (await server.get('/ad/order/data_statistics/list', { type: 4 }, { token: newbieToken }))
        .data,
    );
    expect(stats).toMatchObject({
      investment_amount: '0.00',
      delivery_orders: 0,
      consumed: '0.00',
      impressions: 0,
      clicks: 0,
    });
  });

  it("never shows demo's acceptance order to newbie", async () => {
    expect(
      (
        await server.post(
          '/acceptor/detail',
          { type: 'personal', code: 'ACC-P-1001' },
          { token: demoToken },
        )
      ).code,
    ).toBe(200);
    const demoOrders = await server.db.acceptanceOrder.findMany({ where: { userId: demoId } });
    expect(demoOrders.length).toBe(1);
    const res = await server.get<{ list: { id: number }[]; current: unknown }>(
      '/acceptor/order/list',
      {},
      { token: newbieToken },
    );
    expect(res).toMatchObject({ code: 200, data: { current: null } });
    expect(res.data.list).toEqual([]);
  });

  it('answers each token with its own user', async () => {
    expect(
      UserInfo.parse((await server.get('/user/info', {}, { token: newbieToken })).data),
    ).toMatchObject({ username: 'newbie', uid: '10000002' });
    expect(
      UserInfo.parse((await server.get('/user/info', {}, { token: demoToken })).data),
    ).toMatchObject({ username: 'demo', uid: '10000001' });
  });

  it('keeps Idempotency-Keys per user: the same key never replays another user’s launch', async () => {
    const key = 'shared-idempotency-key';
    const demoPending = await server.qa<PlanOrder>('/plans/push', { username: 'demo' });
    const newbiePending = await server.qa<PlanOrder>('/plans/push', { username: 'newbie' });
    const demoBefore = (await demoMoney()).wallet.available;
    const newbieBefore = (await newbieMoney()).wallet.available;

    const demoPut = await server.post<PlanOrder>(
      '/plan/order/put',
      { id: demoPending.data.id, amount: '150.00' },
      { token: demoToken, headers: { 'Idempotency-Key': key } },
    );
    expect(demoPut).toMatchObject({
      code: 200,
      data: { id: demoPending.data.id, status: 'matching' },
    });
    const newbiePut = await server.post<PlanOrder>(
      '/plan/order/put',
      { id: newbiePending.data.id, amount: '120.00' },
      { token: newbieToken, headers: { 'Idempotency-Key': key } },
    );
    expect(newbiePut).toMatchObject({
      code: 200,
      data: { id: newbiePending.data.id, status: 'matching' },
    });

    expect((await demoMoney()).wallet.available).toBe(demoBefore - 15_000n);
    expect((await newbieMoney()).wallet.available).toBe(newbieBefore - 12_000n);
  });
});
