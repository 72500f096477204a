import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { registerFresh } from '../../test/kits/account-test-kit';

/** Sessions and users are cached on SQLite: every change must be seen by the very next call. */
describe('session cache', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  async function freshCachedAccount() {
    const account = await registerFresh(server);
    // Two calls: the second is served from the cache.
    for (let i = 0; i < 2; i += 1)
      expect((await server.get('/user/info', {}, { token: account.token })).code).toBe(200);
    return account;
  }

  it('shows a profile edit on the next call', async () => {
    const { token } = await freshCachedAccount();
    expect((await server.post('/user/info/edit', { nickname: 'Renamed' }, { token })).code).toBe(
      200,
    );
    const info = await server.get<{ nickname: string }>('/user/info', {}, { token });
    expect(info.data.nickname).toBe('Renamed');
  });

  it('answers 403 right after the account is disabled, and 200 after it is re-activated', async () => {
    const { token, username } = await freshCachedAccount();
    expect((await server.qa('/user/status', { username, status: 'disabled' })).code).toBe(200);
    expect((await server.get('/user/info', {}, { token })).code).toBe(403);
    expect((await server.qa('/user/status', { username, status: 'active' })).code).toBe(200);
    expect((await server.get('/user/info', {}, { token })).code).toBe(200);
  });

  it('answers 503 right after the tokens are expired, and 401 after a password change', async () => {
    const first = await freshCachedAccount();
    expect((await server.qa('/user/expire_tokens', { username: first.username })).code).toBe(200);
    expect((await server.get('/user/info', {}, { token: first.token })).code).toBe(503);

    const second = await freshCachedAccount();
    const change = await server.post(
      '/update/password',
      {
        old_password: second.password,
        new_password: 'another-pass-1',
        confirm_password: 'another-pass-1',
      },
      { token: second.token },
    );
    expect(change.code).toBe(200);
    expect((await server.get('/user/info', {}, { token: second.token })).code).toBe(401);
  });

  it('expires a cached session when the simulation clock passes its end', async () => {
    const { token } = await freshCachedAccount();
    expect((await server.qa('/clock/advance', { seconds: 7 * 24 * 3600 + 1 })).code).toBe(200);
    expect((await server.get('/user/info', {}, { token })).code).toBe(503);
  });
});

/**
 * With PostgreSQL the shared state and a call's session are read in one query (app.ts); the query
 * runs on both databases here, and must give what the two model reads give.
 */
describe('readWithState', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('reads the shared state and the session with its user as the model reads do', async () => {
    const { token, username } = await registerFresh(server);
    await server.qa('/clock/advance', { seconds: 60 });
    const { state, read } = await server.app.services.sessions.readWithState(token);
    expect(state).toEqual(await server.db.simState.findUnique({ where: { id: 1 } }));
    expect(typeof state?.clockOffsetMs).toBe('bigint');
    const user = await server.db.user.findUniqueOrThrow({ where: { username } });
    expect(read.token).toBe(token);
    expect(read.session?.user).toEqual(user);
    expect(read.session?.revoked).toBe(false);
    expect(await server.app.services.sessions.resolve(token, read)).toEqual({ kind: 'ok', user });
  });

  it('reads the state for an unknown token, and no state when there is none', async () => {
    const unknown = await server.app.services.sessions.readWithState('no-such-token');
    expect(unknown.read.session).toBeUndefined();
    expect(unknown.state).toEqual(await server.db.simState.findUnique({ where: { id: 1 } }));
    await server.db.simState.deleteMany({});
    expect((await server.app.services.sessions.readWithState('no-such-token')).state).toBeNull();
    await server.qa('/reset');
  });
});
