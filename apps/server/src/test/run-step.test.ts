import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onPostgres } from './harness';

/**
 * scripts/run-step.mjs, which runs each step of `npm start` / `npm test`: a stop reaches the
 * whole step, even through shells that pass no signal on (npm → sh → node stack.mjs → npx → sh →
 * pnpm → sh → the server). The chain is played by nested shells around a small HTTP server.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const runStepModule = path.join(root, 'scripts/run-step.mjs');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'adc-run-step-'));
  // A server that takes a moment to close, as the real one closes its connections.
  writeFileSync(
    path.join(dir, 'server.mjs'),
    `import { createServer } from 'node:http';
const server = createServer((_req, res) => res.end('ok')).listen(0, '127.0.0.1', () =>
  console.log('listening ' + server.address().port),
);
process.on('SIGTERM', () => setTimeout(() => server.close(() => process.exit(0)), 300));
`,
  );
  writeFileSync(
    path.join(dir, 'runner.mjs'),
    `import { runStep } from ${JSON.stringify(runStepModule)};
console.log('runner ' + process.pid);
const [command, ...args] = process.argv.slice(2);
const status = await runStep(command, args);
console.log('step ended ' + status);
process.exit(status);
`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The server behind two shells (`; true`: neither shell execs its command), as pnpm runs it. */
const chainedServer = ['sh', '-c', 'sh -c "node server.mjs"; true'];

interface Started {
  child: ChildProcess;
  runnerPid: number;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

/** Spawns `argv` and waits until the runner and the server have said who they are. */
async function start(argv: string[], env: NodeJS.ProcessEnv = {}): Promise<Started> {
  const [command = 'sh', ...args] = argv;
  const child = spawn(command, args, {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  let text = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no server in 10 s: ${text}`)), 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (/listening \d+/.test(text) && /runner \d+/.test(text)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    child,
    runnerPid: Number(/runner (\d+)/.exec(text)?.[1]),
    port: Number(/listening (\d+)/.exec(text)?.[1]),
    output: () => text,
    exited,
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Whether `pid` runs (a zombie that no init has reaped yet counts as ended, where /proc tells). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/** Retries `assertion` until it holds (a stop takes the runner a check of its parent, then a close). */
const eventually = (assertion: () => Promise<void> | void) =>
  vi.waitFor(assertion, { timeout: 8000, interval: 50 });

// Process groups and signals are POSIX; one engine is enough (the database plays no part).
describe.skipIf(onPostgres || process.platform === 'win32')(
  'run-step (npm start / npm test)',
  () => {
    it("passes a step's exit status on", async () => {
      const child = spawn(process.execPath, ['runner.mjs', 'sh', '-c', 'exit 3'], {
        cwd: dir,
        stdio: 'ignore',
      });
      expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(3);
    });

    it('stopped with SIGTERM, stops the whole step and exits 143 once its last process is gone', async () => {
      const run = await start([process.execPath, 'runner.mjs', ...chainedServer]);
      expect(await listening(run.port)).toBe(true);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(143);
      // It waited for the server's close, not only for the shell in front of it.
      expect(await listening(run.port)).toBe(false);
    });

    it('orphaned (npm was stopped: its shell died, nobody passed the signal on), stops the step', async () => {
      // npm's own shell in front of the runner: killing it is what a stop of npm does here.
      const quoted = chainedServer.map((arg) => `'${arg}'`).join(' ');
      const run = await start(['sh', '-c', `${process.execPath} runner.mjs ${quoted}; true`], {
        npm_lifecycle_event: 'start',
      });
      expect(await listening(run.port)).toBe(true);
      run.child.kill('SIGKILL');
      await run.exited;
      await eventually(async () => expect(await listening(run.port)).toBe(false));
      await eventually(() => expect(alive(run.runnerPid)).toBe(false));
    });

    it('run without npm (`nohup node scripts/stack.mjs … &`), outlives the shell that started it', async () => {
      const quoted = chainedServer.map((arg) => `'${arg}'`).join(' ');
      const run = await start(['sh', '-c', `${process.execPath} runner.mjs ${quoted}; true`], {
        npm_lifecycle_event: '',
      });
      run.child.kill('SIGKILL');
      await run.exited;
      // Well past a few of the runner's checks of its parent.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await listening(run.port)).toBe(true);
      expect(alive(run.runnerPid)).toBe(true);
      process.kill(run.runnerPid, 'SIGTERM');
      await eventually(async () => expect(await listening(run.port)).toBe(false));
      await eventually(() => expect(alive(run.runnerPid)).toBe(false));
    });

    it('stopped with SIGINT (Ctrl-C), exits 130 and leaves nothing listening', async () => {
      const run = await start([process.execPath, 'runner.mjs', ...chainedServer]);
      process.kill(run.runnerPid, 'SIGINT');
      expect(await run.exited).toBe(130);
      expect(await listening(run.port)).toBe(false);
      expect(run.output()).not.toContain('step ended');
    });
  },
);
