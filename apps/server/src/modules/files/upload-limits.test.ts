import { translate } from '@adc/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { registerFresh } from '../../test/kits/account-test-kit';
import { imageBytes, uploadFile } from '../../test/kits/image-test-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ uploads: { perMinute: 3, quotaBytes: 1000 } });
});
afterAll(() => server.close());

const served = async (url: string) => (await server.http.get(url)).status;
const rowsOf = async (username: string) =>
  server.db.upload.count({ where: { user: { username } } });

describe('upload limits', () => {
  it('refuses a fourth upload within a minute: HTTP 429 with Retry-After, like a rate-limited login, localized, storing nothing', async () => {
    const account = await registerFresh(server);
    for (let i = 0; i < 3; i++) {
      expect((await uploadFile(server, account.token, imageBytes('png', 100))).code).toBe(200);
    }
    const refused = await uploadFile(server, account.token, imageBytes('png', 100), { lang: 'de' });
    expect(refused).toMatchObject({
      status: 429,
      code: 400,
      msg: translate('de', 'error.upload_rate_limited'),
      data: null,
    });
    // The seconds until the minute ends, when uploads are admitted again.
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect(await rowsOf(account.username)).toBe(3);
    // Another user is not held back by this one.
    const other = await registerFresh(server);
    expect((await uploadFile(server, other.token, imageBytes('png', 100))).code).toBe(200);
  });

  it('refuses an upload over the storage quota, storing nothing', async () => {
    const account = await registerFresh(server);
    expect((await uploadFile(server, account.token, imageBytes('png', 600))).code).toBe(200);
    const refused = await uploadFile(server, account.token, imageBytes('png', 600));
    // A business rule, not a rate: HTTP 200, code 400, no Retry-After.
    expect(refused).toMatchObject({
      status: 200,
      code: 400,
      msg: translate('en', 'error.upload_quota', { limit: 0 }),
      retryAfter: undefined,
    });
    expect(await rowsOf(account.username)).toBe(1);
  });

  it('deletes a replaced avatar, file and row', async () => {
    const account = await registerFresh(server);
    const first = (await uploadFile(server, account.token, imageBytes('png', 300))).data!.url;
    await server.post('/user/info/edit', { avatar: first }, { token: account.token });
    const second = (await uploadFile(server, account.token, imageBytes('gif', 300))).data!.url;
    const edited = await server.post(
      '/user/info/edit',
      { avatar: second },
      { token: account.token },
    );
    expect(edited).toMatchObject({ code: 200, data: { avatar: second } });
    expect(await served(first)).toBe(404);
    expect(await served(second)).toBe(200);
    expect(await rowsOf(account.username)).toBe(1);
    // Clearing the avatar deletes it too.
    await server.post('/user/info/edit', { avatar: null }, { token: account.token });
    expect(await served(second)).toBe(404);
  });

  it('makes room by deleting uploads no profile used for a day, keeping the avatar', async () => {
    const account = await registerFresh(server);
    const avatar = (await uploadFile(server, account.token, imageBytes('png', 300))).data!.url;
    await server.post('/user/info/edit', { avatar }, { token: account.token });
    const unused = (await uploadFile(server, account.token, imageBytes('png', 600))).data!.url;
    expect((await uploadFile(server, account.token, imageBytes('png', 600))).code).toBe(400);
    await server.qa('/clock/advance', { seconds: 25 * 3600 });
    const token = await server.login(account.username, account.password);
    expect((await uploadFile(server, token, imageBytes('png', 600))).code).toBe(200);
    expect(await served(unused)).toBe(404);
    expect(await served(avatar)).toBe(200);
  });
});
