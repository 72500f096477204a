// Generates the Prisma clients offline. `prisma generate` only needs the schema engine path to
// point at an existing file (it does not run it), so we hand it this script itself.
import { spawnSync } from 'node:child_process';
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
for (const schema of ['prisma/schema.prisma', 'prisma/postgres/schema.prisma']) {
  const args = [prisma, 'generate', '--schema', path.join(root, schema)];
  const r = spawnSync(process.execPath, args, {
    stdio: 'inherit',
    env,
    cwd: path.resolve(here, '..'),
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
