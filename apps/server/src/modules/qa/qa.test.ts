import {
  AcceptanceOrder,
  Acceptor,
  PlanOrder,
  UserInfo,
  WalletProperty,
  PRODUCT_TYPES,
  SESSION_TTL_MS,
  type Lang,
} from '@adc/contract';
import { Prisma, createDb, type Db } from '@adc/db';
import { translate, type MessageKey } from '@adc/messages';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { md5, sha256, verifySecret } from '../../lib/crypto';
import { PERSONAS, QA_KEY, startTestServer, type TestServer } from '../../test/harness';
import { migrateAndSeed } from '../../test/seed-database';
import { createTemplateDatabase } from '../../test/test-database';
import { LICENCE_KEY_SEEDS, PERSONA_SEEDS } from './seed';
import { openFresh, registerFresh, uniqueUsername } from '../../test/kits/account-test-kit';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const en = (key: MessageKey, params?: Record<string, string | number>) =>
  translate('en', key, params);

/** A QA call in a given language (the harness's `qa` sends no Accept-Language). */
function qaIn(lang: Lang, path: string, body: unknown) {
  return server.call('POST', `/api/__qa${path}`, {
    body,
    headers: { 'X-QA-Key': QA_KEY, 'Accept-Language': lang },
  });
}

const TABLES = [
  'user',
  'wallet',
  'session',
  'licenceKey',
  'authorizationCode',
  'ledgerEntry',
  'withdrawal',
  'bankCard',
  'product',
  'planOrder',
  'planNoCounter',
  'couponTemplate',
  'coupon',
  'notification',
  'notificationRead',
  'feedback',
  'followRecord',
  'acceptor',
  'acceptanceOrder',
  'idempotencyKey',
  'upload',
  'supportMessage',
  'visitorMessage',
  'faultRule',
  'simState',
] as const;

/**
 * Every row of every table. Times are relative to the moment of the reset and password hashes
 * are salted per process, so `stable` drops them to compare the seed across resets/processes.
 */
async function snapshot(
  db: Db,
  options: { dropHashes: boolean },
): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const delegate = db[table] as unknown as { findMany(): Promise<Record<string, unknown>[]> };
    const rows = await delegate.findMany();
    out[table] = rows
      .map((row) =>
        Object.fromEntries(
          Object.entries(row)
            .filter(
              ([key, value]) =>
                !(value instanceof Date) &&
                !(options.dropHashes && /Hash$/.test(key) && key !== 'tokenHash'),
            )
            .map(([key, value]) => [key, typeof value === 'bigint' ? `${value}n` : value]),
        ),
      )
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return out;
}

async function userNamed(username: string) {
  return server.db.user.findUniqueOrThrow({ where: { username } });
}

describe('QA guard', () => {
  it('answers HTTP 403 with the envelope without the X-QA-Key header', async () => {
    const res = await server.call('POST', '/api/__qa/clock/advance', { body: { seconds: 1 } });
    expect(res.status).toBe(403);
    expect(res).toMatchObject({ code: 403, msg: en('error.qa_forbidden'), data: null });
  });

  it('answers HTTP 403 with a wrong key, in the asked language, and changes nothing', async () => {
    const before = await server.db.simState.findUniqueOrThrow({ where: { id: 1 } });
    const res = await server.call('POST', '/api/__qa/clock/advance', {
      body: { seconds: 3600 },
      headers: { 'X-QA-Key': 'qa-wrong', 'Accept-Language': 'zh' },
    });
    expect(res.status).toBe(403);
    expect(res).toMatchObject({
      code: 403,
      msg: translate('zh', 'error.qa_forbidden'),
      data: null,
    });
    expect(await server.db.simState.findUniqueOrThrow({ where: { id: 1 } })).toEqual(before);
  });

  it('guards every QA call, even a reset', async () => {
    await server.db.licenceKey.create({ data: { key: 'LIC-GUARD-TEST' } });
    const res = await server.call('POST', '/api/__qa/reset', {
      body: {},
      headers: { 'X-QA-Key': `${QA_KEY}x` },
    });
    expect(res.status).toBe(403);
    expect(await server.db.licenceKey.count({ where: { key: 'LIC-GUARD-TEST' } })).toBe(1);
    await server.db.licenceKey.delete({ where: { key: 'LIC-GUARD-TEST' } });
  });

  it('is off when QA is disabled (NODE_ENV=production): the QA paths are unknown routes', async () => {
    const production = await startTestServer({ qaEnabled: false });
    try {
      const res = await production.qa('/reset');
      expect(res.status).toBe(404);
      expect(res).toMatchObject({ code: 400, msg: en('error.route_not_found'), data: null });
      const advance = await production.qa('/clock/advance', { seconds: 60 });
      expect(advance.status).toBe(404);
      expect(advance.code).toBe(400);
      expect(await production.db.simState.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({
        clockOffsetMs: 0n,
      });
    } finally {
      await production.close();
    }
  });
});

describe('the seed', () => {
  it('holds every persona with its password, PIN, uid, status, lang and entry', async () => {
    for (const persona of PERSONA_SEEDS) {
      const user = await userNamed(persona.username);
      expect(user).toMatchObject({
        uid: persona.uid,
        status: persona.status,
        lang: persona.lang,
        entry: persona.entry,
        shopLevel: persona.shopLevel,
        creditScore: persona.creditScore,
        deposit: persona.deposit,
      });
      expect(persona.password).toBe(PERSONAS[persona.username as keyof typeof PERSONAS]);
      expect(await verifySecret(persona.password, user.passwordHash)).toBe(true);
      if (persona.pin) {
        expect(user.payPinHash).not.toBeNull();
        expect(await verifySecret(md5(persona.pin), user.payPinHash ?? '')).toBe(true);
        expect(await verifySecret(md5('000000'), user.payPinHash ?? '')).toBe(false);
      } else {
        expect(user.payPinHash).toBeNull();
      }
    }
  });

  it('matches API.md for the named personas', async () => {
    expect(await userNamed('demo')).toMatchObject({
      uid: '10000001',
      status: 'active',
      entry: 'register',
    });
    expect(await userNamed('newbie')).toMatchObject({
      uid: '10000002',
      status: 'active',
      payPinHash: null,
    });
    expect(await userNamed('operator')).toMatchObject({ uid: '10000009', status: 'active' });
    expect(await userNamed('hybrid')).toMatchObject({ status: 'active', entry: 'code' });
    expect(await userNamed('inactive')).toMatchObject({ status: 'inactive' });
    expect(await userNamed('disabled')).toMatchObject({ status: 'disabled', lang: 'zh' });
    expect(await userNamed('cancelled')).toMatchObject({ status: 'cancelled' });
    expect(await verifySecret(md5('654321'), (await userNamed('operator')).payPinHash ?? '')).toBe(
      true,
    );
    expect(await verifySecret(md5('123456'), (await userNamed('hybrid')).payPinHash ?? '')).toBe(
      true,
    );
  });

  it('gives every user a distinct 8-digit uid, realistic contact data and a wallet row', async () => {
    const users = await server.db.user.findMany({ include: { wallet: true } });
    expect(new Set(users.map((u) => u.uid)).size).toBe(users.length);
    for (const user of users) {
      expect(user.uid).toMatch(/^\d{8}$/);
      expect(user.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(user.phone).toMatch(/^\+?\d{6,20}$/);
      expect(user.nickname.length).toBeGreaterThan(0);
      expect(user.shopLevel).toBeGreaterThanOrEqual(1);
      expect(user.shopLevel).toBeLessThanOrEqual(6);
      expect(user.creditScore).toBeGreaterThanOrEqual(0);
      expect(user.creditScore).toBeLessThanOrEqual(100);
      expect(user.wallet).not.toBeNull();
    }
  });

  it('has the unused licence keys LIC-QA-0001 … LIC-QA-0020', async () => {
    const keys = await server.db.licenceKey.findMany({ orderBy: { key: 'asc' } });
    expect(keys.map((k) => k.key)).toEqual(LICENCE_KEY_SEEDS);
    expect(LICENCE_KEY_SEEDS[0]).toBe('LIC-QA-0001');
    expect(LICENCE_KEY_SEEDS[19]).toBe('LIC-QA-0020');
    expect(keys.every((k) => k.usedAt === null && k.usedById === null)).toBe(true);
  });

  it('has AUTH-QA-0001 … AUTH-QA-0005, each for its own provisioned inactive account', async () => {
    const codes = await server.db.authorizationCode.findMany({
      include: { user: true },
      orderBy: { code: 'asc' },
    });
    expect(codes.map((c) => c.code)).toEqual([
      'AUTH-QA-0001',
      'AUTH-QA-0002',
      'AUTH-QA-0003',
      'AUTH-QA-0004',
      'AUTH-QA-0005',
    ]);
    expect(new Set(codes.map((c) => c.userId)).size).toBe(5);
    for (const code of codes) {
      expect(code.usedAt).toBeNull();
      expect(code.user).toMatchObject({ status: 'inactive', entry: 'code' });
    }
  });

  it('has the acceptors ACC-P-1001 (personal, 5000.00) and ACC-E-2001 (enterprise, 50000.00)', async () => {
    const personal = await server.db.acceptor.findUniqueOrThrow({ where: { code: 'ACC-P-1001' } });
    const enterprise = await server.db.acceptor.findUniqueOrThrow({
      where: { code: 'ACC-E-2001' },
    });
    expect(personal).toMatchObject({ type: 'personal', limit: 500_000n });
    expect(enterprise).toMatchObject({ type: 'enterprise', limit: 5_000_000n });
    for (const acceptor of [personal, enterprise]) {
      expect(acceptor.currency).toMatch(/^[A-Z]{3,4}$/);
      expect(acceptor.rate.length).toBeGreaterThan(0);
      expect(acceptor.name.length).toBeGreaterThan(0);
    }
  });

  it('has products of every type, 100.00–50000.00, with cover, description, screenshots and run time', async () => {
    const products = await server.db.product.findMany();
    for (const type of PRODUCT_TYPES) {
      expect(products.filter((p) => p.type === type).length).toBeGreaterThanOrEqual(2);
    }
    for (const product of products) {
      expect(product).toMatchObject({ minAmount: 10_000n, maxAmount: 5_000_000n });
      expect(product.cover).toMatch(/^\/\S+\.(svg|png|jpg|webp)$/);
      expect(product.description.length).toBeGreaterThan(10);
      expect(product.runHours).toBeGreaterThanOrEqual(1);
      expect(product.runHours).toBeLessThanOrEqual(72);
      expect(product.commissionBp).toBeGreaterThan(0);
      const screenshots: unknown = JSON.parse(product.screenshots);
      expect(
        Array.isArray(screenshots) &&
          screenshots.length > 0 &&
          screenshots.every((s) => typeof s === 'string'),
      ).toBe(true);
      if (product.type === 'game') expect(product.gameDescription?.length).toBeGreaterThan(10);
      else expect(product.gameDescription).toBeNull();
    }
    // Commission below and above the spend: profit can be negative or positive.
    expect(products.some((p) => p.commissionBp < 10_000)).toBe(true);
    expect(products.some((p) => p.commissionBp > 10_000)).toBe(true);
  });

  it('has the coupon templates NEWCOMER and DAILY_BOOST', async () => {
    expect(
      await server.db.couponTemplate.findUniqueOrThrow({ where: { code: 'NEWCOMER' } }),
    ).toMatchObject({
      kind: 'fixed_amount',
      amount: 2_000n,
      amountLimit: 10_000n,
      newcomer: true,
      active: true,
    });
    expect(
      await server.db.couponTemplate.findUniqueOrThrow({ where: { code: 'DAILY_BOOST' } }),
    ).toMatchObject({
      kind: 'deduction',
      discount: 5,
      amountLimit: 5_000n,
      newcomer: false,
      active: true,
    });
  });

  it("stores demo's already expired token qa-expired-token (as its SHA-256)", async () => {
    const session = await server.db.session.findUniqueOrThrow({
      where: { tokenHash: sha256('qa-expired-token') },
    });
    expect(session.userId).toBe((await userNamed('demo')).id);
    expect(session.revokedAt).toBeNull();
    expect(session.expiresAt.getTime()).toBeLessThan(server.app.core.clock.now().getTime());
  });

  it('starts the clock at offset 0', async () => {
    expect(await server.db.simState.findMany()).toEqual([
      { id: 1, clockOffsetMs: 0n, faultsVersion: 0, userClocksVersion: 0 },
    ]);
  });

  it('binds a bank card to demo only, and gives demo 3 unread notifications plus read ones in every category', async () => {
    const demo = await userNamed('demo');
    expect(await server.db.bankCard.findMany({ select: { userId: true } })).toEqual([
      { userId: demo.id },
    ]);
    const notifications = await server.db.notification.findMany({
      where: { userId: demo.id },
      include: { reads: true },
    });
    expect(notifications.filter((n) => n.reads.length === 0)).toHaveLength(3);
    for (const category of ['system_announcement', 'system_maintenance', 'activity']) {
      expect(notifications.some((n) => n.category === category && n.reads.length > 0)).toBe(true);
    }
    const newbie = await userNamed('newbie');
    expect(await server.db.bankCard.count({ where: { userId: newbie.id } })).toBe(0);
    expect(
      await server.db.wallet.findUniqueOrThrow({ where: { userId: newbie.id } }),
    ).toMatchObject({
      available: 0n,
      toBeConsumed: 0n,
      toBeSettled: 0n,
    });
  });

  it("leaves demo's available balance at 10000.00 with the flows summing to it (plan seed)", async () => {
    const token = await server.login('demo');
    const res = await server.get('/user/property', {}, { token });
    expect(res.code).toBe(200);
    expect(WalletProperty.parse(res.data).available_balance).toBe('10000.00');
    const demo = await userNamed('demo');
    const flows = await server.db.ledgerEntry.findMany({
      where: { userId: demo.id, type: { not: 'ad_serving' } },
    });
    expect(flows.reduce((sum, f) => sum + f.amount, 0n)).toBe(1_000_000n);
  });
});

describe('POST /__qa/reset', () => {
  it('is checked on every table but the request journal and the rate windows, which it keeps', () => {
    const models = Object.values(Prisma.ModelName).map(
      (name) => `${name[0]?.toLowerCase()}${name.slice(1)}`,
    );
    expect([...TABLES, 'requestLog', 'rateWindow'].sort()).toEqual(models.sort());
  });

  it('brings the database back to exactly the seed, with the same ids, after any change', async () => {
    // Every seed at one instant: a plan number carries the UTC date its plan was made, a few
    // hours or days before the seed, so two seeds a minute apart differ when one of those dates
    // crosses midnight between them.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await expectResetToReturnToTheSeed();
    } finally {
      vi.useRealTimers();
    }
  });

  async function expectResetToReturnToTheSeed() {
    const template = await freshSeedSnapshot();
    expect(await server.qa('/reset')).toMatchObject({
      status: 200,
      code: 200,
      msg: en('code.200'),
      data: null,
    });
    const seeded = await snapshot(server.db, { dropHashes: false });

    // Change a bit of everything the QA surface can reach.
    await server.qa('/licence_keys', { count: 3 });
    await server.qa('/authorization_codes', {});
    await server.qa('/notifications', {
      category: 'activity',
      title: 'Reset me',
      content: 'Gone after the reset',
    });
    await server.qa('/user/status', { username: 'newbie', status: 'disabled' });
    await server.qa('/clock/advance', { seconds: 86_400 });
    await server.db.feedback.create({
      data: { userId: 1, subject: 's', content: 'c', createdAt: new Date() },
    });
    await server.db.user.update({ where: { username: 'demo' }, data: { nickname: 'Changed' } });
    const visitor = { username: 'inactive', contact: 'a@example.com', content: 'Gone too' };
    expect((await server.post('/support/visitor_messages', visitor)).code).toBe(200);

    expect(await server.qa('/reset')).toMatchObject({ code: 200, data: null });
    expect(await snapshot(server.db, { dropHashes: false })).toEqual(seeded);
    // A database seeded from empty (as on `npm start`'s first run): same rows, other salts.
    expect(await snapshot(server.db, { dropHashes: true })).toEqual(template);
  }

  /** A new empty database migrated and seeded, as `npm start` does on its first run. */
  async function freshSeedSnapshot() {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'adc-fresh-seed-'));
    const database = await createTemplateDatabase(dir);
    try {
      await migrateAndSeed(database.url, dir);
      const db = createDb(database.url);
      try {
        return await snapshot(db, { dropHashes: true });
      } finally {
        await db.$disconnect();
      }
    } finally {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('sets the clock offset back to 0', async () => {
    await server.qa('/clock/advance', { seconds: 7 * 86_400 });
    await server.qa('/reset');
    expect(await server.db.simState.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({
      clockOffsetMs: 0n,
    });
    const drift = server.app.core.clock.now().getTime() - Date.now();
    expect(Math.abs(drift)).toBeLessThan(60_000);
  });

  it('logs out everyone: tokens issued before the reset are unknown afterwards (401)', async () => {
    const token = await server.login('newbie');
    expect((await server.get('/user/info', {}, { token })).code).toBe(200);
    await server.qa('/reset');
    expect(await server.get('/user/info', {}, { token })).toMatchObject({
      code: 401,
      msg: en('code.401'),
    });
  });

  it('accepts an empty body and ignores unknown fields', async () => {
    const res = await server.call('POST', '/api/__qa/reset', { headers: { 'X-QA-Key': QA_KEY } });
    expect(res).toMatchObject({ status: 200, code: 200, data: null });
    expect(await server.qa('/reset', { everything: true })).toMatchObject({ code: 200 });
  });
});

describe('POST /__qa/licence_keys', () => {
  it('creates one fresh unused key by default', async () => {
    const res = await server.qa<{ keys: string[] }>('/licence_keys');
    expect(res).toMatchObject({ status: 200, code: 200 });
    expect(res.data.keys).toHaveLength(1);
    const key = res.data.keys[0] ?? '';
    expect(key).toMatch(/^LIC-[A-Z0-9]+$/);
    expect(await server.db.licenceKey.findUniqueOrThrow({ where: { key } })).toMatchObject({
      usedAt: null,
      usedById: null,
    });
  });

  it('creates `count` distinct keys, none of them seeded', async () => {
    const res = await server.qa<{ keys: string[] }>('/licence_keys', { count: 50 });
    expect(res.data.keys).toHaveLength(50);
    expect(new Set(res.data.keys).size).toBe(50);
    expect(res.data.keys.some((k) => LICENCE_KEY_SEEDS.includes(k))).toBe(false);
    expect(
      await server.db.licenceKey.count({ where: { key: { in: res.data.keys }, usedAt: null } }),
    ).toBe(50);
  });

  it('gives keys that register a new account', async () => {
    const account = await registerFresh(server);
    expect(account.user).toMatchObject({ entry: 'register', status: 'active' });
  });

  it.each([0, 101, -1, 1.5, 'many'])(
    'refuses count %j with code 400 and creates nothing',
    async (count) => {
      const before = await server.db.licenceKey.count();
      const res = await server.qa('/licence_keys', { count });
      expect(res).toMatchObject({ status: 200, code: 400, data: null });
      expect(res.msg).toMatch(/count/);
      expect(await server.db.licenceKey.count()).toBe(before);
    },
  );

  it('names the range in the message', async () => {
    const res = await server.qa('/licence_keys', { count: 500 });
    expect(res.msg).toBe(en('validation.number_range', { field: 'count', min: 1, max: 100 }));
  });
});

describe('POST /__qa/authorization_codes', () => {
  it('provisions an inactive account with entry "code", a wallet and a random username', async () => {
    const res = await server.qa<{ code: string; username: string }>('/authorization_codes', {});
    expect(res).toMatchObject({ status: 200, code: 200 });
    expect(res.data.code).toMatch(/^AUTH-[A-Z0-9]+$/);
    expect(res.data.username).toMatch(/^[A-Za-z0-9_]{4,32}$/);
    const user = await server.db.user.findUniqueOrThrow({
      where: { username: res.data.username },
      include: { wallet: true, authorizationCode: true },
    });
    expect(user).toMatchObject({ status: 'inactive', entry: 'code', lang: 'en', payPinHash: null });
    expect(user.uid).toMatch(/^\d{8}$/);
    expect(user.wallet).toMatchObject({ available: 0n, toBeConsumed: 0n, toBeSettled: 0n });
    expect(user.authorizationCode).toMatchObject({ code: res.data.code, usedAt: null });
  });

  it('uses the given username and lang, and the account opens with /opening_store', async () => {
    const username = uniqueUsername('open');
    const res = await server.qa<{ code: string; username: string }>('/authorization_codes', {
      username,
      lang: 'de',
    });
    expect(res.data.username).toBe(username);
    expect(await userNamed(username)).toMatchObject({
      lang: 'de',
      status: 'inactive',
      entry: 'code',
    });
    const opened = await server.post<{ token: string; user_info: UserInfo }>('/opening_store', {
      code: res.data.code,
    });
    expect(opened.code).toBe(200);
    expect(UserInfo.parse(opened.data.user_info)).toMatchObject({
      username,
      entry: 'code',
      status: 'active',
      lang: 'de',
    });
  });

  it('gives distinct codes and uids on every call', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.qa<{ code: string; username: string }>('/authorization_codes', {}),
      ),
    );
    expect(results.every((r) => r.code === 200)).toBe(true);
    expect(new Set(results.map((r) => r.data.code)).size).toBe(5);
    const users = await server.db.user.findMany({
      where: { username: { in: results.map((r) => r.data.username) } },
    });
    expect(new Set(users.map((u) => u.uid)).size).toBe(5);
  });

  it('refuses a taken username with code 400 and creates nothing', async () => {
    const before = await server.db.user.count();
    const res = await server.qa('/authorization_codes', { username: 'demo' });
    expect(res).toMatchObject({
      status: 200,
      code: 400,
      msg: en('error.username_taken'),
      data: null,
    });
    const zh = await qaIn('zh', '/authorization_codes', { username: 'operator' });
    expect(zh).toMatchObject({ code: 400, msg: translate('zh', 'error.username_taken') });
    expect(await server.db.user.count()).toBe(before);
  });

  it.each([
    { username: 'a b' },
    { username: 'abc' },
    { username: 'x'.repeat(33) },
    { lang: 'xx' },
    { username: 42 },
  ])('refuses %j with code 400', async (body) => {
    const before = await server.db.user.count();
    const res = await server.qa('/authorization_codes', body);
    expect(res).toMatchObject({ status: 200, code: 400, data: null });
    expect(await server.db.user.count()).toBe(before);
  });

  it('names the username rule in the message', async () => {
    const res = await server.qa('/authorization_codes', { username: 'no spaces' });
    expect(res.msg).toBe('Username must be 4-32 letters, digits or underscores');
  });
});

describe('POST /__qa/user/status', () => {
  it("sets a user's status and answers its UserInfo", async () => {
    const account = await registerFresh(server);
    const res = await server.qa<UserInfo>('/user/status', {
      username: account.username,
      status: 'disabled',
    });
    expect(res.code).toBe(200);
    expect(UserInfo.parse(res.data)).toMatchObject({
      username: account.username,
      status: 'disabled',
    });
    expect(await userNamed(account.username)).toMatchObject({ status: 'disabled' });
    expect(await server.get('/user/info', {}, { token: account.token })).toMatchObject({
      code: 403,
      data: { lang: 'en' },
    });

    const back = await server.qa<UserInfo>('/user/status', {
      username: account.username,
      status: 'active',
    });
    expect(back.data.status).toBe('active');
    expect((await server.get('/user/info', {}, { token: account.token })).code).toBe(200);
  });

  it('answers "No user data" for an unknown username, in the asked language', async () => {
    expect(
      await server.qa('/user/status', { username: 'nobody_here', status: 'active' }),
    ).toMatchObject({
      code: 400,
      msg: en('error.no_user_data'),
      data: null,
    });
    expect(
      await qaIn('fr', '/user/status', { username: 'nobody_here', status: 'active' }),
    ).toMatchObject({
      code: 400,
      msg: translate('fr', 'error.no_user_data'),
    });
  });

  it('refuses an unknown status and changes nothing', async () => {
    const res = await server.qa('/user/status', { username: 'newbie', status: 'banned' });
    expect(res).toMatchObject({ code: 400 });
    expect(res.msg).toBe(
      en('validation.one_of', {
        field: 'status',
        options: 'active, inactive, disabled, cancelled',
      }),
    );
    expect(await userNamed('newbie')).toMatchObject({ status: 'active' });
  });
});

describe('POST /__qa/user/deposit', () => {
  it('credits the available balance with a system_deposit flow', async () => {
    const account = await registerFresh(server);
    const res = await server.qa<{ available_balance: string }>('/user/deposit', {
      username: account.username,
      amount: '1250.50',
    });
    expect(res).toMatchObject({ code: 200, data: { available_balance: '1250.50' } });
    const again = await server.qa<{ available_balance: string }>('/user/deposit', {
      username: account.username,
      amount: 100,
    });
    expect(again.data.available_balance).toBe('1350.50');
    const flows = await server.db.ledgerEntry.findMany({ where: { userId: account.user.id } });
    expect(flows.map((f) => [f.type, f.amount])).toEqual([
      ['system_deposit', 125_050n],
      ['system_deposit', 10_000n],
    ]);
    const property = await server.get('/user/property', {}, { token: account.token });
    expect(WalletProperty.parse(property.data).available_balance).toBe('1350.50');
  });

  it('answers "No user data" for an unknown username', async () => {
    expect(await server.qa('/user/deposit', { username: 'nobody_here', amount: 10 })).toMatchObject(
      {
        code: 400,
        msg: en('error.no_user_data'),
      },
    );
  });

  it('refuses 0 as "must be greater than 0" and moves no money', async () => {
    const newbie = await userNamed('newbie');
    const before = await server.db.wallet.findUniqueOrThrow({ where: { userId: newbie.id } });
    expect(await server.qa('/user/deposit', { username: 'newbie', amount: '0.00' })).toMatchObject({
      code: 400,
      msg: 'amount must be greater than 0',
      data: null,
    });
    expect(await server.db.wallet.findUniqueOrThrow({ where: { userId: newbie.id } })).toEqual(
      before,
    );
  });

  it.each(['1.234', -5, 'ten', null, '1e3'])(
    'refuses the amount %j with code 400 and moves no money',
    async (amount) => {
      const newbie = await userNamed('newbie');
      const before = await server.db.wallet.findUniqueOrThrow({ where: { userId: newbie.id } });
      const res = await server.qa('/user/deposit', { username: 'newbie', amount });
      expect(res).toMatchObject({ code: 400, data: null });
      expect(res.msg).toMatch(/amount/);
      expect(await server.db.wallet.findUniqueOrThrow({ where: { userId: newbie.id } })).toEqual(
        before,
      );
    },
  );
});

describe('POST /__qa/user/expire_tokens', () => {
  it("expires every live token of the user: their calls answer 503, others' keep working", async () => {
    const account = await registerFresh(server);
    const second = await server.login(account.username, account.password);
    const other = await registerFresh(server);
    const res = await server.qa<{ expired: number }>('/user/expire_tokens', {
      username: account.username,
    });
    expect(res).toMatchObject({ code: 200, data: { expired: 2 } });
    for (const token of [account.token, second]) {
      expect(await server.get('/user/info', {}, { token })).toMatchObject({
        code: 503,
        msg: en('code.503'),
        data: null,
      });
    }
    expect((await server.get('/user/info', {}, { token: other.token })).code).toBe(200);
    expect(
      (await server.qa<{ expired: number }>('/user/expire_tokens', { username: account.username }))
        .data.expired,
    ).toBe(0);
    // Logging in again gives a working token.
    const fresh = await server.login(account.username, account.password);
    expect((await server.get('/user/info', {}, { token: fresh })).code).toBe(200);
  });

  it('answers "No user data" for an unknown username', async () => {
    expect(await server.qa('/user/expire_tokens', { username: 'nobody_here' })).toMatchObject({
      code: 400,
      msg: en('error.no_user_data'),
    });
  });
});

describe('POST /__qa/notifications', () => {
  it('sends a notification to one user', async () => {
    const account = await registerFresh(server);
    const res = await server.qa<{ created: number }>('/notifications', {
      username: account.username,
      category: 'system_maintenance',
      title: 'Maintenance tonight',
      content: 'From 01:00 to 02:00 UTC',
    });
    expect(res).toMatchObject({ code: 200, data: { created: 1 } });
    const list = await server.post<{ list: { title: string; read: boolean }[] }>(
      '/user/notifications',
      {},
      { token: account.token },
    );
    expect(list.data.list).toEqual([
      expect.objectContaining({ title: 'Maintenance tonight', read: false }),
    ]);
  });

  it('broadcasts to everyone without a username, counting the users it reaches', async () => {
    const users = await server.db.user.count();
    const res = await server.qa<{ created: number }>('/notifications', {
      category: 'system_announcement',
      title: 'Hello all',
      content: 'Broadcast',
    });
    expect(res).toMatchObject({ code: 200, data: { created: users } });
    expect(
      await server.db.notification.count({ where: { title: 'Hello all', userId: null } }),
    ).toBe(1);
  });

  it('answers "No user data" for an unknown username and creates nothing', async () => {
    const before = await server.db.notification.count();
    expect(
      await server.qa('/notifications', {
        username: 'nobody_here',
        category: 'activity',
        title: 't',
        content: 'c',
      }),
    ).toMatchObject({
      code: 400,
      msg: en('error.no_user_data'),
    });
    expect(await server.db.notification.count()).toBe(before);
  });

  it.each([
    { category: 'news', title: 't', content: 'c' },
    { category: 'activity', title: '', content: 'c' },
    { category: 'activity', title: 't' },
    { category: 'activity', title: 'x'.repeat(201), content: 'c' },
  ])('refuses %j with code 400', async (body) => {
    const before = await server.db.notification.count();
    expect(await server.qa('/notifications', body)).toMatchObject({ code: 400, data: null });
    expect(await server.db.notification.count()).toBe(before);
  });
});

describe('POST /__qa/plans/push and /__qa/plans/force', () => {
  it('pushes an official pending plan to a user', async () => {
    const account = await registerFresh(server);
    const product = await server.db.product.findFirstOrThrow({ where: { type: 'game' } });
    const res = await server.qa<PlanOrder>('/plans/push', {
      username: account.username,
      product_id: product.id,
    });
    expect(res.code).toBe(200);
    const plan = PlanOrder.parse(res.data);
    expect(plan).toMatchObject({ status: 'pending_launch', official_push: true, put_amount: null });
    expect(plan.product.id).toBe(product.id);
    const withDefault = await server.qa<PlanOrder>('/plans/push', { username: account.username });
    expect(PlanOrder.parse(withDefault.data).status).toBe('pending_launch');
  });

  it('answers "No user data" for an unknown user and a data error for an unknown product', async () => {
    expect(await server.qa('/plans/push', { username: 'nobody_here' })).toMatchObject({
      code: 400,
      msg: en('error.no_user_data'),
    });
    const before = await server.db.planOrder.count();
    expect(
      await server.qa('/plans/push', { username: 'newbie', product_id: 999_999 }),
    ).toMatchObject({
      code: 405,
      msg: en('error.record_not_found'),
      data: null,
    });
    expect(await server.db.planOrder.count()).toBe(before);
  });

  it('forces a launched plan to fail (refunded)', async () => {
    const account = await registerFresh(server);
    await server.qa('/user/deposit', { username: account.username, amount: 500 });
    const pushed = await server.qa<PlanOrder>('/plans/push', { username: account.username });
    const put = await server.post<PlanOrder>(
      '/plan/order/put',
      { id: pushed.data.id, amount: 200 },
      { token: account.token },
    );
    expect(put.code).toBe(200);
    const res = await server.qa<PlanOrder>('/plans/force', { id: pushed.data.id, outcome: 'fail' });
    expect(res.code).toBe(200);
    expect(PlanOrder.parse(res.data).status).toBe('launch_failed');
    const property = await server.get('/user/property', {}, { token: account.token });
    expect(WalletProperty.parse(property.data).available_balance).toBe('500.00');
  });

  it('forces a launched plan to complete, then to settle', async () => {
    const account = await registerFresh(server);
    await server.qa('/user/deposit', { username: account.username, amount: 500 });
    const pushed = await server.qa<PlanOrder>('/plans/push', { username: account.username });
    await server.post(
      '/plan/order/put',
      { id: pushed.data.id, amount: 300 },
      { token: account.token },
    );
    const completed = await server.qa<PlanOrder>('/plans/force', {
      id: pushed.data.id,
      outcome: 'complete',
    });
    expect(completed.code).toBe(200);
    expect(['launch_completed', 'waiting_settlement']).toContain(
      PlanOrder.parse(completed.data).status,
    );
    expect(completed.data.put_progress).toBe(100);
    const settled = await server.qa<PlanOrder>('/plans/force', {
      id: pushed.data.id,
      outcome: 'settle',
    });
    expect(PlanOrder.parse(settled.data).status).toBe('settled');
  });

  it('forces again from where the plan is when its conditional write lost to another writer', async () => {
    const account = await registerFresh(server);
    await server.qa('/user/deposit', { username: account.username, amount: 500 });
    const pushed = await server.qa<PlanOrder>('/plans/push', { username: account.username });
    await server.post(
      '/plan/order/put',
      { id: pushed.data.id, amount: 300 },
      { token: account.token },
    );
    // The first write loses, as it does when a concurrent sync moved the plan in between.
    const lost = vi
      .spyOn(server.app.services.plans.lifecycle, 'move')
      .mockResolvedValueOnce([false]);
    const forced = await server.qa<PlanOrder>('/plans/force', {
      id: pushed.data.id,
      outcome: 'fail',
    });
    expect(lost).toHaveBeenCalledTimes(2);
    lost.mockRestore();
    expect(forced).toMatchObject({ code: 200, data: { status: 'launch_failed' } });
  });

  it('answers a data error for an unknown plan and refuses an unknown outcome', async () => {
    expect(await server.qa('/plans/force', { id: 999_999, outcome: 'fail' })).toMatchObject({
      code: 405,
      msg: en('error.record_not_found'),
    });
    expect(await server.qa('/plans/force', { id: 1, outcome: 'explode' })).toMatchObject({
      code: 400,
    });
    expect(await server.qa('/plans/force', { id: 'one', outcome: 'fail' })).toMatchObject({
      code: 400,
    });
  });
});

describe('POST /__qa/acceptor_orders/complete and /cancel', () => {
  async function openOrder(token: string): Promise<AcceptanceOrder> {
    const detail = await server.post(
      '/acceptor/detail',
      { type: 'personal', code: 'ACC-P-1001' },
      { token },
    );
    expect(Acceptor.parse(detail.data)).toMatchObject({ type: 'personal', limit: '5000.00' });
    const list = await server.get<{ current: AcceptanceOrder | null }>(
      '/acceptor/order/list',
      {},
      { token },
    );
    if (!list.data.current) throw new Error('no open acceptance order');
    return list.data.current;
  }

  it('completes an order: credits the deposit (system_deposit)', async () => {
    const account = await registerFresh(server);
    const order = await openOrder(account.token);
    const res = await server.qa<AcceptanceOrder>('/acceptor_orders/complete', {
      id: order.id,
      amount: '800.00',
    });
    expect(res.code).toBe(200);
    expect(AcceptanceOrder.parse(res.data)).toMatchObject({
      id: order.id,
      status: 'completed',
      amount: '800.00',
    });
    const property = await server.get('/user/property', {}, { token: account.token });
    expect(WalletProperty.parse(property.data).available_balance).toBe('800.00');
    expect(
      await server.db.ledgerEntry.findMany({
        where: { userId: account.user.id },
        select: { type: true, amount: true },
      }),
    ).toEqual([{ type: 'system_deposit', amount: 80_000n }]);
  });

  it('cancels an order without moving money', async () => {
    const account = await registerFresh(server);
    const order = await openOrder(account.token);
    const res = await server.qa<AcceptanceOrder>('/acceptor_orders/cancel', { id: order.id });
    expect(AcceptanceOrder.parse(res.data)).toMatchObject({ id: order.id, status: 'cancelled' });
    expect(await server.db.ledgerEntry.count({ where: { userId: account.user.id } })).toBe(0);
  });

  it('answers a data error for an unknown order', async () => {
    expect(await server.qa('/acceptor_orders/complete', { id: 999_999, amount: 10 })).toMatchObject(
      { code: 405, msg: en('error.record_not_found') },
    );
    expect(await server.qa('/acceptor_orders/cancel', { id: 999_999 })).toMatchObject({
      code: 405,
      msg: en('error.record_not_found'),
    });
    expect(await server.qa('/acceptor_orders/complete', { id: 1, amount: '-3' })).toMatchObject({
      code: 400,
    });
  });
});

describe('POST /__qa/withdrawals/review', () => {
  async function withdraw(amount: string) {
    const token = await server.login('demo');
    const res = await server.post<{ id: number; status: string }>(
      '/user/withdraw',
      { amount, password: md5('123456') },
      { token },
    );
    expect(res).toMatchObject({ code: 200, data: { status: 'pending' } });
    return { token, id: res.data.id };
  }

  it('approves a pending withdrawal', async () => {
    const { id } = await withdraw('10.00');
    expect(await server.qa('/withdrawals/review', { id, approve: true })).toMatchObject({
      code: 200,
      data: { id, status: 'approved' },
    });
  });

  it('rejects one and refunds it (system_chargeback)', async () => {
    const { token, id } = await withdraw('20.00');
    const before = WalletProperty.parse((await server.get('/user/property', {}, { token })).data);
    expect(await server.qa('/withdrawals/review', { id, approve: false })).toMatchObject({
      code: 200,
      data: { id, status: 'rejected' },
    });
    const after = WalletProperty.parse((await server.get('/user/property', {}, { token })).data);
    expect(Number(after.available_balance) - Number(before.available_balance)).toBeCloseTo(20, 2);
  });

  it('answers a data error for an unknown withdrawal and refuses a non-boolean approve', async () => {
    expect(await server.qa('/withdrawals/review', { id: 999_999, approve: true })).toMatchObject({
      code: 405,
      msg: en('error.record_not_found'),
    });
    expect(await server.qa('/withdrawals/review', { id: 1, approve: 'yes' })).toMatchObject({
      code: 400,
    });
  });
});

describe('POST /__qa/clock/advance', () => {
  afterAll(async () => {
    await server.qa('/reset');
  });

  it('moves the simulation clock forward and answers the new time', async () => {
    const res = await server.qa<{ now: string }>('/clock/advance', { seconds: 3600 });
    expect(res.code).toBe(200);
    expect(new Date(res.data.now).toISOString()).toBe(res.data.now);
    expect(Math.abs(new Date(res.data.now).getTime() - Date.now() - 3600_000)).toBeLessThan(60_000);
    expect(await server.db.simState.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({
      clockOffsetMs: 3600_000n,
    });
    await server.qa('/clock/advance', { seconds: 60 });
    expect(await server.db.simState.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({
      clockOffsetMs: 3660_000n,
    });
  });

  it('expires sessions once their 7 days have passed on the simulation clock', async () => {
    const account = await openFresh(server);
    await server.qa('/clock/advance', { seconds: SESSION_TTL_MS / 1000 - 120 });
    expect((await server.get('/user/info', {}, { token: account.token })).code).toBe(200);
    await server.qa('/clock/advance', { seconds: 240 });
    expect(await server.get('/user/info', {}, { token: account.token })).toMatchObject({
      code: 503,
      msg: en('code.503'),
    });
  });

  it.each([-1, 'soon', 1.5, 10 * 365 * 24 * 3600 + 1])(
    'refuses seconds %j with code 400 and keeps the clock',
    async (seconds) => {
      const before = await server.db.simState.findUniqueOrThrow({ where: { id: 1 } });
      const res = await server.qa('/clock/advance', { seconds });
      expect(res).toMatchObject({ code: 400, data: null });
      expect(res.msg).toMatch(/seconds/);
      expect(await server.db.simState.findUniqueOrThrow({ where: { id: 1 } })).toEqual(before);
    },
  );
});
