import type { Db } from '@adc/db';
import { KNOWN, type Window, type WindowStore } from './login-limiter';

/** Rows older than this many reservations ago are looked for and deleted once. */
const SWEEP_EVERY = 1_000;

/**
 * Login windows in the database, for several instances on one PostgreSQL database: each run is
 * one transaction that first takes an advisory lock per key (in a fixed order, so two runs cannot
 * deadlock), so instances count every attempt exactly once.
 */
export class DbWindowStore implements WindowStore {
  private runs = 0;

  constructor(
    private readonly db: Db,
    private readonly longestMs: number,
    private readonly now: () => number,
  ) {}

  async run<T>(keys: string[], body: (windows: Map<string, Window>) => T): Promise<T> {
    if (++this.runs % SWEEP_EVERY === 0) await this.sweep();
    return this.db.$transaction(async (tx) => {
      for (const key of [...new Set(keys)].sort()) {
        await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext(${key}))`;
      }
      const rows = await tx.rateWindow.findMany({ where: { key: { in: keys } } });
      const windows = new Map<string, Window>(
        rows.map((row) => [row.key, { start: Number(row.start), count: row.count }]),
      );
      const before = new Map([...windows].map(([key, w]) => [key, `${w.start}/${w.count}`]));
      const result = body(windows);
      for (const [key, window] of windows) {
        if (before.get(key) === `${window.start}/${window.count}`) continue;
        const data = { start: BigInt(window.start), count: window.count };
        await tx.rateWindow.upsert({ where: { key }, create: { key, ...data }, update: data });
      }
      return result;
    });
  }

  private async sweep(): Promise<void> {
    const now = this.now();
    await this.db.rateWindow.deleteMany({
      where: {
        OR: [
          { key: { startsWith: KNOWN }, start: { lt: BigInt(now) } },
          { NOT: { key: { startsWith: KNOWN } }, start: { lt: BigInt(now - this.longestMs) } },
        ],
      },
    });
  }
}
