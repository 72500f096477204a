import { createDb } from '@adc/db';
import { migrate } from '@adc/db/migrate';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../app';
import { loadConfig } from '../config';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string;
  }
}

/**
 * Migrates and seeds one template SQLite file for the whole run; every test file copies it
 * (much faster than migrating and hashing the personas' passwords per file).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adc-template-'));
  const file = path.join(dir, 'template.db');
  const url = `file:${file}`;
  await migrate(url);
  const db = createDb(url);
  const app = await buildApp({
    config: { ...loadConfig({}), databaseUrl: url, logLevel: 'silent', uploadDir: dir },
    db,
  });
  await app.services.qa.reset();
  await app.close();
  await db.$executeRawUnsafe('PRAGMA wal_checkpoint(TRUNCATE)');
  await db.$disconnect();
  project.provide('templateDb', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
