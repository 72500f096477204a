import { translate } from '@adc/messages';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';

/**
 * `/__qa/user/reset`: one persona back to exactly its seed, seen through the public calls, while
 * everyone else keeps what they did.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  // A fresh seed: the template database was seeded when the run began, and demo's plans have
  // moved since (a plan matched, another completed); a persona reset seeds them as of now.
  expect((await server.qa('/reset')).code).toBe(200);
});
afterAll(() => server.close());

const md5 = (value: string) => createHash('md5').update(value).digest('hex');

/**
 * What a persona sees of its own world through the product's calls. Times are left out, and so
 * are the figures that running plans move every second (delivery progress, budget not yet
 * consumed, commission to be settled): `money` compares those within a tolerance.
 */
async function world(username: string, password: string) {
  const token = await server.login(username, password);
  const as = { token };
  const data = async (res: Promise<{ code: number; msg: string; data: unknown }>) => {
    const answer = await res;
    expect(answer.code, answer.msg).toBe(200);
    return answer.data as Record<string, unknown>;
  };
  const info = await data(server.get('/user/info', {}, as));
  const plans = (await data(server.get('/plan/order/list', { page_size: 100 }, as))) as {
    list: Record<string, unknown>[];
  };
  const flows = (await data(server.get('/transaction_flow/list', { page_size: 100 }, as))) as {
    list: Record<string, unknown>[];
    month_income: string;
    month_expense: string;
  };
  const notices = (await data(server.post('/user/notifications', { page_size: 100 }, as))) as {
    list: Record<string, unknown>[];
  };
  const coupons = [];
  for (const status of ['unused', 'used', 'expired']) {
    const page = (await data(server.get('/user_coupon/list', { status }, as))) as {
      list: Record<string, unknown>[];
    };
    coupons.push(...page.list.map((c) => [c.name, c.kind, c.status]));
  }
  const card = (await data(server.get('/bank_card/detail', {}, as))) as Record<
    string,
    unknown
  > | null;
  const property = (await data(server.get('/user/property', {}, as))) as Record<string, string>;
  return {
    info: { ...info, created_at: undefined },
    available: property.available_balance,
    moving: [property.to_be_consumed, property.to_be_settled, property.total_assets].map(Number),
    plans: plans.list.map((p) => [p.status, p.put_amount, p.official_push]),
    flows: {
      rows: flows.list.map((f) => [f.type, f.amount, f.status]),
      income: flows.month_income,
      expense: flows.month_expense,
    },
    notifications: notices.list.map((n) => [n.category, n.title, n.read]),
    unread: await data(server.post('/user/notifications/unread_count', {}, as)),
    coupons: coupons.sort(),
    card: card ? { ...card, updated_at: undefined } : null,
  };
}

type World = Awaited<ReturnType<typeof world>>;

/** The same world, the figures of running plans within the few seconds the test took. */
function expectSameWorld(actual: World, expected: World): void {
  expect({ ...actual, moving: undefined }).toEqual({ ...expected, moving: undefined });
  actual.moving.forEach((figure, i) => expect(figure).toBeCloseTo(expected.moving[i] ?? NaN, -1));
}

describe('/__qa/user/reset', () => {
  it('puts demo back to exactly its seed, revokes its sessions and touches nobody else', async () => {
    const seeded = await world('demo', 'demo1234');
    const newbieSeeded = await world('newbie', 'newbie1234');

    // demo changes its world…
    const demo = await server.login('demo');
    const as = { token: demo };
    expect(
      (await server.post('/user/info/edit', { lang: 'de', nickname: 'Renamed' }, as)).code,
    ).toBe(200);
    const withdrawn = await server.post(
      '/user/withdraw',
      { amount: '10.00', password: md5('123456') },
      as,
    );
    expect(withdrawn.code, withdrawn.msg).toBe(200);
    for (let i = 0; i < 5; i++)
      await server.post('/check/password', { password: md5('000000') }, as);
    await server.post('/user/notifications/read', { all: true }, as);
    await server.post('/feedback', { subject: 'Hello', content: 'A change' }, as);
    expect((await server.qa('/clock/advance', { seconds: 2 * 86400, username: 'demo' })).code).toBe(
      200,
    );
    // …and so does newbie.
    expect((await server.qa('/user/deposit', { username: 'newbie', amount: '42.00' })).code).toBe(
      200,
    );

    const reset = await server.qa<{ username: string; lang: string; nickname: string }>(
      '/user/reset',
      { username: 'demo' },
    );
    expect(reset.code, reset.msg).toBe(200);
    expect(reset.data).toMatchObject({ username: 'demo', lang: 'en' });

    expect((await server.get('/user/info', {}, as)).code).toBe(401);
    const clock = await server.qa<{ offset_seconds: number }>('/clock', { username: 'demo' });
    expect(clock.data.offset_seconds).toBe(0);
    expectSameWorld(await world('demo', 'demo1234'), seeded);
    // The PIN is the seed's again, and no longer locked.
    const fresh = await server.login('demo');
    expect(
      (await server.post('/check/password', { password: md5('123456') }, { token: fresh })).code,
    ).toBe(200);

    const newbie = await world('newbie', 'newbie1234');
    expect(newbie.available).toBe('42.00');
    expect(newbie).not.toEqual(newbieSeeded);
  });

  it('gives an active persona its welcome offers again', async () => {
    const seeded = await world('operator', 'operator1234');
    const token = await server.login('operator');
    const pending = (
      await server.get<{ list: { id: number }[] }>(
        '/plan/order/list',
        { status: 'pending_launch' },
        { token },
      )
    ).data.list;
    await server.qa('/user/deposit', { username: 'operator', amount: '500.00' });
    const launched = await server.post(
      '/plan/order/put',
      { id: pending[0]?.id, amount: '100.00' },
      { token },
    );
    expect(launched.code, launched.msg).toBe(200);
    expect((await server.qa('/user/reset', { username: 'operator' })).code).toBe(200);
    expectSameWorld(await world('operator', 'operator1234'), seeded);
  });

  it("gives the persona exactly the seed's notifications: earlier broadcasts stay everyone else's", async () => {
    // A fresh seed (no broadcasts), as the global reset gives demo its notifications.
    expect((await server.qa('/reset')).code).toBe(200);
    const seeded = await world('demo', 'demo1234');
    const broadcast = async (title: string) => {
      const sent = await server.qa('/notifications', {
        category: 'system_announcement',
        title,
        content: `${title}: sent to everyone`,
      });
      expect(sent.code, sent.msg).toBe(200);
    };
    const listOf = async (token: string) =>
      (
        await server.post<{ list: { id: number; title: string; read: boolean }[] }>(
          '/user/notifications',
          { page_size: 100 },
          { token },
        )
      ).data.list;

    // Since the seed: a colleague's broadcast, which demo and newbie read, then demo reads
    // everything, and another broadcast demo leaves unread.
    await broadcast('Earlier');
    const demo = await server.login('demo');
    const earlier = (await listOf(demo)).find((n) => n.title === 'Earlier');
    expect(earlier).toMatchObject({ read: false });
    const markEarlier = (token: string) =>
      server.post('/user/notifications/read', { id: earlier?.id }, { token });
    expect((await markEarlier(demo)).code).toBe(200);
    const newbie = await server.login('newbie');
    expect((await markEarlier(newbie)).code).toBe(200);
    expect(
      (await server.post('/user/notifications/read', { all: true }, { token: demo })).code,
    ).toBe(200);
    await broadcast('Unread by demo');
    const newbieBefore = await listOf(newbie);

    expect((await server.qa('/user/reset', { username: 'demo' })).code).toBe(200);
    // demo's notifications, unread count included, are what the global reset gave it.
    const reset = await world('demo', 'demo1234');
    expect(reset.notifications).toEqual(seeded.notifications);
    expect(reset.unread).toEqual(seeded.unread);
    // The earlier broadcasts are not demo's any more (not to be marked read either)…
    const fresh = await server.login('demo');
    expect(await markEarlier(fresh)).toMatchObject({
      code: 400,
      msg: translate('en', 'error.mark_read_failed'),
    });
    // …and nobody else's changed: newbie still has both, the first one read.
    expect(await listOf(newbie)).toEqual(newbieBefore);

    // A broadcast after the reset reaches demo as everyone, unread, newest first.
    await broadcast('Later');
    const later = await world('demo', 'demo1234');
    expect(later.notifications).toEqual([
      ['system_announcement', 'Later', false],
      ...seeded.notifications,
    ]);
    expect(later.unread).toEqual({ unread_total: (seeded.unread.unread_total as number) + 1 });
    expect((await listOf(newbie))[0]).toMatchObject({ title: 'Later', read: false });
  });

  it('refuses anyone who is not a seeded persona', async () => {
    const provisioned = await server.qa<{ username: string }>('/authorization_codes', {});
    for (const username of ['nobody_at_all', provisioned.data.username]) {
      const res = await server.qa('/user/reset', { username });
      expect(res).toMatchObject({ code: 400, data: null });
      expect(res.msg).toBe(
        'username must be one of: demo, newbie, operator, hybrid, inactive, disabled, cancelled',
      );
    }
  });
});
