/**
 * Import the API from here:
 *
 *   import { api, isApiError } from '@/lib/api';
 *   const info = await api.user.info();          // resolves with the envelope's data (UserInfo)
 *
 * `api` is the typed client of ./api-client.ts (the one API module: headers, envelope, error
 * catalogue), loaded on the first call. That keeps the contract's zod schemas (~20 kB gzip) out of
 * the first load of pages that do not call the API straight away.
 */
import type { AppRoute, ClientInferRequest } from '@ts-rest/core';
import type { apiContract } from '@adc/contract';
import type { ApiData, api as clientApi } from './api-client';

export type { ApiClient, ApiData } from './api-client';
export {
  ApiError,
  HttpError,
  isAccountBlocked,
  isApiError,
  isHttpError,
  RequestTimeoutError,
} from './api-shared';
export { timeZoneHeader, timeZoneName } from './time-zone';

export type Api = typeof clientApi;

type Calls = typeof apiContract;

/** A call's request (body, query, headers) as the contract declares it: `ApiRequest<'user', 'info'>`. */
export type ApiRequest<
  G extends keyof Calls,
  C extends keyof Calls[G],
> = Calls[G][C] extends AppRoute ? ClientInferRequest<Calls[G][C]> : never;

/** A call's JSON body as the contract declares it (the input: defaulted fields optional). */
export type ApiBody<G extends keyof Calls, C extends keyof Calls[G]> =
  ApiRequest<G, C> extends { body: infer Body } ? Body : never;

/** What a call resolves with (its success envelope's `data`): `ApiResult<'user', 'info'>`. */
export type ApiResult<
  G extends keyof Calls,
  C extends keyof Calls[G],
> = Calls[G][C] extends AppRoute ? ApiData<Calls[G][C]> : never;

type AnyFunction = (...args: unknown[]) => unknown;

let loading: Promise<Api> | null = null;

/** Loads the client module (call early to warm it, e.g. before a likely submit). */
export function preloadApi(): Promise<Api> {
  loading ??= import('./api-client').then((module) => module.api);
  return loading;
}

/** A stand-in for `api` at `path` (e.g. ['user', 'info']): callable, and deeper keys nest. */
function lazyNode(path: readonly string[]): unknown {
  const call = async (...args: unknown[]) => {
    let target: unknown = await preloadApi();
    for (const key of path) target = (target as Record<string, unknown>)[key];
    return (target as AnyFunction)(...args);
  };
  return new Proxy(call, {
    // `then` stays undefined so `await api` or a promise resolution never mistakes it for a thenable.
    get: (_target, key) =>
      typeof key === 'string' && key !== 'then' ? lazyNode([...path, key]) : undefined,
  });
}

export const api = lazyNode([]) as Api;
