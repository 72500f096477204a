// Derives prisma/postgres/schema.prisma from prisma/schema.prisma (the source of truth).
// `node sync-schema.mjs --check` exits 1 when the derived file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import process from 'node:process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const sourcePath = path.join(root, 'prisma/schema.prisma');
const targetPath = path.join(root, 'prisma/postgres/schema.prisma');

export function derivePostgresSchema(source) {
  const body = source
    .replace(/^(\/\/.*\n)+/, '')
    .replace('provider = "sqlite"', 'provider = "postgresql"')
    .replace('"../packages/db/src/generated/sqlite"', '"../../packages/db/src/generated/postgres"')
    // A relation read (`include`) is one query with a JOIN, not one query per table: a round trip
    // less per relation (each request's session and user, for one). SQLite has no such strategy.
    .replace(
      '  moduleFormat = "esm"\n',
      '  moduleFormat = "esm"\n  previewFeatures = ["relationJoins"]\n',
    );
  return `// GENERATED from prisma/schema.prisma by packages/db/scripts/sync-schema.mjs: edit that file.\n${body}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const expected = derivePostgresSchema(readFileSync(sourcePath, 'utf8'));
  if (process.argv.includes('--check')) {
    const actual = readFileSync(targetPath, 'utf8');
    if (actual !== expected) {
      process.stderr.write(
        'prisma/postgres/schema.prisma is stale: run node packages/db/scripts/sync-schema.mjs\n',
      );
      process.exit(1);
    }
  } else {
    writeFileSync(targetPath, expected);
  }
}
