// The username_key migration on a database that already has users, SQLite and PostgreSQL (ADC_PG_URL,
// default postgresql://postgres@127.0.0.1:5432/postgres, a role that may create databases).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './index';
import {
  type DbProvider,
  diffSchemaAgainstDatabase,
  migrate,
  readMigrations,
  withSchemaEngine,
} from './migrate';
import { tempSqliteUrl } from '../test/db-test-kit';

const MIGRATION = '20261126230000_username_key';

/** Applies the provider's migrations older than the username_key one: a database from before it. */
async function migrateToBefore(url: string, provider: DbProvider): Promise<void> {
  const list = readMigrations(provider);
  const older = list.migrationDirectories.filter((d) => d.path < MIGRATION);
  expect(older.length).toBe(list.migrationDirectories.findIndex((d) => d.path === MIGRATION));
  await withSchemaEngine(url, (engine) =>
    engine.applyMigrations({
      migrationsList: { ...list, migrationDirectories: older },
      filters: { externalTables: [], externalEnums: [] },
    }),
  );
}

/** Users as they were before the migration (a pair differing only by case among them). */
async function insertOldUsers(db: Db): Promise<void> {
  for (const [uid, username] of [
    ['10000001', 'demo'],
    ['10000002', 'Alice_1'],
    ['10000003', 'DEMO'],
  ]) {
    await db.$executeRaw`INSERT INTO "User" ("uid", "username", "nickname", "email", "phone", "passwordHash")
      VALUES (${uid}, ${username}, ${username}, '', '', 'x')`;
  }
}

async function expectKeysFilled(db: Db): Promise<void> {
  const rows = await db.user.findMany({
    select: { id: true, username: true, usernameKey: true },
    orderBy: { id: 'asc' },
  });
  expect(rows.map((r) => [r.username, r.usernameKey])).toEqual([
    ['demo', 'demo'],
    ['Alice_1', 'alice_1'],
    // The younger of the pair keeps its account, under a key no username can have.
    ['DEMO', `demo:${rows[2]!.id}`],
  ]);
  await expect(
    db.user.create({
      data: {
        uid: '10000004',
        username: 'ALICE_1',
        usernameKey: 'alice_1',
        nickname: 'x',
        email: '',
        phone: '',
        passwordHash: 'x',
      },
    }),
  ).rejects.toMatchObject({ code: 'P2002' });
}

/** A database from before the migration, with users; then the migration; then its checks. */
async function migrateThrough(url: string, provider: DbProvider): Promise<void> {
  await migrateToBefore(url, provider);
  const before = createDb(url);
  await insertOldUsers(before).finally(() => before.$disconnect());
  // It is applied first; the migrations after it come along.
  expect((await migrate(url)).applied[0]).toBe(MIGRATION);
  expect(await diffSchemaAgainstDatabase(url)).toBe('');
  const after = createDb(url);
  await expectKeysFilled(after).finally(() => after.$disconnect());
}

describe('username_key migration on a database with users', () => {
  const sqliteUrl = tempSqliteUrl();

  it('SQLite: fills usernameKey from the usernames', async () => {
    await migrateThrough(sqliteUrl, 'sqlite');
  });

  describe('PostgreSQL', () => {
    const adminUrl = process.env.ADC_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
    const dbName = `adc_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const url = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
    const admin = new pg.Client({ connectionString: adminUrl });
    beforeAll(async () => {
      await admin.connect();
      await admin.query(`CREATE DATABASE "${dbName}"`);
    });
    afterAll(async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await admin.end();
    });

    it('fills usernameKey from the usernames', async () => {
      await migrateThrough(url, 'postgresql');
    });
  });
});
