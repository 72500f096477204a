/**
 * Benchmark target (runs in its own process so the load generator does not share its CPU):
 * the real app on a freshly migrated and seeded SQLite file, with 100,000 ledger entries and
 * 50,000 launchable plans for a bench user, plus a bare Fastify route as the yardstick.
 * The app is served three times: with the QA surface (and its toolkit) on, and twice with it off.
 * Prints one JSON line `{ app, appWithoutQa, appWithoutQaControl, bare, token, planIds }` when ready.
 */
import { createDb } from '@adc/db';
import { migrate } from '@adc/db/migrate';
import Fastify from 'fastify';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const LEDGER_ENTRIES = 100_000;
const PENDING_PLANS = 50_000;

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adc-bench-'));
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
  await fillLedger(db, user.id, app.core.clock.now());
  const product = await db.product.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const planIds = await createPendingPlans(db, user.id, product.id, app.core.clock.now());
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
  const port = (server: typeof app) => {
    const address = server.server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };
  console.log(
    JSON.stringify({
      app: port(app),
      appWithoutQa: port(withoutQa),
      appWithoutQaControl: port(withoutQaControl),
      bare: port(bare),
      token,
      planIds: [planIds.first, planIds.last],
    }),
  );
}

/** 100,000 flows over the last year, spread over every type; balances stay untouched (bench only). */
async function fillLedger(
  db: ReturnType<typeof createDb>,
  userId: number,
  now: Date,
): Promise<void> {
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

async function createPendingPlans(
  db: ReturnType<typeof createDb>,
  userId: number,
  productId: number,
  now: Date,
) {
  const before = await db.planOrder.aggregate({ _max: { id: true } });
  for (let offset = 0; offset < PENDING_PLANS; offset += 5_000) {
    const rows = Array.from({ length: 5_000 }, (_, i) => ({
      planNo: `PBENCH${String(offset + i).padStart(8, '0')}`,
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
  return { first, last: first + PENDING_PLANS - 1 };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
