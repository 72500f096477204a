import type { Db, SimState } from '@adc/db';
import { randomInt } from 'node:crypto';

/**
 * The simulation clock (API.md "Isolation: per-user clocks"): real time plus the global QA offset
 * (SimState.clockOffsetMs), plus, for one user, that user's own offset (User.clockOffsetMs).
 *
 * - `nowFor(userId)` is the time a user lives in: everything that user owns or does (plans,
 *   coupons, sessions, statistics, PIN locks, flows, notifications, uploads, support thread).
 * - `now()` is the global time: things no user owns (login rate windows per IP, broadcasts,
 *   accounts being created, the seed's reference instant).
 *
 * Both are synchronous: this process keeps a copy of the offsets. One process (SQLite) keeps what it
 * wrote; several instances on one PostgreSQL database call `load()` at the start of every request
 * (see app.ts): one read of SimState (with the session of a signed-in call, in the same query:
 * `SessionService.readWithState`), and a reload of the user offsets only when
 * `SimState.userClocksVersion` moved (like the fault rules' `faultsVersion`).
 */
export class SimClock {
  private offsetMs = 0;
  /** Users whose own offset is not 0. */
  private userOffsetsMs = new Map<number, number>();
  private userClocksVersion: number | undefined;

  constructor(private readonly db: Db) {}

  /**
   * Reads the offsets; returns the shared state row (other per-database state rides along).
   * Given the row (or null, none), already read with another query, it takes its offsets from it.
   */
  async load(read?: SimState | null): Promise<SimState | null> {
    const state =
      read === undefined ? await this.db.simState.findUnique({ where: { id: 1 } }) : read;
    this.offsetMs = Number(state?.clockOffsetMs ?? 0n);
    const version = state?.userClocksVersion ?? 0;
    // The version is read before the offsets: a change committed after this read moves it again.
    if (version !== this.userClocksVersion) await this.loadUserOffsets(version);
    return state;
  }

  /** The global time. */
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** The time of one user: the global time plus the user's own offset. */
  nowFor(userId: number): Date {
    return new Date(Date.now() + this.offsetMs + this.userOffsetMs(userId));
  }

  /** How far ahead of real time the clock is, globally or for one user. */
  offsetSeconds(userId?: number): number {
    const userMs = userId === undefined ? 0 : this.userOffsetMs(userId);
    return Math.round((this.offsetMs + userMs) / 1000);
  }

  /** Moves everyone's clock forward in the database itself, so concurrent advances add up. */
  async advance(seconds: number): Promise<Date> {
    const state = await this.db.simState.upsert({
      where: { id: 1 },
      create: { id: 1, clockOffsetMs: BigInt(seconds * 1000) },
      update: { clockOffsetMs: { increment: BigInt(seconds * 1000) } },
    });
    this.offsetMs = Number(state.clockOffsetMs);
    return this.now();
  }

  /** Moves one user's clock forward (atomically, like `advance`); answers that user's time. */
  async advanceUser(userId: number, seconds: number): Promise<Date> {
    await this.changeUserClocks(
      this.db.user.update({
        where: { id: userId },
        data: { clockOffsetMs: { increment: BigInt(seconds * 1000) } },
      }),
    );
    return this.nowFor(userId);
  }

  /** Sets one user's own offset (0: the user follows the global clock again). */
  async setUserOffset(userId: number, offsetMs: number): Promise<void> {
    await this.changeUserClocks(
      this.db.user.update({ where: { id: userId }, data: { clockOffsetMs: BigInt(offsetMs) } }),
    );
  }

  /** The global offset, and every user's own offset back to 0 (`/reset`). */
  async resetAll(): Promise<Date> {
    await this.db.$transaction([
      this.db.user.updateMany({
        where: { clockOffsetMs: { not: 0n } },
        data: { clockOffsetMs: 0n },
      }),
      this.db.simState.upsert({
        where: { id: 1 },
        create: { id: 1 },
        update: { clockOffsetMs: 0n, userClocksVersion: 0 },
      }),
    ]);
    this.offsetMs = 0;
    this.userOffsetsMs = new Map();
    this.userClocksVersion = 0;
    return this.now();
  }

  /** The user's own offset (added to the global one). */
  userOffsetMs(userId: number): number {
    return this.userOffsetsMs.get(userId) ?? 0;
  }

  /** Writes a user's offset and a new version in one transaction, then reloads this copy. */
  private async changeUserClocks(write: ReturnType<Db['user']['update']>): Promise<void> {
    // A random version, not a counter: `/reset` sets it back to 0, and a counter starting again
    // could meet an instance's old value.
    const version = randomInt(1, 2 ** 31 - 1);
    await this.db.$transaction([
      write,
      this.db.simState.upsert({
        where: { id: 1 },
        create: { id: 1, userClocksVersion: version },
        update: { userClocksVersion: version },
      }),
    ]);
    await this.load();
  }

  private async loadUserOffsets(version: number): Promise<void> {
    const users = await this.db.user.findMany({
      where: { clockOffsetMs: { not: 0n } },
      select: { id: true, clockOffsetMs: true },
    });
    this.userOffsetsMs = new Map(users.map((u) => [u.id, Number(u.clockOffsetMs)]));
    this.userClocksVersion = version;
  }
}
