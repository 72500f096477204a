import { statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, sqlitePath, type Db } from './index';
import { migrate } from './migrate';
import { newUser, tempSqliteUrl } from '../test/db-test-kit';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The WAL is copied back into the database file by a worker thread, not by the writer. */
describe('background checkpoints (SQLite)', () => {
  const url = tempSqliteUrl();
  const file = sqlitePath(url);
  let db: Db;
  beforeAll(async () => {
    await migrate(url);
    db = createDb(url);
  });
  afterAll(() => db.$disconnect());

  it('copy the writes into the database file although the writer never checkpoints', async () => {
    await db.$executeRawUnsafe('PRAGMA wal_autocheckpoint = 0');
    const sizeBefore = statSync(file).size;
    const rows = 1000;
    for (let i = 0; i < rows; i += 1) await db.user.create({ data: newUser(`cp${i}`) });
    // Only a checkpoint grows the database file itself (the rows first land in the WAL).
    for (let waited = 0; statSync(file).size === sizeBefore && waited < 10_000; waited += 50)
      await sleep(50);
    expect(statSync(file).size).toBeGreaterThan(sizeBefore);
    expect(await db.user.count({ where: { uid: { startsWith: 'cp' } } })).toBe(rows);
  });

  it('stop with their client', async () => {
    const other = createDb(url);
    for (let i = 0; i < 300; i += 1) await other.user.create({ data: newUser(`stop${i}`) });
    await other.$disconnect();
    expect(await db.user.count({ where: { uid: { startsWith: 'stop' } } })).toBe(300);
  });
});
