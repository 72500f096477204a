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
