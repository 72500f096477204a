// Applies Prisma migrations without the native schema engine: Prisma's schema engine compiled to
// WebAssembly (@prisma/schema-engine-wasm) talks to the database through the driver adapters.
// Layout is Prisma's own (`<ts>_<name>/migration.sql`, migration_lock.toml, `_prisma_migrations`),
// so `prisma migrate deploy` works on the same folders wherever the native engine is available.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as bg from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { MigrationList, SchemaEngine } from '@prisma/schema-engine-wasm/schema_engine_bg';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
} from '@prisma/driver-adapter-utils';
import { adapterFor, dbProvider, repoRoot, type DbProvider } from './connection';

export { dbProvider, type DbProvider } from './connection';
export {
  DatabaseSetupError,
  describeProblem,
  ensureDatabase,
  makeFolder,
  redactUrl,
} from './ensure-database';

const PATHS: Record<DbProvider, { schema: string; migrations: string }> = {
  sqlite: { schema: 'prisma/schema.prisma', migrations: 'prisma/migrations' },
  postgresql: { schema: 'prisma/postgres/schema.prisma', migrations: 'prisma/postgres/migrations' },
};

export function schemaPath(provider: DbProvider): string {
  return path.join(repoRoot, PATHS[provider].schema);
}

export function migrationsDir(provider: DbProvider): string {
  return path.join(repoRoot, PATHS[provider].migrations);
}

// Node has WebAssembly, but neither lib ES2023 nor @types/node 20 declare it.
declare const WebAssembly: {
  instantiate(
    bytes: Uint8Array,
    imports: object,
  ): Promise<{ instance: { exports: Record<string, unknown> } }>;
};

const NO_FILTERS = { externalTables: [], externalEnums: [] };

let wasmReady: Promise<void> | undefined;

/** Instantiates the engine's WebAssembly once per process (its package exports hide the .wasm). */
function loadWasm(): Promise<void> {
  wasmReady ??= (async () => {
    const req = createRequire(path.join(repoRoot, 'packages/db/package.json'));
    const dir = path.dirname(req.resolve('@prisma/schema-engine-wasm/schema_engine_bg'));
    const bytes = readFileSync(path.join(dir, 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': bg });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
  })();
  return wasmReady;
}

/** Reads a migrations folder the way the Prisma CLI does. */
export function readMigrations(provider: DbProvider): MigrationList {
  const baseDir = migrationsDir(provider);
  let entries: string[] = [];
  try {
    entries = readdirSync(baseDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
  } catch {
    // no migrations yet
  }
  const read = (file: string): string | null => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return null;
    }
  };
  return {
    baseDir,
    lockfile: {
      path: 'migration_lock.toml',
      content: read(path.join(baseDir, 'migration_lock.toml')),
    },
    shadowDbInitScript: '',
    migrationDirectories: entries.map((name) => {
      const content = read(path.join(baseDir, name, 'migration.sql'));
      return {
        path: name,
        migrationFile: {
          path: 'migration.sql',
          content:
            content === null
              ? { tag: 'error', value: 'migration.sql not found' }
              : { tag: 'ok', value: content },
        },
      };
    }),
  };
}

/**
 * Runs `fn` with a schema engine connected to `url` and loaded with the provider's schema, then
 * frees it and closes every connection it opened (a pg pool would keep the process alive).
 * `shadowUrl` replaces the adapter's own shadow database (SQLite: in memory; pg: one it creates).
 */
export async function withSchemaEngine<T>(
  url: string,
  fn: (engine: SchemaEngine, schema: { path: string; content: string }) => Promise<T>,
  options: { shadowUrl?: string } = {},
): Promise<T> {
  await loadWasm();
  const provider = dbProvider(url);
  const schema = {
    path: PATHS[provider].schema,
    content: readFileSync(schemaPath(provider), 'utf8'),
  };
  const factory = adapterFor(url);
  const opened: SqlDriverAdapter[] = [];
  const track = (connect: () => Promise<SqlDriverAdapter>) => async () => {
    const adapter = await connect();
    opened.push(adapter);
    return provider === 'postgresql' ? readPgCharAsText(adapter) : runSqliteScripts(adapter);
  };
  const bound = bindMigrationAwareSqlAdapterFactory({
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: track(() => factory.connect()),
    connectToShadowDb: track(() =>
      options.shadowUrl ? adapterFor(options.shadowUrl).connect() : factory.connectToShadowDb(),
    ),
  });
  // The engine reports driver errors as "External error id#N": put the driver's error in the message.
  const explain = (e: unknown) => {
    if (e instanceof Error) {
      e.message = e.message.replace(/External error id#(\d+)/g, (m, id: string) => {
        const found = bound.errorRegistry.consumeError(Number(id));
        return found
          ? `${m}: ${found.error instanceof Error ? found.error.message : JSON.stringify(found.error)}`
          : m;
      });
    }
    return e;
  };
  let engine: SchemaEngine | undefined;
  try {
    engine = await bg.SchemaEngine.new(
      { datamodels: [[schema.path, schema.content]] },
      () => {}, // the engine's tracing logs (JSON lines): not needed
      bound,
    );
    return await fn(engine, schema);
  } catch (e) {
    throw explain(e);
  } finally {
    engine?.free();
    for (const adapter of opened) await adapter.dispose().catch(() => {});
  }
}

/**
 * The engine replays migrations on the SQLite shadow database through executeRaw, which
 * better-sqlite3 limits to one statement: run such multi-statement scripts with executeScript.
 */
function runSqliteScripts(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const executeRaw = adapter.executeRaw.bind(adapter);
  adapter.executeRaw = async (query) => {
    try {
      return await executeRaw(query);
    } catch (e) {
      if (query.args.length > 0 || !String(e).includes('more than one statement')) throw e;
      await adapter.executeScript(query.sql);
      return 0;
    }
  };
  return adapter;
}

type PgQueryable = { performIO(query: unknown): Promise<{ fields?: { dataTypeID: number }[] }> };

/**
 * adapter-pg 7.10 throws on PostgreSQL's internal one-byte `"char"` type (OID 18), which the
 * engine's catalog queries return (relkind, contype, ...): report those columns as text (OID 25).
 */
function readPgCharAsText(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const patch = (queryable: unknown) => {
    const q = queryable as PgQueryable;
    const performIO = q.performIO.bind(q);
    q.performIO = async (query) => {
      const result = await performIO(query);
      for (const field of result.fields ?? []) if (field.dataTypeID === 18) field.dataTypeID = 25;
      return result;
    };
  };
  patch(adapter);
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => {
    const tx = await startTransaction(isolationLevel);
    patch(tx);
    return tx;
  };
  return adapter;
}

/** Applies the pending migrations of the URL's provider. Idempotent. */
export async function migrate(url: string): Promise<{ applied: string[] }> {
  const migrationsList = readMigrations(dbProvider(url));
  const out = await withSchemaEngine(url, (engine) =>
    engine.applyMigrations({ migrationsList, filters: NO_FILTERS }),
  );
  return { applied: out.appliedMigrationNames };
}

/** The SQL that would bring the database to the current schema: '' when there is no drift. */
export async function diffSchemaAgainstDatabase(url: string): Promise<string> {
  const out = await withSchemaEngine(url, (engine, schema) =>
    engine.diff({
      from: { tag: 'schemaDatasource', files: [schema], configDir: repoRoot },
      to: { tag: 'schemaDatamodel', files: [schema] },
      script: true,
      exitCode: null,
      filters: NO_FILTERS,
    }),
  );
  return isEmptySql(out.stdout ?? '') ? '' : (out.stdout ?? '');
}

/** True when a script holds nothing but comments and whitespace (the engine's "empty migration"). */
export function isEmptySql(sql: string): boolean {
  return sql.replace(/--.*$/gm, '').trim() === '';
}
