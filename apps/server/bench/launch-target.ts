/**
 * The server measured by bench/launches.ts, in a process of its own: the real app (QA surface on,
 * as `npm run bench`) on a freshly seeded SQLite file, one user with `BENCH_LAUNCH_PLANS` pending
 * plans and funds for all of them, and a bare route answering this process's CPU time and the
 * number of SQL statements its SQLite client has run. Prints `{ app, stats, token, planIds }`.
 */
import { observeStatements } from '@adc/db';
import Fastify from 'fastify';
import { addPendingPlans, fundWithoutLimit, portOf, startBenchApp } from './bench-target';

const PLANS = Number(process.env.BENCH_LAUNCH_PLANS ?? 60_000);

async function main(): Promise<void> {
  const { app, db } = await startBenchApp('adc-launch-bench-');
  const user = await db.user.findUniqueOrThrow({ where: { username: 'demo' } });
  const product = await db.product.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const now = app.core.clock.now();
  const planIds = await addPendingPlans(db, user.id, product.id, PLANS, now);
  await fundWithoutLimit(db, user.id, now);
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
  console.info(
    JSON.stringify({
      app: portOf(app),
      stats: portOf(stats),
      token,
      planIds: [planIds.first, planIds.last],
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
