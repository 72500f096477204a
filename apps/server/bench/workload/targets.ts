/**
 * Where the workload runs: a database (a SQLite file, or a PostgreSQL database made from a seeded
 * template) and the real server started as `src/main.ts` in one or two processes of their own.
 */
import { createPgDatabase } from '@adc/db/pg-admin';
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';

export type TargetName = 'sqlite' | 'postgres' | 'postgres2';

export const TARGETS: Record<TargetName, { label: string; instances: number; pg: boolean }> = {
  sqlite: { label: 'SQLite, 1 process', instances: 1, pg: false },
  postgres: { label: 'PostgreSQL, 1 process', instances: 1, pg: true },
  postgres2: { label: 'PostgreSQL, 2 processes', instances: 2, pg: true },
};

const adminUrl = process.env.ADC_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export const workDir = mkdtempSync(path.join(os.tmpdir(), 'adc-workload-'));

export interface Database {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database for seeding. */
export async function newDatabase(pg: boolean, name: string): Promise<Database> {
  if (!pg) {
    const file = path.join(workDir, `${name}.db`);
    return { url: `file:${file}`, drop: async () => rmSync(file, { force: true }) };
  }
  return pgDatabase(`adc_bench_${name}_${process.pid}`);
}

/** A copy of a seeded database, so every run starts from the same data. */
export async function copyDatabase(source: Database, pg: boolean, name: string): Promise<Database> {
  if (!pg) {
    const file = path.join(workDir, `${name}.db`);
    copyFileSync(new URL(source.url).pathname, file);
    return { url: `file:${file}`, drop: async () => rmSync(file, { force: true }) };
  }
  const template = new URL(source.url).pathname.slice(1);
  return pgDatabase(`adc_bench_${name}_${process.pid}`, template);
}

function pgDatabase(name: string, template?: string): Promise<Database> {
  return createPgDatabase(adminUrl, name, template);
}

export interface Servers {
  bases: string[];
  stop(): Promise<void>;
}

/**
 * Starts `instances` server processes on `url` (migrated and seeded at start when empty);
 * resolves when all of them listen. With `qa`, the QA surface is on (key `qa-local`).
 */
export async function startServers(
  url: string,
  instances: number,
  options: { qa?: boolean } = {},
): Promise<Servers> {
  const children: ChildProcess[] = [];
  const bases: string[] = [];
  try {
    for (let i = 0; i < instances; i++) {
      const port = await getPort({ host: '127.0.0.1' });
      children.push(await startServer(url, port, options.qa ?? false));
      bases.push(`http://127.0.0.1:${port}`);
    }
  } catch (error) {
    await Promise.all(children.map(stopChild));
    throw error;
  }
  return { bases, stop: () => Promise.all(children.map(stopChild)).then(() => undefined) };
}

function startServer(url: string, port: number, qa: boolean): Promise<ChildProcess> {
  // BENCH_CPU_PROF=<dir>: each server process writes its V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      // Measured as in production: no QA surface (no toolkit hooks, no request journal).
      NODE_ENV: qa ? 'development' : 'production',
      QA_KEY: 'qa-local',
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // The load generator is one address standing for many users, each on a device of its own:
      // the per-address protections (connections, failed sign-ins) would refuse them as one.
      MAX_CONNECTIONS_PER_CLIENT: '0',
      LOGIN_RATE_LIMIT_PER_IP: '0',
      UPLOAD_DIR: path.join(workDir, 'uploads'),
      WEB_DIST: path.join(workDir, 'no-web'),
    },
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout ?? process.stdin });
    lines.on('line', (line) => {
      if (line.includes('is running at')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`server on port ${port} exited with ${code}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
