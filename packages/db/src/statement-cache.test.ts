import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './index';
import { migrate } from './migrate';
import { newUser, tempSqliteUrl } from './test-utils';

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
