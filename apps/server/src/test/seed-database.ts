import { createDb } from '@adc/db';
import { migrate } from '@adc/db/migrate';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { onPostgres } from './test-database';

/**
 * Migrates an empty database and seeds it through the QA reset, as `npm start` does on its first
 * run; `dir` holds the uploads of that app.
 */
export async function migrateAndSeed(url: string, dir: string): Promise<void> {
  await migrate(url);
  const db = createDb(url);
  const app = await buildApp({
    config: { ...loadConfig({}), databaseUrl: url, logLevel: 'silent', uploadDir: dir },
    db,
  });
  try {
    await app.services.qa.reset();
  } finally {
    await app.close();
  }
  if (!onPostgres) await db.$executeRawUnsafe('PRAGMA wal_checkpoint(TRUNCATE)');
  await db.$disconnect();
}
