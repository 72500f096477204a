/**
 * The light half of the API layer, safe for the first-load bundle: error classes, the injectable
 * side effects, and header helpers. The client itself (contract, zod, ts-rest) is in
 * ./api-client.ts and loads with the first call through ./api.ts.
 */
import type { Lang } from '@adc/contract';
import { ResultCode } from '@adc/contract/constants';
import type { CustomerServiceState } from './customer-service';
import { changeLanguage, i18n } from './i18n';

// ---- errors ----------------------------------------------------------------------------------

/** The server answered with a non-2xx HTTP status (transport fault: 404 route, 413, 429, 500…). */
export class HttpError extends Error {
  readonly status: number;
  /** The envelope the server still sends with most faults, when there was one. */
  readonly body: unknown;
  constructor(status: number, body?: unknown) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

/** A business error: the envelope's code was not 200. Its side effects have already run. */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  constructor(code: number, msg: string, data: unknown = null) {
    super(msg || `API error ${code}`);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.data = data;
  }
}

/** A call given up after its timeout: a transport failure (no answer), not a business error. */
export class RequestTimeoutError extends Error {
  override name = 'RequestTimeoutError';
  constructor(readonly path: string) {
    super(`No answer to ${path} in time`);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

/**
 * The answers that say the account cannot be used as it is: not activated (402), disabled (403),
 * cancelled (404), or its session expired (503). The API layer has already said so (the account
 * dialog; the "Session expired" toast, or the sign-in page); asking again cannot succeed, so a
 * screen that failed with one shows a calm state without Retry.
 */
const ACCOUNT_BLOCKED_CODES: ReadonlySet<number> = new Set([
  ResultCode.notActivated,
  ResultCode.disabled,
  ResultCode.cancelled,
  ResultCode.sessionExpired,
]);

export type AccountBlockedCode = 402 | 403 | 404 | 503;

/** Whether `error` is one of those answers (see ACCOUNT_BLOCKED_CODES). */
export const isAccountBlocked = (
  error: unknown,
): error is ApiError & { code: AccountBlockedCode } =>
  isApiError(error) && ACCOUNT_BLOCKED_CODES.has(error.code);

// ---- what a failure says -----------------------------------------------------------------------

/** The server's message of a business error, or the catalogue's text for its code when it has none. */
export function businessFailureText(code: number, msg: string): string {
  if (msg) return msg;
  if (code === ResultCode.params) return i18n.t('error.system');
  if (code === ResultCode.server) return i18n.t('code.500');
  return i18n.t('error.generic');
}

/**
 * What a request that got no answer (a network failure: offline, DNS, a dropped connection) says:
 * "No connection" only while the browser is offline; online, the same failure is a request that
 * did not go through ("Please try again"), since no reconnection will come to fix it.
 */
export function networkFailureText(): string {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return i18n.t(offline ? 'connection.network_failed' : 'connection.failed_text');
}

/**
 * What the API layer tells the user about a failed call (its toast), for a component that says it
 * again in place (the PIN dialog, under its boxes). Anything that is not an answer (offline, DNS,
 * CORS) is `networkFailureText()`: "no connection" only while the browser is offline.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return businessFailureText(error.code, error.msg);
  if (error instanceof HttpError) {
    const body = error.body as { code?: unknown; msg?: unknown } | null;
    const msg = typeof body?.code === 'number' && typeof body.msg === 'string' ? body.msg : '';
    return msg || i18n.t('error.generic');
  }
  if (error instanceof RequestTimeoutError) return i18n.t('connection.timed_out');
  return networkFailureText();
}

// ---- forced re-login -------------------------------------------------------------------------

/**
 * What the API layer hands /login (as the navigation state) when it ended a session the server
 * refused (401 revoked or unknown token; 503 for `register` users), and the login-password change
 * when it ends the session: the username to pre-fill and the in-app location to return to after
 * signing in again.
 */
export interface ReloginState {
  relogin: true;
  username: string | null;
  /** pathname + search of the page the user was on. */
  returnTo: string | null;
  /**
   * Why the session ended, when the user ended it on purpose: the login password was changed
   * (every session ends; /login says so instead of "Your session has ended").
   */
  reason?: 'password_changed';
}

export function isReloginState(value: unknown): value is ReloginState {
  return typeof value === 'object' && value !== null && (value as ReloginState).relogin === true;
}

// ---- effects ---------------------------------------------------------------------------------

export interface AccountDialogOptions {
  message: string;
  contactLabel: string;
  closeLabel: string;
  onContact: () => void;
}

/** What the API layer does to the outside world. The app installs a browser implementation. */
export interface ApiEffects {
  /** The current in-app location (the 401 rule depends on being on /entry). */
  location(): { pathname: string; search: string };
  navigate(
    to: string,
    options?: { replace?: boolean; state?: ReloginState | CustomerServiceState },
  ): void;
  /** Says a failure in a toast (a business refusal, a network failure, an ended session). */
  toast(message: string): void;
  /** 402/403/404: a dialog with the message and a contact-service button. */
  accountDialog(options: AccountDialogOptions): void;
  changeLanguage(lang: Lang): unknown;
  logError(...args: unknown[]): void;
}

/** Fallback effects before the app wires its own (and outside React): plain browser APIs. */
const headlessEffects: ApiEffects = {
  location: () => ({ pathname: window.location.pathname, search: window.location.search }),
  navigate: (to) => window.location.assign(to),
  toast: (message) => console.warn(message),
  accountDialog: ({ message }) => console.warn(message),
  changeLanguage,
  logError: (...args) => console.error(...args),
};

let effects: ApiEffects = headlessEffects;

/** Installs the side-effect implementation (the app does this once; tests pass fakes). */
export function configureApiEffects(next: Partial<ApiEffects>): void {
  effects = { ...headlessEffects, ...next };
}

export function apiEffects(): ApiEffects {
  return effects;
}
