import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, type Db } from './index';
import { migrate } from './migrate';
import { newUser, tempSqliteUrl } from '../test/db-test-kit';

/** The SQLite adapter keeps each prepared statement and runs it again with new arguments. */
describe('reused prepared statements (SQLite)', () => {
  const url = tempSqliteUrl();
  let db: Db;
  beforeAll(async () => {
    await migrate(url);
    db = createDb(url);
  });
  afterAll(() => db.$disconnect());

  it('run the same statement with each call’s own arguments, in and out of transactions', async () => {
    for (const uid of ['sc1', 'sc2', 'sc3']) await db.user.create({ data: newUser(uid) });
    for (const uid of ['sc1', 'sc2', 'sc3']) {
      expect((await db.user.findUnique({ where: { uid } }))?.username).toBe(uid);
      const inTx = await db.$transaction((tx) => tx.user.findUnique({ where: { uid } }));
      expect(inTx?.username).toBe(uid);
    }
    expect(await db.user.findUnique({ where: { uid: 'missing' } })).toBeNull();
    const { count } = await db.user.updateMany({
      where: { uid: { in: ['sc1', 'sc3'] } },
      data: { nickname: 'changed' },
    });
    expect(count).toBe(2);
    expect((await db.user.findUnique({ where: { uid: 'sc2' } }))?.nickname).toBe('sc2');
  });

  it('still report constraint errors as Prisma errors', async () => {
    await db.user.create({ data: newUser('dup') });
    await expect(db.user.create({ data: newUser('dup') })).rejects.toMatchObject({
      code: 'P2002',
    });
  });

  it('see a schema change made after they were prepared', async () => {
    const columns = async () =>
      Object.keys(
        (await db.$queryRawUnsafe<object[]>('SELECT * FROM "Feedback" LIMIT 1'))[0] ?? {},
      );
    const user = await db.user.findUniqueOrThrow({ where: { uid: 'sc1' } });
    await db.$executeRawUnsafe(
      `INSERT INTO "Feedback" ("userId", "subject", "content", "createdAt") VALUES (${user.id}, 's', 'c', 0)`,
    );
    const before = await columns();
    await db.$executeRawUnsafe('ALTER TABLE "Feedback" ADD COLUMN "extra" TEXT');
    expect(await columns()).toEqual([...before, 'extra']);
  });
});

/**
 * The wrapper replaces the adapter's private `client.prepare` (docs/internals.md): these pin what
 * it relies on, so that an adapter upgrade that changes it fails here, not silently in production.
 */
describe('the adapter shape the statement wrapper relies on', () => {
  it('is the adapter version the wrapper was checked against', () => {
    const file = new URL(
      '../node_modules/@prisma/adapter-better-sqlite3/package.json',
      import.meta.url,
    );
    const adapter = JSON.parse(readFileSync(file, 'utf8')) as { version: string };
    // On an upgrade: re-read the adapter's performIO/executeIO/startTransaction (it must still
    // call client.prepare(sql).bind(args), then run(), or reader, columns() and raw().all()),
    // then update this version.
    expect(adapter.version).toBe('7.10.0');
  });

  it('prepares each SQL text once on the better-sqlite3 connection, however often it runs', async () => {
    const prepare = vi.spyOn(Database.prototype, 'prepare');
    const url = tempSqliteUrl();
    await migrate(url);
    const db = createDb(url);
    try {
      await db.user.create({ data: newUser('pin1') });
      prepare.mockClear();
      for (let i = 0; i < 5; i += 1) {
        expect((await db.user.findUnique({ where: { uid: 'pin1' } }))?.username).toBe('pin1');
        await db.$transaction((tx) => tx.user.findUnique({ where: { uid: 'pin1' } }));
      }
      const texts = prepare.mock.calls.map(([sql]) => sql);
      expect(texts.length).toBeGreaterThan(0);
      expect(new Set(texts).size).toBe(texts.length);
    } finally {
      prepare.mockRestore();
      await db.$disconnect();
    }
  });
});
