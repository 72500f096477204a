import { DAY_MS } from '@adc/domain';
import { TooManyRequests } from '../../lib/errors';

/**
 * Limits of config.loginRateLimit: failed attempts allowed per window; 0 turns a limit off.
 * `perUsername` counts one username from one client address; `perUsernameGlobal` counts it from
 * every address together, over the longer `globalWindowMs`.
 */
export interface LoginLimits {
  perIp: number;
  perUsername: number;
  perUsernameGlobal: number;
  windowMs: number;
  globalWindowMs: number;
}

/** A rate-limited login: a transport fault, answered HTTP 429 with Retry-After by the error plugin. */
export class TooManyLoginAttempts extends TooManyRequests {
  constructor(retryAfterSeconds: number) {
    super('error.too_many_requests', retryAfterSeconds);
    this.name = 'TooManyLoginAttempts';
  }
}

/** A fixed window: when it started (ms) and how many attempts it has counted. */
export interface Window {
  start: number;
  count: number;
}

/**
 * Where the windows live. `run` hands `body` the windows of `keys` (missing ones absent) to read
 * and change, and keeps the changes; a throwing body changes nothing. Memory for one process;
 * the database when several instances share one (see rate-window-store.ts).
 */
export interface WindowStore {
  run<T>(keys: string[], body: (windows: Map<string, Window>) => T): Promise<T>;
}

/** The windows of one process (SQLite: the single-process case). */
export class MemoryWindowStore implements WindowStore {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly longestMs: number,
    private readonly now: () => number,
  ) {}

  async run<T>(keys: string[], body: (windows: Map<string, Window>) => T): Promise<T> {
    const before = keys.map((key) => [key, this.windows.get(key)] as const);
    const saved = before.map(([key, window]) => [key, window && { ...window }] as const);
    try {
      return body(this.windows);
    } catch (error) {
      // Like a rolled-back transaction: a refused attempt leaves its windows as they were.
      for (const [key, window] of saved) {
        if (window) this.windows.set(key, window);
        else this.windows.delete(key);
      }
      throw error;
    } finally {
      this.sweep();
    }
  }

  private sweep(): void {
    if (this.windows.size <= SWEEP_ABOVE) return;
    const now = this.now();
    for (const [key, window] of this.windows) {
      if (windowEnd(key, window, this.longestMs) <= now) this.windows.delete(key);
    }
  }
}

/** When a window means nothing any more (a known client: when it stops being known). */
export function windowEnd(key: string, window: Window, longestMs: number): number {
  return key.startsWith(KNOWN) ? window.start : window.start + longestMs;
}

/** The windows an attempt was counted in (given back exactly there, even if they rolled over since). */
export interface Reservation {
  readonly counted: readonly { key: string; start: number }[];
  readonly client: string;
}

const SWEEP_ABOVE = 10_000;
export const longestWindow = (limits: LoginLimits) =>
  Math.max(limits.windowMs, limits.globalWindowMs);
/** Key prefix of a known client; its window's `start` is when it stops being known. */
export const KNOWN = 'known:';
/** A client address that logged in as a user stays known to the limiter for this long. */
const KNOWN_CLIENT_MS = 30 * DAY_MS;

/**
 * Fixed-window counters of failed logins: per client address (password spraying), per username
 * from one address (guessing), and per username from everywhere over a longer window (guessing
 * spread over many addresses). An attempt is reserved before the password check and given back
 * when the password was right, so only failures use up the budget, and concurrent guesses cannot
 * overshoot (each reservation is atomic in its store).
 *
 * The owner survives an attack on their username: guesses from other addresses do not spend the
 * owner's per-address budget, and an address that has logged in as that user before is exempt
 * from the username's global limit.
 */
export class LoginLimiter {
  constructor(
    private readonly limits: LoginLimits,
    private readonly now: () => number,
    private readonly store: WindowStore = new MemoryWindowStore(longestWindow(limits), now),
  ) {}

  /** Counts an attempt; throws TooManyLoginAttempts when one of its limits is spent. */
  async reserve(ip: string, username: string): Promise<Reservation> {
    const user = username.toLowerCase();
    const client = `${user}|${ip}`;
    const checks = [
      { key: `ip:${ip}`, limit: this.limits.perIp, windowMs: this.limits.windowMs },
      { key: `client:${client}`, limit: this.limits.perUsername, windowMs: this.limits.windowMs },
      {
        key: `user:${user}`,
        limit: this.limits.perUsernameGlobal,
        windowMs: this.limits.globalWindowMs,
      },
    ].filter((check) => check.limit > 0);
    const keys = [`${KNOWN}${client}`, ...checks.map((check) => check.key)];
    return this.store.run(keys, (windows) => {
      const now = this.now();
      const known = (windows.get(`${KNOWN}${client}`)?.start ?? 0) > now;
      const counted: Window[] = [];
      const keysCounted: string[] = [];
      // The IP first: a spent IP creates no window for the usernames it sprays.
      for (const { key, limit, windowMs } of checks) {
        if (known && key.startsWith('user:')) continue;
        const window = current(windows, key, now, windowMs);
        if (window.count >= limit) {
          throw new TooManyLoginAttempts(
            Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)),
          );
        }
        counted.push(window);
        keysCounted.push(key);
      }
      for (const window of counted) window.count += 1;
      return {
        counted: counted.map((window, i) => ({ key: keysCounted[i]!, start: window.start })),
        client,
      };
    });
  }

  /** Gives a reserved attempt back: the password was right, and this address is now known. */
  async release(reservation: Reservation): Promise<void> {
    const known = `${KNOWN}${reservation.client}`;
    const keys = [known, ...reservation.counted.map((entry) => entry.key)];
    await this.store.run(keys, (windows) => {
      for (const { key, start } of reservation.counted) {
        const window = windows.get(key);
        if (window && window.start === start && window.count > 0) window.count -= 1;
      }
      windows.set(known, { start: this.now() + KNOWN_CLIENT_MS, count: 0 });
    });
  }
}

/** The window of `key` at `now`, started afresh (and stored) when there is none still running. */
export function current(
  windows: Map<string, Window>,
  key: string,
  now: number,
  windowMs: number,
): Window {
  let window = windows.get(key);
  // A window that has run out (or lies in the future, after a QA clock reset) starts afresh.
  if (!window || now < window.start || now - window.start >= windowMs) {
    window = { start: now, count: 0 };
    windows.set(key, window);
  }
  return window;
}
