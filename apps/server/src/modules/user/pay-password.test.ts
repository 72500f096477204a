import { PAY_PASSWORD_LOCK_MS, PAY_PASSWORD_MAX_FAILURES, UserInfo } from '@adc/contract';
import { translate } from '@adc/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5, verifySecret } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { onPostgres, startTestServer, type TestServer } from '../../test/harness';
import { registerFresh, type FreshAccount } from '../../test/kits/account-test-kit';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const lockMinutes = PAY_PASSWORD_LOCK_MS / 60_000;
const setPin = (token: string, body: Record<string, string>, lang?: string) =>
  server.post('/set/password', body, { token, headers: lang ? { 'Accept-Language': lang } : {} });
const checkPin = (token: string, password: string, lang?: string) =>
  server.post<{ valid: true }>(
    '/check/password',
    { password },
    { token, headers: lang ? { 'Accept-Language': lang } : {} },
  );
const row = (username: string) => server.db.user.findUniqueOrThrow({ where: { username } });

async function withPin(pin = '246810'): Promise<FreshAccount> {
  const account = await registerFresh(server);
  const res = await setPin(account.token, { password: pin, confirm_password: pin });
  if (res.code !== 200) throw new Error(`set pin: ${res.msg}`);
  return account;
}

describe('POST /set/password', () => {
  it('sets the first PIN, stored as the seed stores it (scrypt of the lowercase MD5 hex)', async () => {
    const account = await registerFresh(server);
    const res = await setPin(
      account.token,
      { password: '135790', confirm_password: '135790' },
      'zh',
    );
    expect(res).toMatchObject({
      status: 200,
      code: 200,
      msg: translate('zh', 'success.set_password'),
      data: null,
    });
    const stored = (await row(account.username)).payPinHash ?? '';
    expect(await verifySecret(md5('135790'), stored)).toBe(true);
    expect(stored.startsWith('scrypt$')).toBe(true);
    const demo = (await row('demo')).payPinHash ?? '';
    expect(await verifySecret(md5('123456'), demo)).toBe(true);
    const info = await server.get<UserInfo>('/user/info', {}, { token: account.token });
    expect(UserInfo.parse(info.data).has_pay_password).toBe(true);
    expect((await checkPin(account.token, md5('135790'))).code).toBe(200);
  });

  it.each([
    [{ password: '12345', confirm_password: '12345' }, 'error.pay_password_format'],
    [{ password: '12345a', confirm_password: '12345a' }, 'error.pay_password_format'],
    [{ password: '1234567', confirm_password: '1234567' }, 'error.pay_password_format'],
    [{ password: '123456', confirm_password: '654321' }, 'error.passwords_mismatch'],
  ] as const)('refuses %j and changes nothing', async (body, key) => {
    const account = await registerFresh(server);
    const before = await row(account.username);
    expect(await setPin(account.token, body)).toMatchObject({
      code: 400,
      msg: translate('en', key, { field: 'password' }),
    });
    expect((await setPin(account.token, body, 'kor')).msg).toBe(
      translate('kor', key, { field: 'password' }),
    );
    expect(await row(account.username)).toEqual(before);
  });

  it('needs the correct old PIN (MD5) to change one, counting wrong ones like /check/password', async () => {
    const account = await withPin('111111');
    const before = await row(account.username);
    const missing = await setPin(account.token, { password: '222222', confirm_password: '222222' });
    expect(missing).toMatchObject({
      code: 400,
      msg: translate('en', 'validation.required', { field: 'old_password' }),
    });
    const wrong = await setPin(
      account.token,
      { password: '222222', confirm_password: '222222', old_password: md5('999999') },
      'fr',
    );
    expect(wrong).toMatchObject({
      code: 400,
      msg: translate('fr', 'error.pay_password_incorrect'),
    });
    expect((await row(account.username)).payPinHash).toBe(before.payPinHash);
    expect((await row(account.username)).pinFailures).toBe(1);

    const changed = await setPin(account.token, {
      password: '222222',
      confirm_password: '222222',
      old_password: md5('111111').toUpperCase(),
    });
    expect(changed).toMatchObject({ code: 200, msg: translate('en', 'success.set_password') });
    expect((await checkPin(account.token, md5('222222'))).code).toBe(200);
    expect((await checkPin(account.token, md5('111111'))).msg).toBe(
      translate('en', 'error.pay_password_incorrect'),
    );
  });

  it('is locked with /check/password: no guessing the old PIN through it', async () => {
    const account = await withPin('111111');
    for (let i = 0; i < PAY_PASSWORD_MAX_FAILURES; i++)
      await checkPin(account.token, md5('000000'));
    const res = await setPin(account.token, {
      password: '222222',
      confirm_password: '222222',
      old_password: md5('111111'),
    });
    expect(res).toMatchObject({
      code: 400,
      msg: translate('en', 'error.pay_password_locked', { minutes: lockMinutes }),
    });
    expect(await verifySecret(md5('111111'), (await row(account.username)).payPinHash ?? '')).toBe(
      true,
    );
  });
});

describe('POST /check/password', () => {
  it('answers {valid: true} for the right MD5, in any case', async () => {
    const token = await server.login('demo');
    const res = await checkPin(token, md5('123456'));
    expect(res).toMatchObject({ status: 200, code: 200, data: { valid: true } });
    expect((await checkPin(token, md5('123456').toUpperCase())).data).toEqual({ valid: true });
  });

  it('asks to set one first when there is none', async () => {
    const token = await server.login('newbie');
    expect(await checkPin(token, md5('123456'))).toMatchObject({
      code: 400,
      msg: translate('en', 'error.pay_password_not_set'),
      data: null,
    });
    expect((await checkPin(token, md5('123456'), 'th')).msg).toBe(
      translate('th', 'error.pay_password_not_set'),
    );
  });

  it('refuses a wrong PIN and a value that is not an MD5 hash', async () => {
    const account = await withPin();
    expect(await checkPin(account.token, md5('000000'), 'vi')).toMatchObject({
      code: 400,
      msg: translate('vi', 'error.pay_password_incorrect'),
    });
    expect(await checkPin(account.token, '246810')).toMatchObject({
      code: 400,
      msg: translate('en', 'validation.md5', { field: 'password' }),
    });
  });

  it('locks checks after 5 wrong tries for 15 minutes of simulation time, even for the right PIN', async () => {
    const account = await withPin('246810');
    for (let i = 1; i < PAY_PASSWORD_MAX_FAILURES; i++) {
      expect((await checkPin(account.token, md5('000000'))).msg).toBe(
        translate('en', 'error.pay_password_incorrect'),
      );
    }
    const fifth = await checkPin(account.token, md5('000000'));
    expect(fifth).toMatchObject({
      code: 400,
      msg: translate('en', 'error.pay_password_locked', { minutes: lockMinutes }),
    });
    const right = await checkPin(account.token, md5('246810'), 'cht');
    expect(right).toMatchObject({
      code: 400,
      msg: translate('cht', 'error.pay_password_locked', { minutes: lockMinutes }),
    });

    await server.qa('/clock/advance', { seconds: (lockMinutes - 1) * 60 + 1 });
    expect((await checkPin(account.token, md5('246810'))).msg).toBe(
      translate('en', 'error.pay_password_locked', { minutes: 1 }),
    );
    await server.qa('/clock/advance', { seconds: 60 });
    expect(await checkPin(account.token, md5('246810'))).toMatchObject({
      code: 200,
      data: { valid: true },
    });
    // The lock ended with a fresh count: one wrong try is just wrong again.
    expect((await checkPin(account.token, md5('000000'))).msg).toBe(
      translate('en', 'error.pay_password_incorrect'),
    );
  });

  it('resets the count after a correct check', async () => {
    const account = await withPin('246810');
    for (let i = 1; i < PAY_PASSWORD_MAX_FAILURES; i++)
      await checkPin(account.token, md5('000000'));
    expect((await checkPin(account.token, md5('246810'))).code).toBe(200);
    for (let i = 1; i < PAY_PASSWORD_MAX_FAILURES; i++) {
      expect((await checkPin(account.token, md5('000000'))).msg).toBe(
        translate('en', 'error.pay_password_incorrect'),
      );
    }
  });

  it('cannot be outrun by simultaneous wrong tries', async () => {
    const account = await withPin('246810');
    const results = await Promise.all(
      Array.from({ length: 12 }, () => checkPin(account.token, md5('000000'))),
    );
    const wrong = results.filter((r) => r.msg === translate('en', 'error.pay_password_incorrect'));
    const locked = results.filter(
      (r) => r.msg === translate('en', 'error.pay_password_locked', { minutes: lockMinutes }),
    );
    // At most MAX tries are evaluated; the one filling the count may answer "locked" or, when a
    // concurrent refused try set the lock first, "incorrect".
    expect(wrong.length).toBeGreaterThanOrEqual(PAY_PASSWORD_MAX_FAILURES - 1);
    expect(wrong.length).toBeLessThanOrEqual(PAY_PASSWORD_MAX_FAILURES);
    expect(wrong.length + locked.length).toBe(12);
    expect((await row(account.username)).pinLockedUntil).not.toBeNull();
  });
  it('never locks out a user checking the right PIN many times at once', async () => {
    const account = await withPin('246810');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => checkPin(account.token, md5('246810'))),
    );
    expect(results.map((r) => r.code)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await row(account.username)).toMatchObject({ pinFailures: 0, pinLockedUntil: null });
  });
});

describe('writes of a PIN check', () => {
  /**
   * Counts the updates of User rows (a trigger adds a row per updated row, on both databases), so
   * that a check that writes the user's row with the values it already has is seen.
   */
  async function countingUserWrites(): Promise<{
    of(userId: number): Promise<number>;
    drop(): Promise<void>;
  }> {
    const db = server.db;
    await db.$executeRawUnsafe('CREATE TABLE "UserWriteSeen" ("userId" INTEGER NOT NULL)');
    if (onPostgres) {
      await db.$executeRawUnsafe(
        `CREATE FUNCTION user_write_seen() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN INSERT INTO "UserWriteSeen" VALUES (NEW."id"); RETURN NEW; END $$`,
      );
      await db.$executeRawUnsafe(
        'CREATE TRIGGER user_write_seen AFTER UPDATE ON "User" FOR EACH ROW EXECUTE FUNCTION user_write_seen()',
      );
    } else {
      await db.$executeRawUnsafe(
        'CREATE TRIGGER user_write_seen AFTER UPDATE ON "User" BEGIN INSERT INTO "UserWriteSeen" VALUES (NEW."id"); END',
      );
    }
    return {
      async of(userId) {
        const [row] = await db.$queryRaw<{ n: number | bigint }[]>`
          SELECT COUNT(*) AS "n" FROM "UserWriteSeen" WHERE "userId" = ${userId}`;
        return Number(row?.n ?? -1);
      },
      async drop() {
        await db.$executeRawUnsafe(
          onPostgres ? 'DROP TRIGGER user_write_seen ON "User"' : 'DROP TRIGGER user_write_seen',
        );
        if (onPostgres) await db.$executeRawUnsafe('DROP FUNCTION user_write_seen()');
        await db.$executeRawUnsafe('DROP TABLE "UserWriteSeen"');
      },
    };
  }

  it('a right PIN writes the user row only when there is a count of wrong tries to clear', async () => {
    const account = await withPin('975310');
    const id = account.user.id;
    const writes = await countingUserWrites();
    try {
      // Nothing to clear: the check only reads.
      expect((await checkPin(account.token, md5('975310'))).code).toBe(200);
      expect(await writes.of(id)).toBe(0);
      // A wrong try is counted (one write); the right PIN then clears it (one write), once.
      expect((await checkPin(account.token, md5('000000'))).code).toBe(400);
      expect((await row(account.username)).pinFailures).toBe(1);
      expect(await writes.of(id)).toBe(1);
      expect((await checkPin(account.token, md5('975310'))).code).toBe(200);
      expect(await writes.of(id)).toBe(2);
      expect(await row(account.username)).toMatchObject({ pinFailures: 0, pinLockedUntil: null });
      expect((await checkPin(account.token, md5('975310'))).code).toBe(200);
      expect(await writes.of(id)).toBe(2);
    } finally {
      await writes.drop();
    }
  });
});

describe('PayPasswordService.verify (used by the withdrawal)', () => {
  it('resolves for the right MD5 and throws the same catalogue errors otherwise', async () => {
    const account = await withPin('864200');
    const verify = (pin: string) =>
      server.app.services.payPasswords.verify(account.user.id, md5(pin));
    await expect(verify('864200')).resolves.toBeUndefined();
    await expect(verify('000000')).rejects.toMatchObject({
      code: 400,
      key: 'error.pay_password_incorrect',
    });
    await expect(verify('000000')).rejects.toBeInstanceOf(AppError);
    const newbie = await row('newbie');
    await expect(
      server.app.services.payPasswords.verify(newbie.id, md5('123456')),
    ).rejects.toMatchObject({ key: 'error.pay_password_not_set' });
  });
});
