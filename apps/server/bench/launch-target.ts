/**
 * The server measured by bench/launches.ts, in a process of its own: the real app (QA surface on,
 * as `npm run bench`) on a freshly seeded SQLite file, one user with `BENCH_LAUNCH_PLANS` pending
 * plans and funds for all of them, and a bare route answering this process's CPU time and the
 * number of SQL statements its SQLite client has run. Prints `{ app, stats, token, planIds }`.
 */
import { createDb, observeStatements } from '@adc/db';
import { migrate } from '@adc/db/migrate';
import Fastify from 'fastify';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const PLANS = Number(process.env.BENCH_LAUNCH_PLANS ?? 60_000);

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adc-launch-bench-'));
  const url = `file:${path.join(dir, 'bench.db')}`;
  await migrate(url);
  const db = createDb(url);
  const config = {
    ...loadConfig({}),
    databaseUrl: url,
    logLevel: 'silent',
    uploadDir: dir,
    webDist: dir,
  };
  const app = await buildApp({ config, db });
  await app.services.qa.reset();
  const user = await db.user.findUniqueOrThrow({ where: { username: 'demo' } });
  const product = await db.product.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const before = await db.planOrder.aggregate({ _max: { id: true } });
  for (let offset = 0; offset < PLANS; offset += 5_000) {
    const rows = Array.from({ length: Math.min(5_000, PLANS - offset) }, (_, i) => ({
      planNo: `PBENCH${String(offset + i).padStart(8, '0')}`,
      userId: user.id,
      productId: product.id,
      seed: offset + i + 1,
      content: 'Bench plan',
      rules: 'Bench rules',
      userTargeting: 'All users',
      createdAt: app.core.clock.now(),
    }));
    await db.planOrder.createMany({ data: rows });
  }
  await db.wallet.update({
    where: { userId: user.id },
    data: { available: { increment: 10n ** 12n } },
  });
  await db.ledgerEntry.create({
    data: {
      userId: user.id,
      type: 'system_deposit',
      amount: 10n ** 12n,
      remark: 'bench',
      createdAt: app.core.clock.now(),
    },
  });
  const token = await app.services.sessions.create(user.id);
  let statements = 0;
  observeStatements(() => (statements += 1));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const stats = Fastify();
  // Read before the count below, which is itself a statement: one per reading.
  stats.get('/stats', async () => {
    const { user: cpuUser, system } = process.cpuUsage();
    const reading = { cpuMicros: cpuUser + system, statements };
    const launched = await db.planOrder.count({
      where: { userId: user.id, status: { not: 'pending_launch' } },
    });
    return { ...reading, launched };
  });
  await stats.listen({ port: 0, host: '127.0.0.1' });
  const port = (server: { server: { address(): unknown } }): number => {
    const address = server.server.address();
    return typeof address === 'object' && address && 'port' in address ? Number(address.port) : 0;
  };
  const first = (before._max.id ?? 0) + 1;
  console.info(
    JSON.stringify({
      app: port(app),
      stats: port(stats),
      token,
      planIds: [first, first + PLANS - 1],
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
