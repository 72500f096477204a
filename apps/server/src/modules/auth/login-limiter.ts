/** Limits of config.loginRateLimit: failed attempts allowed per window; 0 turns a limit off. */
export interface LoginLimits {
  perIp: number;
  perUsername: number;
  windowMs: number;
}

/** A rate-limited login: a transport fault, answered HTTP 429 by the error plugin. */
export class TooManyLoginAttempts extends Error {
  readonly statusCode = 429;

  constructor(readonly retryAfterSeconds: number) {
    super('too many login attempts');
    this.name = 'TooManyLoginAttempts';
  }
}

interface Window {
  start: number;
  count: number;
}

/** The windows an attempt was counted in (given back exactly there, even if they rolled over since). */
export interface Reservation {
  readonly windows: readonly Window[];
}

const SWEEP_ABOVE = 10_000;

/**
 * Fixed-window counters of login attempts per IP and per username (in memory, per process).
 * An attempt is reserved before the password check and given back when the password was right,
 * so only failures use up the budget: people who keep logging in correctly are never locked out,
 * while concurrent guesses cannot overshoot the limit (reserving is synchronous).
 */
export class LoginLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limits: LoginLimits,
    private readonly now: () => number,
  ) {}

  /** Counts an attempt for the IP and the username; throws TooManyLoginAttempts when either is spent. */
  reserve(ip: string, username: string): Reservation {
    const now = this.now();
    this.sweep(now);
    const checks = [
      { key: `ip:${ip}`, limit: this.limits.perIp },
      { key: `user:${username.toLowerCase()}`, limit: this.limits.perUsername },
    ].filter((check) => check.limit > 0);
    const windows: Window[] = [];
    // The IP first: a spent IP creates no window for the usernames it sprays.
    for (const { key, limit } of checks) {
      const window = this.current(key, now);
      if (window.count >= limit) {
        throw new TooManyLoginAttempts(
          Math.max(1, Math.ceil((window.start + this.limits.windowMs - now) / 1000)),
        );
      }
      windows.push(window);
    }
    for (const window of windows) window.count += 1;
    return { windows };
  }

  /** Gives a reserved attempt back (the password was right). */
  release(reservation: Reservation): void {
    for (const window of reservation.windows) if (window.count > 0) window.count -= 1;
  }

  private current(key: string, now: number): Window {
    let window = this.windows.get(key);
    // A window that has run out (or lies in the future, after a QA clock reset) starts afresh.
    if (!window || now < window.start || now - window.start >= this.limits.windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    return window;
  }

  private sweep(now: number): void {
    if (this.windows.size <= SWEEP_ABOVE) return;
    for (const [key, window] of this.windows) {
      if (now < window.start || now - window.start >= this.limits.windowMs)
        this.windows.delete(key);
    }
  }
}
