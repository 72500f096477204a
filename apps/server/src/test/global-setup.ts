import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateAndSeed } from './seed-database';
import { createTemplateDatabase } from './test-database';

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
  await migrateAndSeed(template.url, dir);
  project.provide('templateDb', template.url);
  return async () => {
    await template.drop();
    rmSync(dir, { recursive: true, force: true });
  };
}
