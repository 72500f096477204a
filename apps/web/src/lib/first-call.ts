/**
 * A page's first call, asked before the app's code has loaded.
 *
 * `/wallet`'s largest paint is its total assets: the page asked `/user/property` only once its
 * code had downloaded and run, a round trip after everything else. The route-preload script
 * (route-preload.ts) now asks a page's first call (src/config/first-calls.ts) as soon as the
 * document arrives, with the headers the API client would send, and leaves the answer pending
 * here. The client's first call of that URL takes it instead of asking again
 * (`takeFirstCall`), and reads it like any answer: envelope, errors and their side effects are
 * the client's, once. Taken once, and only if the headers are the ones the client would send now
 * and the call is younger than the client's request timeout; otherwise it is dropped and the
 * client asks the server as usual.
 *
 * `startFirstCall` runs in the preload script, with `timeZoneHeader` (./time-zone.ts):
 * route-preload.ts copies their source into it (`Function.prototype.toString`), so they must not
 * call anything outside themselves. A test runs the built script against the client's headers.
 */

/** Where the preload script leaves the pending call (a property of `window`). */
export const FIRST_CALL_GLOBAL = '__adcFirstCall';

export interface FirstCall {
  url: string;
  headers: Record<string, string>;
  /** `Date.now()` when it was sent. */
  startedAt: number;
  response: Promise<Response>;
  abort: () => void;
}

/** Preload script: sends the GET and leaves it pending under `globalName` for the client. */
export function startFirstCall(
  url: string,
  headers: Record<string, string>,
  globalName: string,
): void {
  const controller = new AbortController();
  const response = fetch(url, { headers, signal: controller.signal });
  response.catch(() => undefined); // a failure is the client's to report, if it takes the call
  const call: FirstCall = {
    url,
    headers,
    startedAt: Date.now(),
    response,
    abort: () => controller.abort(),
  };
  (globalThis as Record<string, unknown>)[globalName] = call;
}

function sameHeaders(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The pending first call if it is this GET (same URL and headers, younger than `maxAgeMs`),
 * handed over once. A pending call of another URL stays for its own; one of this URL that does
 * not fit is dropped (aborted), and the caller asks the server itself.
 */
export function takeFirstCall(
  url: string,
  headers: Record<string, string>,
  maxAgeMs: number,
): FirstCall | null {
  const slot = globalThis as Record<string, unknown>;
  const call = slot[FIRST_CALL_GLOBAL] as FirstCall | undefined;
  if (!call || call.url !== url) return null;
  delete slot[FIRST_CALL_GLOBAL];
  if (Date.now() - call.startedAt > maxAgeMs || !sameHeaders(call.headers, headers)) {
    call.abort();
    return null;
  }
  return call;
}
