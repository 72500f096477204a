import { translate } from '@adc/messages';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { md5 } from '../lib/crypto';
import { startTestServer, type TestServer } from '../test/harness';
import { registerFresh, type FreshAccount } from '../test/kits/account-test-kit';

/**
 * An unexpected failure of a signed-in call whose session ended while it ran (its user deleted by
 * a QA reset, its token revoked or expired) is answered what a call with that token gets now from
 * the auth hook, never HTTP 500: nothing a client sends may get a 5xx for what happened to its
 * account meanwhile. A failure of a call whose session is still live stays a 500.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

const PIN = '135790';

/** A fresh account (stored language zh) with a PIN. */
async function account(): Promise<FreshAccount> {
  const fresh = await registerFresh(server, 'zh');
  const set = await server.post(
    '/set/password',
    { password: PIN, confirm_password: PIN },
    { token: fresh.token },
  );
  if (set.code !== 200) throw new Error(`set pin: ${set.msg}`);
  return fresh;
}

/** /check/password, whose service fails after `meanwhile` ran (e.g. ended the session). */
async function failingCheck(token: string, meanwhile: () => Promise<unknown>) {
  vi.spyOn(server.app.services.payPasswords, 'check').mockImplementationOnce(async () => {
    await meanwhile();
    throw new Error('the row is gone');
  });
  return server.post('/check/password', { password: md5(PIN) }, { token });
}

describe('an unexpected failure after the session of the call ended', () => {
  it('is answered as an unknown token (HTTP 200, code 401) when the session was deleted', async () => {
    const { token, user } = await account();
    const answer = await failingCheck(token, () =>
      server.db.session.deleteMany({ where: { userId: user.id } }),
    );
    expect(answer).toEqual({
      status: 200,
      code: 401,
      // As the auth hook answers it: no user to take the language from, so English.
      msg: translate('en', 'code.401'),
      data: null,
    });
    // Exactly what the same call answers now.
    expect(await server.post('/check/password', { password: md5(PIN) }, { token })).toEqual(answer);
  });

  it('is answered as an unknown token when the user was deleted (a global QA reset)', async () => {
    const { token, username } = await account();
    const answer = await failingCheck(token, () => server.db.user.delete({ where: { username } }));
    expect(answer).toMatchObject({ status: 200, code: 401, data: null });
    expect(await server.post('/check/password', { password: md5(PIN) }, { token })).toEqual(answer);
  });

  it('is answered as an expired token (code 503) when the session expired', async () => {
    const { token, username } = await account();
    const answer = await failingCheck(token, () => server.qa('/user/expire_tokens', { username }));
    expect(answer).toMatchObject({ status: 200, code: 503, data: null });
    expect(await server.post('/check/password', { password: md5(PIN) }, { token })).toEqual(answer);
  });

  it('stays a server error while the session is live', async () => {
    const { token } = await account();
    const answer = await failingCheck(token, async () => undefined);
    expect(answer).toMatchObject({ status: 500, code: 500, data: null });
    expect((await server.post('/check/password', { password: md5(PIN) }, { token })).code).toBe(
      200,
    );
  });
});
