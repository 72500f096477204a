import { createDb } from '@adc/db';
import { migrate } from '@adc/db/migrate';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTemplateDatabase, onPostgres } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the seeded template database. */
    templateDb: string;
  }
}

/**
 * Migrates and seeds one template database for the whole run (a SQLite file, or a PostgreSQL
 * database with TEST_DATABASE=postgres); every test file copies it (much faster than migrating
 * and hashing the personas' passwords per file).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adc-template-'));
  const template = await createTemplateDatabase(dir);
  await migrate(template.url);
  const db = createDb(template.url);
  const app = await buildApp({
    config: { ...loadConfig({}), databaseUrl: template.url, logLevel: 'silent', uploadDir: dir },
    db,
  });
  await app.services.qa.reset();
  await app.close();
  if (!onPostgres) await db.$executeRawUnsafe('PRAGMA wal_checkpoint(TRUNCATE)');
  await db.$disconnect();
  project.provide('templateDb', template.url);
  return async () => {
    await template.drop();
    rmSync(dir, { recursive: true, force: true });
  };
}
