import { apiContract, type PlanOrder } from '@adc/contract';
import type { Db } from '@adc/db';
import { translate } from '@adc/messages';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import { md5 } from '../lib/crypto';
import { withoutAbsentInputs } from '../plugins/absent-inputs';
import { registerFresh, type FreshAccount } from './kits/account-test-kit';
import { startTestServer, type Envelope, type TestServer } from './harness';

/**
 * Junk against every call of the contract, as a logged-in user with money, a card, a PIN and a
 * pending plan: always the envelope, never a 5xx, code 400 (HTTP 413/415 for size and content
 * type), and nothing in the database changes.
 */

function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : routesOf(entry)));
}
const routes = routesOf(apiContract);
const postRoutes = routes.filter((r) => r.method === 'POST');
const jsonPostRoutes = postRoutes.filter((r) => r.path !== apiContract.common.upload.path);
const getRoutes = routes.filter((r) => r.method === 'GET');

let server: TestServer;
let account: FreshAccount;
let planId: number;

beforeAll(async () => {
  server = await startTestServer();
  account = await registerFresh(server);
  const token = account.token;
  expect(
    (
      await server.post(
        '/set/password',
        { password: '123456', confirm_password: '123456' },
        { token },
      )
    ).code,
  ).toBe(200);
  expect(
    (
      await server.post(
        '/bank_card/edit',
        {
          type: 'bank',
          cardName: 'Test Bank',
          userName: 'Test User',
          mobile: '+15550001111',
          bankAccount: '6222000011112222',
          branchName: 'Main',
        },
        { token },
      )
    ).code,
  ).toBe(200);
  expect(
    (await server.qa('/user/deposit', { username: account.username, amount: '1000.00' })).code,
  ).toBe(200);
  const plan = await server.qa<PlanOrder>('/plans/push', { username: account.username });
  expect(plan.code).toBe(200);
  planId = plan.data.id;
});
afterAll(async () => {
  await server.close();
});

/** A valid-looking input per call; each junk case spoils one field of it (or all of it). */
function baseBody(path: string): Record<string, unknown> {
  const bodies: Record<string, Record<string, unknown>> = {
    '/api/auth/v2/register': {
      username: 'valid_user',
      password: 'secret12',
      confirm_password: 'secret12',
      email: 'a@example.com',
      phone: '+15551234567',
      license_key: 'LIC-QA-0001',
    },
    '/api/auth/register': {
      username: 'valid_user',
      password: 'secret12',
      confirm_password: 'secret12',
      email: 'a@example.com',
      phone: '+15551234567',
      license_key: 'LIC-QA-0001',
    },
    '/api/auth/v2/login': { username: 'demo', password: 'demo1234' },
    '/api/auth/login': { username: 'demo', password: 'demo1234' },
    '/api/opening_store': { code: 'AUTH-QA-0001' },
    '/api/user/info/edit': {
      nickname: 'Nick',
      avatar: null,
      lang: 'en',
      email: 'a@example.com',
      phone: '+15551234567',
    },
    '/api/update/password': {
      old_password: 'whatever',
      new_password: 'secret12',
      confirm_password: 'secret12',
    },
    '/api/set/password': {
      password: '654321',
      confirm_password: '654321',
      old_password: md5('123456'),
    },
    '/api/check/password': { password: md5('123456') },
    '/api/assistance/follow': { operated_id: '10000009' },
    '/api/user_coupon/receive': { template_id: 1 },
    '/api/feedback': { subject: 'Subject', content: 'Content' },
    '/api/user/notifications': { category: 'all', read: 'all', page: 1, page_size: 20 },
    '/api/user/notifications/read': { id: 1 },
    '/api/user/notifications/unread_count': {},
    '/api/support/messages': { content: 'Hello support' },
    '/api/support/read': {},
    '/api/support/visitor_messages': {
      username: 'inactive',
      contact: '+49 151 2345 6789',
      content: 'I cannot sign in',
    },
    '/api/plan/order/detail': { id: planId },
    '/api/plan/order/app/detail': { id: planId },
    '/api/plan/order/put': { id: planId, amount: '100.00', coupon_id: 1 },
    '/api/acceptor/detail': { type: 'personal', code: 'ACC-P-1001' },
    '/api/user/withdraw': { amount: '10.00', password: md5('123456') },
    '/api/bank_card/edit': {
      type: 'wallet',
      cardName: 'USDT',
      userName: 'Me',
      mobile: '+15550002222',
      bankAccount: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
      branchName: 'TRC20',
    },
  };
  const body = bodies[path];
  if (!body) throw new Error(`no base body for ${path}`);
  return body;
}

function baseQuery(path: string): Record<string, string> {
  const queries: Record<string, Record<string, string>> = {
    '/api/basic_config': { lang: 'en' },
    '/api/ad/order/data_statistics/list': { type: '1', user_time_zone: 'UTC' },
    '/api/assistance/list': { page: '1', page_size: '20' },
    '/api/user_coupon/list': { status: 'unused', page: '1', page_size: '20' },
    '/api/plan/order/list': { status: 'pending_launch', page: '1', page_size: '20' },
    '/api/transaction_flow/list': {
      month: '2026-01',
      type: 'system_deposit',
      page: '1',
      page_size: '20',
    },
    '/api/acceptor/order/list': { page: '1', page_size: '20' },
    '/api/support/messages': { before_id: '1000', limit: '20' },
  };
  return queries[path] ?? {};
}

const HUGE = 'x'.repeat(100_000);
const FIELD_JUNK: unknown[] = [
  null,
  true,
  2 ** 60,
  -1,
  0,
  1.234,
  -0.01,
  'NaN',
  'Infinity',
  '1e3',
  '-5',
  '1.005',
  '0x10',
  '',
  '   ',
  HUGE,
  "' OR '1'='1",
  `'; DROP TABLE "User"; --`,
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '__proto__',
  '\u0000',
  [],
  [1, 2],
  {},
  { $gt: '' },
  { nested: { deep: { deeper: [1, { a: 'b' }] } } },
];
const QUERY_JUNK: (string | string[])[] = [
  '',
  '-1',
  '0',
  '1.5',
  'abc',
  '99999999999999999999',
  'x'.repeat(5000),
  "' OR 1=1 --",
  '<script>',
  ['1', '2'],
  '2026-13',
  '%00',
];
const WHOLE_BODY_JUNK = ['null', '[]', '[{}]', '"text"', '42', 'true', 'false'];
const MALFORMED_JSON = [
  'not json{',
  '{"amount": NaN}',
  '{"id": Infinity}',
  '{"a":1',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  "{'single': 'quotes'}",
];

/** Every row of every table: a rejected request must leave all of them as they were. */
async function everything(db: Db): Promise<string> {
  const tables = [
    'user',
    'wallet',
    'session',
    'licenceKey',
    'authorizationCode',
    'ledgerEntry',
    'withdrawal',
    'bankCard',
    'planOrder',
    'coupon',
    'notification',
    'notificationRead',
    'feedback',
    'followRecord',
    'acceptanceOrder',
    'idempotencyKey',
    'upload',
    'visitorMessage',
    'simState',
  ] as const;
  const dump: Record<string, unknown> = {};
  const json = (value: unknown) =>
    JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));
  // Rows sorted by their content: PostgreSQL returns rows in storage order, which an UPDATE that
  // writes the same values (a row lock taken by a no-op write) changes without changing anything.
  for (const table of tables) {
    const rows = await (db[table] as unknown as { findMany(): Promise<unknown[]> }).findMany();
    dump[table] = rows.map(json).sort();
  }
  return json(dump);
}

interface Answer {
  status: number;
  body: Envelope;
  text: string;
}

async function raw(
  method: 'GET' | 'POST',
  path: string,
  options: {
    text?: string;
    contentType?: string;
    query?: Record<string, unknown>;
    headers?: Record<string, string>;
  },
): Promise<Answer> {
  let req =
    method === 'GET' ? server.http.get(path).query(options.query ?? {}) : server.http.post(path);
  req = req.set('X-CT', account.token);
  for (const [name, value] of Object.entries(options.headers ?? {})) req = req.set(name, value);
  if (options.contentType) req = req.set('Content-Type', options.contentType);
  const res = options.text !== undefined ? await req.send(options.text) : await req;
  return { status: res.status, body: res.body as Envelope, text: res.text };
}

/** The envelope, never a crash or a stack trace. */
function expectEnvelope(answer: Answer, context: string): void {
  expect(answer.status, context).toBeLessThan(500);
  expect(answer.body, context).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
  expect(Object.keys(answer.body).sort(), context).toEqual(['code', 'data', 'msg']);
  expect(answer.text, context).not.toMatch(/at .+\.(ts|js):\d+|node_modules|Prisma|SQLITE/i);
}

function expectRejected(answer: Answer, context: string): void {
  expectEnvelope(answer, context);
  expect(
    { status: answer.status, code: answer.body.code, data: answer.body.data },
    context,
  ).toEqual({ status: 200, code: 400, data: null });
  expect(answer.body.msg.length, context).toBeGreaterThan(0);
}

/** The junk bodies of a route that its contract schema refuses: the server must refuse them too. */
function junkBodies(route: AppRoute): { label: string; body: unknown }[] {
  if (!('body' in route)) throw new Error(`${route.path} takes no body`);
  const schema = route.body as ZodTypeAny;
  const base = baseBody(route.path);
  const out: { label: string; body: unknown }[] = [];
  for (const field of Object.keys(base)) {
    const { [field]: _removed, ...without } = base;
    out.push({ label: `missing ${field}`, body: without });
    FIELD_JUNK.forEach((junk, i) =>
      out.push({
        label: `${field} = junk #${i} ${JSON.stringify(junk)?.slice(0, 40)}`,
        body: { ...base, [field]: junk },
      }),
    );
  }
  // What the server validates: a field that may be left out, sent as null, is left out.
  const asValidated = (body: unknown) => withoutAbsentInputs(route, { body, query: {} }).body;
  return out.filter((c) => !schema.safeParse(asValidated(c.body)).success);
}

describe('junk JSON bodies against every POST', () => {
  it('covers every JSON POST of the contract', () => {
    expect(jsonPostRoutes.length).toBe(postRoutes.length - 1);
    for (const route of jsonPostRoutes) expect(() => baseBody(route.path)).not.toThrow();
  });

  it.each(jsonPostRoutes.map((r) => [r.path, r] as const))(
    '%s refuses every junk field with code 400 and changes nothing',
    async (_path, route) => {
      const before = await everything(server.db);
      const cases = junkBodies(route);
      if (Object.keys(baseBody(route.path)).length > 0) expect(cases.length).toBeGreaterThan(10);
      for (const c of cases) {
        const answer = await raw('POST', route.path, {
          text: JSON.stringify(c.body),
          contentType: 'application/json',
        });
        expectRejected(answer, `${route.path} ${c.label}`);
      }
      expect(await everything(server.db)).toBe(before);
    },
  );

  it.each(jsonPostRoutes.map((r) => [r.path, r] as const))(
    '%s refuses non-object and malformed bodies with code 400',
    async (_path, route) => {
      const before = await everything(server.db);
      for (const text of [...WHOLE_BODY_JUNK, ...MALFORMED_JSON, '']) {
        expectRejected(
          await raw('POST', route.path, { text, contentType: 'application/json' }),
          `${route.path} ${JSON.stringify(text)}`,
        );
      }
      expect(await everything(server.db)).toBe(before);
    },
  );

  it.each(jsonPostRoutes.map((r) => [r.path, r] as const))(
    '%s answers HTTP 415 for other content types and 413 above 1 MB',
    async (_path, route) => {
      const before = await everything(server.db);
      const json = JSON.stringify(baseBody(route.path));
      for (const contentType of [
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'image/png',
      ]) {
        const answer = await raw('POST', route.path, { text: json, contentType });
        expectEnvelope(answer, `${route.path} ${contentType}`);
        expect(
          { status: answer.status, code: answer.body.code },
          `${route.path} ${contentType}`,
        ).toEqual({ status: 415, code: 400 });
        expect(answer.body.msg).toBe(translate('en', 'error.unsupported_media_type'));
      }
      const big = JSON.stringify({
        ...baseBody(route.path),
        padding: 'x'.repeat(1024 * 1024 + 10),
      });
      const tooLarge = await raw('POST', route.path, {
        text: big,
        contentType: 'application/json',
      });
      expectEnvelope(tooLarge, `${route.path} 1 MB`);
      expect({ status: tooLarge.status, code: tooLarge.body.code, msg: tooLarge.body.msg }).toEqual(
        {
          status: 413,
          code: 400,
          msg: translate('en', 'error.payload_too_large'),
        },
      );
      expect(await everything(server.db)).toBe(before);
    },
  );

  it.each(jsonPostRoutes.map((r) => [r.path, r] as const))(
    '%s stays calm with a multipart body',
    async (_path, route) => {
      const before = await everything(server.db);
      const res = await server.http
        .post(route.path)
        .set('X-CT', account.token)
        .field('amount', '10')
        .attach('file', Buffer.from('junk'), 'junk.txt');
      const answer = { status: res.status, body: res.body as Envelope, text: res.text };
      expectEnvelope(answer, route.path);
      // Only the calls without input (the unread count, reading the support thread) may answer normally.
      const inputless: string[] = [
        apiContract.user.unreadCount.path,
        apiContract.support.read.path,
      ];
      if (!inputless.includes(route.path)) expectRejected(answer, route.path);
      expect(await everything(server.db)).toBe(before);
    },
  );
});

describe("a failure before authentication, in the caller's language", () => {
  it('answers a signed-in caller without Accept-Language in their stored language', async () => {
    const german = await registerFresh(server, 'de');
    expect(german.user.lang).toBe('de');
    const post = async (text: string, contentType = 'application/json') => {
      const res = await server.http
        .post(apiContract.wallet.withdraw.path)
        .set('X-CT', german.token)
        .set('Content-Type', contentType)
        .send(text);
      return { status: res.status, body: res.body as Envelope };
    };
    expect((await post('{bad')).body.msg).toBe(
      translate('de', 'validation.invalid', { field: 'body' }),
    );
    expect((await post('')).body.msg).toBe(translate('de', 'code.400', { field: 'body' }));
    expect((await post('{}', 'text/plain')).body.msg).toBe(
      translate('de', 'error.unsupported_media_type'),
    );
    // Accept-Language still comes first; an unknown token falls back to en.
    const french = await server.http
      .post(apiContract.wallet.withdraw.path)
      .set('X-CT', german.token)
      .set('Accept-Language', 'fr')
      .set('Content-Type', 'application/json')
      .send('{bad');
    expect((french.body as Envelope).msg).toBe(
      translate('fr', 'validation.invalid', { field: 'body' }),
    );
    const stranger = await server.http
      .post(apiContract.wallet.withdraw.path)
      .set('X-CT', 'no-such-token')
      .set('Content-Type', 'application/json')
      .send('{bad');
    expect((stranger.body as Envelope).msg).toBe(
      translate('en', 'validation.invalid', { field: 'body' }),
    );
  });
});

describe('the upload call', () => {
  it('refuses JSON, junk and non-image multipart with code 400 and stores nothing', async () => {
    const path = apiContract.common.upload.path;
    const before = await everything(server.db);
    for (const text of ['{}', '{"file": "not a file"}', 'null', '[]']) {
      expectRejected(
        await raw('POST', path, { text, contentType: 'application/json' }),
        `upload ${text}`,
      );
    }
    const wrongField = await server.http
      .post(path)
      .set('X-CT', account.token)
      .attach('image', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'a.png');
    expectRejected(
      { status: wrongField.status, body: wrongField.body as Envelope, text: wrongField.text },
      'upload wrong field',
    );
    const notImage = await server.http
      .post(path)
      .set('X-CT', account.token)
      .attach('file', Buffer.from('<?php echo 1; ?>'), 'shell.png');
    expectRejected(
      { status: notImage.status, body: notImage.body as Envelope, text: notImage.text },
      'upload not an image',
    );
    expect(await everything(server.db)).toBe(before);
  });
});

describe('junk query strings against every GET', () => {
  it.each(getRoutes.map((r) => [r.path, r] as const))(
    '%s refuses junk parameters with code 400 and changes nothing',
    async (_path, route) => {
      const before = await everything(server.db);
      const base = baseQuery(route.path);
      const schema = route.query as ZodTypeAny | null | undefined;
      const ok = await raw('GET', route.path, { query: base });
      expectEnvelope(ok, `${route.path} base`);
      expect(ok.body.code, `${route.path} base`).toBe(200);
      let refused = 0;
      for (const field of Object.keys(base)) {
        for (const junk of QUERY_JUNK) {
          const query = { ...base, [field]: junk };
          const context = `${route.path} ${field}=${JSON.stringify(junk).slice(0, 40)}`;
          const answer = await raw('GET', route.path, { query });
          expectEnvelope(answer, context);
          const validated = withoutAbsentInputs(route, { body: undefined, query }).query;
          if (schema && !schema.safeParse(validated).success) {
            expectRejected(answer, context);
            refused++;
          } else {
            expect(answer.status, context).toBe(200);
          }
        }
      }
      if (
        schema &&
        route.path !== apiContract.common.basicConfig.path &&
        route.path !== apiContract.user.statistics.path
      ) {
        expect(refused).toBeGreaterThan(5);
      }
      expect(await everything(server.db)).toBe(before);
    },
  );

  it.each(getRoutes.map((r) => [r.path, r] as const))(
    '%s ignores unknown parameters',
    async (_path, route) => {
      const answer = await raw('GET', route.path, {
        query: { ...baseQuery(route.path), evil: "' OR 1=1 --", __proto__x: '1' },
      });
      expectEnvelope(answer, route.path);
      expect(answer.body.code).toBe(200);
    },
  );
});

describe('business-level junk that passes the schema', () => {
  const cases: [string, Record<string, unknown>, number][] = [
    ['/plan/order/put', { id: 999_999_999, amount: '100.00' }, 405],
    ['/plan/order/put', { amount: '0' }, 400],
    ['/plan/order/put', { amount: '9999999999999.99' }, 400],
    ['/plan/order/put', { amount: '100.00', coupon_id: 999_999 }, 405],
    ['/user/withdraw', { amount: 0, password: md5('123456') }, 400],
    ['/user/withdraw', { amount: '9999999999999.99', password: md5('123456') }, 400],
    ['/plan/order/detail', { id: 999_999_999 }, 405],
    ['/plan/order/app/detail', { id: 999_999_999 }, 405],
    ['/user/notifications/read', { id: 999_999_999 }, 400],
    ['/user_coupon/receive', { template_id: 999_999 }, 405],
    ['/assistance/follow', { operated_id: "' OR 1=1 --" }, 400],
    ['/acceptor/detail', { type: 'personal', code: "' OR 1=1 --" }, 400],
    ['/opening_store', { code: "' OR 1=1 --" }, 400],
    ['/auth/v2/login', { username: "' OR 1=1 --", password: "' OR 1=1 --" }, 400],
  ];

  it.each(cases)('%s %j answers code %i and changes nothing', async (path, body, code) => {
    const payload = path === '/plan/order/put' ? { id: planId, ...body } : body;
    const before = await everything(server.db);
    const res = await server.post(path, payload, { token: account.token });
    expect(res).toMatchObject({ status: 200, code, data: null });
    expect(await everything(server.db)).toBe(before);
  });

  it('refuses an id beyond the database integers (2147483648) with code 400, not a 500 on PostgreSQL', async () => {
    const before = await everything(server.db);
    const big = 2 ** 31;
    const calls: [string, Record<string, unknown>][] = [
      ['/plan/order/detail', { id: big }],
      ['/plan/order/app/detail', { id: String(big) }],
      ['/plan/order/put', { id: planId, amount: '100.00', coupon_id: big }],
      ['/user/notifications/read', { id: big }],
      ['/user_coupon/receive', { template_id: big }],
    ];
    for (const [path, body] of calls) {
      const res = await server.post(path, body, { token: account.token });
      expect(res, path).toMatchObject({ status: 200, code: 400, data: null });
    }
    const page = await server.get(
      '/support/messages',
      { before_id: big },
      { token: account.token },
    );
    expect(page).toMatchObject({ status: 200, code: 400 });
    for (const [path, body] of [
      ['/plans/force', { id: big, outcome: 'fail' }],
      ['/withdrawals/review', { id: big, approve: true }],
      ['/faults', { path: '/x', code: 500, seed: big }],
    ] as const) {
      expect(await server.qa(path, body), path).toMatchObject({ status: 200, code: 400 });
    }
    expect(await everything(server.db)).toBe(before);
  });

  it('stores injection-looking free text verbatim and harmlessly', async () => {
    const subject = `'; DROP TABLE "User"; --`;
    const content = '<script>alert(1)</script> ${7*7} {{7*7}}';
    const users = await server.db.user.count();
    const res = await server.post<{ id: number }>(
      '/feedback',
      { subject, content },
      { token: account.token },
    );
    expect(res.code).toBe(200);
    expect(
      await server.db.feedback.findUniqueOrThrow({ where: { id: res.data.id } }),
    ).toMatchObject({ subject, content });
    expect(await server.db.user.count()).toBe(users);
  });

  it('refuses an over-long Idempotency-Key with code 400 and moves no money', async () => {
    const before = await everything(server.db);
    const res = await server.post(
      '/user/withdraw',
      { amount: '10.00', password: md5('123456') },
      { token: account.token, headers: { 'Idempotency-Key': 'k'.repeat(129) } },
    );
    expect(res).toMatchObject({ code: 400, data: null });
    expect(await everything(server.db)).toBe(before);
  });

  it('treats a junk X-TZ as UTC rather than failing', async () => {
    for (const tz of ['Mars/Olympus;GMT+99:99', "'; DROP TABLE", 'x'.repeat(500)]) {
      const res = await server.get(
        '/ad/order/data_statistics/list',
        { type: 2 },
        { token: account.token, headers: { 'X-TZ': tz } },
      );
      expect(res.code).toBe(200);
    }
  });

  it('fixes an IANA zone or UTC at registration, never the header offset alone', async () => {
    for (const [tz, zone] of [
      ['Nowhere/Zone;GMT+05:30', 'UTC'],
      [';GMT-03:30', 'UTC'],
      ['Asia/Kolkata;GMT+05:30', 'Asia/Kolkata'],
    ] as const) {
      const fresh = await registerFresh(server, undefined, tz);
      expect(fresh.user.time_zone, tz).toBe(zone);
    }
  });
});
