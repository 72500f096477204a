import type { Db, SimState } from '@adc/db';

/**
 * The simulation clock: real time plus a QA offset (persisted in SimState so it survives restarts
 * and `/api/__qa/reset` sets it back to 0). Plans, coupon expiries and sessions all read it.
 * One process (SQLite) keeps the offset it wrote; several instances on one PostgreSQL database
 * read it again at the start of every request (see app.ts), so all of them tell the same time.
 */
export class SimClock {
  private offsetMs = 0;

  constructor(private readonly db: Db) {}

  /** Reads the offset; returns the shared state row (other per-database state rides along). */
  async load(): Promise<SimState | null> {
    const state = await this.db.simState.findUnique({ where: { id: 1 } });
    this.offsetMs = Number(state?.clockOffsetMs ?? 0n);
    return state;
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves the clock forward in the database itself, so concurrent advances (any instance) add up. */
  async advance(seconds: number): Promise<Date> {
    const state = await this.db.simState.upsert({
      where: { id: 1 },
      create: { id: 1, clockOffsetMs: BigInt(seconds * 1000) },
      update: { clockOffsetMs: { increment: BigInt(seconds * 1000) } },
    });
    this.offsetMs = Number(state.clockOffsetMs);
    return this.now();
  }

  async setOffset(offsetMs: number): Promise<Date> {
    await this.db.simState.upsert({
      where: { id: 1 },
      create: { id: 1, clockOffsetMs: BigInt(offsetMs) },
      update: { clockOffsetMs: BigInt(offsetMs) },
    });
    this.offsetMs = offsetMs;
    return this.now();
  }
}
