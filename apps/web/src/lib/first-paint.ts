/**
 * A first screen's largest paint before the calls it does not need.
 *
 * Every request that ends before a page's largest paint is on the path to it, for a phone on a
 * slow network (the requests share its bandwidth and its main thread) and for Lighthouse, which
 * counts each one in its estimate. The largest paint of /ad-center (the user's name, from
 * storage) and of /wallet (the total assets, from the call the route-preload script sends with
 * the document: ./first-call.ts) needs no call of the page's own mount, yet the mount asked up to
 * five more at once (the basic config, the bell's count, the flows, the bank card, the user),
 * answered before the paint: about 160 ms of Lighthouse's largest-paint estimate, one round trip.
 *
 * So on a first load of such a page (`PAINT_BEFORE_CALLS`, src/config/first-calls.ts), signed in,
 * the calls wait until its largest paint is on screen: the page has rendered
 * (`firstScreenRendered`, the first effect of its <Page> frame), the page's first call has
 * answered, and the browser has reported the largest paint that followed. They wait at most
 * `MAX_HOLD_MS` after the render. The first call itself never waits; later loads, other pages and
 * calls after the paint are not held.
 */
import { FIRST_CALLS, PAINT_BEFORE_CALLS } from '@/config/first-calls';
import { storage } from './storage';

/** The longest the page's other calls wait for its first call once the page has rendered. */
export const MAX_HOLD_MS = 1000;

interface Hold {
  released: Promise<void>;
  /** The URL of the page's first call (exempt), if it has one and it has not answered yet. */
  firstCall: string | undefined;
  rendered: boolean;
  release: () => void;
}

let hold: Hold | null = null;
let held = false;

/** How long after the next frame a largest paint may still be reported (it is on screen). */
const PAINT_REPORT_MS = 100;

/**
 * Once the browser reports a largest paint later than now (the page's content reaching the
 * screen), or, where none comes (a smaller paint than the one before, or a browser without the
 * Largest Contentful Paint API), `PAINT_REPORT_MS` after the next frame.
 */
function afterLargestPaint(callback: () => void): void {
  const since = performance.now();
  let done = false;
  let observer: PerformanceObserver | undefined;
  const finish = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    callback();
  };
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) finish();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(finish, PAINT_REPORT_MS)));
}

function releaseWhenPainted(current: Hold): void {
  if (current.rendered && current.firstCall === undefined) afterLargestPaint(current.release);
}

/** At the app's start: holds the calls if this first load is of a page that paints before them. */
export function holdCallsUntilFirstPaint(pathname: string): void {
  if (held || !PAINT_BEFORE_CALLS.has(pathname) || !storage.getToken()) return;
  held = true;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = () => {
      hold = null;
      resolve();
    };
  });
  hold = { released, firstCall: FIRST_CALLS[pathname], rendered: false, release };
}

/** The first effect of a <Page>: the first page has rendered (its error page counts). */
export function firstScreenRendered(): void {
  const current = hold;
  if (!current || current.rendered) return;
  current.rendered = true;
  setTimeout(current.release, MAX_HOLD_MS);
  releaseWhenPainted(current);
}

/** Before a call goes out: what it waits for (null: nothing; the first call never waits). */
export function callsHeldFor(path: string): Promise<void> | null {
  if (!hold || path === hold.firstCall) return null;
  return hold.released;
}

/** After a call has answered (or failed): the page's first call lets the paint release the rest. */
export function callAnswered(path: string): void {
  const current = hold;
  if (!current || path !== current.firstCall) return;
  current.firstCall = undefined;
  releaseWhenPainted(current);
}
