import { AccountStateData, MOCK_CODES, type FaultRule, type JournalEntry } from '@adc/contract';
import { translate, type MessageKey } from '@adc/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onPostgres, startTestServer, type TestServer } from '../../../test/harness';
import { registerFresh } from '../../../test/kits/account-test-kit';
import {
  RequestJournal,
  SharedRequestJournal,
  JOURNAL_DEPTH,
  TOO_DEEP,
  redact,
  type Journal,
  type JournalRecord,
} from './journal';

let server: TestServer;
let demo: string;
let newbie: string;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.login('demo');
  newbie = await server.login('newbie');
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.qa('/faults/clear');
  await server.qa('/requests/clear');
});

/** A raw call, for what the harness cannot see: HTTP status, headers, timing, a dropped socket. */
async function raw(path: string, init: { token?: string; headers?: Record<string, string> } = {}) {
  const started = performance.now();
  const res = await fetch(`${server.url}/api${path}`, {
    headers: { ...(init.token ? { 'x-ct': init.token } : {}), ...init.headers },
  });
  const body = (await res.json()) as { code: number; msg: string; data: unknown };
  return { status: res.status, headers: res.headers, body, ms: performance.now() - started };
}

const property = (token: string, headers: Record<string, string> = {}) =>
  server.get<{ available_balance: string }>('/user/property', {}, { token, headers });

async function addRule(rule: Record<string, unknown>): Promise<FaultRule> {
  const res = await server.qa<FaultRule>('/faults', rule);
  expect(res.code, res.msg).toBe(200);
  return res.data;
}

async function journal(filter: Record<string, unknown> = {}) {
  const res = await server.qa<{ list: JournalEntry[]; total: number }>('/requests', filter);
  expect(res.code, res.msg).toBe(200);
  return res.data;
}

describe('X-Mock-* headers', () => {
  it('X-Mock-Delay answers no sooner than asked, with the real answer', async () => {
    const { body, ms } = await raw('/basic_config', { headers: { 'x-mock-delay': '300' } });
    expect(body.code).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(290);
    const [entry] = (await journal({ path: '/basic_config' })).list;
    expect(entry?.fault).toEqual({ kind: 'delay', rule_id: null });
    expect(entry?.duration_ms).toBeGreaterThanOrEqual(290);
  });

  it.each(MOCK_CODES)(
    'X-Mock-Code %i answers that code with the catalogue message in the caller language',
    async (code) => {
      const res = await property(demo, { 'x-mock-code': String(code), 'accept-language': 'de' });
      expect(res.status).toBe(200);
      expect(res.code).toBe(code);
      expect(res.msg).toBe(translate('de', `code.${code}` as MessageKey));
      if (code >= 402 && code <= 404) {
        expect(AccountStateData.parse(res.data)).toEqual({ lang: 'en' });
      } else {
        expect(res.data).toBeNull();
      }
    },
  );

  it('X-Mock-Code 403 without a token tells data.lang en', async () => {
    const res = await server.get('/user/property', {}, { headers: { 'x-mock-code': '403' } });
    expect(res).toMatchObject({ code: 403, data: { lang: 'en' } });
  });

  it('a forced answer changes nothing: a withdrawal forced to 500 moves no money', async () => {
    const before = (await property(demo)).data.available_balance;
    const res = await server.post(
      '/user/withdraw',
      { amount: '10.00', password: 'e10adc3949ba59abbe56e057f20f883e' },
      { token: demo, headers: { 'x-mock-code': '500' } },
    );
    expect(res.code).toBe(500);
    expect((await property(demo)).data.available_balance).toBe(before);
  });

  it('X-Mock-Status answers that HTTP status with the 500 envelope, localized', async () => {
    const res = await raw('/user/property', {
      token: demo,
      headers: { 'x-mock-status': '502', 'accept-language': 'jp' },
    });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ code: 500, msg: translate('jp', 'code.500'), data: null });
  });

  it('X-Mock-Fault: drop closes the connection without an answer, after any delay', async () => {
    const started = performance.now();
    await expect(
      raw('/user/info', {
        token: demo,
        headers: { 'x-mock-fault': 'drop', 'x-mock-delay': '200' },
      }),
    ).rejects.toThrow();
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    const [entry] = (await journal({ path: '/user/info' })).list;
    expect(entry).toMatchObject({ http_status: 0, code: null, fault: { kind: 'drop' } });
  });

  it("answers a forced code or status in the token's user's stored language when Accept-Language names none", async () => {
    const german = await registerFresh(server, 'de');
    for (const code of MOCK_CODES) {
      const res = await property(german.token, { 'x-mock-code': String(code) });
      expect(res.msg, `X-Mock-Code ${code}`).toBe(translate('de', `code.${code}` as MessageKey));
      if (code >= 402 && code <= 404) expect(res.data).toEqual({ lang: 'de' });
    }
    const status = await raw('/user/property', {
      token: german.token,
      headers: { 'x-mock-status': '500' },
    });
    expect(status.body.msg).toBe(translate('de', 'code.500'));
  });

  it("names the token's user and keeps the body of a header-faulted call in the journal", async () => {
    const account = await registerFresh(server);
    await server.qa('/requests/clear'); // the sign-up's call
    const withdraw = { amount: '10.00', password: 'e10adc3949ba59abbe56e057f20f883e' };
    await server.post('/user/withdraw', withdraw, {
      token: account.token,
      headers: { 'x-mock-code': '500' },
    });
    await property(account.token, { 'x-mock-status': '502' });
    await expect(
      raw('/user/info', { token: account.token, headers: { 'x-mock-fault': 'drop' } }),
    ).rejects.toThrow();
    await property(demo, { 'x-mock-code': '503' });
    const { list } = await journal({ username: account.username });
    expect(list.map((entry) => [entry.path, entry.fault?.kind])).toEqual([
      ['/user/info', 'drop'],
      ['/user/property', 'status'],
      ['/user/withdraw', 'code'],
    ]);
    expect(list[2]?.body).toEqual({ amount: '10.00', password: '***' });
    // So a tester's clear takes their own header-faulted calls, and only theirs.
    expect((await server.qa('/requests/clear', { username: account.username })).data).toEqual({
      cleared: 3,
    });
    expect((await journal({ username: 'demo' })).total).toBe(1);
  });

  it.each([
    ['x-mock-delay', '60001', 'X-Mock-Delay must be between 0 and 60000'],
    ['x-mock-delay', '-1', 'X-Mock-Delay must be between 0 and 60000'],
    ['x-mock-delay', 'soon', 'X-Mock-Delay must be between 0 and 60000'],
    ['x-mock-code', '200', 'X-Mock-Code must be one of: 400, 401, 402, 403, 404, 405, 500, 503'],
    ['x-mock-code', '418', 'X-Mock-Code must be one of: 400, 401, 402, 403, 404, 405, 500, 503'],
    ['x-mock-status', '399', 'X-Mock-Status must be between 400 and 599'],
    ['x-mock-status', '600', 'X-Mock-Status must be between 400 and 599'],
    ['x-mock-fault', 'reset', 'X-Mock-Fault must be one of: drop'],
  ])('refuses %s: %s with a clear 400 and runs nothing', async (header, value, message) => {
    const res = await raw('/user/property', { token: demo, headers: { [header]: value } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 400, msg: message, data: null });
  });

  it('leaves QA calls alone', async () => {
    const res = await server.call('POST', '/__qa/faults/list', {
      body: {},
      headers: { 'X-QA-Key': 'qa-local', 'x-mock-code': '500' },
    });
    expect(res.code).toBe(200);
  });
});

describe('X-Request-Id', () => {
  it('is on every /api answer, QA and unknown routes too, and unique', async () => {
    const ids = new Set<string>();
    for (const path of ['/basic_config', '/nope', '/user/info']) {
      const { headers } = await raw(path);
      ids.add(headers.get('x-request-id') ?? '');
    }
    const qa = await fetch(`${server.url}/api/__qa/faults/list`, {
      method: 'POST',
      headers: { 'x-qa-key': 'qa-local', 'content-type': 'application/json' },
      body: '{}',
    });
    ids.add(qa.headers.get('x-request-id') ?? '');
    expect(ids.size).toBe(4);
    expect(ids.has('')).toBe(false);
  });

  it('names the journal entry of the call', async () => {
    const { headers } = await raw('/basic_config');
    const [entry] = (await journal()).list;
    expect(entry?.id).toBe(headers.get('x-request-id'));
  });
});

describe('fault rules', () => {
  it('answer 503 for one user on one call, 3 times, then let calls through', async () => {
    const rule = await addRule({ path: '/user/property', username: 'demo', code: 503, times: 3 });
    expect(rule).toMatchObject({ times_left: 3, hits: 0, method: null, drop: false });
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await property(demo)).code);
    expect(codes).toEqual([503, 503, 503, 200, 200]);
    expect((await property(newbie)).code).toBe(200);
    const listed = await server.qa<{ list: FaultRule[] }>('/faults/list');
    expect(listed.data.list).toEqual([{ ...rule, times_left: 0, hits: 3 }]);
    const entries = (await journal({ username: 'demo', code: 503 })).list;
    expect(entries).toHaveLength(3);
    expect(entries[0]?.fault).toEqual({ kind: 'code', rule_id: rule.id });
  });

  it('name their user in any casing, as the journal filter and the clear do', async () => {
    const rule = await addRule({ path: '/user/property', username: 'DEMO', code: 503, times: 1 });
    expect((await property(demo)).code).toBe(503);
    expect((await journal({ username: 'Demo', code: 503 })).list).toHaveLength(1);
    await addRule({ path: '/user/info', username: 'demo', code: 503 });
    expect((await server.qa('/faults/clear', { username: 'dEmO' })).data).toEqual({ cleared: 2 });
    expect(rule.username).toBe('DEMO');
    expect((await server.qa('/requests/clear', { username: 'DEMO' })).data).toMatchObject({
      cleared: expect.any(Number),
    });
    expect((await journal({ username: 'demo' })).total).toBe(0);
  });

  it('match path patterns and methods', async () => {
    await addRule({ path: '/user/*', method: 'GET', http_status: 500 });
    expect((await raw('/user/info', { token: demo })).status).toBe(500);
    expect((await raw('/user/property', { token: demo })).status).toBe(500);
    expect((await raw('/basic_config')).status).toBe(200);
    // A POST under /user/ is not a GET.
    const read = await server.post('/user/notifications/unread_count', {}, { token: demo });
    expect(read.code).toBe(200);
  });

  it('take a path copied with its /api prefix as the call it names, in rules and journal filters', async () => {
    const rule = await addRule({ path: '/api/user/property', username: 'demo', code: 405 });
    expect(rule.path).toBe('/user/property');
    expect((await property(demo)).code).toBe(405);
    const entries = (await journal({ path: '/api/user/*', username: 'demo' })).list;
    expect(entries[0]).toMatchObject({ path: '/user/property', code: 405 });
  });

  it('name the user of a public call by the username it sends', async () => {
    await addRule({ path: '/auth/v2/login', username: 'newbie', code: 403 });
    const refused = await server.post('/auth/v2/login', {
      username: 'newbie',
      password: 'newbie1234',
    });
    expect(refused).toMatchObject({ code: 403, data: { lang: 'en' } });
    expect(
      (await server.post('/auth/v2/login', { username: 'demo', password: 'demo1234' })).code,
    ).toBe(200);
  });

  it('apply after authentication: a call it refuses answers 401 and leaves the rule unspent', async () => {
    const rule = await addRule({ path: '/user/property', code: 503, times: 1 });
    expect((await raw('/user/property')).body.code).toBe(401);
    expect((await raw('/user/property', { token: 'no-such-token' })).body.code).toBe(401);
    const listed = await server.qa<{ list: FaultRule[] }>('/faults/list');
    expect(listed.data.list).toEqual([rule]);
    expect((await property(demo)).code).toBe(503);
    expect((await property(demo)).code).toBe(200);
  });

  it('delay, and drop', async () => {
    await addRule({ path: '/basic_config', delay_ms: 250 });
    await addRule({ path: '/auth/v2/lang', drop: true, times: 1 });
    const slow = await raw('/basic_config');
    expect(slow.body.code).toBe(200);
    expect(slow.ms).toBeGreaterThanOrEqual(240);
    await expect(raw('/auth/v2/lang')).rejects.toThrow();
    expect((await raw('/auth/v2/lang')).body.code).toBe(200);
  });

  it('apply the oldest matching rule, and give way to X-Mock-* headers', async () => {
    const oldest = await addRule({ path: '/user/*', code: 405 });
    await addRule({ path: '/user/property', code: 500 });
    expect((await property(demo)).code).toBe(405);
    expect((await property(demo, { 'x-mock-code': '401' })).code).toBe(401);
    const listed = await server.qa<{ list: FaultRule[] }>('/faults/list');
    expect(listed.data.list.map((rule) => [rule.id, rule.hits])).toEqual([
      [oldest.id, 1],
      [oldest.id + 1, 0],
    ]);
  });

  it('hit with a seeded probability that repeats the same sequence', async () => {
    const sequence = async () => {
      await server.qa('/faults/clear');
      await addRule({ path: '/basic_config', code: 500, probability: 0.5, seed: 42 });
      const hits: boolean[] = [];
      for (let i = 0; i < 24; i++) hits.push((await raw('/basic_config')).body.code === 500);
      return hits;
    };
    const first = await sequence();
    expect(await sequence()).toEqual(first);
    expect(first.filter(Boolean).length).toBeGreaterThan(3);
    expect(first.filter(Boolean).length).toBeLessThan(21);
  });

  it('take probability and seed as numeric strings too, as delay_ms, http_status and times', async () => {
    const rule = await addRule({
      path: '/x',
      code: 500,
      probability: '0.25',
      seed: ' 7 ',
      times: '2',
    });
    expect(rule).toMatchObject({ probability: 0.25, seed: 7, times_left: 2 });
  });

  it('never hit with probability 0', async () => {
    const rule = await addRule({ path: '/basic_config', code: 500, probability: 0 });
    for (let i = 0; i < 5; i++) expect((await raw('/basic_config')).body.code).toBe(200);
    const listed = await server.qa<{ list: FaultRule[] }>('/faults/list');
    expect(listed.data.list).toEqual([rule]);
  });

  it('are cleared one by one, all at once, and by /reset', async () => {
    const first = await addRule({ path: '/a', code: 500 });
    await addRule({ path: '/b', code: 500 });
    await addRule({ path: '/c', code: 500 });
    expect((await server.qa('/faults/clear', { id: first.id })).data).toEqual({ cleared: 1 });
    expect((await server.qa('/faults/clear')).data).toEqual({ cleared: 2 });
    // One QA engineer clears the rules naming their user; a colleague's stay.
    await addRule({ path: '/a', username: 'demo', code: 500 });
    await addRule({ path: '/b', username: 'demo', code: 500 });
    const colleagues = await addRule({ path: '/a', username: 'newbie', code: 500 });
    const everyone = await addRule({ path: '/c', code: 500 });
    expect((await server.qa('/faults/clear', { username: 'demo' })).data).toEqual({ cleared: 2 });
    expect(
      (await server.qa<{ list: FaultRule[] }>('/faults/list')).data.list.map((rule) => rule.id),
    ).toEqual([colleagues.id, everyone.id]);
    await addRule({ path: '/user/property', code: 503 });
    await server.qa('/reset');
    demo = await server.login('demo');
    newbie = await server.login('newbie');
    expect((await server.qa<{ list: FaultRule[] }>('/faults/list')).data.list).toEqual([]);
    expect((await property(demo)).code).toBe(200);
  });

  it.each([
    [{ path: '/user/property' }, 'One of delay_ms, code, http_status, drop is required'],
    [{ path: 'user/property', code: 500 }, 'path is invalid'],
    [
      { path: '/user/property', code: 200 },
      'code must be one of: 400, 401, 402, 403, 404, 405, 500, 503',
    ],
    [{ path: '/x', http_status: 600 }, 'http_status must be between 400 and 599'],
    [{ path: '/x', delay_ms: 60001 }, 'delay_ms must be between 0 and 60000'],
    [{ path: '/x', drop: false }, 'One of delay_ms, code, http_status, drop is required'],
    [{ path: '/x', drop: 'yes' }, 'drop is invalid'],
    [
      { path: '/api/__qa/reset', drop: true },
      'path cannot name a QA call: QA calls are never faulted',
    ],
    [{ path: '/x', code: 500, probability: 1.5 }, 'probability must be between 0 and 1'],
    [{ path: '/x', code: 500, probability: -0.1 }, 'probability must be between 0 and 1'],
    [{ path: '/x', code: 500, probability: 'half' }, 'probability is invalid'],
    [{ path: '/x', code: 500, seed: 1.5 }, 'seed is invalid'],
    [
      { path: '/x', code: 500, seed: '2147483648' },
      'seed must be between -2147483648 and 2147483647',
    ],
    [{ path: '/x', code: 500, times: 0 }, 'times must be between 1 and 1000000'],
    [{ path: '/x', code: 500, method: 'PUT' }, 'method must be one of: GET, POST'],
    [{ path: '/__qa/*', code: 500 }, 'path cannot name a QA call: QA calls are never faulted'],
    [{ path: '/__qa', delay_ms: 5 }, 'path cannot name a QA call: QA calls are never faulted'],
  ])('refuse %j: %s', async (body, message) => {
    const res = await server.qa('/faults', body);
    expect(res).toMatchObject({ code: 400, msg: message });
    expect((await server.qa<{ list: FaultRule[] }>('/faults/list')).data.list).toEqual([]);
  });

  it('say which fields a rule needs one of in the caller language', async () => {
    const res = await server.call('POST', '/__qa/faults', {
      body: { path: '/user/info' },
      headers: { 'X-QA-Key': 'qa-local', 'Accept-Language': 'de' },
    });
    expect(res).toMatchObject({
      code: 400,
      msg: translate('de', 'validation.one_required', {
        fields: 'delay_ms, code, http_status, drop',
      }),
    });
  });
});

describe('the request journal', () => {
  it('records calls newest first, with secrets redacted and QA calls left out', async () => {
    await server.post('/auth/v2/login', { username: 'demo', password: 'demo1234' });
    await server.post(
      '/check/password',
      { password: 'e10adc3949ba59abbe56e057f20f883e' },
      { token: demo },
    );
    await server.get('/transaction_flow/list', { page: 2 }, { token: demo });
    const { list, total } = await journal();
    expect(total).toBe(3);
    expect(list.map((entry) => entry.path)).toEqual([
      '/transaction_flow/list',
      '/check/password',
      '/auth/v2/login',
    ]);
    expect(list[2]).toMatchObject({
      method: 'POST',
      body: { username: 'demo', password: '***' },
      username: 'demo',
      http_status: 200,
      code: 200,
      fault: null,
    });
    expect(list[1]?.body).toEqual({ password: '***' });
    expect(list[0]).toMatchObject({ method: 'GET', query: { page: '2' }, username: 'demo' });
    expect(Date.parse(list[0]?.time ?? '')).not.toBeNaN();
  });

  it('filters by method, path, username, code, since and limit', async () => {
    await property(demo);
    await property(newbie);
    await server.get('/basic_config');
    await server.get('/user/property', {}, { token: 'nope' });
    const since = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await server.get('/auth/v2/lang');
    expect((await journal({ username: 'newbie' })).total).toBe(1);
    expect((await journal({ path: '/user/*' })).total).toBe(3);
    expect((await journal({ code: 401 })).list.map((entry) => entry.path)).toEqual([
      '/user/property',
    ]);
    expect((await journal({ method: 'POST' })).total).toBe(0);
    expect((await journal({ since })).list.map((entry) => entry.path)).toEqual(['/auth/v2/lang']);
    const limited = await journal({ limit: 2 });
    expect(limited.list).toHaveLength(2);
    expect(limited.total).toBe(5);
    expect((await server.qa('/requests', { limit: 1001 })).code).toBe(400);
    expect((await server.qa('/requests', { since: 'yesterday' })).code).toBe(400);
  });

  it("loses only one user's calls by /requests/clear with a username", async () => {
    await property(demo);
    await property(newbie);
    await server.get('/basic_config');
    await property(demo);
    expect((await server.qa('/requests/clear', { username: 'demo' })).data).toEqual({ cleared: 2 });
    const { list, total } = await journal();
    expect(total).toBe(2);
    expect(list.map((entry) => [entry.path, entry.username])).toEqual([
      ['/basic_config', null],
      ['/user/property', 'newbie'],
    ]);
    expect((await server.qa('/requests/clear', { username: '' })).code).toBe(400);
  });

  it('is emptied by /requests/clear', async () => {
    await server.get('/basic_config');
    expect((await server.qa('/requests/clear')).data).toEqual({ cleared: 1 });
    expect((await journal()).total).toBe(0);
  });

  // Each journal the server may use: in memory (SQLite, one process), in the database (PostgreSQL).
  const journals: [string, () => Journal][] = [
    ['in memory', () => new RequestJournal(3)],
    ...(onPostgres
      ? [
          ['in the database', () => new SharedRequestJournal(server.db, fail, 3)] as [
            string,
            () => Journal,
          ],
        ]
      : []),
  ];
  function fail(error: unknown): never {
    throw error;
  }

  it.each(journals)('%s stores a call with U+0000 in its path and username', async (_, create) => {
    const journal = create();
    await journal.clear();
    const call = (i: number, text: string): JournalRecord => ({
      id: String(i),
      startedAt: i,
      method: 'POST',
      url: `/api/auth/v2/login/${text}`,
      query: {},
      body: { username: text },
      username: text,
      httpStatus: 200,
      code: 400,
      durationMs: 1,
      fault: null,
    });
    journal.record(call(1, 'a\u0000b'));
    journal.record(call(2, 'plain')); // written in the same batch
    const { list } = await journal.list({ limit: 10 });
    expect(list.map((entry) => entry.id)).toEqual(['2', '1']);
    // As sent (in memory), or with U+FFFD for U+0000 (PostgreSQL's text cannot hold it).
    expect(['/auth/v2/login/a\u0000b', '/auth/v2/login/a\uFFFDb']).toContain(list[1]?.path);
    expect(list[1]?.body).toEqual({ username: 'a\u0000b' });
  });

  it.each(journals)('%s keeps only the newest entries once full', async (_, create) => {
    const ring = create();
    await ring.clear();
    const call = (i: number): JournalRecord => ({
      id: String(i),
      startedAt: i,
      method: 'GET',
      url: `/api/basic_config?n=${i}`,
      query: { n: String(i) },
      body: i === 5 ? { password: 'secret', keep: [1] } : undefined,
      username: null,
      httpStatus: 200,
      code: 200,
      durationMs: 1.25,
      fault: i === 4 ? { kind: 'delay', rule_id: 7 } : null,
    });
    for (let i = 1; i <= 5; i++) ring.record(call(i));
    const { list, total } = await ring.list({ limit: 100 });
    expect(total).toBe(3);
    expect(list.map((entry) => entry.id)).toEqual(['5', '4', '3']);
    expect(list[0]).toEqual({
      id: '5',
      time: new Date(5).toISOString(),
      method: 'GET',
      path: '/basic_config',
      query: { n: '5' },
      body: { password: '***', keep: [1] },
      username: null,
      http_status: 200,
      code: 200,
      duration_ms: 1.3,
      fault: null,
    });
    expect(list[1]?.fault).toEqual({ kind: 'delay', rule_id: 7 });
    expect((await ring.list({ limit: 1, path: '/basic_*' })).list.map((e) => e.id)).toEqual(['5']);
    // One user's calls go, the others stay in order and the ring goes on from there.
    ring.record({ ...call(6), username: 'demo' });
    ring.record(call(7));
    await expect(ring.clear('demo')).resolves.toEqual({ cleared: 1 });
    const ids = async () => (await ring.list({ limit: 100 })).list.map((entry) => entry.id);
    expect(await ids()).not.toContain('6');
    expect((await ids()).slice(0, 2)).toEqual(['7', '5']);
    ring.record(call(8));
    expect(await ids()).toEqual(['8', '7', '5']);
    // The table is trimmed back to the capacity as it grows.
    if (ring instanceof SharedRequestJournal) expect(await server.db.requestLog.count()).toBe(3);
  });

  it('redacts password, pin and token fields at any depth', () => {
    expect(
      redact({
        old_password: 'a',
        card: { pay_pin: '1', nested: [{ refresh_token: 'x', keep: 1 }] },
        Token: 't',
        username: 'u',
      }),
    ).toEqual({
      old_password: '***',
      card: { pay_pin: '***', nested: [{ refresh_token: '***', keep: 1 }] },
      Token: '***',
      username: 'u',
    });
  });

  it('keeps working after a body nested a hundred thousand levels deep, showing 32 of them', async () => {
    const depth = 100_000;
    const text = `{"subject":"s","content":"c","x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const res = await fetch(`${server.url}/api/feedback`, {
      method: 'POST',
      headers: { 'X-CT': demo, 'Content-Type': 'application/json' },
      body: text,
    });
    expect(res.status).toBe(200);
    const read = await server.qa<{ list: { body: { x: unknown } }[] }>('/requests', {
      username: 'demo',
      path: '/feedback',
      limit: 1,
    });
    expect(read).toMatchObject({ status: 200, code: 200 });
    let shown = read.data.list[0]?.body.x;
    let levels = 0;
    while (Array.isArray(shown)) {
      shown = shown[0];
      levels++;
    }
    expect({ levels, shown }).toEqual({ levels: JOURNAL_DEPTH - 1, shown: TOO_DEEP });
  });
});

describe('the console directory', () => {
  it('finds users by part of the username or uid, newest first, paged', async () => {
    const found = await server.qa<{ list: { username: string; uid: string }[]; total: number }>(
      '/users',
      { query: 'demo' },
    );
    expect(found.code).toBe(200);
    expect(found.data.list.map((user) => user.username)).toContain('demo');
    const demoUser = found.data.list.find((user) => user.username === 'demo');
    const byUid = await server.qa<{ list: { username: string }[] }>('/users', {
      query: demoUser?.uid,
    });
    expect(byUid.data.list.map((user) => user.username)).toEqual(['demo']);
    // In any casing, on both databases.
    const upper = await server.qa<{ list: { username: string }[] }>('/users', { query: 'DEM' });
    expect(upper.data.list.map((user) => user.username)).toContain('demo');
    const all = await server.qa<{ list: unknown[]; total: number }>('/users', { page_size: 2 });
    expect(all.data.list).toHaveLength(2);
    expect(all.data.total).toBeGreaterThan(5);
    expect((await server.qa('/users', { query: 'a\u0000b' })).code).toBe(400);
  });

  it('searches the query as typed: % and _ are characters, not wildcards', async () => {
    const names = async (text: string) =>
      (
        await server.qa<{ list: { username: string }[]; total: number }>('/users', {
          query: text,
          page_size: 100,
        })
      ).data;
    expect(await names('%')).toEqual({ list: [], total: 0, page: 1, page_size: 100 });
    expect((await names('d_mo')).total).toBe(0);
    expect((await names('d%o')).total).toBe(0);
    const underscored = await registerFresh(server); // usernames look like t_<random>
    const found = await names(underscored.username.toUpperCase());
    expect(found.list.map((user) => user.username)).toEqual([underscored.username]);
    expect(found.total).toBe(1);
  });

  it("shows one user's wallet, plans, withdrawals and acceptance orders", async () => {
    const detail = await server.qa<{
      user_info: { username: string };
      property: { available_balance: string };
      plans: { id: number }[];
      withdrawals: unknown[];
      acceptance_orders: unknown[];
    }>('/user/detail', { username: 'demo' });
    expect(detail.code).toBe(200);
    expect(detail.data.user_info.username).toBe('demo');
    expect(detail.data.property.available_balance).toBe(
      (await property(demo)).data.available_balance,
    );
    expect(detail.data.plans.length).toBeGreaterThan(0);
    expect(Array.isArray(detail.data.withdrawals)).toBe(true);
    expect(Array.isArray(detail.data.acceptance_orders)).toBe(true);
    expect((await server.qa('/user/detail', { username: 'nobody_here' })).code).toBe(400);
  });
});
