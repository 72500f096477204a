import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapter, SqlQuery } from '@prisma/driver-adapter-utils';
import { startCheckpointer } from './checkpointer';
import type { Prisma } from './generated/sqlite/client';

export type DbProvider = 'sqlite' | 'postgresql';

/** The repository root: the nearest ancestor holding prisma/schema.prisma (also right when bundled). */
export const repoRoot: string = (() => {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'prisma/schema.prisma'))) return dir;
    if (dir === path.dirname(dir)) return process.cwd();
  }
})();

export function dbProvider(url: string): DbProvider {
  return /^postgres(ql)?:\/\//i.test(url) ? 'postgresql' : 'sqlite';
}

/** Path of the SQLite file behind a `file:` URL or a plain path (a `?query` is dropped). */
export function sqlitePath(url: string): string {
  return url.replace(/^file:(\/\/)?/, '').replace(/\?.*$/, '');
}

/**
 * Per-connection settings, applied whenever the adapter opens its (single) connection. The WAL is
 * checkpointed by a worker thread (see checkpointer.ts); the connection's own automatic
 * checkpoint is only the fallback, hence its high threshold (10000 pages, 40 MB).
 */
const SQLITE_PRAGMAS =
  'PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL; PRAGMA wal_autocheckpoint = 10000;';

export interface DbOptions {
  /** PostgreSQL: connections kept open at most (default `DEFAULT_POOL_SIZE`). */
  poolSize?: number;
}

/**
 * node-postgres's own default. The workload benchmark found no size better on 2 cores: runs with
 * 4 and with 10 connections, alternated, gave read p99 of 71–240 ms and 95–175 ms.
 */
export const DEFAULT_POOL_SIZE = 10;

/** A driver adapter factory for `url`: better-sqlite3 (with the pragmas above) or pg. */
export function adapterFor(url: string, options: DbOptions = {}): PrismaBetterSqlite3 | PrismaPg {
  if (dbProvider(url) === 'postgresql') {
    const factory = new PrismaPg(
      { connectionString: url, max: options.poolSize ?? DEFAULT_POOL_SIZE },
      { statementNameGenerator: preparedStatementNames() },
    );
    const connect = factory.connect.bind(factory);
    factory.connect = async () => observed(await connect());
    return factory;
  }
  const factory = new PrismaBetterSqlite3({ url: sqlitePath(url), timeout: 5000 });
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    await adapter.executeScript(SQLITE_PRAGMAS);
    reusePreparedStatements(adapter);
    const checkpointer = startCheckpointer(sqlitePath(url));
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      await dispose();
      await checkpointer.close();
    };
    return trackWrites(queueBehindTransactions(adapter), checkpointer.noteWrite);
  };
  return factory;
}

// ---- prepared statements -------------------------------------------------------------------

/** Distinct statement texts a process judges (and names, to prepare once per connection) at most. */
const NAMED_STATEMENT_LIMIT = 1000;
/** Statements with more arguments (multi-row inserts, long `IN` lists) vary too much to keep. */
const NAMED_STATEMENT_MAX_ARGS = 64;
/**
 * A `*` in a select list or RETURNING: the result's shape follows the table, and PostgreSQL
 * refuses to run a prepared statement whose shape changed ("cached plan must not change result
 * type") after a migration adds a column while an instance runs. Such statements stay unnamed.
 */
const STAR_COLUMNS = /(?:\bSELECT|\bRETURNING|,)\s+(?:"?\w+"?\.)?\*/i;

/**
 * PostgreSQL: names for node-postgres's prepared statements (PrismaPg's public
 * `statementNameGenerator` option). A named statement is parsed and analysed once per connection
 * and then only bound and run, where an unnamed one is parsed anew on every call; the name stands
 * for the text (one name per distinct text, never reused for another). Statements without
 * arguments (BEGIN, COMMIT), the varying ones above and those selecting `*` stay unnamed ('' is
 * no name). Names are per connection: a pooler between the app and PostgreSQL must pass them
 * on (PgBouncer in transaction mode: 1.21 or later with `max_prepared_statements`).
 */
export function preparedStatementNames(): (query: SqlQuery) => string {
  const names = new Map<string, string>();
  let named = 0;
  return (query) => {
    if (query.args.length === 0 || query.args.length > NAMED_STATEMENT_MAX_ARGS) return '';
    // The text's name, or '' for a text that stays unnamed, is decided once per text.
    let name = names.get(query.sql);
    if (name === undefined) {
      if (names.size >= NAMED_STATEMENT_LIMIT) return '';
      name = STAR_COLUMNS.test(query.sql) ? '' : `adc_${++named}`;
      names.set(query.sql, name);
    }
    return name;
  };
}

/** The parts of a better-sqlite3 statement the Prisma adapter uses. */
interface Statement {
  readonly reader: boolean;
  columns(): unknown[];
  raw(toggle?: boolean): Statement;
  run(args: unknown[]): unknown;
  all(args: unknown[]): unknown[];
}

const STATEMENT_CACHE_LIMIT = 500;
const NO_ARGS: unknown[] = [];

/**
 * A kept statement with one call's arguments, shaped like the adapter expects of a fresh one
 * (`prepare(sql).run()`, or `.bind(args)` then `.run()` or `.columns()` and `.raw().all()`).
 * A class, not closures: it is made for every statement run.
 */
class StatementCall {
  private rows: unknown[] | undefined;

  constructor(
    private readonly kept: Statement,
    private readonly args: unknown[] = NO_ARGS,
  ) {}

  get reader(): boolean {
    return this.kept.reader;
  }

  bind(args: unknown[]): StatementCall {
    return new StatementCall(this.kept, args);
  }

  run(): unknown {
    return this.kept.run(this.args);
  }

  /**
   * The adapter asks for the columns, then the rows. A kept statement learns of a schema change
   * only when it runs, so it runs first: both then describe the same execution.
   */
  columns(): unknown[] {
    this.all();
    return this.kept.columns();
  }

  raw(): StatementCall {
    return this;
  }

  all(): unknown[] {
    this.rows ??= this.kept.raw(true).all(this.args);
    return this.rows;
  }
}

/**
 * The adapter prepares (compiles) every statement anew and binds its arguments for good, which
 * costs more than running most of them. This replaces the adapter's private `client.prepare`:
 * an exception kept for its measured effect, with the rules and figures in docs/internals.md and
 * the shape it relies on pinned by statement-cache.test.ts. Here each SQL text is prepared once and kept (Prisma
 * sends a few hundred distinct texts at most), and each call runs the kept statement with its own
 * arguments. SQLite recompiles a kept statement by itself after a schema change.
 */
function reusePreparedStatements(adapter: SqlDriverAdapter): void {
  const client = (adapter as unknown as { client: { prepare(sql: string): Statement } }).client;
  const prepare = client.prepare.bind(client);
  const prepared = new Map<string, Statement>();
  client.prepare = ((sql: string) => {
    let statement = prepared.get(sql);
    if (!statement) {
      statement = prepare(sql);
      if (prepared.size >= STATEMENT_CACHE_LIMIT) prepared.clear();
      prepared.set(sql, statement);
    }
    return new StatementCall(statement);
  }) as unknown as typeof client.prepare;
}

/**
 * The SQLite adapter has one connection per client. Its interactive transactions already take
 * turns, but a query made outside the transaction (`db.x`, not `tx.x`) would run on that same
 * connection in the middle of it: see its uncommitted writes and be rolled back with it. Here
 * every top-level statement and every transaction (BEGIN to COMMIT/ROLLBACK) takes its turn.
 */
function queueBehindTransactions(adapter: SqlDriverAdapter): SqlDriverAdapter {
  let tail: Promise<void> = Promise.resolve();
  const turn = (): Promise<() => void> => {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const ready = tail.then(() => release);
    tail = tail.then(() => done);
    return ready;
  };
  const inTurn =
    <A, R>(fn: (arg: A) => Promise<R>) =>
    async (arg: A): Promise<R> => {
      const release = await turn();
      try {
        return await fn(arg);
      } finally {
        release();
      }
    };
  adapter.queryRaw = inTurn(adapter.queryRaw.bind(adapter));
  adapter.executeRaw = inTurn(adapter.executeRaw.bind(adapter));
  adapter.executeScript = inTurn(adapter.executeScript.bind(adapter));
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => {
    const release = await turn();
    try {
      const tx = await startTransaction(isolationLevel);
      const [commit, rollback] = [tx.commit.bind(tx), tx.rollback.bind(tx)];
      tx.commit = () => commit().finally(release);
      tx.rollback = () => rollback().finally(release);
      return tx;
    } catch (e) {
      release();
      throw e;
    }
  };
  return adapter;
}

// ---- write tracking ------------------------------------------------------------------------

const versions = new Map<string, number>();
let schemaEpoch = 0;

const WRITE_STATEMENT =
  /\b(?:INSERT\s+(?:OR\s+\w+\s+)?INTO|UPDATE|DELETE\s+FROM|REPLACE\s+INTO)\s+(?:[`"]?main[`"]?\.)?[`"]?(\w+)[`"]?/gi;
const SCHEMA_STATEMENT = /\b(?:DROP|ALTER|CREATE)\s+TABLE\b/i;

interface StatementWrites {
  schema: boolean;
  tables: string[];
}

/** What a statement text writes, read once per distinct text (Prisma repeats its texts). */
const writesBySql = new Map<string, StatementWrites>();

function writesOf(sql: string): StatementWrites {
  let writes = writesBySql.get(sql);
  if (!writes) {
    writes = {
      schema: SCHEMA_STATEMENT.test(sql),
      tables: Array.from(sql.matchAll(WRITE_STATEMENT), (match) => match[1] ?? ''),
    };
    if (sql.length > 10_000) return writes; // a script: rare, not worth keeping
    if (writesBySql.size >= 1000) writesBySql.clear();
    writesBySql.set(sql, writes);
  }
  return writes;
}

/** Counts the writes of a statement about to run; true when it writes. */
function noteWrites(sql: string): boolean {
  const { schema, tables } = writesOf(sql);
  if (schema) schemaEpoch += 1;
  for (const table of tables) versions.set(table, (versions.get(table) ?? 0) + 1);
  return schema || tables.length > 0;
}

/**
 * How many write statements have touched `table` in this process (SQLite clients only). A cache
 * of rows from that table stays valid while the number is unchanged. Statements are counted
 * when they run, so a rolled-back write only costs a needless refetch.
 */
export function writeVersion(table: Prisma.ModelName): number {
  return (versions.get(table) ?? 0) + schemaEpoch;
}

const observers = new Set<(sql: string) => void>();

/**
 * Calls `observer` with the text of every statement the clients of this process run (on
 * PostgreSQL also each transaction's `BEGIN` and `COMMIT`/`ROLLBACK`: one round trip each), until
 * the returned function is called. For tests: the memo rule test compares the tables a memo's
 * loader reads with the tables the memo watches (docs/internals.md); and for the launch
 * benchmark, which counts statements per launch.
 */
export function observeStatements(observer: (sql: string) => void): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

function observe(sql: string): void {
  if (observers.size > 0) for (const observer of observers) observer(sql);
}

/** Calls `see` with the text of every query and execution `target` runs, before it runs. */
function seeStatements(
  target: Pick<SqlDriverAdapter, 'queryRaw' | 'executeRaw'>,
  see: (sql: string) => void,
): void {
  const [queryRaw, executeRaw] = [target.queryRaw.bind(target), target.executeRaw.bind(target)];
  target.queryRaw = (query: SqlQuery) => {
    see(query.sql);
    return queryRaw(query);
  };
  target.executeRaw = (query: SqlQuery) => {
    see(query.sql);
    return executeRaw(query);
  };
}

/** Passes every statement of a PostgreSQL adapter and of its transactions to the observers. */
function observed<A extends SqlDriverAdapter>(adapter: A): A {
  const wrap = (target: Pick<SqlDriverAdapter, 'queryRaw' | 'executeRaw'>) =>
    seeStatements(target, observe);
  wrap(adapter);
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => {
    // The adapter sends BEGIN (and an isolation level) through its own connection's client.
    observe('BEGIN');
    if (isolationLevel) observe('SET TRANSACTION ISOLATION LEVEL');
    const tx = await startTransaction(isolationLevel);
    wrap(tx);
    return tx;
  };
  return adapter;
}

function trackWrites(adapter: SqlDriverAdapter, onWrite: () => void): SqlDriverAdapter {
  const note = (sql: string) => {
    if (noteWrites(sql)) onWrite();
    observe(sql);
  };
  const wrap = (target: Pick<SqlDriverAdapter, 'queryRaw' | 'executeRaw'>) =>
    seeStatements(target, note);
  wrap(adapter);
  const executeScript = adapter.executeScript.bind(adapter);
  adapter.executeScript = (script: string) => {
    note(script);
    return executeScript(script);
  };
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => {
    const tx = await startTransaction(isolationLevel);
    wrap(tx);
    return tx;
  };
  return adapter;
}
