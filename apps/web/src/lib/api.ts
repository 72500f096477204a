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
import type { api as clientApi } from './api-client';

export type { ApiClient, ApiData } from './api-client';
export {
  ApiError,
  HttpError,
  isApiError,
  isHttpError,
  timeZoneHeader,
  timeZoneName,
} from './api-shared';

export type Api = typeof clientApi;

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
