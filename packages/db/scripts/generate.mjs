// Generates the Prisma clients offline. `prisma generate` only needs the schema engine path to
// point at an existing file (it does not run it), so we hand it this script itself.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const prisma = createRequire(import.meta.url).resolve('prisma/build/index.js');
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: fileURLToPath(import.meta.url),
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  CHECKPOINT_DISABLE: '1',
};
const schemas = ['prisma/schema.prisma', 'prisma/postgres/schema.prisma'];

// Every install runs this (every `npm start`): the clients are generated again only when a schema,
// Prisma or this script changed since they were last generated (a stamp beside them).
const generated = path.resolve(here, '../src/generated');
const stampFile = path.join(generated, '.stamp');
const stamp = createHash('sha256')
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .update(readFileSync(path.join(path.dirname(prisma), '../package.json')))
  .update(schemas.map((schema) => readFileSync(path.join(root, schema), 'utf8')).join('\0'))
  .digest('hex');
const clientsExist = ['sqlite', 'postgres'].every((name) =>
  existsSync(path.join(generated, name, 'client.ts')),
);
if (clientsExist && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
  console.log('Prisma clients up to date (schemas unchanged).');
  process.exit(0);
}
rmSync(stampFile, { force: true });

for (const schema of schemas) {
  const args = [prisma, 'generate', '--schema', path.join(root, schema)];
  const r = spawnSync(process.execPath, args, {
    stdio: 'inherit',
    env,
    cwd: path.resolve(here, '..'),
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
writeFileSync(stampFile, stamp);
