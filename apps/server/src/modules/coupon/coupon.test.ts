import { ClaimableCoupon, Coupon, paginated } from '@adc/contract';
import type { CouponTemplate } from '@adc/db';
import { translate } from '@adc/messages';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { registerFresh } from '../../test/kits/account-test-kit';
import { dayKey } from '../../lib/time-zone';
import {
  advance,
  advanceTo,
  failure,
  freshUser,
  fund,
  pick,
  pushPlan,
  putPlan,
  type TestUser,
} from '../../test/kits/plan-test-kit';

let server: TestServer;
let newcomer: CouponTemplate;
let daily: CouponTemplate;

beforeAll(async () => {
  server = await startTestServer();
  newcomer = await server.db.couponTemplate.findUniqueOrThrow({ where: { code: 'NEWCOMER' } });
  daily = await server.db.couponTemplate.findUniqueOrThrow({ where: { code: 'DAILY_BOOST' } });
});
afterAll(() => server.close());

const DAY_MS = 24 * 3600_000;
const TOKYO = 'Asia/Tokyo;GMT+09:00';
const LOS_ANGELES = 'America/Los_Angeles;GMT-08:00';
const KIRITIMATI = 'Pacific/Kiritimati;GMT+14:00';

function receive(user: TestUser, templateId: number, headers: Record<string, string> = {}) {
  return server.post<Coupon>(
    '/user_coupon/receive',
    { template_id: templateId },
    { token: user.token, headers },
  );
}

async function list(
  user: TestUser,
  status: string,
  query: Record<string, string | number> = {},
  headers: Record<string, string> = {},
) {
  const res = await server.get<unknown>(
    '/user_coupon/list',
    { status, ...query },
    { token: user.token, headers },
  );
  expect(res.code, res.msg).toBe(200);
  return res.data;
}

async function coupons(user: TestUser, status: 'unused' | 'used' | 'expired') {
  return paginated(Coupon).parse(await list(user, status));
}

async function claimable(user: TestUser, headers: Record<string, string> = {}) {
  return paginated(ClaimableCoupon).parse(await list(user, 'claimable', {}, headers));
}

async function templateOf(overrides: Partial<CouponTemplate>): Promise<CouponTemplate> {
  const tag = randomBytes(4).toString('hex');
  return server.db.couponTemplate.create({
    data: {
      code: `T_${tag}`,
      name: `Template ${tag}`,
      kind: 'fixed_amount',
      amount: 500n,
      amountLimit: 10_000n,
      ...overrides,
    },
  });
}

const couponRows = (user: TestUser) =>
  server.db.coupon.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } });

describe("demo's seeded coupons", () => {
  it('has one unused, one used (on a plan) and one expired', async () => {
    const demo = await server.db.user.findUniqueOrThrow({ where: { username: 'demo' } });
    const owner = {
      id: demo.id,
      username: 'demo',
      token: await server.app.services.sessions.create(demo.id),
    };
    const unused = paginated(Coupon).parse(await list(owner, 'unused'));
    expect(unused.list.map((c) => [c.name, c.status])).toEqual([[daily.name, 'unused']]);
    const used = paginated(Coupon).parse(await list(owner, 'used'));
    expect(used.list.map((c) => [c.name, c.status])).toEqual([[newcomer.name, 'used']]);
    expect(await server.db.planOrder.count({ where: { couponId: used.list[0]?.id } })).toBe(1);
    const expired = paginated(Coupon).parse(await list(owner, 'expired'));
    expect(expired.list.map((c) => [c.name, c.status])).toEqual([[daily.name, 'expired']]);
  });
});

describe('claimable coupons', () => {
  it('offers newbie the newcomer coupon and the daily boost', async () => {
    const newbie = await server.db.user.findUniqueOrThrow({ where: { username: 'newbie' } });
    const token = await server.app.services.sessions.create(newbie.id);
    const page = paginated(ClaimableCoupon).parse(
      await list({ id: newbie.id, username: 'newbie', token }, 'claimable'),
    );
    expect(page.list).toEqual([
      {
        template_id: newcomer.id,
        name: newcomer.name,
        kind: 'fixed_amount',
        discount: null,
        amount: '20.00',
        amount_limit: '100.00',
        valid_days: 7,
        newcomer: true,
      },
      {
        template_id: daily.id,
        name: daily.name,
        kind: 'deduction',
        discount: 5,
        amount: null,
        amount_limit: '50.00',
        valid_days: 7,
        newcomer: false,
      },
    ]);
    expect(page).toMatchObject({ total: 2, page: 1, page_size: 20 });
  });

  it('offers demo the daily boost only (its newcomer coupon is used)', async () => {
    const demo = await server.db.user.findUniqueOrThrow({ where: { username: 'demo' } });
    const token = await server.app.services.sessions.create(demo.id);
    const page = paginated(ClaimableCoupon).parse(
      await list(
        { id: demo.id, username: 'demo', token },
        'claimable',
        {},
        { 'X-TZ': LOS_ANGELES },
      ),
    );
    expect(page.list.map((c) => c.template_id)).toEqual([daily.id]);
  });
});

describe('POST /user_coupon/receive', () => {
  it('gives the newcomer coupon once per user', async () => {
    const user = await freshUser(server);
    const res = await receive(user, newcomer.id);
    expect(pick(res)).toEqual({ code: 200, msg: translate('en', 'success.claim') });
    const coupon = Coupon.parse(res.data);
    expect(coupon).toMatchObject({
      name: newcomer.name,
      kind: 'fixed_amount',
      amount: '20.00',
      amount_limit: '100.00',
      status: 'unused',
      used_at: null,
    });
    expect(Date.parse(coupon.expires_at) - Date.parse(coupon.received_at)).toBe(7 * DAY_MS);
    expect((await claimable(user)).list.map((c) => c.template_id)).toEqual([daily.id]);

    const before = await couponRows(user);
    expect(pick(await receive(user, newcomer.id))).toEqual(failure('error.coupon_already_claimed'));
    expect(pick(await receive(user, newcomer.id, { 'Accept-Language': 'pt' }))).toEqual(
      failure('error.coupon_already_claimed', 'pt'),
    );
    await advance(server, 3 * 24 * 3600);
    expect(pick(await receive(user, newcomer.id))).toEqual(failure('error.coupon_already_claimed'));
    expect(await couponRows(user)).toEqual(before);
  });

  it("gives a daily coupon once per calendar day of the user's zone, whatever X-TZ says", async () => {
    const user = await freshUser(server, { timeZone: 'Asia/Tokyo' });
    const now = server.app.core.clock.now();
    // 23:50 in Tokyo, then 00:10 the next Tokyo day.
    const tokyoMidnight = new Date(
      `${dayKey(new Date(now.getTime() + DAY_MS), 'Asia/Tokyo')}T00:00:00+09:00`,
    );
    await advanceTo(server, new Date(tokyoMidnight.getTime() - 10 * 60_000));
    const first = await receive(user, daily.id, { 'X-TZ': LOS_ANGELES });
    expect(first.code, first.msg).toBe(200);
    expect(Coupon.parse(first.data)).toMatchObject({
      kind: 'deduction',
      discount: 5,
      amount_limit: '50.00',
    });
    expect(pick(await receive(user, daily.id))).toEqual(failure('error.coupon_already_claimed'));
    // A zone where the next day has begun does not open it: the user's day is Tokyo's.
    expect(pick(await receive(user, daily.id, { 'X-TZ': KIRITIMATI }))).toEqual(
      failure('error.coupon_already_claimed'),
    );
    expect((await claimable(user, { 'X-TZ': KIRITIMATI })).list.map((c) => c.template_id)).toEqual([
      newcomer.id,
    ]);

    await advance(server, 20 * 60);
    expect((await claimable(user, { 'X-TZ': LOS_ANGELES })).list.map((c) => c.template_id)).toEqual(
      [newcomer.id, daily.id],
    );
    expect((await receive(user, daily.id, { 'X-TZ': LOS_ANGELES })).code).toBe(200);
    expect(pick(await receive(user, daily.id, { 'X-TZ': TOKYO }))).toEqual(
      failure('error.coupon_already_claimed'),
    );
    expect((await couponRows(user)).map((c) => c.claimKey)).toEqual([
      dayKey(new Date(tokyoMidnight.getTime() - 60_000), 'Asia/Tokyo'),
      dayKey(tokyoMidnight, 'Asia/Tokyo'),
    ]);
  });

  it('fixes the zone at registration from X-TZ and shows it in UserInfo', async () => {
    const account = await registerFresh(server, undefined, TOKYO);
    expect(account.user.time_zone).toBe('Asia/Tokyo');
    const info = await server.get<{ time_zone: string }>(
      '/user/info',
      {},
      {
        token: account.token,
        headers: { 'X-TZ': LOS_ANGELES },
      },
    );
    expect(info.data.time_zone).toBe('Asia/Tokyo');
    expect((await registerFresh(server)).user.time_zone).toBe('UTC');
  });

  it('gives exactly one coupon to concurrent claims', async () => {
    const user = await freshUser(server);
    const results = await Promise.all(Array.from({ length: 10 }, () => receive(user, daily.id)));
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.code !== 200))
      expect(pick(r)).toEqual(failure('error.coupon_already_claimed'));
    const newcomers = await Promise.all(
      Array.from({ length: 10 }, () => receive(user, newcomer.id)),
    );
    expect(newcomers.filter((r) => r.code === 200)).toHaveLength(1);
    expect(await couponRows(user)).toHaveLength(2);
  });

  it('replays a retry with the same Idempotency-Key', async () => {
    const user = await freshUser(server);
    const first = await receive(user, newcomer.id, { 'Idempotency-Key': 'claim-1' });
    const retry = await receive(user, newcomer.id, { 'Idempotency-Key': 'claim-1' });
    expect(first.code).toBe(200);
    expect(retry).toEqual(first);
    expect(await couponRows(user)).toHaveLength(1);
    expect(pick(await receive(user, daily.id, { 'Idempotency-Key': 'claim-1' }))).toEqual(
      failure('error.idempotency_conflict'),
    );
    const chinese = await receive(user, daily.id, { 'Accept-Language': 'cht' });
    expect(pick(chinese)).toEqual({ code: 200, msg: translate('cht', 'success.claim') });
  });

  it("follows the template's validity", async () => {
    const user = await freshUser(server);
    const template = await templateOf({ validDays: 3 });
    const coupon = Coupon.parse((await receive(user, template.id)).data);
    expect(Date.parse(coupon.expires_at) - Date.parse(coupon.received_at)).toBe(3 * DAY_MS);
  });

  it('refuses an inactive template and an unknown one, changing nothing', async () => {
    const user = await freshUser(server);
    const inactive = await templateOf({ active: false });
    expect(pick(await receive(user, inactive.id))).toEqual(failure('error.coupon_not_available'));
    expect(pick(await receive(user, inactive.id, { 'Accept-Language': 'vi' }))).toEqual(
      failure('error.coupon_not_available', 'vi'),
    );
    expect((await claimable(user)).list.map((c) => c.template_id)).not.toContain(inactive.id);
    expect(pick(await receive(user, 999_999))).toEqual(
      failure('error.record_not_found', 'en', 405),
    );
    expect(await couponRows(user)).toEqual([]);
  });

  it('validates the template id and needs a session', async () => {
    const user = await freshUser(server);
    expect(
      (await server.post('/user_coupon/receive', { template_id: 'x' }, { token: user.token })).code,
    ).toBe(400);
    expect((await server.post('/user_coupon/receive', { template_id: newcomer.id })).code).toBe(
      401,
    );
    expect((await server.get('/user_coupon/list')).code).toBe(401);
  });
});

describe('GET /user_coupon/list', () => {
  it('lists unused, used and expired coupons, newest first; expiry follows the clock', async () => {
    const user = await freshUser(server);
    await fund(server, user.id, 100_000n);
    const fresh = Coupon.parse((await receive(user, newcomer.id)).data);
    await advance(server, 60);
    const boost = Coupon.parse((await receive(user, daily.id)).data);
    expect((await coupons(user, 'unused')).list.map((c) => c.id)).toEqual([boost.id, fresh.id]);
    expect((await coupons(user, 'unused')).total).toBe(2);

    const plan = await pushPlan(server, user);
    expect(
      (await putPlan(server, user, { id: plan.id, amount: '100.00', coupon_id: fresh.id })).code,
    ).toBe(200);
    const used = await coupons(user, 'used');
    expect(used.list).toHaveLength(1);
    expect(used.list[0]).toMatchObject({ id: fresh.id, status: 'used' });
    expect(used.list[0]?.used_at).not.toBeNull();
    expect((await coupons(user, 'unused')).list.map((c) => c.id)).toEqual([boost.id]);
    expect((await coupons(user, 'expired')).total).toBe(0);

    await advance(server, 7 * 24 * 3600);
    user.token = await server.app.services.sessions.create(user.id); // sessions also last 7 days
    expect((await coupons(user, 'unused')).total).toBe(0);
    const expired = await coupons(user, 'expired');
    expect(expired.list.map((c) => [c.id, c.status])).toEqual([[boost.id, 'expired']]);
    expect((await coupons(user, 'used')).list.map((c) => c.id)).toEqual([fresh.id]);

    const second = await pushPlan(server, user);
    const res = await putPlan(server, user, {
      id: second.id,
      amount: '100.00',
      coupon_id: boost.id,
    });
    expect(pick(res)).toEqual(failure('error.coupon_expired'));
  });

  it('defaults to unused and pages', async () => {
    const user = await freshUser(server);
    for (let i = 0; i < 3; i++) await receive(user, (await templateOf({})).id);
    const page = paginated(Coupon).parse(await list(user, 'unused', { page: 2, page_size: 2 }));
    expect(page).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(page.list).toHaveLength(1);
    const byDefault = await server.get<unknown>('/user_coupon/list', {}, { token: user.token });
    expect(paginated(Coupon).parse(byDefault.data).total).toBe(3);
    expect(
      (await server.get('/user_coupon/list', { status: 'bogus' }, { token: user.token })).code,
    ).toBe(400);
  });
});
