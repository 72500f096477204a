import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type DbProvider, diffSchemaAgainstDatabase, migrate, migrationsDir } from './migrate';
import { tempSqliteUrl } from '../test/db-test-kit';

const migrationNames = (provider: DbProvider) =>
  readdirSync(migrationsDir(provider), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

describe('migrations', () => {
  const url = tempSqliteUrl();

  it('migrate a fresh SQLite file, leaving no drift; a second run applies nothing', async () => {
    expect(await migrate(url)).toEqual({ applied: migrationNames('sqlite') });
    expect(await migrate(url)).toEqual({ applied: [] });
    expect(await diffSchemaAgainstDatabase(url)).toBe('');
  });

  it('both providers have the same migrations', () => {
    expect(migrationNames('sqlite').length).toBeGreaterThan(0);
    expect(migrationNames('postgresql')).toEqual(migrationNames('sqlite'));
  });

  it('prisma/postgres/schema.prisma is in sync with prisma/schema.prisma', () => {
    const script = path.resolve(import.meta.dirname, '../scripts/sync-schema.mjs');
    expect(() =>
      execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });
});
