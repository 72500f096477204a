import { translate } from '@adc/messages';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { registerFresh } from '../../test/kits/account-test-kit';
import { imageBytes, uploadFile } from '../../test/kits/image-test-kit';
import { incomingDirOf } from './file-service';

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

/**
 * Uploads `files` (each with its caller's token) at once, as close together as a client can: every request sends its headers
 * and its body but the last bytes first; once all of those are written, each sends its rest. The
 * server then reads the ends of all the bodies in one go, so the uploads reach the quota together.
 */
async function uploadTogether(
  target: TestServer,
  files: ReadonlyArray<{ token: string; bytes: Buffer }>,
): Promise<Array<{ status: number; code: number; msg: string; data: { url: string } | null }>> {
  const boundary = `adc${randomBytes(8).toString('hex')}`;
  const started = files.map(({ token, bytes }) => {
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="picture.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const request = httpRequest(`${target.url}/api/files/upload`, {
      method: 'POST',
      agent: false,
      headers: {
        'X-CT': token,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': body.length,
      },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      });
      request.on('error', reject);
    });
    const cut = body.length - 8;
    const head = new Promise<void>((resolve, reject) =>
      request.write(body.subarray(0, cut), (error) => (error ? reject(error) : resolve())),
    );
    return { request, rest: body.subarray(cut), head, answer };
  });
  await Promise.all(started.map(({ head }) => head));
  for (const { request, rest } of started) request.end(rest);
  return Promise.all(
    started.map(async ({ answer }) => {
      const { status, body } = await answer;
      return { status, ...(JSON.parse(body) as { code: number; msg: string; data: null }) };
    }),
  );
}

describe('the storage quota under concurrent uploads', () => {
  let busy: TestServer;
  beforeAll(async () => {
    // No per-minute limit in the way: only the quota (1000 bytes) decides.
    busy = await startTestServer({ uploads: { perMinute: 1000, quotaBytes: 1000 } });
  });
  afterAll(() => busy.close());

  it('admits exactly what fits when many uploads arrive at once, leaving no file of a refused one', async () => {
    // Several users, each sending twelve uploads of which three fit, all at once.
    const accounts = await Promise.all(Array.from({ length: 6 }, () => registerFresh(busy)));
    const answers = await uploadTogether(
      busy,
      accounts.flatMap((account) =>
        Array.from({ length: 12 }, () => ({ token: account.token, bytes: imageBytes('png', 300) })),
      ),
    );
    const admitted = answers.filter((answer) => answer.code === 200);
    for (const refused of answers.filter((answer) => answer.code !== 200)) {
      expect(refused).toMatchObject({
        status: 200,
        code: 400,
        msg: translate('en', 'error.upload_quota', { limit: 0 }),
      });
    }
    for (const account of accounts) {
      const rows = await busy.db.upload.findMany({
        where: { user: { username: account.username } },
      });
      expect(rows.map((row) => row.size)).toEqual([300, 300, 300]);
    }
    expect(admitted).toHaveLength(3 * accounts.length);
    // On disk: the admitted files and nothing else (none left half-written either).
    const { uploadDir } = busy.app.core.config;
    const stored = admitted.map((answer) => answer.data!.url.replace('/uploads/', '')).sort();
    expect(readdirSync(uploadDir).sort()).toEqual(stored);
    const rows = await busy.db.upload.findMany({ select: { filename: true } });
    expect(rows.map((row) => row.filename).sort()).toEqual(stored);
    expect(readdirSync(incomingDirOf(uploadDir))).toEqual([]);
    for (const answer of admitted) expect((await busy.http.get(answer.data!.url)).status).toBe(200);
    // Seventy uploads at once on a busy machine take a while.
  }, 120_000);
});
