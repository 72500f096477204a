import { TooManyRequests } from '../../lib/errors';
import { current, MemoryWindowStore, type WindowStore } from '../auth/login-limiter';

/**
 * Limits of config.visitorMessageRateLimit: messages one client address may send per window
 * (VISITOR_MESSAGE_RATE_LIMIT_PER_IP / _WINDOW_MS); `perClient` 0 turns the limit off.
 */
export interface VisitorMessageLimits {
  perClient: number;
  windowMs: number;
}

/** The window a stored message was counted in (given back when it was not stored after all). */
export interface VisitorReservation {
  readonly key: string;
  readonly start: number;
}

/** Key prefix of the visitor windows, beside the login limiter's in the same store or table. */
const PREFIX = 'visitor:';

/**
 * A fixed window of visitor messages per client address, as the login limiter counts logins: in
 * memory for one process, in the database (RateWindow) when several instances share PostgreSQL,
 * each reservation atomic in its store. Every stored message counts; a refused one answers HTTP
 * 429 with Retry-After (the seconds until the window ends).
 */
export class VisitorMessageLimiter {
  constructor(
    private readonly limits: VisitorMessageLimits,
    private readonly now: () => number,
    private readonly store: WindowStore = new MemoryWindowStore(limits.windowMs, now),
  ) {}

  /** Counts a message from `client`; throws TooManyRequests when its window is spent. */
  async reserve(client: string): Promise<VisitorReservation | null> {
    const { perClient, windowMs } = this.limits;
    if (perClient <= 0) return null;
    const key = `${PREFIX}${client}`;
    return this.store.run([key], (windows) => {
      const now = this.now();
      const window = current(windows, key, now, windowMs);
      if (window.count >= perClient) {
        const retryAfter = Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
        throw new TooManyRequests('error.too_many_requests', retryAfter);
      }
      window.count += 1;
      return { key, start: window.start };
    });
  }

  /** Gives a counted message back (a replay under its Idempotency-Key stored nothing). */
  async release(reservation: VisitorReservation | null): Promise<void> {
    if (!reservation) return;
    await this.store.run([reservation.key], (windows) => {
      const window = windows.get(reservation.key);
      if (window && window.start === reservation.start && window.count > 0) window.count -= 1;
    });
  }
}
