import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { dbProvider, sqlitePath } from './connection';

/** A start-up problem with the database, told in one line that says what to do. */
export class DatabaseSetupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DatabaseSetupError';
  }
}

/** The URL with its password masked, for messages. */
export function redactUrl(url: string): string {
  return url.replace(/^([a-z]+:\/\/[^:/@]+):[^@/]*@/i, '$1:***@');
}

/**
 * Makes sure the database of `url` can be opened: the folder of a SQLite file, or the PostgreSQL
 * database (created when it is missing and the role may create databases). Anything it cannot
 * mend is a DatabaseSetupError.
 */
export async function ensureDatabase(url: string): Promise<{ created: boolean }> {
  if (/^postgres(ql)?:\/\//i.test(url)) return ensurePostgresDatabase(url);
  if (!/^file:/i.test(url) || dbProvider(url) !== 'sqlite') {
    throw new DatabaseSetupError(
      `DATABASE_URL must be file:<path> (SQLite) or postgresql://… (PostgreSQL), not "${redactUrl(url)}"`,
    );
  }
  const dir = path.dirname(path.resolve(sqlitePath(url)));
  try {
    makeFolder(dir);
  } catch (error) {
    throw new DatabaseSetupError(
      `Cannot create the folder of the SQLite database ${dir}: ${describeProblem(error)}`,
      { cause: error },
    );
  }
  return { created: false };
}

async function ensurePostgresDatabase(url: string): Promise<{ created: boolean }> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new DatabaseSetupError(`DATABASE_URL is not a valid URL: "${redactUrl(url)}"`);
  }
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  const where = `${target.hostname || 'localhost'}:${target.port || 5432}`;
  const role = decodeURIComponent(target.username) || 'the default role';
  if (!name) throw new DatabaseSetupError(`DATABASE_URL names no database: "${redactUrl(url)}"`);
  try {
    await query(url, 'SELECT 1');
    return { created: false };
  } catch (error) {
    if (pgCode(error) !== '3D000') throw postgresProblem(error, where, role);
  }
  const maintenance = new URL(target);
  maintenance.pathname = '/postgres';
  try {
    await createDatabase(maintenance.toString(), name);
    return { created: true };
  } catch (error) {
    if (pgCode(error) === '42P04') return { created: false }; // created meanwhile by another instance
    if (pgCode(error) === '42501') {
      // -O: owned by the role of DATABASE_URL, which may then create its tables in it.
      const owner = target.username ? ` -O ${decodeURIComponent(target.username)}` : '';
      const createdb = `createdb -h ${target.hostname || 'localhost'} -p ${target.port || 5432}${owner} ${name}`;
      throw new DatabaseSetupError(
        `PostgreSQL database "${name}" does not exist on ${where} and role ${role} may not create it: ` +
          `run \`${createdb}\` as a role that may (e.g. -U postgres), or grant ${role} CREATEDB`,
      );
    }
    throw postgresProblem(error, where, role);
  }
}

/**
 * CREATE DATABASE copies template1, and fails while any other session is connected to it
 * (55006, e.g. another instance creating its database at the same moment): try again a few times.
 */
async function createDatabase(maintenanceUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await query(maintenanceUrl, `CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    } catch (error) {
      if (pgCode(error) !== '55006' || attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

async function query(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query(sql);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function postgresProblem(error: unknown, where: string, role: string): DatabaseSetupError {
  const code = pgCode(error);
  if (code === '28P01' || code === '28000') {
    return new DatabaseSetupError(
      `PostgreSQL on ${where} refused the login of ${role}: check the user and password in DATABASE_URL`,
    );
  }
  const system = (error as { code?: string }).code;
  if (system === 'ECONNREFUSED' || system === 'ENOTFOUND' || system === 'ETIMEDOUT') {
    return new DatabaseSetupError(
      `Cannot reach PostgreSQL on ${where} (${system}): is it running, and is DATABASE_URL right?`,
    );
  }
  return new DatabaseSetupError(`PostgreSQL on ${where}: ${describeProblem(error)}`);
}

function pgCode(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}

/**
 * `mkdir -p dir`, one level at a time. Node's `mkdirSync(dir, { recursive: true })` loops forever
 * where the parent exists but refuses new entries with ENOENT (under /proc, for example).
 */
export function makeFolder(dir: string): void {
  const missing: string[] = [];
  for (let at = path.resolve(dir); !existsSync(at); at = path.dirname(at)) {
    missing.unshift(at);
    if (at === path.dirname(at)) break;
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ENOENT') {
        // Its parent exists (or was just made): the file system takes no new folder there.
        throw Object.assign(new Error('the file system allows no new folder there'), { code });
      }
      if (code !== 'EEXIST' || !isFolder(folder)) throw error;
    }
  }
  if (!isFolder(dir)) {
    throw Object.assign(new Error(`Not a folder: ${dir}`), { code: 'EEXIST', path: dir });
  }
}

function isFolder(at: string): boolean {
  try {
    return statSync(at).isDirectory();
  } catch {
    return false;
  }
}

/** An error's first line, or a file-system error in plain words. */
export function describeProblem(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  const plain = code ? FILE_PROBLEMS[code] : undefined;
  if (plain) return plain;
  const text = error instanceof Error ? error.message : String(error);
  return text.trim().split('\n')[0] ?? text;
}

/** File-system errors in plain words. */
const FILE_PROBLEMS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a file is in the way of a folder on that path',
  EEXIST: 'a file is in the way of a folder on that path',
  ENOSPC: 'no space left on the device',
};
