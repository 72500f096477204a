// Needs PostgreSQL (ADC_PG_URL, default postgresql://postgres@127.0.0.1:5432/postgres, a
// role that may create databases). Uses a throwaway database adc_test_<random>.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, oneSnapshot, type Db } from './index';
import { diffSchemaAgainstDatabase, migrate } from './migrate';
import { newUser } from '../test/db-test-kit';

const adminUrl = process.env.ADC_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const dbName = `adc_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const url = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();

describe('PostgreSQL', () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  let db: Db | undefined;
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${dbName}"`);
  });
  afterAll(async () => {
    await db?.$disconnect();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
  });

  it('migrates a fresh database, leaving no drift; a second run applies nothing', async () => {
    expect((await migrate(url)).applied.length).toBeGreaterThan(0);
    expect(await migrate(url)).toEqual({ applied: [] });
    expect(await diffSchemaAgainstDatabase(url)).toBe('');
  });

  it('createDb reads and writes', async () => {
    db = createDb(url);
    const big = 2n ** 62n + 7n;
    await db.user.create({
      data: { ...newUser('pg'), deposit: big, wallet: { create: { available: 5n } } },
    });
    const read = await db.user.findUniqueOrThrow({
      where: { uid: 'pg' },
      include: { wallet: true },
    });
    expect(read.deposit).toBe(big);
    expect(read.wallet?.available).toBe(5n);
    expect(read.createdAt).toBeInstanceOf(Date);
    const n = await db.$transaction(async (tx) =>
      tx.wallet.updateMany({
        where: { userId: read.id, available: { gte: 5n } },
        data: { available: { decrement: 5n } },
      }),
    );
    expect(n.count).toBe(1);
  });

  /** The suite's client, connected, with the queries node-postgres sends from now on recorded. */
  async function recordedClient() {
    const client = db ?? createDb(url);
    db = client;
    await client.$connect();
    return { client, queries: vi.spyOn(pg.Client.prototype, 'query') };
  }

  it('runs a batch of reads on one snapshot when asked (REPEATABLE READ)', async () => {
    const { client, queries } = await recordedClient();
    try {
      const [users, wallets] = await client.$transaction(
        [client.user.count(), client.wallet.count()],
        oneSnapshot(url),
      );
      expect([users, wallets]).toEqual([1, 1]);
      const texts = queries.mock.calls.map(([query]) =>
        typeof query === 'string' ? query : String((query as { text?: string }).text),
      );
      expect(texts.some((text) => /ISOLATION LEVEL REPEATABLE READ/i.test(text))).toBe(true);
    } finally {
      queries.mockRestore();
    }
  });

  it('reads a record and its included relation in one query (relationJoins), not one per table', async () => {
    const { client, queries } = await recordedClient();
    try {
      const read = await client.user.findUniqueOrThrow({
        where: { uid: 'pg' },
        include: { wallet: true },
      });
      expect(read.wallet?.available).toBe(0n);
      expect(queries).toHaveBeenCalledTimes(1);
    } finally {
      queries.mockRestore();
    }
  });

  it('prepares a statement with arguments once per connection, and runs it again by name', async () => {
    const one = createDb(url, { poolSize: 1 });
    try {
      const read = (uid: string) =>
        one.$queryRaw<Array<{ uid: string }>>`SELECT "uid" FROM "User" WHERE "uid" = ${uid}`;
      expect(await read('pg')).toEqual([{ uid: 'pg' }]);
      expect(await read('none')).toEqual([]);
      const prepared = await one.$queryRaw<Array<{ name: string; statement: string }>>`
        SELECT "name", "statement" FROM pg_prepared_statements WHERE "statement" LIKE '%"uid" = $1%'`;
      expect(prepared).toHaveLength(1);
      expect(prepared[0]?.name).toMatch(/^adc_\d+$/);
    } finally {
      await one.$disconnect();
    }
  });

  it('keeps at most poolSize connections open, however many queries wait', async () => {
    const small = createDb(url, { poolSize: 2 });
    try {
      const backends = await Promise.all(
        Array.from(
          { length: 8 },
          () =>
            small.$queryRaw<
              { pid: number }[]
            >`SELECT pg_backend_pid() AS pid, pg_sleep(0.05)::text AS slept`,
        ),
      );
      expect(new Set(backends.map(([row]) => row?.pid)).size).toBe(2);
    } finally {
      await small.$disconnect();
    }
  });
});
