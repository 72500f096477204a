/**
 * Benchmark target (runs in its own process so the load generator does not share its CPU):
 * the real app on a freshly migrated and seeded SQLite file, with 100,000 ledger entries and
 * 50,000 launchable plans for a bench user, plus a bare Fastify route as the yardstick.
 * The app is served three times: with the QA surface (and its toolkit) on, and twice with it off.
 * Prints one JSON line `{ app, appWithoutQa, appWithoutQaControl, bare, token, planIds }` when ready.
 */
import type { Db } from '@adc/db';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { addPendingPlans, fundWithoutLimit, portOf, startBenchApp } from './bench-target';

const LEDGER_ENTRIES = 100_000;
const PENDING_PLANS = 50_000;

async function main(): Promise<void> {
  const { app, db, config } = await startBenchApp('adc-bench-');

  const user = await db.user.findUniqueOrThrow({ where: { username: 'demo' } });
  await fillLedger(db, user.id, app.core.clock.now());
  const product = await db.product.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const now = app.core.clock.now();
  const planIds = await addPendingPlans(db, user.id, product.id, PENDING_PLANS, now);
  await fundWithoutLimit(db, user.id, now);
  const token = await app.services.sessions.create(user.id);

  await app.listen({ port: 0, host: '127.0.0.1' });
  // The same app and database with the QA surface off (as with NODE_ENV=production): no toolkit
  // hooks, no journal. The difference is what the toolkit costs when no fault rule exists.
  const withoutQa = await buildApp({ config: { ...config, qaEnabled: false }, db });
  await withoutQa.listen({ port: 0, host: '127.0.0.1' });
  // A second, identical app without the QA surface: the control that shows the bench's noise.
  const withoutQaControl = await buildApp({ config: { ...config, qaEnabled: false }, db });
  await withoutQaControl.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.get('/bare', async () => ({ code: 200, msg: 'Success', data: { ok: true } }));
  // The CPU time this process has used so far (µs), for CPU per request between two readings.
  bare.get('/cpu', async () => {
    const { user, system } = process.cpuUsage();
    return { micros: user + system };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  console.info(
    JSON.stringify({
      app: portOf(app),
      appWithoutQa: portOf(withoutQa),
      appWithoutQaControl: portOf(withoutQaControl),
      bare: portOf(bare),
      token,
      planIds: [planIds.first, planIds.last],
    }),
  );
}

/** 100,000 flows over the last year, spread over every type; balances stay untouched (bench only). */
async function fillLedger(db: Db, userId: number, now: Date): Promise<void> {
  const types = [
    'ad_billing',
    'system_chargeback',
    'profit_sharing',
    'system_deposit',
    'manual_withdrawal',
    'ad_serving',
  ];
  const yearMs = 365 * 24 * 3600_000;
  for (let offset = 0; offset < LEDGER_ENTRIES; offset += 5_000) {
    const rows = Array.from({ length: 5_000 }, (_, i) => {
      const n = offset + i;
      return {
        userId,
        type: types[n % types.length] ?? 'ad_billing',
        amount: BigInt(((n * 7919) % 100_000) - 50_000),
        remark: 'bench',
        createdAt: new Date(now.getTime() - ((n * 104_729) % yearMs)),
      };
    });
    await db.ledgerEntry.createMany({ data: rows });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
