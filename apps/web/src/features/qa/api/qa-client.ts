/**
 * The typed client of the QA surface (`contract.qa`: the QA calls, `support` and `toolkit`), for
 * the QA console only. Every call is `POST /api/__qa/<path>` with JSON and `X-QA-Key`; it never
 * sends the user's X-CT and runs none of the app's error side effects (toasts, re-login, dialogs):
 * the console shows each outcome itself.
 *
 *   const rule = await qaApi.toolkit.createFault({ body: { path: '/user/property', code: 503 } });
 *
 * Outcomes: the envelope's `data` on code 200; `ApiError(code, msg)` for any other code;
 * `QaSurfaceOffError` for HTTP 404 (the server has no QA surface); `QaKeyRejectedError` for HTTP
 * 403 (the key is forgotten, so the console asks again); `HttpError` for other HTTP failures.
 */
import { initClient, type ApiFetcher, type ApiFetcherArgs, type AppRouter } from '@ts-rest/core';
import { HEADERS, ResultCode, apiContract, contract } from '@adc/contract';
import type { ApiClient } from '@/lib/api-client';
import { unwrapEnvelopes } from '@/lib/api-client';
import { ApiError, HttpError, timeZoneHeader } from '@/lib/api';
import { currentLang } from '@/lib/i18n';
import { qaKeyStore } from './qa-key';

/** The server answers no QA call (HTTP 404 on /api/__qa: NODE_ENV=production). */
export class QaSurfaceOffError extends Error {
  constructor() {
    super('QA surface off');
    this.name = 'QaSurfaceOffError';
  }
}

/** The server refused the QA key (HTTP 403). */
export class QaKeyRejectedError extends Error {
  readonly msg: string;
  constructor(msg: string) {
    super(msg || 'QA key rejected');
    this.name = 'QaKeyRejectedError';
    this.msg = msg;
  }
}

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function failureOf(status: number, payload: unknown, sentKey: string | null): Error {
  const msg = isEnvelope(payload) ? payload.msg : '';
  if (status === 404) return new QaSurfaceOffError();
  if (status === 403) {
    qaKeyStore.reject(sentKey);
    return new QaKeyRejectedError(msg);
  }
  return new HttpError(status, payload);
}

/** The ts-rest fetcher of the QA client. Exported for tests. */
export function createQaFetcher(fetchImpl?: typeof fetch): ApiFetcher {
  return async ({ path, method, rawBody, fetchOptions }: ApiFetcherArgs) => {
    const key = qaKeyStore.get();
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      [HEADERS.language]: currentLang(),
      [HEADERS.timeZone]: timeZoneHeader(),
    };
    if (key) headers[HEADERS.qaKey] = key;
    const doFetch = fetchImpl ?? globalThis.fetch.bind(globalThis);
    const response = await doFetch(path, {
      ...fetchOptions,
      method,
      headers,
      body: JSON.stringify(rawBody ?? {}),
    });
    const payload = await readJson(response);
    if (!response.ok) throw failureOf(response.status, payload, key);
    if (!isEnvelope(payload)) throw new ApiError(ResultCode.dataError, '', payload);
    if (payload.code !== ResultCode.ok)
      throw new ApiError(payload.code, payload.msg, payload.data ?? null);
    return { status: 200, body: payload, headers: response.headers };
  };
}

/** The QA client has the app client's shape: each call resolves with the envelope's data. */
export type QaClient<T extends AppRouter> = ApiClient<T>;

const qaRouter = contract.qa;

/** The QA calls, each resolving with the envelope's data. */
export const qaApi: QaClient<typeof qaRouter> = unwrapEnvelopes(
  initClient(qaRouter, { baseUrl: '', baseHeaders: {}, api: createQaFetcher() }),
);

/**
 * The one product call the console makes: `/opening_store` opens the account an authorization code
 * provisioned (a way to create users). Sent like a QA call: no X-CT, no app side effects.
 */
export const productApi: QaClient<{ openingStore: typeof apiContract.auth.openingStore }> =
  unwrapEnvelopes(
    initClient(
      { openingStore: apiContract.auth.openingStore },
      { baseUrl: '', baseHeaders: {}, api: createQaFetcher() },
    ),
  );
