import { LANGS, RULE_MESSAGE_PARAMS, UserInfo, formatMoney } from '@adc/contract';
import { translate } from '@adc/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { imageBytes, uploadFile } from '../../test/kits/image-test-kit';
import { registerFresh } from '../../test/kits/account-test-kit';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const userRow = (username: string) => server.db.user.findUniqueOrThrow({ where: { username } });

describe('GET /user/info', () => {
  it('returns the signed-in user as UserInfo', async () => {
    const token = await server.login('demo');
    const res = await server.get<UserInfo>('/user/info', {}, { token });
    expect(res).toMatchObject({ status: 200, code: 200, msg: translate('en', 'code.200') });
    const info = UserInfo.parse(res.data);
    const row = await userRow('demo');
    expect(info).toEqual({
      id: row.id,
      uid: '10000001',
      username: 'demo',
      nickname: row.nickname,
      email: row.email,
      phone: row.phone,
      avatar: row.avatar,
      lang: 'en',
      shop_level: row.shopLevel,
      credit_score: row.creditScore,
      deposit: formatMoney(row.deposit),
      entry: 'register',
      status: 'active',
      has_pay_password: true,
      operated_id: row.operatedId,
      time_zone: 'UTC',
      created_at: row.createdAt.toISOString(),
    });
  });

  it('says has_pay_password false for a user without one, and entry code for the hybrid persona', async () => {
    const newbie = UserInfo.parse(
      (await server.get('/user/info', {}, { token: await server.login('newbie') })).data,
    );
    expect(newbie.has_pay_password).toBe(false);
    const hybrid = UserInfo.parse(
      (await server.get('/user/info', {}, { token: await server.login('hybrid') })).data,
    );
    expect(hybrid.entry).toBe('code');
  });

  it('needs a token', async () => {
    const res = await server.get('/user/info');
    expect(res).toMatchObject({ status: 200, code: 401, msg: translate('en', 'code.401') });
  });
});

describe('POST /user/info/edit', () => {
  it('changes any of nickname, lang, email and phone and returns the new UserInfo', async () => {
    const account = await registerFresh(server);
    const res = await server.post<UserInfo>(
      '/user/info/edit',
      { nickname: '  New Name ', lang: 'vi', email: 'new@example.com', phone: '+84123456789' },
      { token: account.token, headers: { 'Accept-Language': 'pt' } },
    );
    expect(res).toMatchObject({ code: 200, msg: translate('pt', 'success.update') });
    expect(UserInfo.parse(res.data)).toMatchObject({
      nickname: 'New Name',
      lang: 'vi',
      email: 'new@example.com',
      phone: '+84123456789',
    });
    const partial = await server.post<UserInfo>(
      '/user/info/edit',
      { nickname: 'Only Nick' },
      { token: account.token },
    );
    expect(UserInfo.parse(partial.data)).toMatchObject({
      nickname: 'Only Nick',
      lang: 'vi',
      email: 'new@example.com',
    });
  });

  it.each([
    [{ email: 'nope' }, 'validation.email', 'email'],
    [{ phone: 'abc' }, 'validation.phone', 'phone'],
    [{ lang: 'xx' }, 'validation.one_of', 'lang'],
    [{ nickname: '' }, 'validation.required', 'nickname'],
    // Nothing but zero-width characters looked like an empty name.
    [{ nickname: '\u200B\u200B' }, 'validation.invalid', 'nickname'],
    [{ nickname: ' \u2060Anna' }, 'validation.invalid', 'nickname'],
    // A right-to-left override would show "Anna" followed by a reversed tail.
    [{ nickname: 'Anna\u202Egnp.exe' }, 'validation.control_characters', 'nickname'],
    [{ nickname: 'Bo\u2066b' }, 'validation.control_characters', 'nickname'],
  ] as const)('refuses %j and changes nothing', async (body, key, field) => {
    const account = await registerFresh(server);
    const before = await userRow(account.username);
    const res = await server.post('/user/info/edit', body, { token: account.token });
    expect(res).toMatchObject({
      code: 400,
      msg: translate('en', key, { field, options: LANGS.join(', ') }),
    });
    expect(await userRow(account.username)).toEqual(before);
  });

  it('keeps a zero-width joiner inside a name (emoji sequences, Indic and Persian scripts)', async () => {
    const account = await registerFresh(server);
    for (const nickname of ['👩\u200D💻 Dev', 'क्\u200Dष', 'می\u200Cخواهم']) {
      const res = await server.post<UserInfo>(
        '/user/info/edit',
        { nickname },
        { token: account.token },
      );
      expect(res.code, res.msg).toBe(200);
      expect(UserInfo.parse(res.data).nickname).toBe(nickname);
    }
  });

  it("sets the avatar to one of the user's uploads and clears it with null", async () => {
    const account = await registerFresh(server);
    const upload = await uploadFile(server, account.token, imageBytes('png'));
    const url = upload.data?.url ?? '';
    const res = await server.post<UserInfo>(
      '/user/info/edit',
      { avatar: url },
      { token: account.token },
    );
    expect(res.code).toBe(200);
    expect(UserInfo.parse(res.data).avatar).toBe(url);
    const cleared = await server.post<UserInfo>(
      '/user/info/edit',
      { avatar: null },
      { token: account.token },
    );
    expect(UserInfo.parse(cleared.data).avatar).toBeNull();
  });

  it('refuses an avatar that is not an upload of the user', async () => {
    const owner = await registerFresh(server);
    const other = await registerFresh(server);
    const upload = await uploadFile(server, owner.token, imageBytes('gif'));
    const before = await userRow(other.username);
    for (const avatar of [
      upload.data?.url ?? '',
      'https://evil.example/x.png',
      '/uploads/../secret.png',
      '/uploads/missing.png',
      '',
    ]) {
      const res = await server.post('/user/info/edit', { avatar }, { token: other.token });
      expect(res).toMatchObject({
        code: 400,
        msg: translate('en', 'validation.invalid', { field: 'avatar' }),
      });
    }
    const de = await server.post(
      '/user/info/edit',
      { avatar: 'x' },
      { token: other.token, headers: { 'Accept-Language': 'de' } },
    );
    expect(de.msg).toBe(translate('de', 'validation.invalid', { field: 'avatar' }));
    expect(await userRow(other.username)).toEqual(before);
  });
});

describe('POST /update/password', () => {
  const change = (token: string, body: Record<string, string>, lang?: string) =>
    server.post('/update/password', body, {
      token,
      headers: lang ? { 'Accept-Language': lang } : {},
    });

  it.each([
    [
      { old_password: 'wrong-old', new_password: 'brandnew1', confirm_password: 'brandnew1' },
      'error.old_password_incorrect',
    ],
    ['same', 'error.new_password_same'],
    ['mismatch', 'error.passwords_mismatch'],
  ] as const)('refuses %j and changes nothing', async (kind, key) => {
    const account = await registerFresh(server);
    const body =
      kind === 'same'
        ? {
            old_password: account.password,
            new_password: account.password,
            confirm_password: account.password,
          }
        : kind === 'mismatch'
          ? {
              old_password: account.password,
              new_password: 'brandnew1',
              confirm_password: 'brandnew2',
            }
          : kind;
    const before = await userRow(account.username);
    const en = await change(account.token, body);
    expect(en).toMatchObject({ status: 200, code: 400, msg: translate('en', key), data: null });
    const spa = await change(account.token, body, 'spa');
    expect(spa.msg).toBe(translate('spa', key));
    expect(await userRow(account.username)).toEqual(before);
    expect((await server.get('/user/info', {}, { token: account.token })).code).toBe(200);
  });

  it('refuses a new password that is too short', async () => {
    const account = await registerFresh(server);
    const res = await change(account.token, {
      old_password: account.password,
      new_password: '123',
      confirm_password: '123',
    });
    expect(res).toMatchObject({
      code: 400,
      msg: translate('en', 'validation.password', {
        field: 'new_password',
        ...RULE_MESSAGE_PARAMS['validation.password'],
      }),
    });
  });

  it('changes the password and revokes every session of the user', async () => {
    const account = await registerFresh(server);
    const second = await server.login(account.username, account.password);
    const res = await change(account.token, {
      old_password: account.password,
      new_password: 'brandnew1',
      confirm_password: 'brandnew1',
    });
    expect(res).toMatchObject({
      status: 200,
      code: 200,
      msg: translate('en', 'success.password_change'),
      data: null,
    });
    for (const token of [account.token, second]) {
      expect(await server.get('/user/info', {}, { token })).toMatchObject({
        code: 401,
        msg: translate('en', 'code.401'),
      });
    }
    const old = await server.post('/auth/v2/login', {
      username: account.username,
      password: account.password,
    });
    expect(old).toMatchObject({ code: 400, msg: translate('en', 'error.login_failed') });
    const token = await server.login(account.username, 'brandnew1');
    expect((await server.get('/user/info', {}, { token })).code).toBe(200);
  });
});
