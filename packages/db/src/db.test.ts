import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db, dbProvider, defaultDatabaseUrl } from './index';
import { migrate } from './migrate';
import { newUser, tempSqliteUrl } from '../test/db-test-kit';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createDb (SQLite)', () => {
  const url = tempSqliteUrl();
  let db: Db;
  beforeAll(async () => {
    await migrate(url);
    db = createDb(url);
  });
  afterAll(() => db.$disconnect());

  it('sets the pragmas', async () => {
    const pragma = async (name: string) =>
      Object.values((await db.$queryRawUnsafe<object[]>(`PRAGMA ${name}`))[0] ?? {})[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1n);
    expect(await pragma('busy_timeout')).toBe(5000n);
    expect(await pragma('synchronous')).toBe(1n); // NORMAL
  });

  it('writes and reads a user with a wallet: BigInt money and Date times round-trip', async () => {
    const big = 2n ** 62n + 7n;
    const created = await db.user.create({
      data: { ...newUser('smoke'), deposit: big, wallet: { create: { available: 12_345n } } },
    });
    const read = await db.user.findUniqueOrThrow({
      where: { uid: 'smoke' },
      include: { wallet: true },
    });
    expect(read.deposit).toBe(big);
    expect(read.wallet?.available).toBe(12_345n);
    expect(read.createdAt).toBeInstanceOf(Date);
    expect(read.createdAt.getTime()).toBe(created.createdAt.getTime());
    await expect(db.wallet.create({ data: { userId: 999_999 } })).rejects.toThrow(); // foreign keys enforced
  });

  it('runs concurrent interactive transactions one after the other', async () => {
    const { id } = await db.user.create({
      data: { ...newUser('tx'), wallet: { create: { available: 1000n } } },
    });
    const events: string[] = [];
    const spend = (name: string) =>
      db.$transaction(async (tx) => {
        events.push(`${name} begin`);
        const wallet = await tx.wallet.findUniqueOrThrow({ where: { userId: id } });
        await sleep(50);
        await tx.wallet.update({
          where: { userId: id },
          data: { available: wallet.available - 100n },
        });
        events.push(`${name} end`);
      });
    await Promise.all([spend('a'), spend('b')]);
    expect(events).toEqual(['a begin', 'a end', 'b begin', 'b end']);
    expect((await db.wallet.findUniqueOrThrow({ where: { userId: id } })).available).toBe(800n);
  });

  it('keeps queries made outside a transaction out of it', async () => {
    const rolledBack = db.$transaction(async (tx) => {
      await tx.user.create({ data: newUser('inside') });
      await sleep(50);
      throw new Error('roll back');
    });
    await sleep(10);
    await db.user.create({ data: newUser('outside') });
    await expect(rolledBack).rejects.toThrow('roll back');
    expect(await db.user.findUnique({ where: { uid: 'inside' } })).toBeNull();
    expect(await db.user.findUnique({ where: { uid: 'outside' } })).not.toBeNull();
  });
});

describe('urls', () => {
  it('tells the provider from the URL', () => {
    expect(dbProvider('file:/tmp/x.db')).toBe('sqlite');
    expect(dbProvider('/tmp/x.db')).toBe('sqlite');
    expect(dbProvider('postgres://u@h/db')).toBe('postgresql');
    expect(dbProvider('postgresql://u@h/db')).toBe('postgresql');
  });

  it('defaults to data/ad-center.db under the repository root', () => {
    expect(defaultDatabaseUrl()).toMatch(/^file:\/.+\/data\/ad-center\.db$/);
  });
});
