import {
  AccountStateData,
  apiContract,
  type Lang,
  type RouteMetadata,
  type UserStatus,
} from '@adc/contract';
import { translate, type MessageKey } from '@adc/messages';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFresh } from './kits/account-test-kit';
import { PERSONAS, startTestServer, type TestServer } from './harness';

/** Every route of a (nested) ts-rest router. */
function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : routesOf(entry)));
}

const allRoutes = routesOf(apiContract);
const protectedRoutes = allRoutes.filter(
  (route) => (route.metadata as RouteMetadata | undefined)?.auth !== false,
);
const routeName = (route: AppRoute) => `${route.method} ${route.path}`;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Calls a route with a token (or none) and an empty input: the account check comes before validation. */
function callAs(route: AppRoute, token: string | undefined, headers: Record<string, string> = {}) {
  const method = route.method === 'GET' ? 'GET' : 'POST';
  return server.call(method, route.path, {
    ...(token ? { token } : {}),
    headers,
    ...(method === 'POST' ? { body: {} } : {}),
  });
}

const STATE_CODES: Record<Exclude<UserStatus, 'active'>, 402 | 403 | 404> = {
  inactive: 402,
  disabled: 403,
  cancelled: 404,
};

describe('the contract', () => {
  it('has the 33 calls of the spec (26 of them protected), the 4 protected support calls and the public visitor message', () => {
    expect(allRoutes).toHaveLength(33 + 4 + 1);
    expect(protectedRoutes).toHaveLength(26 + 4);
    expect(protectedRoutes.map(routeName)).not.toContain('POST /api/auth/v2/login');
    expect(protectedRoutes.map(routeName)).not.toContain('POST /api/support/visitor_messages');
  });
});

describe.each(protectedRoutes.map((route) => [routeName(route), route] as const))(
  '%s',
  (_name, route) => {
    it('answers 401 without a token', async () => {
      expect(await callAs(route, undefined)).toMatchObject({
        status: 200,
        code: 401,
        msg: translate('en', 'code.401'),
        data: null,
      });
    });

    it('answers 401 for an unknown token, in the asked language', async () => {
      expect(await callAs(route, 'not-a-real-token', { 'Accept-Language': 'zh' })).toMatchObject({
        status: 200,
        code: 401,
        msg: translate('zh', 'code.401'),
        data: null,
      });
    });

    it('answers 503 "Session expired, please log in again" for the expired qa token', async () => {
      expect(await callAs(route, 'qa-expired-token')).toMatchObject({
        status: 200,
        code: 503,
        msg: 'Session expired, please log in again',
        data: null,
      });
    });
  },
);

describe('tokens of accounts that are no longer active', () => {
  const accounts: Record<
    Exclude<UserStatus, 'active'>,
    { token: string; lang: Lang }
  > = {} as never;

  beforeAll(async () => {
    const langs: Record<Exclude<UserStatus, 'active'>, Lang> = {
      inactive: 'de',
      disabled: 'kor',
      cancelled: 'pt',
    };
    for (const [status, lang] of Object.entries(langs) as [Exclude<UserStatus, 'active'>, Lang][]) {
      const account = await registerFresh(server, lang);
      expect(account.user.lang).toBe(lang);
      // The token works while the account is active.
      expect((await server.get('/user/info', {}, { token: account.token })).code).toBe(200);
      const res = await server.qa('/user/status', { username: account.username, status });
      expect(res.code).toBe(200);
      accounts[status] = { token: account.token, lang };
    }
  });

  describe.each(Object.entries(STATE_CODES) as [Exclude<UserStatus, 'active'>, number][])(
    '%s → %i',
    (status, code) => {
      it.each(protectedRoutes.map((route) => [routeName(route), route] as const))(
        '%s answers the code with data.lang and msg in the user’s language',
        async (_name, route) => {
          const { token, lang } = accounts[status];
          const res = await callAs(route, token);
          expect(res).toMatchObject({ status: 200, code, data: { lang } });
          expect(AccountStateData.parse(res.data)).toEqual({ lang });
          expect(res.msg).toBe(translate(lang, `code.${code}` as MessageKey));
        },
      );

      it('lets Accept-Language choose the message language, data.lang stays the user’s', async () => {
        const { token, lang } = accounts[status];
        for (const header of ['en', 'ja-JP', 'ru']) {
          const res = await server.get(
            '/user/info',
            {},
            { token, headers: { 'Accept-Language': header } },
          );
          const expectedLang = header === 'ja-JP' ? 'jp' : (header as Lang);
          expect(res).toMatchObject({
            code,
            data: { lang },
            msg: translate(expectedLang, `code.${code}` as MessageKey),
          });
        }
      });
    },
  );

  it('works again once the account is active again', async () => {
    const account = await registerFresh(server);
    await server.qa('/user/status', { username: account.username, status: 'disabled' });
    expect((await server.get('/user/info', {}, { token: account.token })).code).toBe(403);
    await server.qa('/user/status', { username: account.username, status: 'active' });
    expect((await server.get('/user/info', {}, { token: account.token })).code).toBe(200);
  });
});

describe('logging in as the seeded personas that are not active', () => {
  const cases = [
    ['inactive', 402, 'en'],
    ['disabled', 403, 'zh'],
    ['cancelled', 404, 'en'],
  ] as const;

  it.each(cases)(
    '%s answers %i with data.lang %s on both login paths',
    async (username, code, lang) => {
      for (const path of ['/auth/v2/login', '/auth/login']) {
        const res = await server.post(path, { username, password: PERSONAS[username] });
        expect(res).toMatchObject({ status: 200, code, data: { lang } });
        expect(res.msg).toBe(translate(lang, `code.${code}` as MessageKey));
      }
    },
  );

  it('answers the disabled persona in Chinese without Accept-Language', async () => {
    const res = await server.post('/auth/v2/login', {
      username: 'disabled',
      password: PERSONAS.disabled,
    });
    expect(res.msg).toBe(translate('zh', 'code.403'));
    expect(res.msg).not.toBe(translate('en', 'code.403'));
    expect(res.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it.each(cases)(
    '%s: Accept-Language overrides the message language, not data.lang',
    async (username, code, lang) => {
      const res = await server.post(
        '/auth/v2/login',
        { username, password: PERSONAS[username] },
        { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } },
      );
      expect(res).toMatchObject({
        code,
        data: { lang },
        msg: translate('fr', `code.${code}` as MessageKey),
      });
    },
  );

  it('gives no session to them', async () => {
    const before = await server.db.session.count();
    for (const [username] of cases)
      await server.post('/auth/v2/login', { username, password: PERSONAS[username] });
    expect(await server.db.session.count()).toBe(before);
  });

  it('reveals the state only with the right password', async () => {
    for (const [username] of cases) {
      expect(
        await server.post('/auth/v2/login', { username, password: 'wrong-password' }),
      ).toMatchObject({
        code: 400,
        msg: translate('en', 'error.login_failed'),
        data: null,
      });
    }
  });

  it('lets the active personas log in', async () => {
    for (const username of ['demo', 'newbie', 'operator', 'hybrid'] as const) {
      const token = await server.login(username);
      expect(await server.get('/user/info', {}, { token })).toMatchObject({
        code: 200,
        data: { username, status: 'active' },
      });
    }
  });
});
