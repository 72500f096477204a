/**
 * The server measured by bench/launches.ts, in a process of its own: the real app (QA surface on,
 * as `npm run bench`) on a freshly seeded SQLite file (or, with `BENCH_DATABASE=postgres`, a new
 * PostgreSQL database on the server of `ADC_PG_URL`, dropped when this process is stopped), one
 * user with `BENCH_LAUNCH_PLANS` pending plans and funds for all of them, and a bare route
 * answering this process's CPU time and the number of SQL statements its client has run (on
 * PostgreSQL with each `BEGIN` and `COMMIT`: its round trips). Prints `{ app, stats, launchers }`.
 */
import { observeStatements, type Db } from '@adc/db';
import { createPgDatabase, type ScratchDatabase } from '@adc/db/pg-admin';
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import type { Launcher } from './launches';
import { addPendingPlans, fundWithoutLimit, portOf, startBenchApp } from './bench-target';

const PLANS = Number(process.env.BENCH_LAUNCH_PLANS ?? 60_000);
/** BENCH_LAUNCH_USERS: users the launches are spread over (1: demo alone, one wallet). */
const USERS = Number(process.env.BENCH_LAUNCH_USERS ?? 1);
const ADMIN_URL = process.env.ADC_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

async function main(): Promise<void> {
  const scratch: ScratchDatabase | undefined =
    process.env.BENCH_DATABASE === 'postgres'
      ? await createPgDatabase(ADMIN_URL, `adc_bench_launches_${process.pid}`)
      : undefined;
  const { app, db } = await startBenchApp('adc-launch-bench-', scratch?.url);
  // Stopped by the driver: an exit of its own, so that `--cpu-prof` (BENCH_CPU_PROF) writes the
  // profile on SQLite too (a process killed by the signal writes none).
  process.once('SIGTERM', () => {
    void Promise.allSettled([app.close(), db.$disconnect()])
      .then(() => scratch?.drop())
      .finally(() => process.exit(0));
  });
  const product = await db.product.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const now = app.core.clock.now();
  // demo, then fresh users (the `new_user` scenario), each with its share of the plans.
  const userIds = [(await db.user.findUniqueOrThrow({ where: { username: 'demo' } })).id];
  for (let i = 1; i < USERS; i++)
    userIds.push((await app.services.scenarios.create('new_user', `bench_${i}`)).user_info.id);
  const launchers: Launcher[] = [];
  for (const userId of userIds) {
    const { first, last } = await addPendingPlans(db, userId, product.id, PLANS / USERS, now);
    await fundWithoutLimit(db, userId, now);
    launchers.push({ token: await app.services.sessions.create(userId), planIds: [first, last] });
  }
  let statements = 0;
  observeStatements(() => (statements += 1));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const launcherIds = userIds;
  const stats = Fastify();
  // Read before the statements below (two on PostgreSQL, one on SQLite: the driver subtracts them).
  stats.get('/stats', async () => {
    const { user: cpuUser, system } = process.cpuUsage();
    const reading = { cpuMicros: cpuUser + system, statements };
    const launched = await db.planOrder.count({
      where: { userId: { in: launcherIds }, status: { not: 'pending_launch' } },
    });
    return {
      ...reading,
      launched,
      pgCpuMicros: scratch ? await backendCpuMicros(db) : null,
      readingStatements: scratch ? 2 : 1,
    };
  });
  await stats.listen({ port: 0, host: '127.0.0.1' });
  console.info(
    JSON.stringify({
      app: portOf(app),
      stats: portOf(stats),
      launchers,
    }),
  );
}

/**
 * The CPU time (user and system) of the PostgreSQL backends serving this database, from
 * /proc/<pid>/stat (PostgreSQL on this machine): the database's share of a launch. A backend that
 * closes between two readings takes its time with it (the pool keeps its connections while busy).
 */
async function backendCpuMicros(db: Db): Promise<number> {
  const backends = await db.$queryRaw<Array<{ pid: number }>>`
    SELECT "pid" FROM pg_stat_activity WHERE "datname" = current_database()`;
  let ticks = 0;
  for (const { pid } of backends) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields 14 and 15 (utime, stime) counted from after the command's closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone meanwhile.
    }
  }
  return (ticks * 1_000_000) / CLOCK_TICKS_PER_S;
}

/** `getconf CLK_TCK` on Linux. */
const CLOCK_TICKS_PER_S = 100;

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
