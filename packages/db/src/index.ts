import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { adapterFor, dbProvider, repoRoot } from './connection';
import { type Prisma, PrismaClient } from './generated/sqlite/client';
import { PrismaClient as PgPrismaClient } from './generated/postgres/client';

export * from './generated/sqlite/client';
export { dbProvider, repoRoot, sqlitePath, writeVersion, type DbProvider } from './connection';

/** The Prisma client. Typed as the SQLite client: the PostgreSQL client is generated from the same models. */
export type Db = PrismaClient;
/** The client passed to an interactive `db.$transaction(async (tx) => …)` callback. */
export type Tx = Prisma.TransactionClient;

/** `file:<repo root>/data/ad-center.db`; creates the data directory. */
export function defaultDatabaseUrl(): string {
  const dir = path.join(repoRoot, 'data');
  mkdirSync(dir, { recursive: true });
  return `file:${path.join(dir, 'ad-center.db')}`;
}

/** A client for a `file:` URL / plain path (SQLite) or a `postgres(ql)://` URL. Connects lazily. */
export function createDb(url: string): Db {
  const adapter = adapterFor(url);
  if (dbProvider(url) === 'postgresql') return new PgPrismaClient({ adapter }) as unknown as Db;
  return new PrismaClient({ adapter });
}
