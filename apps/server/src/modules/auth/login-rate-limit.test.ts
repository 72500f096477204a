import { Session, TransportError } from '@adc/contract';
import { translate } from '@adc/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { registerFresh } from '../../test/kits/account-test-kit';

describe('login rate limit per username', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      loginRateLimit: {
        perIp: 1000,
        perUsername: 3,
        perUsernameGlobal: 0,
        windowMs: 60_000,
        globalWindowMs: 900_000,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers HTTP 429 after perUsername failures, even with the right password, until the window ends', async () => {
    const account = await registerFresh(server);
    for (let i = 0; i < 3; i++) {
      const res = await server.post('/auth/v2/login', {
        username: account.username,
        password: 'wrong-password',
      });
      expect(res).toMatchObject({
        status: 200,
        code: 400,
        msg: translate('en', 'error.login_failed'),
      });
    }
    const sessions = await server.db.session.count();
    const limited = await server.http
      .post('/api/auth/v2/login')
      .set('Accept-Language', 'th')
      .send({ username: account.username, password: account.password });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      code: 400,
      msg: translate('th', 'error.too_many_requests'),
      data: null,
    });
    expect(TransportError.safeParse(limited.body).success).toBe(true);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const older = await server.post('/auth/login', {
      username: account.username,
      password: account.password,
    });
    expect(older).toMatchObject({
      status: 429,
      code: 400,
      msg: translate('en', 'error.too_many_requests'),
    });
    expect(await server.db.session.count()).toBe(sessions);

    await server.qa('/clock/advance', { seconds: 61 });
    const after = await server.post<Session>('/auth/v2/login', {
      username: account.username,
      password: account.password,
    });
    expect(after.code).toBe(200);
    Session.parse(after.data);
  });

  it('limits each username on its own and never counts successful logins', async () => {
    const account = await registerFresh(server);
    for (let i = 0; i < 6; i++) {
      const res = await server.post('/auth/v2/login', {
        username: account.username,
        password: account.password,
      });
      expect(res.code).toBe(200);
    }
    for (let i = 0; i < 3; i++)
      await server.post('/auth/v2/login', { username: 'no_such_user_x', password: 'whatever1' });
    expect(
      (await server.post('/auth/v2/login', { username: 'no_such_user_x', password: 'whatever1' }))
        .status,
    ).toBe(429);
    expect(
      (
        await server.post('/auth/v2/login', {
          username: account.username,
          password: account.password,
        })
      ).code,
    ).toBe(200);
  });

  it('cannot be overshot by simultaneous guesses', async () => {
    const account = await registerFresh(server);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.post('/auth/v2/login', { username: account.username, password: 'guess-guess' }),
      ),
    );
    expect(
      results.filter((r) => r.status === 200 && r.msg === translate('en', 'error.login_failed')),
    ).toHaveLength(3);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
  });
});

describe('login rate limit per IP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      loginRateLimit: {
        perIp: 3,
        perUsername: 1000,
        perUsernameGlobal: 0,
        windowMs: 60_000,
        globalWindowMs: 900_000,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers HTTP 429 after perIp failures across usernames', async () => {
    for (const username of ['ghost_a', 'ghost_b', 'ghost_c']) {
      expect((await server.post('/auth/v2/login', { username, password: 'secret123' })).code).toBe(
        400,
      );
    }
    const limited = await server.post('/auth/v2/login', { username: 'demo', password: 'demo1234' });
    expect(limited).toMatchObject({
      status: 429,
      code: 400,
      msg: translate('en', 'error.too_many_requests'),
      data: null,
    });
  });
});

describe('login rate limit when someone else guesses the password', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind a proxy: X-Forwarded-For tells the client address.
    server = await startTestServer({
      trustProxy: true,
      loginRateLimit: {
        perIp: 1000,
        perUsername: 3,
        perUsernameGlobal: 6,
        windowMs: 60_000,
        globalWindowMs: 900_000,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const login = (address: string, username: string, password: string) =>
    server.post(
      '/auth/v2/login',
      { username, password },
      { headers: { 'X-Forwarded-For': address } },
    );

  it("limits the guesser's address and not the owner's", async () => {
    const account = await registerFresh(server);
    for (let i = 0; i < 3; i++) await login('6.6.6.6', account.username, 'guess-guess');
    expect((await login('6.6.6.6', account.username, account.password)).status).toBe(429);
    expect((await login('10.0.0.1', account.username, account.password)).code).toBe(200);
  });

  it("limits a username guessed from many addresses, except from the owner's known address", async () => {
    const account = await registerFresh(server);
    expect((await login('10.0.0.2', account.username, account.password)).code).toBe(200);
    for (let i = 0; i < 6; i++) await login(`7.7.7.${i}`, account.username, 'guess-guess');
    expect((await login('7.7.8.1', account.username, account.password)).status).toBe(429);
    expect((await login('10.0.0.2', account.username, account.password)).code).toBe(200);
  });
});
