import path from 'node:path';
import { adapterFor, dbProvider, repoRoot, type DbOptions } from './connection';
import { type Prisma, PrismaClient } from './generated/sqlite/client';
import { PrismaClient as PgPrismaClient, Prisma as PgPrisma } from './generated/postgres/client';

export * from './generated/sqlite/client';
export {
  observeStatements,
  dbProvider,
  DEFAULT_POOL_SIZE,
  repoRoot,
  sqlitePath,
  writeVersion,
  type DbOptions,
  type DbProvider,
} from './connection';

/** The Prisma client. Typed as the SQLite client: the PostgreSQL client is generated from the same models. */
export type Db = PrismaClient;
/** The client passed to an interactive `db.$transaction(async (tx) => …)` callback. */
export type Tx = Prisma.TransactionClient;

/** `file:<repo root>/data/ad-center.db` (start-up creates the folder: see ensureDatabase). */
export function defaultDatabaseUrl(): string {
  return `file:${path.join(repoRoot, 'data', 'ad-center.db')}`;
}

/**
 * Interactive transactions of one wallet queue behind its row lock (PostgreSQL) or behind each
 * other (SQLite). Prisma's defaults (2 s to start, 5 s to finish) turn a burst of a few hundred
 * simultaneous calls on one wallet into errors; these limits let the queue drain instead.
 */
const TRANSACTION_OPTIONS = { maxWait: 20_000, timeout: 30_000 };

/**
 * Options for a batch `db.$transaction([...])` of reads that must agree with each other (a page,
 * its count and its sums): a SQLite transaction reads one snapshot; PostgreSQL's default
 * isolation (READ COMMITTED) gives each statement its own, so this asks it for REPEATABLE READ.
 */
export function oneSnapshot(url: string): { isolationLevel?: Prisma.TransactionIsolationLevel } {
  if (dbProvider(url) !== 'postgresql') return {};
  // `Db` is typed as the SQLite client, whose type lists only SQLite's level.
  const level = PgPrisma.TransactionIsolationLevel.RepeatableRead;
  return { isolationLevel: level as unknown as Prisma.TransactionIsolationLevel };
}

/**
 * A client for a `file:` URL / plain path (SQLite) or a `postgres(ql)://` URL. Connects lazily.
 *
 * `errorFormat: 'minimal'`, which Prisma takes by itself only with NODE_ENV=production: otherwise
 * it records a stack trace (`new Error()`) on every query, to name the calling line in the message
 * of an error that query may throw. That cost every statement about 40–100 µs of CPU (a sixth of
 * a launch's CPU on PostgreSQL, docs/performance.md); the development server, the tests, the QA
 * benchmarks and the Docker image (no NODE_ENV) paid it. The error's own stack still names the caller.
 */
export function createDb(url: string, options: DbOptions = {}): Db {
  const client = {
    adapter: adapterFor(url, options),
    transactionOptions: TRANSACTION_OPTIONS,
    errorFormat: 'minimal' as const,
  };
  if (dbProvider(url) === 'postgresql') return new PgPrismaClient(client) as unknown as Db;
  return new PrismaClient(client);
}
