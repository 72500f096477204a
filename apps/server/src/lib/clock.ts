import type { Db } from '@adc/db';

/**
 * The simulation clock: real time plus a QA offset (persisted in SimState so it survives restarts
 * and `/api/__qa/reset` sets it back to 0). Plans, coupon expiries and sessions all read it.
 */
export class SimClock {
  private offsetMs = 0;

  constructor(private readonly db: Db) {}

  async load(): Promise<void> {
    const state = await this.db.simState.findUnique({ where: { id: 1 } });
    this.offsetMs = Number(state?.clockOffsetMs ?? 0n);
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  async advance(seconds: number): Promise<Date> {
    return this.setOffset(this.offsetMs + seconds * 1000);
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
