import { dbProvider, type Db, type Tx } from '@adc/db';
import type { Core } from '../../core';
import { SimClock } from '../../lib/clock';

/**
 * A QA reset (global or of one persona) is one transaction, so every other call sees the database
 * before it or after it, never half of it (walk 14, F6 and F7):
 *
 * - SQLite: a transaction holds the only connection (see @adc/db `queueBehindTransactions`), so
 *   every other statement of the process waits for its commit.
 * - PostgreSQL: resets take turns, in this process (a queue, so that waiting resets hold no
 *   connection) and across instances (a transaction-level advisory lock). The global reset locks
 *   every table it empties in EXCLUSIVE mode (see `clearDatabase`): calls that write wait for the
 *   new seed instead of writing into half of it, calls that only read see the old rows until the
 *   commit. A persona reset first takes the user's wallet row lock, the one every money write of
 *   the user takes, so a withdrawal is applied wholly before the reset or wholly after it.
 *   Locks taken after that first one may meet a transaction that waits for the reset (a plan sync
 *   that updated the user's plans and now waits for the wallet; a call holding one table and
 *   asking for another the reset holds): the reset waits `LOCK_TIMEOUT_MS` at most, well before
 *   PostgreSQL's deadlock check (1 s) would fail the other call, then rolls back, which lets that
 *   call through, and runs again.
 */
/** The advisory lock of QA resets (any 64-bit number no other lock of the app uses). */
const RESET_LOCK = 0x0adc_5e5e7n;
/** How long a reset waits for a lock (after its first one) before it gives way and starts again. */
const LOCK_TIMEOUT_MS = 300;
/** Attempts before a reset that keeps giving way fails (each waits a little longer, up to 0.1 s). */
const ATTEMPTS = 50;
/** A reset runs the whole seed: more than the app's default 30 s if the machine is very slow. */
const TIMEOUT_MS = 120_000;

/** What a reset's work gets: a core whose every statement runs in the reset's transaction. */
export interface ResetScope {
  core: Core;
  tx: Tx;
  /** Turns the lock timeout on (PostgreSQL): for the statements that may meet a waiting call. */
  giveWayOnLocks(): Promise<void>;
}

/** Resets of this process, one after another. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` as a reset: alone (no other reset anywhere runs meanwhile), in one transaction, and
 * again from the start when it gave way to another transaction (PostgreSQL). `work` must make
 * every statement through the scope's core or tx: the app's own client would wait for this
 * transaction. The scope's clock is a fresh one on the transaction: offsets 0 until `load()`.
 */
export function inResetTransaction<T>(
  core: Core,
  work: (scope: ResetScope) => Promise<T>,
): Promise<T> {
  const run = queue.then(() => attempt(core, work));
  queue = run.catch(() => undefined);
  return run;
}

async function attempt<T>(core: Core, work: (scope: ResetScope) => Promise<T>): Promise<T> {
  const postgres = dbProvider(core.config.databaseUrl) === 'postgresql';
  for (let n = 1; ; n++) {
    try {
      return await core.db.$transaction(
        async (tx) => {
          if (postgres) await tx.$queryRaw`SELECT pg_advisory_xact_lock(${RESET_LOCK})::text`;
          const db = transactionDb(tx);
          return work({
            core: { ...core, db, clock: new SimClock(db) },
            tx,
            giveWayOnLocks: async () => {
              if (postgres)
                await tx.$executeRawUnsafe(`SET LOCAL lock_timeout = ${LOCK_TIMEOUT_MS}`);
            },
          });
        },
        { timeout: TIMEOUT_MS },
      );
    } catch (error) {
      if (!postgres || n >= ATTEMPTS || !gaveWay(error)) throw error;
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(n * 10, 100) + Math.random() * 20),
      );
    }
  }
}

/**
 * A lock timeout, a deadlock or serialization failure, or a unique violation (a plan number taken
 * by another user's new order meanwhile; the plan module retries it, but on PostgreSQL the failed
 * statement has aborted the transaction, 25P02): the reset rolled back and may simply run again.
 */
function gaveWay(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, meta, message } = error as { code?: string; meta?: unknown; message?: unknown };
  if (code === 'P2002' || code === 'P2034') return true;
  const text = `${String(message)} ${JSON.stringify(meta ?? null, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value))}`;
  return /55P03|lock timeout|40P01|40001|deadlock|TransactionWriteConflict|UniqueConstraintViolation|25P02|transaction is aborted/i.test(
    text,
  );
}

/**
 * `tx` dressed as the client, for code written against `Db` (the seed, the plan module's demo
 * launches, the clock): every statement runs in the one transaction. A nested `$transaction` is
 * part of it: a callback gets this client, a batch runs its statements in order.
 */
export function transactionDb(tx: Tx): Db {
  const db = new Proxy(tx, {
    get(target, property) {
      if (property === '$transaction') return nested;
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  }) as unknown as Db;
  async function nested(arg: unknown): Promise<unknown> {
    if (typeof arg === 'function') return (arg as (client: Db) => Promise<unknown>)(db);
    const results: unknown[] = [];
    for (const statement of arg as PromiseLike<unknown>[]) results.push(await statement);
    return results;
  }
  return db;
}
