// The harness itself: a server that fails to start must not leave its copy of the database (a
// PostgreSQL database outlives the run) or its folder behind.
import { createDb } from '@adc/db';
import { existsSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { startTestServer } from './harness';
import type * as TestDatabases from './test-database';
import type { TestDatabase } from './test-database';

const made = vi.hoisted(() => [] as { dir: string; database: TestDatabase }[]);

vi.mock('../app', () => ({
  buildApp: () => Promise.reject(new Error('the app cannot be built')),
}));

vi.mock('./test-database', async (importOriginal) => {
  const original = await importOriginal<typeof TestDatabases>();
  return {
    ...original,
    copyTemplateDatabase: async (templateUrl: string, dir: string) => {
      const database = await original.copyTemplateDatabase(templateUrl, dir);
      made.push({ dir, database });
      return database;
    },
  };
});

const adminUrl = process.env.ADC_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

async function pgDatabaseExists(url: string): Promise<boolean> {
  const admin = createDb(adminUrl);
  try {
    const name = new URL(url).pathname.slice(1);
    const rows = await admin.$queryRaw<
      unknown[]
    >`SELECT 1 FROM pg_database WHERE datname = ${name}`;
    return rows.length > 0;
  } finally {
    await admin.$disconnect();
  }
}

describe('startTestServer', () => {
  it('drops the database and removes the folder of a server that did not start', async () => {
    await expect(startTestServer()).rejects.toThrow('the app cannot be built');
    const [copy] = made;
    if (!copy) throw new Error('no database was copied');
    expect(existsSync(copy.dir)).toBe(false);
    if (copy.database.url.startsWith('postgres'))
      expect(await pgDatabaseExists(copy.database.url)).toBe(false);
  });
});
