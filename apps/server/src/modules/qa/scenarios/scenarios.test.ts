import { QA_SCENARIOS, type ScenarioName, type ScenarioUser } from '@adc/contract';
import { LANGS, type Lang } from '@adc/messages';
import { platformCatalogue, platformText, renderPlatformText } from '@adc/messages/platform';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QA_KEY, startTestServer, type TestServer } from '../../../test/harness';
import { monthlyStarts } from './dsl';
import { SCENARIOS } from './index';

/**
 * Every scenario, created over HTTP and then checked only through the public calls, as the
 * scenario's user (or as someone trying to log in as them).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const DAY_MS = 24 * 3600_000;

async function create(name: string, username?: string) {
  return server.qa<ScenarioUser>('/scenario', { name, ...(username ? { username } : {}) });
}

async function created(name: ScenarioName): Promise<ScenarioUser & { token: string }> {
  const res = await create(name);
  expect(res.code, res.msg).toBe(200);
  const { token } = res.data;
  if (token === null) throw new Error(`${name}: no token`);
  return { ...res.data, token };
}

async function property(token: string) {
  const res = await server.get<{ available_balance: string; to_be_consumed: string }>(
    '/user/property',
    {},
    { token },
  );
  expect(res.code).toBe(200);
  return res.data;
}

interface PlanRow {
  status: string;
  put_progress: number;
  put_amount: string | null;
  launched_at: string | null;
  completed_at: string | null;
  settled_at: string | null;
}

const HOUR = 3_600_000;
const at = (iso: string | null | undefined) => Date.parse(iso ?? '');

/** A timeline the product can reach: matched 30 s, run at least an hour, settled 24 h after. */
function expectRealTimeline(plan: PlanRow | undefined, completedHoursAgo: number): void {
  const launched = at(plan?.launched_at);
  const completed = at(plan?.completed_at);
  expect(completed - launched).toBeGreaterThanOrEqual(HOUR + 30_000);
  expect(Date.now() - completed).toBeGreaterThanOrEqual(completedHoursAgo * HOUR - 60_000);
  expect(Date.now() - completed).toBeLessThan(completedHoursAgo * HOUR + 10 * 60_000);
  if (plan?.settled_at) expect(at(plan.settled_at) - completed).toBe(24 * HOUR);
}

async function plans(token: string, status?: string): Promise<PlanRow[]> {
  const res = await server.get<{ list: PlanRow[] }>(
    '/plan/order/list',
    { page_size: 100, ...(status ? { status } : {}) },
    { token },
  );
  expect(res.code).toBe(200);
  return res.data.list;
}

interface FlowRow {
  type: string;
  time: string;
  amount: string;
  status: string | null;
}

async function flows(token: string, month?: string) {
  const res = await server.get<{ list: FlowRow[]; total: number }>(
    '/transaction_flow/list',
    { page_size: 100, ...(month ? { month } : {}) },
    { token },
  );
  expect(res.code).toBe(200);
  return res.data;
}

describe('/__qa/scenario/list', () => {
  it('lists every scenario of API.md, each with a description', async () => {
    const res = await server.qa<{ list: Array<{ name: string; description: string }> }>(
      '/scenario/list',
    );
    expect(res.code).toBe(200);
    expect(res.data.list.map((s) => s.name)).toEqual([...QA_SCENARIOS]);
    for (const { description } of res.data.list) expect(description.length).toBeGreaterThan(10);
  });

  /** The list as a caller whose Accept-Language is `language` (none: no header). */
  async function listIn(language?: string) {
    const res = await server.post<{ list: Array<{ name: ScenarioName; description: string }> }>(
      '/__qa/scenario/list',
      {},
      { headers: { 'X-QA-Key': QA_KEY, ...(language ? { 'Accept-Language': language } : {}) } },
    );
    expect(res.code, res.msg).toBe(200);
    return new Map(res.data.list.map((s) => [s.name, s.description]));
  }

  const descriptions = (lang: Lang) => new Map(Object.entries(platformCatalogue[lang].qa_scenario));

  it('describes each scenario in the caller language: German, Japanese, else English', async () => {
    const de = await listIn('de-DE,de;q=0.9,en;q=0.5');
    expect(de).toEqual(descriptions('de'));
    expect(de.get('funded')).toBe(
      'Verfügbar 10000.00 (ein abgeschlossener Annahmeauftrag), Bankkarte verknüpft, PIN 123456',
    );
    const jp = await listIn('ja');
    expect(jp).toEqual(descriptions('jp'));
    expect(jp.get('inactive')).toBe(
      'ステータス inactive：ログインとすべての呼び出しが 402 を返す（token は null）',
    );
    // No Accept-Language (nor a signed-in user on the QA surface), or one we lack: English.
    expect(await listIn()).toEqual(descriptions('en'));
    expect(await listIn('nl')).toEqual(descriptions('en'));
  });

  it('every scenario has its own description in all 12 languages', async () => {
    expect(SCENARIOS.map((s) => s.description)).toEqual(
      QA_SCENARIOS.map((name) => `qa_scenario.${name}`),
    );
    const english = descriptions('en');
    expect([...english.keys()]).toEqual([...QA_SCENARIOS]);
    for (const lang of LANGS) {
      const list = await listIn(lang);
      expect([...list.keys()], lang).toEqual([...QA_SCENARIOS]);
      expect(new Set(list.values()).size, `${lang}: one text per scenario`).toBe(list.size);
      for (const [name, text] of list) {
        expect(text, `${lang} ${name}`).toBe(platformCatalogue[lang].qa_scenario[name]);
        expect(text.length, `${lang} ${name}`).toBeGreaterThan(10);
        if (lang !== 'en') expect(text, `${lang} ${name} translated`).not.toBe(english.get(name));
      }
    }
  });
});

describe('/__qa/scenario: every scenario reaches its state (public calls only)', () => {
  it('new_user: active, balance 0, no card, no PIN, 3 offers, newcomer coupon claimable', async () => {
    const user = await created('new_user');
    expect(user.pay_password).toBeNull();
    expect(user.user_info).toMatchObject({ status: 'active', has_pay_password: false });
    expect(await server.login(user.username, user.password)).toBeTruthy();
    expect((await property(user.token)).available_balance).toBe('0.00');
    const card = await server.get('/bank_card/detail', {}, { token: user.token });
    expect(card.data).toBeNull();
    expect(await plans(user.token, 'pending_launch')).toHaveLength(3);
    const claimable = await server.get<{ list: Array<{ newcomer: boolean }> }>(
      '/user_coupon/list',
      { status: 'claimable' },
      { token: user.token },
    );
    expect(claimable.data.list.some((c) => c.newcomer)).toBe(true);
  });

  it('funded: available 10000.00, card bound, PIN 123456', async () => {
    const user = await created('funded');
    expect(user.pay_password).toBe('123456');
    expect(user.user_info.has_pay_password).toBe(true);
    expect((await property(user.token)).available_balance).toBe('10000.00');
    const card = await server.get<{ bankAccount: string } | null>(
      '/bank_card/detail',
      {},
      { token: user.token },
    );
    expect(card.data?.bankAccount).toBeTruthy();
    const check = await server.post(
      '/check/password',
      { password: md5('123456') },
      { token: user.token },
    );
    expect(check.code).toBe(200);
    expect((await flows(user.token)).list.map((f) => f.type)).toEqual(['system_deposit']);
  });

  it('plan_pending: funded with 3 pending_launch offers', async () => {
    const user = await created('plan_pending');
    expect((await property(user.token)).available_balance).toBe('10000.00');
    expect(await plans(user.token, 'pending_launch')).toHaveLength(3);
  });

  it('plan_running: one plan in_progress, near half consumed', async () => {
    const user = await created('plan_running');
    const running = await plans(user.token, 'in_progress');
    expect(running).toHaveLength(1);
    expect(running[0]?.put_amount).toBe('1000.00');
    expect(running[0]?.put_progress).toBeGreaterThanOrEqual(45);
    expect(running[0]?.put_progress).toBeLessThanOrEqual(55);
    // The user's clock has caught up: their time is everyone's time.
    const clock = await server.qa<{ offset_seconds: number }>('/clock', {
      username: user.username,
    });
    expect(clock.data.offset_seconds).toBe(0);
  });

  it('plan_waiting_settlement: one plan waiting_settlement', async () => {
    const user = await created('plan_waiting_settlement');
    const waiting = await plans(user.token, 'waiting_settlement');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.put_progress).toBe(100);
    expectRealTimeline(waiting[0], 3);
  });

  it('plan_settled: one plan settled, its profit paid', async () => {
    const user = await created('plan_settled');
    const settled = await plans(user.token, 'settled');
    expect(settled).toHaveLength(1);
    expectRealTimeline(settled[0], 25);
    const types = (await flows(user.token)).list.map((f) => f.type);
    expect(types).toEqual(
      expect.arrayContaining(['system_deposit', 'ad_billing', 'ad_serving', 'profit_sharing']),
    );
    expect((await property(user.token)).to_be_consumed).toBe('0.00');
  });

  it('withdrawal_pending: 500.00 withdrawn, pending review', async () => {
    const user = await created('withdrawal_pending');
    expect((await property(user.token)).available_balance).toBe('9500.00');
    const withdrawal = (await flows(user.token)).list.find((f) => f.type === 'manual_withdrawal');
    expect(withdrawal).toMatchObject({ amount: '-500.00', status: 'pending' });
  });

  it('pin_locked: even the right PIN is refused for 15 minutes', async () => {
    const user = await created('pin_locked');
    const check = await server.post(
      '/check/password',
      { password: md5('123456') },
      { token: user.token, headers: { 'Accept-Language': 'en' } },
    );
    expect(check.code).toBe(400);
    expect(check.msg).toBe('Too many wrong attempts, please try again in 15 min');
  });

  it('unread_120: 120 unread notifications', async () => {
    const user = await created('unread_120');
    const unread = await server.post<{ unread_total: number }>(
      '/user/notifications/unread_count',
      {},
      { token: user.token },
    );
    expect(unread.data.unread_total).toBe(120);
  });

  it.each<Lang>(['en', 'jp', 'th'])(
    "unread_120: the notices read in the reader's language (%s), numbered newest first",
    async (lang) => {
      const user = await created('unread_120');
      const page = await server.post<{ list: Array<{ title: string; content: string }> }>(
        '/user/notifications',
        { page: 1, page_size: 2 },
        { token: user.token, headers: { 'Accept-Language': lang } },
      );
      expect(page.code).toBe(200);
      const texts = page.data.list.map(({ title, content }) => ({ title, content }));
      expect(texts).toEqual(
        [120, 119].map((n) => ({
          title: renderPlatformText(lang, platformText('scenario_notice.title', { n })),
          content: renderPlatformText(
            lang,
            platformText('scenario_notice.content', { n, count: 120 }),
          ),
        })),
      );
    },
  );

  it('long_history: each of the latest 6 calendar months has its deposit and 28 plans settled', async () => {
    const clock = await server.qa<{ now: string }>('/clock', {});
    const user = await created('long_history');
    const now = Date.parse(clock.data.now);
    // The current month counts once its plans can have settled in it (from the 7th, UTC).
    const today = new Date(now);
    const currentCounts = today.getUTCDate() >= 7;
    const monthBack = (back: number) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1))
        .toISOString()
        .slice(0, 7);
    const newest = currentCounts ? 0 : 1;
    let total = 0;
    for (let back = newest; back < newest + 6; back++) {
      const month = monthBack(back);
      const page = await flows(user.token, month);
      const count = (type: string) => page.list.filter((f) => f.type === type).length;
      expect(
        {
          month,
          total: page.total,
          system_deposit: count('system_deposit'),
          ad_billing: count('ad_billing'),
          ad_serving: count('ad_serving'),
          profit_sharing: count('profit_sharing'),
        },
        month,
      ).toEqual({
        month,
        total: 85,
        system_deposit: 1,
        ad_billing: 28,
        ad_serving: 28,
        profit_sharing: 28,
      });
      expect(page.list.find((f) => f.type === 'system_deposit')?.amount).toBe('9000.00');
      total += page.total;
    }
    expect(total).toBe(510);
    // Nothing before the oldest month, nor in a current month too young to count.
    expect((await flows(user.token, monthBack(newest + 6))).total).toBe(0);
    if (!currentCounts) expect((await flows(user.token, monthBack(0))).total).toBe(0);
    // No month filter: the current month, whose plans settled by now.
    const current = await flows(user.token);
    expect(current.total).toBe(currentCounts ? 85 : 0);
    if (currentCounts)
      expect(now - Date.parse(current.list[0]?.time ?? '')).toBeLessThan(5 * DAY_MS);
    const settled = await server.get<{ total: number }>(
      '/plan/order/list',
      { status: 'settled', page_size: 1 },
      { token: user.token },
    );
    expect(settled.data.total).toBe(6 * 28);
    expect((await property(user.token)).to_be_consumed).toBe('0.00');
  }, 180_000);

  it.each([
    ['inactive', 402],
    ['disabled', 403],
    ['cancelled', 404],
  ] as const)('%s: login answers %i and no token is given', async (name, code) => {
    const res = await create(name);
    expect(res.code).toBe(200);
    expect(res.data.token).toBeNull();
    expect(res.data.user_info.status).toBe(name);
    const login = await server.post('/auth/v2/login', {
      username: res.data.username,
      password: res.data.password,
    });
    expect(login.code).toBe(code);
  });

  it('session_expired: the returned token answers 503; logging in again works', async () => {
    const user = await created('session_expired');
    const info = await server.get('/user/info', {}, { token: user.token });
    expect(info.code).toBe(503);
    const fresh = await server.login(user.username, user.password);
    expect((await server.get('/user/info', {}, { token: fresh })).code).toBe(200);
  });
});

describe('monthly: the calendar months a long history lives in', () => {
  const FIVE_DAYS = 5 * DAY_MS;
  const iso = (ms: number[]) => ms.map((t) => new Date(t).toISOString());

  it('from the 7th (UTC): the current month, ending at the present, and the five before it', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(iso(monthlyStarts(now, 6, FIVE_DAYS))).toEqual([
      '2026-06-02T00:00:00.000Z',
      '2026-07-02T00:00:00.000Z',
      '2026-08-02T00:00:00.000Z',
      '2026-09-02T00:00:00.000Z',
      '2026-10-02T00:00:00.000Z',
      '2026-11-22T10:00:00.000Z',
    ]);
    // Exactly at the 7th, 00:00: the current month's plans can settle in it.
    expect(iso(monthlyStarts(Date.parse('2026-11-07T00:00:00Z'), 1, FIVE_DAYS))).toEqual([
      '2026-11-02T00:00:00.000Z',
    ]);
  });

  it('before the 7th: the six months before the current one (across a year)', () => {
    const now = Date.parse('2027-01-06T23:59:59Z');
    expect(iso(monthlyStarts(now, 6, FIVE_DAYS))).toEqual([
      '2026-07-02T00:00:00.000Z',
      '2026-08-02T00:00:00.000Z',
      '2026-09-02T00:00:00.000Z',
      '2026-10-02T00:00:00.000Z',
      '2026-11-02T00:00:00.000Z',
      '2026-12-02T00:00:00.000Z',
    ]);
    // long_history's clock_back of 200 days starts before the oldest month's 2nd.
    expect(now - 200 * DAY_MS).toBeLessThan(monthlyStarts(now, 6, FIVE_DAYS)[0] ?? 0);
  });
});

describe('/__qa/scenario: names and usernames', () => {
  it('refuses an unknown scenario name (400)', async () => {
    expect((await create('no_such_state')).code).toBe(400);
  });

  it('refuses a username that exists (400) and creates nothing', async () => {
    const res = await create('funded', 'demo');
    expect(res.code).toBe(400);
    const demo = await server.login('demo');
    expect((await property(demo)).available_balance).toBe('10000.00');
  });

  it('uses a given free username', async () => {
    const res = await create('new_user', 'scenario_given_1');
    expect(res.code).toBe(200);
    expect(res.data.username).toBe('scenario_given_1');
    expect(await server.login('scenario_given_1', res.data.password)).toBeTruthy();
  });

  it('two creations give two users', async () => {
    const [a, b] = await Promise.all([created('funded'), created('funded')]);
    expect(a.username).not.toBe(b.username);
    expect(a.user_info.id).not.toBe(b.user_info.id);
    expect(a.user_info.uid).not.toBe(b.user_info.uid);
  });
});
