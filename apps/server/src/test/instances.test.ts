import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { children, freePort, startMain, type Started } from './entry-process';
import { onPostgres, QA_KEY } from './harness';
import { copyTemplateDatabase, type TestDatabase } from './test-database';

interface Answer {
  status: number;
  code: number;
  msg: string;
  data: unknown;
}

/** Two real server processes on one PostgreSQL database, as behind a load balancer. */
describe.runIf(onPostgres)('several instances on one PostgreSQL database', () => {
  let dir: string;
  let database: TestDatabase;
  let a: Started;
  let b: Started;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'adc-instances-'));
    database = await copyTemplateDatabase(inject('templateDb'), dir);
    const env = async (): Promise<Record<string, string>> => ({
      PORT: await freePort(),
      DATABASE_URL: database.url,
      UPLOAD_DIR: path.join(dir, 'uploads'),
      QA_KEY,
      LOGIN_RATE_LIMIT_PER_USERNAME: '4',
    });
    [a, b] = await Promise.all([startMain(await env()), startMain(await env())]);
    expect(a.url, a.stderr).not.toBeNull();
    expect(b.url, b.stderr).not.toBeNull();
  }, 60_000);
  afterAll(async () => {
    await Promise.all([...children].map((child) => (child.kill('SIGKILL'), once(child, 'close'))));
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const call = async (
    instance: Started,
    method: 'GET' | 'POST',
    urlPath: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const res = await fetch(`${instance.url}/api${urlPath}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
    return { status: res.status, ...((await res.json()) as Omit<Answer, 'status'>) };
  };
  const qa = (instance: Started, urlPath: string, body: unknown) =>
    call(instance, 'POST', `/__qa${urlPath}`, body, { 'x-qa-key': QA_KEY });
  const login = async (instance: Started, username: string, password: string) =>
    call(instance, 'POST', '/auth/v2/login', { username, password });
  const nowOf = async (instance: Started) =>
    Date.parse(
      ((await qa(instance, '/clock/advance', { seconds: 0 })).data as { now: string }).now,
    );

  it('tell the same time after one of them moves the clock', async () => {
    const advanced = await qa(a, '/clock/advance', { seconds: 3 * 3600 });
    const onA = Date.parse((advanced.data as { now: string }).now);
    const onB = await nowOf(b);
    expect(Math.abs(onB - onA)).toBeLessThan(5_000);
    // Advances on both add up.
    await qa(b, '/clock/advance', { seconds: 3600 });
    expect(Math.abs((await nowOf(a)) - onA - 3600_000)).toBeLessThan(5_000);
  });

  it('share one request journal', async () => {
    await qa(a, '/requests/clear', {});
    const token = ((await login(a, 'operator', 'operator1234')).data as { token: string }).token;
    await call(a, 'GET', '/user/info', undefined, { 'x-ct': token });
    await call(b, 'GET', '/user/property', undefined, { 'x-ct': token });
    await call(b, 'GET', '/basic_config', undefined, { 'x-mock-code': '500' });
    type Page = {
      list: { path: string; code: number | null; username: string | null }[];
      total: number;
    };
    // Read on either instance, the journal lists the calls both answered, newest first.
    for (const reader of [a, b]) {
      const page = (await qa(reader, '/requests', { username: 'operator' })).data as Page;
      expect(page.list.map((entry) => entry.path)).toEqual([
        '/user/property',
        '/user/info',
        '/auth/v2/login',
      ]);
      expect(((await qa(reader, '/requests', { code: 500 })).data as Page).total).toBe(1);
    }
    // A clear on one instance empties it for both.
    expect((await qa(b, '/requests/clear', {})).data).toEqual({ cleared: 4 });
    expect(((await qa(a, '/requests', {})).data as Page).total).toBe(0);
  });

  it('agree when a session expires', async () => {
    const token = ((await login(a, 'newbie', 'newbie1234')).data as { token: string }).token;
    expect((await call(b, 'GET', '/user/info', undefined, { 'x-ct': token })).code).toBe(200);
    await qa(a, '/clock/advance', { seconds: 8 * 24 * 3600 });
    expect((await call(b, 'GET', '/user/info', undefined, { 'x-ct': token })).code).toBe(503);
    expect((await call(a, 'GET', '/user/info', undefined, { 'x-ct': token })).code).toBe(503);
  });

  it('see a per-user clock advance made on the other instance, for that user only', async () => {
    const tokenOf = async (username: string, password: string) =>
      ((await login(b, username, password)).data as { token: string }).token;
    const ahead = await tokenOf('hybrid', 'hybrid1234');
    const other = await tokenOf('demo', 'demo1234');
    const clockOn = async (instance: Started, username?: string) =>
      (await qa(instance, '/clock', username ? { username } : {})).data as {
        offset_seconds: number;
      };
    const global = (await clockOn(b)).offset_seconds;
    // B has read the user offsets once already; A's advance must make it read them again.
    expect((await clockOn(b, 'hybrid')).offset_seconds).toBe(global);

    await qa(a, '/clock/advance', { username: 'hybrid', seconds: 8 * 24 * 3600 });
    expect((await clockOn(b, 'hybrid')).offset_seconds).toBe(global + 8 * 24 * 3600);
    expect((await clockOn(b, 'demo')).offset_seconds).toBe(global);
    expect((await call(b, 'GET', '/user/info', undefined, { 'x-ct': ahead })).code).toBe(503);
    expect((await call(b, 'GET', '/user/info', undefined, { 'x-ct': other })).code).toBe(200);
  });

  it('share the login limit', async () => {
    for (const instance of [a, b, a, b]) {
      expect((await login(instance, 'operator', 'wrong-password')).code).toBe(400);
    }
    expect((await login(a, 'operator', 'operator1234')).status).toBe(429);
    expect((await login(b, 'operator', 'operator1234')).status).toBe(429);
  });

  it('apply the same fault rules and count their hits together', async () => {
    const token = ((await login(a, 'newbie', 'newbie1234')).data as { token: string }).token;
    const rule = await qa(a, '/faults', {
      path: '/user/info',
      username: 'newbie',
      code: 503,
      times: 2,
    });
    expect(rule.code).toBe(200);
    const info = (instance: Started) =>
      call(instance, 'GET', '/user/info', undefined, { 'x-ct': token });
    expect((await info(b)).code).toBe(503);
    expect((await info(a)).code).toBe(503);
    expect((await info(b)).code).toBe(200);
    expect((await info(a)).code).toBe(200);
    const listed = await qa(b, '/faults/list', {});
    expect((listed.data as { list: { hits: number; times_left: number }[] }).list).toMatchObject([
      { hits: 2, times_left: 0 },
    ]);
    await qa(b, '/faults/clear', {});
    await qa(b, '/faults', { path: '/user/info', code: 500 });
    expect((await info(a)).code).toBe(500);
    await qa(a, '/faults/clear', {});
    expect((await info(b)).code).toBe(200);
  });

  it('replay an Idempotency-Key on another instance and move the money once', async () => {
    const token = ((await login(a, 'demo', 'demo1234')).data as { token: string }).token;
    const headers = { 'x-ct': token, 'idempotency-key': 'across-instances-1' };
    const balance = async (instance: Started) =>
      (
        (await call(instance, 'GET', '/user/property', undefined, headers)).data as {
          available_balance: string;
        }
      ).available_balance;
    const before = Number(await balance(b));
    const body = { amount: '12.34', password: createHash('md5').update('123456').digest('hex') };
    const first = await call(a, 'POST', '/user/withdraw', body, headers);
    expect(first.code).toBe(200);
    const again = await call(b, 'POST', '/user/withdraw', body, headers);
    expect(again).toEqual(first);
    expect(Number(await balance(a))).toBeCloseTo(before - 12.34, 2);
  });
});
