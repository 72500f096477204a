import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, writeVersion, type Db, type Prisma } from './index';
import { migrate } from './migrate';
import { newUser, tempSqliteUrl } from '../test/db-test-kit';

describe('writeVersion (SQLite)', () => {
  let db: Db;

  beforeAll(async () => {
    const url = tempSqliteUrl();
    await migrate(url);
    db = createDb(url);
  });
  afterAll(async () => {
    await db.$disconnect();
  });

  async function changes(table: Prisma.ModelName, write: () => Promise<unknown>): Promise<number> {
    const before = writeVersion(table);
    await write();
    return writeVersion(table) - before;
  }

  it('counts inserts, updates and deletes of a table, through the client and in transactions', async () => {
    const user = await db.user.create({ data: newUser('wv1') });
    expect(
      await changes('User', () =>
        db.user.update({ where: { id: user.id }, data: { nickname: 'a' } }),
      ),
    ).toBe(1);
    expect(
      await changes('User', () =>
        db.user.updateMany({ where: { id: user.id }, data: { nickname: 'b' } }),
      ),
    ).toBe(1);
    expect(
      await changes('User', () =>
        db.$transaction(async (tx) =>
          tx.user.update({ where: { id: user.id }, data: { nickname: 'c' } }),
        ),
      ),
    ).toBe(1);
    expect(await changes('User', () => db.$executeRawUnsafe('DELETE FROM "Session"'))).toBe(0);
    expect(await changes('Session', () => db.$executeRawUnsafe('DELETE FROM "Session"'))).toBe(1);
  });

  it('does not count reads or writes of other tables', async () => {
    const user = await db.user.create({ data: newUser('wv2') });
    expect(
      await changes('User', async () => {
        await db.user.findUnique({ where: { id: user.id } });
        await db.wallet.create({ data: { userId: user.id } });
      }),
    ).toBe(0);
  });
});
