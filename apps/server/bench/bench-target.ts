/**
 * What the benchmark targets share: the real app on a freshly migrated and seeded SQLite file,
 * demo's pending plans and funds, the port a server listens on, and, on the load generator's
 * side, a target started in a process of its own that prints one JSON line when ready.
 */
import { createDb, type Db } from '@adc/db';
import { migrate } from '@adc/db/migrate';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

/**
 * The app (QA surface on) on a fresh SQLite file in a temporary folder, seeded by a QA reset; or,
 * given `databaseUrl` (an empty PostgreSQL database), on that.
 */
export async function startBenchApp(prefix: string, databaseUrl?: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const url = databaseUrl ?? `file:${path.join(dir, 'bench.db')}`;
  await migrate(url);
  const config = {
    ...loadConfig(
      process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {},
    ),
    databaseUrl: url,
    logLevel: 'silent',
    uploadDir: dir,
    webDist: dir,
  };
  const db = createDb(url, { poolSize: config.databasePoolSize });
  const app = await buildApp({ config, db });
  await app.services.qa.reset();
  return { app, db, config };
}

/** `count` launchable plans of the user on one product, in batches; their first and last id. */
export async function addPendingPlans(
  db: Db,
  userId: number,
  productId: number,
  count: number,
  now: Date,
): Promise<{ first: number; last: number }> {
  const before = await db.planOrder.aggregate({ _max: { id: true } });
  for (let offset = 0; offset < count; offset += 5_000) {
    const rows = Array.from({ length: Math.min(5_000, count - offset) }, (_, i) => ({
      planNo: `PBENCH${userId}-${String(offset + i).padStart(8, '0')}`,
      userId,
      productId,
      seed: offset + i + 1,
      content: 'Bench plan',
      rules: 'Bench rules',
      userTargeting: 'All users',
      createdAt: now,
    }));
    await db.planOrder.createMany({ data: rows });
  }
  const first = (before._max.id ?? 0) + 1;
  return { first, last: first + count - 1 };
}

/** Funds the user for any number of launches (balance and its deposit flow, bench only). */
export async function fundWithoutLimit(db: Db, userId: number, now: Date): Promise<void> {
  const amount = 10n ** 12n;
  await db.wallet.update({ where: { userId }, data: { available: { increment: amount } } });
  await db.ledgerEntry.create({
    data: { userId, type: 'system_deposit', amount, remark: 'bench', createdAt: now },
  });
}

export function portOf(server: { server: { address(): unknown } }): number {
  const address = server.server.address();
  return typeof address === 'object' && address && 'port' in address ? Number(address.port) : 0;
}

/** Starts `bench/<file>` in its own process and resolves with the JSON line it prints when ready. */
export async function spawnTarget<T>(file: string): Promise<{ target: T; stop: () => void }> {
  const child = spawn(
    process.execPath,
    [
      // BENCH_CPU_PROF=<dir>: the target writes its V8 CPU profile there when it stops.
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
      '--import',
      'tsx',
      fileURLToPath(new URL(`./${file}`, import.meta.url)),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  const target = await new Promise<T>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as T);
    });
    child.on('exit', (code) => reject(new Error(`bench target ${file} exited with ${code}`)));
  });
  return { target, stop: () => child.kill('SIGTERM') };
}
