import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, type BasicConfig, type UserInfo } from '@adc/contract';
import {
  ApiError,
  HttpError,
  REQUEST_TIMEOUT_MS,
  RequestTimeoutError,
  UPLOAD_TIMEOUT_MS,
  api,
  configureApiEffects,
  timeZoneHeader,
  type ApiEffects,
} from './api-client';
import { FIRST_CALL_GLOBAL, startFirstCall } from './first-call';
import { changeLanguage, i18n } from './i18n';
import { storage } from './storage';

type Call = { url: string; init: RequestInit };

const calls: Call[] = [];
let nextResponse: () => Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const envelope = (code: number, msg = '', data: unknown = null, status = 200) =>
  json({ code, msg, data }, status);

function fakeEffects(pathname = '/ad-center', search = '') {
  const effects = {
    location: vi.fn(() => ({ pathname, search })),
    navigate: vi.fn(),
    toast: vi.fn(),
    accountDialog: vi.fn(),
    changeLanguage: vi.fn((lang: Parameters<ApiEffects['changeLanguage']>[0]) =>
      changeLanguage(lang),
    ),
    logError: vi.fn(),
  } satisfies ApiEffects;
  configureApiEffects(effects);
  return effects;
}

const user = (entry: UserInfo['entry']) => ({ id: 1, username: 'demo', entry }) as UserInfo;

const config: BasicConfig = {
  client_language_map: [
    { source: ['zh-CN', 'zh', 'cn'], targets: 'zh', description: '简体中文' },
    { source: ['en', 'en-US'], targets: 'en', description: 'English' },
  ],
  customer_service_url: 'https://help.example.com',
  customer_service_url_type: 2,
  default_lang: 'en',
};

/** A fetch that never answers, until its signal aborts it (as the browser's does). */
const silentServer = () =>
  vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );

beforeEach(async () => {
  calls.length = 0;
  nextResponse = () => envelope(200, 'ok', {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return nextResponse();
    }),
  );
  await changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('transport', () => {
  it('sends X-CT (when logged in), X-TZ and Accept-Language', async () => {
    fakeEffects();
    storage.setToken('tok-123');
    await changeLanguage('de');
    await api.user.info();
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers['x-ct']).toBe('tok-123');
    expect(headers['x-tz']).toMatch(/^[A-Za-z_]+(\/[A-Za-z_+-]+)*;GMT[+-]\d{2}:\d{2}$/);
    expect(headers['accept-language']).toBe('de');
  });

  it('asks in the language being loaded: a call of the first page (before it shows) is not in English', async () => {
    fakeEffects();
    // The stored language loads before the first render, while the router's loaders already
    // call (the wallet's balances): their answer's message is shown in that language.
    const switching = changeLanguage('ru');
    expect(i18n.language).toBe('en');
    await api.wallet.property();
    await switching;
    await api.wallet.property();
    expect(
      calls.map((call) => (call.init.headers as Record<string, string>)['accept-language']),
    ).toEqual(['ru', 'ru']);
  });

  it('omits X-CT without a token', async () => {
    fakeEffects();
    await api.common.basicConfig({ query: { lang: 'en' } });
    expect((calls[0]?.init.headers as Record<string, string>)['x-ct']).toBeUndefined();
  });

  it('formats X-TZ as <zone>;GMT±HH:MM', () => {
    const date = new Date('2026-01-15T00:00:00Z');
    const spy = vi.spyOn(date, 'getTimezoneOffset').mockReturnValue(-570); // UTC+09:30
    expect(timeZoneHeader(date)).toMatch(/;GMT\+09:30$/);
    spy.mockReturnValue(300); // UTC-05:00
    expect(timeZoneHeader(date)).toMatch(/;GMT-05:00$/);
  });

  it("takes X-TZ's zone from Temporal where the engine has it, else from Intl", () => {
    // eslint-disable-next-line no-restricted-syntax -- the engine's own answer, to compare with
    const intlZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    vi.stubGlobal('Temporal', undefined);
    expect(timeZoneHeader().split(';')[0]).toBe(intlZone);
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Pacific/Chatham' } });
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    expect(timeZoneHeader().split(';')[0]).toBe('Pacific/Chatham');
    expect(intl).not.toHaveBeenCalled();
    intl.mockRestore();
  });

  it('puts GET data in the query string and POSTs JSON', async () => {
    fakeEffects();
    await api.wallet.flows({ query: { month: '2026-01', page: 2 } });
    expect(calls[0]?.url).toBe('/api/transaction_flow/list?month=2026-01&page=2');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();

    await api.auth.loginV2({ body: { username: 'demo', password: 'demo1234' } });
    expect(calls[1]?.url).toBe('/api/auth/v2/login');
    expect(calls[1]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({
      username: 'demo',
      password: 'demo1234',
    });
    expect((calls[1]?.init.headers as Record<string, string>)['content-type']).toBe(
      'application/json',
    );
  });

  it('sends uploads as multipart FormData without a hand-made content type', async () => {
    fakeEffects();
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    await api.common.upload({ body: { file } });
    const body = calls[0]?.init.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
    expect((calls[0]?.init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });
});

describe('envelope codes', () => {
  it('200 resolves with data', async () => {
    fakeEffects();
    nextResponse = () => envelope(200, 'Success', { unread_total: 7 });
    await expect(api.user.unreadCount({ body: {} })).resolves.toEqual({ unread_total: 7 });
  });

  it('400 toasts the message (or "System error") and throws ApiError', async () => {
    const effects = fakeEffects();
    nextResponse = () => envelope(400, 'Coupon used');
    const error = await api.user
      .couponReceive({ body: { template_id: 1 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, msg: 'Coupon used' });
    expect(effects.toast).toHaveBeenCalledWith('Coupon used');

    nextResponse = () => envelope(400, '');
    await api.user.info().catch(() => undefined);
    expect(effects.toast).toHaveBeenLastCalledWith('System error');
  });

  it('401 on /entry goes to /ad-welcome keeping the query string, without a toast', async () => {
    const effects = fakeEffects('/entry', '?token=bad&lang=zh');
    nextResponse = () => envelope(401, 'Not authorized');
    await expect(api.user.info()).rejects.toMatchObject({ code: 401 });
    expect(effects.navigate).toHaveBeenCalledWith('/ad-welcome?token=bad&lang=zh', {
      replace: true,
    });
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('401 on /entry also forgets the refused token', async () => {
    fakeEffects('/entry', '?token=bad');
    storage.setSession('bad', user('code'));
    nextResponse = () => envelope(401, 'Not authorized');
    await api.user.info().catch(() => undefined);
    expect(storage.getToken()).toBeNull();
    expect(storage.getUserInfo()).toBeNull();
  });

  it('401 elsewhere with a token: clear the session, /login with the username and the way back', async () => {
    const effects = fakeEffects('/plan/detail', '?id=7');
    storage.setSession('revoked', user('code'));
    nextResponse = () => envelope(401, 'Not authorized');
    // Calls of the page failing together: one ends the session, the others do nothing more.
    const [first] = await Promise.allSettled([
      api.user.info(),
      api.wallet.property(),
      api.plan.list({ query: {} }),
    ]);
    expect(first.status === 'rejected' && first.reason).toBeInstanceOf(ApiError);
    expect(storage.getToken()).toBeNull();
    expect(storage.getUserInfo()).toBeNull();
    expect(effects.navigate).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledWith('/login', {
      replace: true,
      state: { relogin: true, username: 'demo', returnTo: '/plan/detail?id=7' },
    });
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('a 401 of an older session does not end the current one', async () => {
    const effects = fakeEffects('/wallet');
    storage.setSession('old', user('register'));
    let answer: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(envelope(401, 'Not authorized'));
          }),
      ),
    );
    const pending = api.user.info().catch(() => undefined);
    await vi.waitFor(() => expect(answer).toBeDefined());
    storage.setSession('new', user('register')); // signed in again meanwhile
    answer?.();
    await pending;
    expect(storage.getToken()).toBe('new');
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('after a forced re-login, calls the page sends without a token get no toast', async () => {
    const effects = fakeEffects('/wallet');
    storage.setSession('revoked', user('code'));
    nextResponse = () => envelope(401, 'Not authorized, please log in');
    await expect(api.user.info()).rejects.toBeInstanceOf(ApiError);
    expect(effects.navigate).toHaveBeenCalledTimes(1);
    // The page, still mounting, asks without a token now.
    await expect(api.wallet.property()).rejects.toBeInstanceOf(ApiError);
    expect(effects.toast).not.toHaveBeenCalled();
    // Signed in again (a call carries a token), then a visitor again: its 401 toasts.
    storage.setSession('fresh', user('code'));
    nextResponse = () => envelope(200, 'ok', {});
    await api.user.info();
    storage.clearSession();
    nextResponse = () => envelope(401, 'Not authorized, please log in');
    await expect(api.user.info()).rejects.toBeInstanceOf(ApiError);
    expect(effects.toast).toHaveBeenCalledWith('Not authorized, please log in');
  });

  it('401 of a visitor (no token sent) only toasts', async () => {
    const effects = fakeEffects('/customer');
    storage.clearSession();
    nextResponse = () => envelope(401, 'Not authorized, please log in');
    await expect(api.user.info()).rejects.toBeInstanceOf(ApiError);
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.toast).toHaveBeenCalledWith('Not authorized, please log in');
  });

  it.each([
    [402, 'code.402'],
    [403, 'code.403'],
    [404, 'code.404'],
  ] as const)(
    '%i switches to data.lang through client_language_map and opens the account dialog',
    async (code, key) => {
      const effects = fakeEffects('/login');
      storage.setBasicConfig(config);
      nextResponse = () => envelope(code, 'whatever', { lang: 'cn' });
      await expect(
        api.auth.loginV2({ body: { username: 'x', password: 'y' } }),
      ).rejects.toMatchObject({ code });
      expect(effects.changeLanguage).toHaveBeenCalledWith('zh');
      expect(i18n.language).toBe('zh');
      expect(window.localStorage.getItem(STORAGE_KEYS.lang)).toBe('zh');
      expect(effects.accountDialog).toHaveBeenCalledTimes(1);
      const options = effects.accountDialog.mock.calls[0]?.[0];
      expect(options?.message).toBe(i18n.t(key, { lng: 'zh' }));
      expect(options?.message).not.toBe(i18n.t(key, { lng: 'en' }));
      expect(options?.contactLabel).toBe(i18n.t('account.contact_service', { lng: 'zh' }));
      expect(effects.toast).not.toHaveBeenCalled();
    },
  );

  it('402 contact button opens customer service like the header (external url)', async () => {
    const effects = fakeEffects('/login');
    storage.setBasicConfig(config);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/login', search: '' });
    nextResponse = () => envelope(402, '', { lang: 'en' });
    await api.user.info().catch(() => undefined);
    effects.accountDialog.mock.calls[0]?.[0].onContact();
    expect(open).toHaveBeenCalledWith('https://help.example.com', '_blank');
  });

  it('402 with an internal customer-service url navigates to /customer', async () => {
    const effects = fakeEffects('/login');
    storage.setBasicConfig({ ...config, customer_service_url_type: 1 });
    nextResponse = () => envelope(402, '', { lang: 'en' });
    await api.user.info().catch(() => undefined);
    effects.accountDialog.mock.calls[0]?.[0].onContact();
    // Customer service's visitor form: the account's calls would answer 402 again.
    expect(effects.navigate).toHaveBeenCalledWith('/customer', {
      state: { accountBlocked: true, username: storage.getUserInfo()?.username ?? null },
    });
  });

  it('402 on a sign-in hands customer service the username that was typed', async () => {
    const effects = fakeEffects('/login');
    storage.setBasicConfig({ ...config, customer_service_url_type: 1 });
    nextResponse = () => envelope(402, '', { lang: 'en' });
    await api.auth
      .loginV2({ body: { username: ' Inactive ', password: 'inactive1234' } })
      .catch(() => undefined);
    effects.accountDialog.mock.calls[0]?.[0].onContact();
    expect(effects.navigate).toHaveBeenCalledWith('/customer', {
      state: { accountBlocked: true, username: 'Inactive' },
    });
  });

  it('405 toasts the message or "error"', async () => {
    const effects = fakeEffects();
    nextResponse = () => envelope(405, '');
    await expect(api.user.info()).rejects.toMatchObject({ code: 405 });
    expect(effects.toast).toHaveBeenCalledWith('error');
  });

  it('500 toasts the message or "Server error"', async () => {
    const effects = fakeEffects();
    nextResponse = () => envelope(500, 'Boom');
    await api.user.info().catch(() => undefined);
    expect(effects.toast).toHaveBeenLastCalledWith('Boom');
    nextResponse = () => envelope(500, '');
    await api.user.info().catch(() => undefined);
    expect(effects.toast).toHaveBeenLastCalledWith('Server error');
  });

  it('503 with entry "register": toast, clear the session, go to /login', async () => {
    const effects = fakeEffects('/wallet');
    storage.setSession('tok-register', user('register'));
    nextResponse = () => envelope(503, 'Session expired, please log in again');
    await expect(api.wallet.property()).rejects.toMatchObject({ code: 503 });
    expect(effects.toast).toHaveBeenCalledWith('Session expired, please log in again');
    expect(storage.getToken()).toBeNull();
    expect(storage.getUserInfo()).toBeNull();
    expect(effects.navigate).toHaveBeenCalledWith('/login', {
      replace: true,
      state: { relogin: true, username: 'demo', returnTo: '/wallet' },
    });
  });

  it('503 with entry "code": one toast however many calls fail, the session stays', async () => {
    const effects = fakeEffects('/wallet');
    storage.setSession('tok-code', user('code'));
    nextResponse = () => envelope(503, '');
    await expect(api.wallet.property()).rejects.toBeInstanceOf(ApiError);
    await Promise.all([
      api.user.info().catch(() => undefined),
      api.wallet.property().catch(() => undefined),
    ]);
    expect(effects.toast).toHaveBeenCalledTimes(1);
    expect(effects.toast).toHaveBeenCalledWith('Session expired, please log in again');
    expect(storage.getToken()).toBe('tok-code');
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('a non-OK HTTP status throws HttpError with that status', async () => {
    const effects = fakeEffects();
    nextResponse = () => envelope(400, 'Not found', null, 404);
    const error = await api.user.info().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
    expect(effects.toast).toHaveBeenCalledWith('Not found');

    nextResponse = () => new Response('gateway', { status: 502 });
    await expect(api.user.info()).rejects.toMatchObject({ status: 502 });
  });

  it("a rate-limited upload (HTTP 429) toasts the server's message, not a generic error", async () => {
    const effects = fakeEffects('/profile');
    const msg = 'Zu viele Uploads, bitte in einer Minute erneut versuchen';
    nextResponse = () =>
      new Response(JSON.stringify({ code: 400, msg, data: null }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '42' },
      });
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    const error = await api.common.upload({ body: { file } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(429);
    expect(effects.toast).toHaveBeenCalledTimes(1);
    expect(effects.toast).toHaveBeenCalledWith(msg);
  });

  it('unread-count failures are only logged', async () => {
    const effects = fakeEffects('/entry');
    for (const response of [
      () => envelope(500, 'Boom'),
      () => envelope(401, ''),
      () => envelope(503, ''),
      () => json({}, 500),
    ]) {
      nextResponse = response;
      await expect(api.user.unreadCount({ body: {} })).rejects.toBeInstanceOf(Error);
    }
    expect(effects.logError).toHaveBeenCalledTimes(4);
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.accountDialog).not.toHaveBeenCalled();
  });

  it('a network failure while offline toasts "No connection" and rethrows', async () => {
    const effects = fakeEffects();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(api.user.info()).rejects.toThrow('offline');
    expect(effects.toast).toHaveBeenCalledWith(i18n.t('connection.network_failed'));
  });

  it('a network failure while online is a failed request, not "No connection"', async () => {
    const effects = fakeEffects();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.user.info()).rejects.toThrow('Failed to fetch');
    expect(effects.toast).toHaveBeenCalledWith(i18n.t('connection.failed_text'));
    expect(effects.toast).not.toHaveBeenCalledWith(i18n.t('connection.network_failed'));
  });

  it('gives up on a call that gets no answer in time: "took too long", a transport failure', async () => {
    vi.useFakeTimers();
    try {
      const effects = fakeEffects();
      vi.stubGlobal('fetch', silentServer());
      const call = api.user.info();
      const failure = expect(call).rejects.toBeInstanceOf(RequestTimeoutError);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(effects.toast).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await failure;
      expect(effects.toast).toHaveBeenCalledWith(i18n.t('connection.timed_out'));
      // Not a business error: a money call keeps its Idempotency-Key for the retry.
      await expect(call.catch((error: unknown) => error instanceof ApiError)).resolves.toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives an upload longer, and a call its caller cancels no toast', async () => {
    vi.useFakeTimers();
    try {
      const effects = fakeEffects();
      vi.stubGlobal('fetch', silentServer());
      const upload = api.common.upload({ body: { file: new Blob(['x']) } });
      const failure = expect(upload).rejects.toBeInstanceOf(RequestTimeoutError);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      expect(effects.toast).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS - REQUEST_TIMEOUT_MS);
      await failure;
      const controller = new AbortController();
      const cancelled = api.user.info({ fetchOptions: { signal: controller.signal } });
      controller.abort();
      await expect(cancelled).rejects.toThrow();
      expect(effects.toast).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a page's first call, asked by the route-preload script", () => {
  const PROPERTY = '/api/user/property';
  const property = { total_assets: '12.00' };
  /** What the preload script sends: the token, the time zone, the stored language. */
  const early = (lang = 'en') => {
    startFirstCall(
      PROPERTY,
      { 'x-ct': 'tok-1', 'x-tz': timeZoneHeader(), 'accept-language': lang },
      FIRST_CALL_GLOBAL,
    );
    return calls[calls.length - 1]?.init.signal;
  };

  beforeEach(() => {
    storage.setToken('tok-1');
  });
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[FIRST_CALL_GLOBAL];
  });

  it('is taken by the same call of the client, once: the server is asked once', async () => {
    fakeEffects();
    nextResponse = () => envelope(200, 'ok', property);
    early();
    await api.user.info(); // another call leaves it for its own
    expect(calls.map((call) => call.url)).toEqual([PROPERTY, '/api/user/info']);
    await expect(api.wallet.property()).resolves.toEqual(property);
    expect(calls).toHaveLength(2);
    await api.wallet.property(); // the next one asks the server
    expect(calls.map((call) => call.url)).toEqual([PROPERTY, '/api/user/info', PROPERTY]);
  });

  it("reads an error answer like any other: the catalogue's side effects run once", async () => {
    const effects = fakeEffects();
    nextResponse = () => envelope(503, 'expired');
    early();
    await expect(api.wallet.property()).rejects.toMatchObject({ code: 503 });
    expect(calls).toHaveLength(1);
    expect(effects.toast).toHaveBeenCalledTimes(1);
    // The server's message (in the request's language: the page's may not have loaded yet).
    expect(effects.toast).toHaveBeenCalledWith('expired');
  });

  it('is dropped when the client would send other headers, or too late: the client asks itself', async () => {
    fakeEffects();
    const germanSignal = early('de'); // the app shows English
    await api.wallet.property();
    expect(calls).toHaveLength(2);
    expect(germanSignal?.aborted).toBe(true);

    const oldSignal = early();
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + REQUEST_TIMEOUT_MS + 1);
    await api.wallet.property();
    expect(calls).toHaveLength(4);
    expect(oldSignal?.aborted).toBe(true);
  });

  it('is given up with the call when it gets no answer in time', async () => {
    vi.useFakeTimers();
    try {
      const effects = fakeEffects();
      vi.stubGlobal('fetch', silentServer());
      early();
      const call = api.wallet.property();
      const failure = expect(call).rejects.toBeInstanceOf(RequestTimeoutError);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      await failure;
      expect(effects.toast).toHaveBeenCalledWith(i18n.t('connection.timed_out'));
      expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
