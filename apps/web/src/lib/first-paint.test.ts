import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@/config/paths';
import type * as FirstPaintModule from './first-paint';

const FIRST_CALL = '/api/user/property';
const OTHER_CALL = '/api/basic_config?lang=en';

type FirstPaint = typeof FirstPaintModule;

/** A fresh module (its hold is once per app load) with a signed-in or visitor storage. */
async function load(token: string | null = 'token-1'): Promise<FirstPaint> {
  vi.resetModules();
  const { storage } = await import('./storage');
  if (token) storage.setToken(token);
  else storage.clearSession();
  return import('./first-paint');
}

/** Whether `promise` has settled, once every pending microtask has run. */
async function settled(promise: Promise<void> | null): Promise<boolean> {
  if (!promise) return true;
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

let reportPaint: ((startTime: number) => void) | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    setTimeout(() => callback(performance.now()), 16),
  );
  reportPaint = null;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A browser with the Largest Contentful Paint API: `reportPaint` reports one. */
function withLargestPaintApi(): void {
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe() {
      reportPaint = (startTime) =>
        this.callback(
          { getEntries: () => [{ startTime }] } as unknown as PerformanceObserverEntryList,
          this as unknown as PerformanceObserver,
        );
    }
    disconnect() {
      reportPaint = null;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
}

describe('calls held until the first screen has painted', () => {
  it('holds nothing on other pages, for visitors, or after the first load', async () => {
    let firstPaint = await load();
    firstPaint.holdCallsUntilFirstPaint(PATHS.plan);
    expect(firstPaint.callsHeldFor(OTHER_CALL)).toBeNull();

    firstPaint = await load(null);
    firstPaint.holdCallsUntilFirstPaint(PATHS.wallet);
    expect(firstPaint.callsHeldFor(OTHER_CALL)).toBeNull();

    firstPaint = await load();
    firstPaint.holdCallsUntilFirstPaint(PATHS.adCenter);
    firstPaint.firstScreenRendered();
    await vi.advanceTimersByTimeAsync(firstPaint.MAX_HOLD_MS);
    expect(firstPaint.callsHeldFor(OTHER_CALL)).toBeNull();
    firstPaint.holdCallsUntilFirstPaint(PATHS.adCenter); // a later visit: not held again
    expect(firstPaint.callsHeldFor(OTHER_CALL)).toBeNull();
  });

  it('lets the page’s first call go, and the others once it has answered and painted', async () => {
    const firstPaint = await load();
    firstPaint.holdCallsUntilFirstPaint(PATHS.wallet);
    expect(firstPaint.callsHeldFor(FIRST_CALL)).toBeNull();
    const held = firstPaint.callsHeldFor(OTHER_CALL);
    expect(held).not.toBeNull();

    firstPaint.firstScreenRendered(); // the page renders while its first call is on its way
    await vi.advanceTimersByTimeAsync(500);
    expect(await settled(held)).toBe(false);

    firstPaint.callAnswered(FIRST_CALL);
    await vi.advanceTimersByTimeAsync(16 * 2); // the next frame: its paint may not be reported yet
    expect(await settled(held)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(held)).toBe(true);
    expect(firstPaint.callsHeldFor(OTHER_CALL)).toBeNull();
  });

  it('waits for the page to render, whenever its first call answered', async () => {
    const firstPaint = await load();
    firstPaint.holdCallsUntilFirstPaint(PATHS.wallet);
    const held = firstPaint.callsHeldFor(OTHER_CALL);
    firstPaint.callAnswered(FIRST_CALL);
    firstPaint.callAnswered(OTHER_CALL);
    await vi.advanceTimersByTimeAsync(2 * firstPaint.MAX_HOLD_MS);
    expect(await settled(held)).toBe(false);
    firstPaint.firstScreenRendered();
    await vi.advanceTimersByTimeAsync(16 * 2 + 100);
    expect(await settled(held)).toBe(true);
  });

  it('goes on as soon as the browser reports the largest paint after the render', async () => {
    withLargestPaintApi();
    const firstPaint = await load();
    firstPaint.holdCallsUntilFirstPaint(PATHS.adCenter); // no first call
    const held = firstPaint.callsHeldFor(OTHER_CALL);
    firstPaint.firstScreenRendered();
    reportPaint?.(performance.now() - 50); // the loading screen's, painted before the render
    expect(await settled(held)).toBe(false);
    reportPaint?.(performance.now() + 5);
    expect(await settled(held)).toBe(true);
  });

  it('holds the calls at most MAX_HOLD_MS after the render', async () => {
    const firstPaint = await load();
    firstPaint.holdCallsUntilFirstPaint(PATHS.wallet);
    const held = firstPaint.callsHeldFor(OTHER_CALL);
    firstPaint.firstScreenRendered();
    await vi.advanceTimersByTimeAsync(firstPaint.MAX_HOLD_MS - 1);
    expect(await settled(held)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(held)).toBe(true);
  });
});
