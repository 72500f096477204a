// The README's commands. Needs only Node >= 20.19 and npm: the pinned pnpm comes through npx.
//   node scripts/stack.mjs start   install, build, then serve the whole stack
//   node scripts/stack.mjs test    install, then run every test (unit, API, browser)
//   node scripts/stack.mjs bench   server benchmark      size   web bundle sizes
//   node scripts/stack.mjs workload   the workload benchmark (many users, the app's call mix)
//   node scripts/stack.mjs lighthouse   Lighthouse scores of /login, /ad-center and /wallet
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { packageManager } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
);

function pnpm(...args) {
  const result = spawnSync('npx', ['--yes', packageManager, ...args], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const commands = {
  start() {
    pnpm('turbo', 'run', 'build', '--filter=@adc/web');
    pnpm('--filter', '@adc/server', 'start');
  },
  test() {
    pnpm('exec', 'prettier', '--check', '--log-level=warn', '.');
    pnpm('turbo', 'run', 'typecheck', 'lint');
    pnpm('turbo', 'run', 'test', '--concurrency=1');
    pnpm('--filter', '@adc/server', 'test:pg');
    pnpm('turbo', 'run', 'build', '--filter=@adc/web');
    pnpm('--filter', '@adc/web', 'e2e');
  },
  bench() {
    pnpm('--filter', '@adc/server', 'bench');
  },
  workload() {
    pnpm('--filter', '@adc/server', 'bench:workload');
  },
  size() {
    pnpm('turbo', 'run', 'build', '--filter=@adc/web');
    pnpm('--filter', '@adc/web', 'size');
  },
  lighthouse() {
    pnpm('turbo', 'run', 'build', '--filter=@adc/web');
    pnpm('--filter', '@adc/web', 'lighthouse');
  },
};

const command = commands[process.argv[2] ?? ''];
if (!command) {
  console.error(`usage: node scripts/stack.mjs ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
pnpm('install', '--frozen-lockfile=false', '--prefer-offline');
command();
