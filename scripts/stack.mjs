// The README's commands. Needs only Node >= 20.19 and npm: the pinned pnpm comes through npx.
//   node scripts/stack.mjs start   install, build, then serve the whole stack
//   node scripts/stack.mjs test    install, then run every test (unit, API, browser)
//   node scripts/stack.mjs bench   server benchmark      size   web bundle sizes
//   node scripts/stack.mjs workload   the workload benchmark (many users, the app's call mix)
//   node scripts/stack.mjs lighthouse   Lighthouse scores of /login, /ad-center and /wallet
import { readFileSync } from 'node:fs';
import { runStep } from './run-step.mjs';

const { packageManager } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
);

// turbo is this repo's choice, not the user's: no telemetry and no notice about it on a first run
// (TURBO_TELEMETRY_DISABLED=0 gives it back).
process.env.TURBO_TELEMETRY_DISABLED ??= '1';

/** Runs the pinned pnpm; a failed step ends the command with its status. */
async function pnpm(...args) {
  const status = await runStep('npx', ['--yes', packageManager, ...args]);
  if (status !== 0) process.exit(status);
}

const commands = {
  async start() {
    // The build's own output (some 400 lines of asset sizes) only if it fails: the URL printed
    // next is what a newcomer looks for (`npm run size` reports what a page loads).
    await pnpm('turbo', 'run', 'build', '--filter=@adc/web', '--output-logs=errors-only');
    // pnpm's own shell runs the script, not `sh -c`: on Ctrl-C the shell died by the signal while
    // the server was still closing, and pnpm reported the stop as a failed command.
    await pnpm('--config.shell-emulator=true', '--filter', '@adc/server', 'start');
  },
  async test() {
    await pnpm('exec', 'prettier', '--check', '--log-level=warn', '.');
    await pnpm('turbo', 'run', 'typecheck', 'lint');
    await pnpm('turbo', 'run', 'test', '--concurrency=1');
    await pnpm('--filter', '@adc/server', 'test:pg');
    await pnpm('turbo', 'run', 'build', '--filter=@adc/web');
    await pnpm('--filter', '@adc/web', 'e2e');
  },
  async bench() {
    await pnpm('--filter', '@adc/server', 'bench');
  },
  async workload() {
    await pnpm('--filter', '@adc/server', 'bench:workload');
  },
  async size() {
    await pnpm('turbo', 'run', 'build', '--filter=@adc/web');
    await pnpm('--filter', '@adc/web', 'size');
  },
  async lighthouse() {
    await pnpm('turbo', 'run', 'build', '--filter=@adc/web');
    await pnpm('--filter', '@adc/web', 'lighthouse');
  },
};

const command = commands[process.argv[2] ?? ''];
if (!command) {
  console.error(`usage: node scripts/stack.mjs ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
// No prompt (the step has no terminal input): a modules folder that must be rebuilt is rebuilt.
await pnpm(
  'install',
  '--frozen-lockfile=false',
  '--prefer-offline',
  '--config.confirmModulesPurge=false',
);
await command();
