import { observeStatements, Prisma } from '@adc/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onPostgres, startTestServer, type TestServer } from '../test/harness';
import { freshUser, fund, pushPlan, putPlan, setSeed } from '../test/kits/plan-test-kit';
import { TableMemo } from './table-memo';

/** The tables a statement reads (Prisma's `main`.`Table`, raw SQL's "Table"). */
const READ_TABLE = /\b(?:FROM|JOIN)\s+(?:[`"]?main[`"]?\.)?[`"]?(\w+)[`"]?/gi;
const MODEL_NAMES: readonly string[] = Object.values(Prisma.ModelName);

interface Load {
  watched: readonly string[];
  read: Set<string>;
}

/**
 * The memo rule of docs/internals.md: a memo's loader reads only tables the memo watches,
 * otherwise a write to the unwatched table would leave a stale value in the memo. Every memo's
 * loader is run through the real calls, with every statement it runs observed.
 */
describe.skipIf(onPostgres)('every TableMemo watches the tables its loader reads', () => {
  let server: TestServer;
  const loads: Load[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    const get = TableMemo.prototype.get;
    vi.spyOn(TableMemo.prototype, 'get').mockImplementation(function <V>(
      this: TableMemo<V>,
      key: string,
      load: () => Promise<V>,
    ) {
      return get.call(this, key, async () => {
        const read = new Set<string>();
        const stop = observeStatements((sql) => {
          for (const match of sql.matchAll(READ_TABLE)) read.add(match[1] ?? '');
        });
        try {
          return await load();
        } finally {
          stop();
          loads.push({ watched: this.tables, read });
        }
      }) as Promise<V>;
    });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server.close();
  });

  it('session, wallet, statistics, product and plan sync memos', async () => {
    const user = await freshUser(server);
    await fund(server, user.id, 1_000_000n);
    const plan = await pushPlan(server, user);
    await setSeed(server, plan.id, false);
    const calls = [
      () => server.get('/user/info', undefined, { token: user.token }),
      () => server.get('/user/property', undefined, { token: user.token }),
      () => server.get('/ad/order/data_statistics/list', { type: 4 }, { token: user.token }),
      () => putPlan(server, user, { id: plan.id, amount: '100.00' }),
    ];
    for (const call of calls) expect((await call()).code).toBe(200);

    for (const { watched, read } of loads) {
      expect(read.size, `a loader watching ${watched.join(',')} read no table`).toBeGreaterThan(0);
      for (const table of read) {
        expect(MODEL_NAMES, `${table}: not a model (the pattern misread the SQL)`).toContain(table);
        expect(watched, `a loader watching ${watched.join(',')} reads ${table}`).toContain(table);
      }
    }
    // Each memo of the server was exercised (a new memo is added to the calls above).
    const exercised = new Set(loads.map((load) => [...load.watched].sort().join(',')));
    expect([...exercised].sort()).toEqual([
      'PlanOrder,Product',
      'PlanOrder,User',
      'Product',
      'Session,User',
      'Wallet',
    ]);
  });
});
