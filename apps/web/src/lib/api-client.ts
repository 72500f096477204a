/**
 * THE API client: every call of the app goes through it (typed by the contract's
 * `apiContract`, paths already start with /api). Pages import `api` from '@/lib/api', the same
 * client loaded on first use.
 *
 *   const info = await api.user.info();                         // -> UserInfo (the envelope's data)
 *   await api.auth.loginV2({ body: { username, password } });   // POST JSON
 *   await api.wallet.flows({ query: { month: '2026-01' } });     // GET: data in the query string
 *   await api.common.upload({ body: formData });                 // multipart (browser sets boundary)
 *
 * Transport (the custom ts-rest fetcher): headers X-CT (token, when stored), X-TZ
 * (`<IANA zone>;GMT<±HH:MM>`) and Accept-Language (the app language, or the one it is loading:
 * `requestLang`). A non-OK HTTP status throws `HttpError(status)`. A page's first call may
 * already be under way, asked by the route-preload script: its answer is taken (./first-call.ts).
 *
 * Envelope `{ code, msg, data }` (spec section 8): 200 resolves with `data`; anything else throws
 * `ApiError(code, msg, data)` after the side effects of the catalogue, which run HERE, once, so
 * pages never toast API errors themselves:
 *   401 on the /entry page   → the session is cleared, /ad-welcome keeping the query string
 *   401 elsewhere (a token was sent: revoked or unknown) → forced re-login, no toast; calls
 *                              sent without a token after it (the page still mounting) no toast
 *   402 / 403 / 404         → language switched to data.lang (through client_language_map), dialog
 *                              with the catalogue message and a contact-service button
 *   503                      → toast "Session expired…" (once per token, however many calls fail);
 *                              if the user's entry is 'register', forced re-login
 *   400 / 500                → toast msg, else "System error" / "Server error"
 *   any other code (incl. 401 of a visitor, 405) → toast msg, else "error"
 * Forced re-login: clear fb_token / fb_userInfo and go to /login with a `ReloginState` (the
 * username to pre-fill, the page to return to). Only the call that still carries the stored token
 * ends the session: its siblings failing at the same time (or a call of an older session) do not.
 * The unread-count call is polled in the background: its failures are only console-logged.
 *
 * Side effects go through the injectable `ApiEffects` (router navigation, toasts and antd-mobile
 * Dialog in the app; fakes in unit tests): see `configureApiEffects` in ./api-shared.ts.
 */
import {
  initClient,
  type ApiFetcher,
  type ApiFetcherArgs,
  type AppRoute,
  type AppRouteFunction,
  type AppRouter,
  type ClientArgs,
} from '@ts-rest/core';
import type { z } from 'zod';
import type { Lang, apiContract } from '@adc/contract';
import apiRoutes from '@adc/contract/api-routes.json';
import { HEADERS, ResultCode } from '@adc/contract/constants';
import { PATHS } from '@/config/paths';
import { openCustomerService } from './customer-service';
import {
  ApiError,
  HttpError,
  RequestTimeoutError,
  apiEffects,
  businessFailureText,
  failureMessage,
  type ReloginState,
} from './api-shared';
import { takeFirstCall } from './first-call';
import { callAnswered, callsHeldFor } from './first-paint';
import { currentLang, i18n, loadLanguage, requestLang, type TranslationKey } from './i18n';
import { resolveLanguageLoose } from './language';
import { storage } from './storage';
import { timeZoneHeader } from './time-zone';

// ---- the fetcher -----------------------------------------------------------------------------

/** The `username` a call's JSON body sends (a sign-in's), for the account dialog. */
function usernameOf(body: unknown): string | null {
  const username = (body as { username?: unknown } | null | undefined)?.username;
  return typeof username === 'string' && username.trim() !== '' ? username.trim() : null;
}

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';
}

/** Multipart body: a FormData as it is; a plain object becomes one (Blobs kept as files). */
function toFormData(raw: unknown): FormData {
  if (raw instanceof FormData) return raw;
  const form = new FormData();
  for (const [key, value] of Object.entries((raw ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof Blob) form.append(key, item);
      else if (item !== undefined && item !== null)
        form.append(key, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  return form;
}

const UNREAD_COUNT_PATH = apiRoutes.user.unreadCount.path;
/** GET /auth/v2/lang detects the browser's language: it gets the browser's own Accept-Language. */
const DETECT_LANG_PATH = apiRoutes.common.lang.path;

/**
 * How long a call may take before the client gives up and says so (a connection that never
 * answers would otherwise spin for good); an upload, which a slow network may take minutes to
 * send, gets longer. Above the slowest real call by far; `X-Mock-Delay` beyond it shows the case.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
export const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * `signal` (the caller's: React Query cancels a query it no longer needs) and a timeout in one:
 * `timedOut()` tells which one aborted; `done()` stops the timer. Not `AbortSignal.any` with
 * `AbortSignal.timeout`: Safari has `any` only from 17.4, and without it every call would throw.
 */
function deadline(signal: AbortSignal | null | undefined, ms: number) {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', follow);
    },
  };
}

/** Calls whose failures must stay silent (background polling): only logged. */
function isSilent(route: AppRoute): boolean {
  return route.path === UNREAD_COUNT_PATH;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function translate(key: TranslationKey, lang?: Lang): string {
  return lang ? i18n.t(key, { lng: lang }) : i18n.t(key);
}

/** The in-app location to come back to after a forced re-login (never a sign-in page). */
function returnPath(): string | null {
  const { pathname, search } = apiEffects().location();
  const signInPages: string[] = [PATHS.login, PATHS.register, PATHS.entry, PATHS.adWelcome];
  return signInPages.includes(pathname) ? null : `${pathname}${search}`;
}

/**
 * Ends a session the server refused and sends the user to /login (username and return path in
 * the navigation state). Nothing happens when `sentToken` is no longer the stored one: a sibling
 * call has already ended it, or the user has signed in again since.
 */
function forceRelogin(sentToken: string | null): void {
  if (!sentToken || storage.getToken() !== sentToken) return;
  sessionEnded = true;
  const state: ReloginState = {
    relogin: true,
    username: storage.getUserInfo()?.username ?? null,
    returnTo: returnPath(),
  };
  storage.clearSession();
  apiEffects().navigate(PATHS.login, { replace: true, state });
}

/**
 * Set when forceRelogin ended the session; cleared by the next call that carries a token. Between
 * the two, a 401 of a call sent without a token is a straggler of the ended session (a page still
 * mounting while the app goes to /login): it gets no "Not authorized" toast.
 */
let sessionEnded = false;

/** The token whose "Session expired" toast was shown: one toast per expired session. */
let expiredTokenNotified: string | null = null;

function notifySessionExpired(sentToken: string | null, msg: string): void {
  if (sentToken !== null && sentToken === expiredTokenNotified) return;
  expiredTokenNotified = sentToken;
  // The server's message is in the request's language; the catalogue's may not have loaded yet
  // (a first call sent with the document, before the page's language: it said so in English).
  apiEffects().toast(msg || translate('code.503'));
}

/**
 * Runs the catalogue's side effects for a non-200 envelope (see the module comment). `sentToken`
 * is the X-CT the failing call carried (null: sent as a visitor).
 */
export async function handleBusinessError(
  envelope: Envelope,
  sentToken: string | null = storage.getToken(),
  sentUsername: string | null = null,
): Promise<void> {
  const { code, msg, data } = envelope;
  switch (code) {
    case ResultCode.unauthorized: {
      const { pathname, search } = apiEffects().location();
      if (pathname === PATHS.entry) {
        // An unknown token must not stay stored.
        if (sentToken && storage.getToken() === sentToken) storage.clearSession();
        apiEffects().navigate(`${PATHS.adWelcome}${search}`, { replace: true });
        return;
      }
      if (sentToken) {
        forceRelogin(sentToken);
        return;
      }
      if (sessionEnded) return;
      apiEffects().toast(businessFailureText(code, msg));
      return;
    }
    case ResultCode.notActivated:
    case ResultCode.disabled:
    case ResultCode.cancelled: {
      const wanted = (data as { lang?: unknown } | null)?.lang;
      const lang = await resolveLanguageLoose(
        typeof wanted === 'string' ? wanted : null,
        storage.getBasicConfig()?.client_language_map,
      ).catch(() => undefined);
      if (lang) {
        // The dialog speaks the account's language: load it before translating.
        await loadLanguage(lang).catch(() => undefined);
        if (lang !== currentLang()) await apiEffects().changeLanguage(lang);
      }
      const shown = lang ?? currentLang();
      apiEffects().accountDialog({
        message: translate(`code.${code}` as TranslationKey, shown),
        contactLabel: translate('account.contact_service', shown),
        closeLabel: translate('common.close', shown),
        // Customer service's visitor form, about the account the call was for: the username a
        // sign-in sent, else the signed-in user's.
        onContact: () =>
          openCustomerService({
            navigate: (to, state) => apiEffects().navigate(to, { state }),
            toast: (m) => apiEffects().toast(m),
            state: {
              accountBlocked: true,
              username: sentUsername ?? storage.getUserInfo()?.username ?? null,
            },
          }),
      });
      return;
    }
    case ResultCode.sessionExpired: {
      notifySessionExpired(sentToken, msg);
      if (storage.getUserInfo()?.entry === 'register') forceRelogin(sentToken);
      return;
    }
    default:
      apiEffects().toast(businessFailureText(code, msg));
  }
}

/**
 * The ts-rest fetcher. Exported for tests; `fetchImpl` defaults to the global fetch at call time.
 */
export function createApiFetcher(fetchImpl?: typeof fetch): ApiFetcher {
  return async (args: ApiFetcherArgs) => {
    const { route, path, method, fetchOptions } = args;
    const silent = isSilent(route);

    const headers: Record<string, string> = { ...args.headers };
    const token = storage.getToken();
    if (token) sessionEnded = false;
    if (token) headers[HEADERS.token] = token;
    else delete headers[HEADERS.token];
    headers[HEADERS.timeZone] = timeZoneHeader();
    if (route.path === DETECT_LANG_PATH) delete headers[HEADERS.language];
    else headers[HEADERS.language] = requestLang();

    let body: BodyInit | undefined;
    if (method !== 'GET' && method !== 'HEAD') {
      if (args.contentType === 'multipart/form-data') {
        body = toFormData(args.rawBody);
        delete headers['content-type']; // the browser adds multipart/form-data with its boundary
      } else {
        body = JSON.stringify(args.rawBody ?? {});
        headers['content-type'] = 'application/json';
      }
    }

    const doFetch = fetchImpl ?? globalThis.fetch.bind(globalThis);
    // A first screen's largest paint goes before the calls it does not need (./first-paint.ts).
    const held = callsHeldFor(path);
    if (held) await held;
    const limit = deadline(
      fetchOptions?.signal,
      args.contentType === 'multipart/form-data' ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS,
    );
    // The page's first call, if the route-preload script already asked it (./first-call.ts).
    const early =
      method === 'GET' && !limit.signal.aborted
        ? takeFirstCall(path, headers, REQUEST_TIMEOUT_MS)
        : null;
    if (early) limit.signal.addEventListener('abort', early.abort, { once: true });
    let response: Response;
    let payload: unknown;
    try {
      response = await (early?.response ??
        doFetch(path, { ...fetchOptions, method, headers, body, signal: limit.signal }));
      payload = await readBody(response);
    } catch (caught) {
      // Offline / DNS / CORS: "No connection" while the browser is offline, else "did not go
      // through" (failureMessage); no answer in time: "took too long" (one toast however many
      // calls fail; not for silent calls). Then the caller sees it: a failed screen shows its
      // retry (and, offline, its offline state); a money call keeps its key.
      const error = limit.timedOut() ? new RequestTimeoutError(route.path) : caught;
      if (silent) apiEffects().logError('[api] request failed', route.path, error);
      else if (!fetchOptions?.signal?.aborted) apiEffects().toast(failureMessage(error));
      throw error;
    } finally {
      limit.done();
      callAnswered(path);
    }

    if (!response.ok) {
      const error = new HttpError(response.status, payload);
      if (silent) apiEffects().logError('[api] HTTP error', route.path, response.status);
      else apiEffects().toast(failureMessage(error));
      throw error;
    }

    if (!isEnvelope(payload)) {
      const error = new ApiError(ResultCode.dataError, translate('code.405'), payload);
      if (silent) apiEffects().logError('[api] malformed response', route.path, payload);
      else apiEffects().toast(failureMessage(error));
      throw error;
    }

    if (payload.code !== ResultCode.ok) {
      if (silent) apiEffects().logError('[api] error', route.path, payload.code, payload.msg);
      else await handleBusinessError(payload, token, usernameOf(args.rawBody));
      throw new ApiError(payload.code, payload.msg, payload.data ?? null);
    }

    return { status: 200, body: payload, headers: response.headers };
  };
}

// ---- typed, unwrapped client ------------------------------------------------------------------

/**
 * `data` of a route's successful envelope. The contract declares `data` nullable for every call
 * (the envelope's `data` is null on errors), so the client uses the inner schema. Calls whose
 * success data may really be null are listed in `NullableDataPath`.
 */
// Pick first: with 413/415 also declared, `responses extends { 200: … }` is false in TypeScript 5.
type SuccessData<R extends AppRoute> =
  Pick<R['responses'], 200> extends { 200: z.ZodObject<infer Shape extends z.ZodRawShape> }
    ? Shape extends { data: z.ZodNullable<infer Data extends z.ZodTypeAny> }
      ? z.output<Data>
      : never
    : never;

/** GET /bank_card/detail answers `null` when no card is bound. */
type NullableDataPath = typeof apiContract.wallet.bankCard.path;

export type ApiData<R extends AppRoute> = R['path'] extends NullableDataPath
  ? SuccessData<R> | null
  : SuccessData<R>;

type CallArgs<R extends AppRoute> = Parameters<AppRouteFunction<R, ClientArgs>>;

export type ApiClient<T extends AppRouter> = {
  [K in keyof T]: T[K] extends AppRoute
    ? (...args: CallArgs<T[K]>) => Promise<ApiData<T[K]>>
    : T[K] extends AppRouter
      ? ApiClient<T[K]>
      : never;
};

/**
 * The contract's calls without their zod schemas (the contract package's api-routes.json, kept in
 * step with it by a test): the client reads only methods, paths and content types, so the app
 * bundles neither zod nor the schemas. The types are the contract's.
 */
const contractRoutes = apiRoutes as unknown as typeof apiContract;

const rawClient = initClient(contractRoutes, {
  baseUrl: '', // same origin; the contract's paths carry /api
  baseHeaders: {},
  api: createApiFetcher(),
});

type AnyCall = (args?: unknown) => Promise<{ body: unknown }>;

/**
 * A ts-rest client whose calls resolve with the envelope's `data` (the fetcher has already thrown
 * on any other code): the app's client and the QA console's are both made this way.
 */
export function unwrapEnvelopes<T extends AppRouter>(raw: unknown): ApiClient<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    out[key] =
      typeof value === 'function'
        ? async (args?: unknown) => ((await (value as AnyCall)(args)).body as Envelope).data
        : unwrapEnvelopes(value);
  }
  return out as ApiClient<T>;
}

/** The typed client: each call resolves with the envelope's `data` or throws ApiError/HttpError. */
export const api: ApiClient<typeof apiContract> = unwrapEnvelopes(rawClient);

export {
  ApiError,
  HttpError,
  RequestTimeoutError,
  configureApiEffects,
  isApiError,
  isHttpError,
} from './api-shared';
export { timeZoneHeader, timeZoneName } from './time-zone';
export type { AccountDialogOptions, ApiEffects } from './api-shared';
