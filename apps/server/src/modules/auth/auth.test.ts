import { AccountStateData, RULE_MESSAGE_PARAMS, Session, UserInfo } from '@adc/contract';
import { translate } from '@adc/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, startTestServer, type TestServer } from '../../test/harness';
import { uniqueUsername } from '../../test/kits/account-test-kit';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function freshLicenceKey(): Promise<string> {
  const res = await server.qa<{ keys: string[] }>('/licence_keys', { count: 1 });
  const key = res.data.keys[0];
  if (!key) throw new Error('no licence key');
  return key;
}

function registration(overrides: Record<string, string> = {}) {
  const username = overrides.username ?? uniqueUsername('reg');
  return {
    username,
    password: 'secret123',
    confirm_password: 'secret123',
    email: `${username}@example.com`,
    phone: '+8613800138000',
    license_key: 'LIC-NONE',
    ...overrides,
  };
}

async function snapshot() {
  return {
    users: await server.db.user.count(),
    wallets: await server.db.wallet.count(),
    sessions: await server.db.session.count(),
  };
}

describe('POST /auth/v2/register', () => {
  it('creates an active account with its wallet, uses the key and returns a working session', async () => {
    const key = await freshLicenceKey();
    const body = registration({ license_key: key });
    const res = await server.post<Session>('/auth/v2/register', body, {
      headers: { 'Accept-Language': 'de-DE' },
    });

    expect(res.status).toBe(200);
    expect(res.code).toBe(200);
    expect(res.msg).toBe(translate('de', 'success.register'));
    const session = Session.parse(res.data);
    expect(session.user_info).toMatchObject({
      username: body.username,
      nickname: body.username,
      email: body.email,
      phone: body.phone,
      avatar: null,
      lang: 'de',
      shop_level: 1,
      credit_score: 100,
      deposit: '0.00',
      entry: 'register',
      status: 'active',
      has_pay_password: false,
      operated_id: null,
    });
    expect(session.user_info.uid).toMatch(/^\d{8}$/);

    const wallet = await server.db.wallet.findUnique({ where: { userId: session.user_info.id } });
    expect(wallet).toMatchObject({ available: 0n, toBeConsumed: 0n, toBeSettled: 0n });
    const licence = await server.db.licenceKey.findUnique({ where: { key } });
    expect(licence?.usedAt).not.toBeNull();
    expect(licence?.usedById).toBe(session.user_info.id);

    const info = await server.get<UserInfo>('/user/info', {}, { token: session.token });
    expect(info.code).toBe(200);
    expect(UserInfo.parse(info.data).username).toBe(body.username);
  });

  it('also answers on the older path /auth/register, with lang en when Accept-Language names none of ours', async () => {
    const res = await server.post<Session>(
      '/auth/register',
      registration({ license_key: await freshLicenceKey() }),
      {
        headers: { 'Accept-Language': 'xx-YY' },
      },
    );
    expect(res.code).toBe(200);
    expect(res.msg).toBe(translate('en', 'success.register'));
    expect(Session.parse(res.data).user_info.lang).toBe('en');
  });

  it('gives every account its own 8-digit uid', async () => {
    const uids = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await server.post<Session>(
        '/auth/v2/register',
        registration({ license_key: await freshLicenceKey() }),
      );
      uids.add(Session.parse(res.data).user_info.uid);
    }
    expect(uids.size).toBe(3);
    for (const uid of uids) expect(await server.db.user.count({ where: { uid } })).toBe(1);
  });

  it('refuses an unknown licence key, in the caller language, and creates nothing', async () => {
    const before = await snapshot();
    const en = await server.post(
      '/auth/v2/register',
      registration({ license_key: 'LIC-DOES-NOT-EXIST' }),
    );
    expect(en).toMatchObject({
      status: 200,
      code: 400,
      msg: translate('en', 'error.authorization_code_not_found'),
      data: null,
    });
    const zh = await server.post(
      '/auth/v2/register',
      registration({ license_key: 'LIC-DOES-NOT-EXIST' }),
      {
        headers: { 'Accept-Language': 'zh-CN' },
      },
    );
    expect(zh).toMatchObject({
      code: 400,
      msg: translate('zh', 'error.authorization_code_not_found'),
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a licence key that is already used', async () => {
    const key = await freshLicenceKey();
    expect((await server.post('/auth/v2/register', registration({ license_key: key }))).code).toBe(
      200,
    );
    const before = await snapshot();
    const again = registration({ license_key: key });
    const res = await server.post('/auth/v2/register', again);
    expect(res).toMatchObject({
      code: 400,
      msg: translate('en', 'error.authorization_code_not_found'),
    });
    expect(await snapshot()).toEqual(before);
    expect(await server.db.user.findUnique({ where: { username: again.username } })).toBeNull();
  });

  it('refuses mismatched passwords and leaves the key unused', async () => {
    const key = await freshLicenceKey();
    const before = await snapshot();
    const res = await server.post(
      '/auth/v2/register',
      registration({ license_key: key, confirm_password: 'secret124' }),
      {
        headers: { 'Accept-Language': 'fr' },
      },
    );
    expect(res).toMatchObject({ code: 400, msg: translate('fr', 'error.passwords_mismatch') });
    expect(await snapshot()).toEqual(before);
    expect((await server.db.licenceKey.findUnique({ where: { key } }))?.usedAt).toBeNull();
  });

  it('refuses a taken username and leaves the key unused', async () => {
    const key = await freshLicenceKey();
    const before = await snapshot();
    const res = await server.post(
      '/auth/v2/register',
      registration({ username: 'demo', license_key: key }),
    );
    expect(res).toMatchObject({ code: 400, msg: translate('en', 'error.username_taken') });
    const ru = await server.post(
      '/auth/v2/register',
      registration({ username: 'demo', license_key: key }),
      {
        headers: { 'Accept-Language': 'ru' },
      },
    );
    expect(ru.msg).toBe(translate('ru', 'error.username_taken'));
    expect(await snapshot()).toEqual(before);
    expect((await server.db.licenceKey.findUnique({ where: { key } }))?.usedAt).toBeNull();
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'validation.email'],
    ['phone', { phone: '12-34' }, 'validation.phone'],
    ['phone', { phone: '+123' }, 'validation.phone'],
    ['username', { username: 'a b' }, 'validation.username'],
    ['password', { password: '123', confirm_password: '123' }, 'validation.password'],
  ] as const)('refuses an invalid %s (%j)', async (field, overrides, key) => {
    const licence = await freshLicenceKey();
    const before = await snapshot();
    const res = await server.post(
      '/auth/v2/register',
      registration({ license_key: licence, ...overrides }),
    );
    expect(res).toMatchObject({
      status: 200,
      code: 400,
      msg: translate('en', key, { field, ...RULE_MESSAGE_PARAMS[key] }),
    });
    expect(await snapshot()).toEqual(before);
  });

  it('names the limits of the username and password rules, in the request language', async () => {
    const licence = await freshLicenceKey();
    const german = { headers: { 'Accept-Language': 'de' } };
    const username = await server.post(
      '/auth/v2/register',
      registration({ license_key: licence, username: 'abc' }),
    );
    expect(username.msg).toBe('Username must be 4-32 letters, digits or underscores');
    const password = await server.post(
      '/auth/v2/register',
      registration({ license_key: licence, password: '12345', confirm_password: '12345' }),
      german,
    );
    expect(password.msg).toBe('Das Passwort muss 6-64 Zeichen lang sein');
    const login = await server.post(
      '/auth/v2/login',
      { username: 'demo', password: 'x'.repeat(65) },
      german,
    );
    expect(login).toMatchObject({ code: 400, msg: 'Das Passwort muss 6-64 Zeichen lang sein' });
  });

  it('requires every field', async () => {
    const { license_key: _omitted, ...withoutKey } = registration();
    const res = await server.post('/auth/v2/register', withoutKey);
    expect(res).toMatchObject({
      code: 400,
      msg: translate('en', 'validation.required', { field: 'license_key' }),
    });
  });

  it('lets exactly one of two simultaneous registrations with the same key win', async () => {
    const key = await freshLicenceKey();
    const results = await Promise.all([
      server.post<Session>('/auth/v2/register', registration({ license_key: key })),
      server.post<Session>('/auth/v2/register', registration({ license_key: key })),
      server.post<Session>('/auth/v2/register', registration({ license_key: key })),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    const losers = results.filter((r) => r.code !== 200);
    expect(losers).toHaveLength(2);
    for (const loser of losers)
      expect(loser).toMatchObject({
        code: 400,
        msg: translate('en', 'error.authorization_code_not_found'),
      });
    expect(await server.db.licenceKey.count({ where: { key, usedById: { not: null } } })).toBe(1);
  });

  it('lets exactly one of two simultaneous registrations of the same username win', async () => {
    const username = uniqueUsername('race');
    const [a, b] = await Promise.all([
      server.post(
        '/auth/v2/register',
        registration({ username, license_key: await freshLicenceKey() }),
      ),
      server.post(
        '/auth/v2/register',
        registration({ username, license_key: await freshLicenceKey() }),
      ),
    ]);
    expect([a.code, b.code].sort()).toEqual([200, 400]);
    expect([a, b].find((r) => r.code === 400)?.msg).toBe(translate('en', 'error.username_taken'));
    expect(await server.db.user.count({ where: { username } })).toBe(1);
    expect(await server.db.licenceKey.count({ where: { usedBy: { username } } })).toBe(1);
  });
});

describe('usernames are one name in any casing', () => {
  it('refuses a username that differs only by case from a taken one, leaving the key unused', async () => {
    const key = await freshLicenceKey();
    const before = await snapshot();
    for (const username of ['DEMO', 'Demo']) {
      const res = await server.post(
        '/auth/v2/register',
        registration({ username, license_key: key }),
      );
      expect(res).toMatchObject({ code: 400, msg: translate('en', 'error.username_taken') });
    }
    expect(await snapshot()).toEqual(before);
    expect((await server.db.licenceKey.findUnique({ where: { key } }))?.usedAt).toBeNull();
  });

  it('signs in with the username in any casing', async () => {
    const res = await server.post<Session>('/auth/v2/login', {
      username: 'DeMo',
      password: 'demo1234',
    });
    expect(res).toMatchObject({ code: 200 });
    expect(Session.parse(res.data).user_info).toMatchObject({ username: 'demo', uid: '10000001' });
    const wrong = await server.post('/auth/v2/login', { username: 'DEMO', password: 'nope1234' });
    expect(wrong).toMatchObject({ code: 400, msg: translate('en', 'error.login_failed') });
  });

  it('lets exactly one of two simultaneous registrations differing only by case win', async () => {
    const username = uniqueUsername('case').toLowerCase();
    const [a, b] = await Promise.all([
      server.post(
        '/auth/v2/register',
        registration({ username, license_key: await freshLicenceKey() }),
      ),
      server.post(
        '/auth/v2/register',
        registration({ username: username.toUpperCase(), license_key: await freshLicenceKey() }),
      ),
    ]);
    expect([a.code, b.code].sort()).toEqual([200, 400]);
    expect([a, b].find((r) => r.code === 400)?.msg).toBe(translate('en', 'error.username_taken'));
    const both = { OR: [{ username }, { username: username.toUpperCase() }] };
    expect(await server.db.user.count({ where: both })).toBe(1);
    expect(await server.db.licenceKey.count({ where: { usedBy: both } })).toBe(1);
  });

  it('QA calls find the account in any casing', async () => {
    expect(await server.qa('/clock', { username: 'DEMO' })).toMatchObject({ code: 200 });
    const refused = await server.qa('/authorization_codes', { username: 'Qa_Store_01' });
    expect(refused).toMatchObject({ code: 400, msg: translate('en', 'error.username_taken') });
  });
});

describe('POST /auth/v2/login', () => {
  it('signs a persona in with a new session token', async () => {
    const res = await server.post<Session>('/auth/v2/login', {
      username: 'demo',
      password: 'demo1234',
    });
    expect(res).toMatchObject({ status: 200, code: 200, msg: translate('en', 'success.login') });
    const session = Session.parse(res.data);
    expect(session.user_info).toMatchObject({
      username: 'demo',
      uid: '10000001',
      entry: 'register',
      has_pay_password: true,
    });
    const other = await server.post<Session>(
      '/auth/login',
      { username: 'demo', password: 'demo1234' },
      {
        headers: { 'Accept-Language': 'jp' },
      },
    );
    expect(other).toMatchObject({ code: 200, msg: translate('jp', 'success.login') });
    expect(Session.parse(other.data).token).not.toBe(session.token);
    const info = await server.get('/user/info', {}, { token: session.token });
    expect(info.code).toBe(200);
  });

  it('answers a wrong password and an unknown username with the same message', async () => {
    const before = await server.db.session.count();
    const wrongPassword = await server.post('/auth/v2/login', {
      username: 'demo',
      password: 'demo12345',
    });
    const unknownUser = await server.post('/auth/v2/login', {
      username: 'nobody_here',
      password: 'demo1234',
    });
    for (const res of [wrongPassword, unknownUser]) {
      expect(res).toMatchObject({
        status: 200,
        code: 400,
        msg: translate('en', 'error.login_failed'),
        data: null,
      });
    }
    const de = await server.post(
      '/auth/login',
      { username: 'nobody_here', password: 'x' },
      { headers: { 'Accept-Language': 'de' } },
    );
    expect(de.msg).toBe(translate('de', 'error.login_failed'));
    expect(await server.db.session.count()).toBe(before);
  });

  it.each([
    ['inactive', 402, 'en'],
    ['disabled', 403, 'zh'],
    ['cancelled', 404, 'en'],
  ] as const)(
    'answers %s accounts with %i and their lang, after the password check',
    async (username, code, lang) => {
      const before = await server.db.session.count();
      const res = await server.post('/auth/v2/login', { username, password: `${username}1234` });
      expect(res).toMatchObject({ status: 200, code, msg: translate(lang, `code.${code}`) });
      expect(AccountStateData.parse(res.data)).toEqual({ lang });
      const wrong = await server.post('/auth/v2/login', { username, password: 'wrong-password' });
      expect(wrong).toMatchObject({
        code: 400,
        msg: translate('en', 'error.login_failed'),
        data: null,
      });
      expect(await server.db.session.count()).toBe(before);
    },
  );

  it('requires username and password', async () => {
    const res = await server.post('/auth/v2/login', { username: 'demo' });
    expect(res).toMatchObject({
      code: 400,
      msg: translate('en', 'validation.required', { field: 'password' }),
    });
    const empty = await server.post('/auth/v2/login', { username: '  ', password: 'x' });
    expect(empty).toMatchObject({
      code: 400,
      msg: translate('en', 'validation.required', { field: 'username' }),
    });
  });
});

describe('POST /opening_store', () => {
  it('opens the provisioned account: active, entry code, a working token', async () => {
    const username = uniqueUsername('store');
    const provisioned = await server.qa<{ code: string }>('/authorization_codes', {
      username,
      lang: 'fr',
    });
    const res = await server.post<Session>('/opening_store', { code: provisioned.data.code });
    expect(res).toMatchObject({
      status: 200,
      code: 200,
      msg: translate('en', 'success.open_account'),
    });
    const session = Session.parse(res.data);
    expect(session.user_info).toMatchObject({
      username,
      entry: 'code',
      status: 'active',
      lang: 'fr',
    });
    const info = await server.get<UserInfo>('/user/info', {}, { token: session.token });
    expect(info.code).toBe(200);
    const stored = await server.db.authorizationCode.findUnique({
      where: { code: provisioned.data.code },
    });
    expect(stored?.usedAt).not.toBeNull();
  });

  it('opens a seeded authorization code once; a used code is not found', async () => {
    const first = await server.post<Session>('/opening_store', { code: 'AUTH-QA-0001' });
    expect(first.code).toBe(200);
    expect(Session.parse(first.data).user_info.entry).toBe('code');
    const sessions = await server.db.session.count();
    const again = await server.post(
      '/opening_store',
      { code: 'AUTH-QA-0001' },
      { headers: { 'Accept-Language': 'kor' } },
    );
    expect(again).toMatchObject({
      code: 400,
      msg: translate('kor', 'error.authorization_code_not_found'),
      data: null,
    });
    expect(await server.db.session.count()).toBe(sessions);
  });

  it('refuses an unknown code and a missing one', async () => {
    const before = await snapshot();
    const unknown = await server.post('/opening_store', { code: 'AUTH-NOPE' });
    expect(unknown).toMatchObject({
      code: 400,
      msg: translate('en', 'error.authorization_code_not_found'),
    });
    const missing = await server.post('/opening_store', {});
    expect(missing).toMatchObject({
      code: 400,
      msg: translate('en', 'validation.required', { field: 'code' }),
    });
    expect(await snapshot()).toEqual(before);
  });

  it('lets only one of two simultaneous openings of a code win', async () => {
    const provisioned = await server.qa<{ code: string }>('/authorization_codes', {});
    const results = await Promise.all(
      [1, 2, 3].map(() => server.post('/opening_store', { code: provisioned.data.code })),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.code !== 200))
      expect(r.msg).toBe(translate('en', 'error.authorization_code_not_found'));
  });

  it('keeps an account the operator disabled closed, and its code unused', async () => {
    const username = uniqueUsername('dis');
    const provisioned = await server.qa<{ code: string }>('/authorization_codes', {
      username,
      lang: 'zh',
    });
    await server.qa('/user/status', { username, status: 'disabled' });
    const res = await server.post('/opening_store', { code: provisioned.data.code });
    expect(res).toMatchObject({
      code: 403,
      msg: translate('zh', 'code.403'),
      data: { lang: 'zh' },
    });
    const stored = await server.db.authorizationCode.findUnique({
      where: { code: provisioned.data.code },
    });
    expect(stored?.usedAt).toBeNull();
    expect((await server.db.user.findUnique({ where: { username } }))?.status).toBe('disabled');
  });
});

describe('a new account is made whole or not at all', () => {
  /** The account's plans: its welcome offers, one pending order on a product of each type. */
  async function offersOf(userId: number) {
    return server.db.planOrder.findMany({
      where: { userId },
      select: { planNo: true, status: true, product: { select: { type: true } } },
    });
  }

  async function provisionedCode(): Promise<{ code: string; username: string }> {
    const res = await server.qa<{ code: string; username: string }>('/authorization_codes', {});
    if (res.code !== 200) throw new Error(`authorization_codes: ${res.code} ${res.msg}`);
    return res.data;
  }

  it('registers and opens many accounts at once, each with its three welcome offers, every plan numbered once', async () => {
    const count = 30;
    const keys = await server.qa<{ keys: string[] }>('/licence_keys', { count });
    const codes = await Promise.all(Array.from({ length: count }, () => provisionedCode()));
    const answers = await Promise.all([
      ...keys.data.keys.map((key) =>
        server.post<Session>('/auth/v2/register', registration({ license_key: key })),
      ),
      ...codes.map(({ code }) => server.post<Session>('/opening_store', { code })),
    ]);
    expect(answers.map((answer) => [answer.status, answer.code])).toEqual(
      answers.map(() => [200, 200]),
    );
    const numbers: string[] = [];
    for (const answer of answers) {
      const offers = await offersOf(Session.parse(answer.data).user_info.id);
      expect(offers.map((offer) => offer.status)).toEqual([
        'pending_launch',
        'pending_launch',
        'pending_launch',
      ]);
      expect(new Set(offers.map((offer) => offer.product.type)).size).toBe(3);
      numbers.push(...offers.map((offer) => offer.planNo));
    }
    for (const planNo of numbers) expect(planNo).toMatch(/^P\d{8}\d{6}$/);
    expect(new Set(numbers).size).toBe(numbers.length);
    // Sixty scrypt hashes at once on a busy machine take a while.
  }, 180_000);

  /**
   * Makes every insert into PlanOrder fail while `run` runs (a trigger: the database refuses the
   * welcome offers), then lets them through again.
   */
  async function withPlanInsertsFailing<T>(run: () => Promise<T>): Promise<T> {
    const db = server.db;
    if (onPostgres) {
      await db.$executeRawUnsafe(
        `CREATE FUNCTION "test_refuse_plans"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'plans refused'; END $$`,
      );
      await db.$executeRawUnsafe(
        `CREATE TRIGGER "test_refuse_plans" BEFORE INSERT ON "PlanOrder" FOR EACH STATEMENT EXECUTE FUNCTION "test_refuse_plans"()`,
      );
    } else {
      await db.$executeRawUnsafe(
        `CREATE TRIGGER "test_refuse_plans" BEFORE INSERT ON "PlanOrder" BEGIN SELECT RAISE(ABORT, 'plans refused'); END`,
      );
    }
    try {
      return await run();
    } finally {
      await db.$executeRawUnsafe(
        `DROP TRIGGER "test_refuse_plans"${onPostgres ? ' ON "PlanOrder"' : ''}`,
      );
      if (onPostgres) await db.$executeRawUnsafe(`DROP FUNCTION "test_refuse_plans"()`);
    }
  }

  it('a registration whose welcome offers fail creates nothing and leaves its key for the retry', async () => {
    const key = await freshLicenceKey();
    const body = registration({ license_key: key });
    const before = await snapshot();
    const failed = await withPlanInsertsFailing(() => server.post('/auth/v2/register', body));
    expect(failed).toMatchObject({ status: 500, code: 500 });
    expect(await snapshot()).toEqual(before);
    expect(await server.db.user.findUnique({ where: { username: body.username } })).toBeNull();
    expect(await server.db.licenceKey.findUnique({ where: { key } })).toMatchObject({
      usedAt: null,
      usedById: null,
    });

    const retried = await server.post<Session>('/auth/v2/register', body);
    expect(retried.code, retried.msg).toBe(200);
    expect(await offersOf(Session.parse(retried.data).user_info.id)).toHaveLength(3);
  });

  it('an opening whose welcome offers fail leaves the account closed and its code for the retry', async () => {
    const { code, username } = await provisionedCode();
    const before = await snapshot();
    const failed = await withPlanInsertsFailing(() => server.post('/opening_store', { code }));
    expect(failed).toMatchObject({ status: 500, code: 500 });
    expect(await snapshot()).toEqual(before);
    expect(await server.db.user.findUnique({ where: { username } })).toMatchObject({
      status: 'inactive',
    });
    expect(await server.db.authorizationCode.findUnique({ where: { code } })).toMatchObject({
      usedAt: null,
    });

    const retried = await server.post<Session>('/opening_store', { code });
    expect(retried.code, retried.msg).toBe(200);
    const opened = Session.parse(retried.data).user_info;
    expect(opened).toMatchObject({ username, status: 'active' });
    expect(await offersOf(opened.id)).toHaveLength(3);
  });
});
