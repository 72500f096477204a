// The tests' databases: SQLite files by default; with TEST_DATABASE=postgres, PostgreSQL databases
// on the server of ADC_PG_URL (a role that may create databases). Either way the global setup
// makes one seeded template and every test file works on its own copy of it.
import { sqlitePath } from '@adc/db';
import { createPgDatabase } from '@adc/db/pg-admin';
import { randomUUID } from 'node:crypto';
import { copyFileSync } from 'node:fs';
import path from 'node:path';

/** Whether this run is on PostgreSQL (`TEST_DATABASE=postgres`, the `test:pg` script). */
export const onPostgres = process.env.TEST_DATABASE === 'postgres';

const adminUrl = process.env.ADC_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  /** Drops a PostgreSQL database; a SQLite file goes with its directory. */
  drop(): Promise<void>;
}

/** An empty database for the template: `dir`/template.db, or a new database adc_tpl_<random>. */
export async function createTemplateDatabase(dir: string): Promise<TestDatabase> {
  if (!onPostgres) return { url: `file:${path.join(dir, 'template.db')}`, drop: async () => {} };
  return createScratchPgDatabase('adc_tpl');
}

/** A private copy of the template: a copied file in `dir`, or CREATE DATABASE … TEMPLATE. */
export async function copyTemplateDatabase(
  templateUrl: string,
  dir: string,
): Promise<TestDatabase> {
  if (!onPostgres) {
    const file = path.join(dir, `${randomUUID()}.db`);
    copyFileSync(sqlitePath(templateUrl), file);
    return { url: `file:${file}`, drop: async () => {} };
  }
  return createScratchPgDatabase('adc_test', new URL(templateUrl).pathname.slice(1));
}

function createScratchPgDatabase(prefix: string, template?: string): Promise<TestDatabase> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  return createPgDatabase(adminUrl, name, template);
}
