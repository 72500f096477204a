// Runs one step of the README's commands (scripts/stack.mjs) as a child that a stop reaches whole.
//
// `npm start` is a chain: npm → sh → node stack.mjs → npx → npm exec → sh → pnpm → sh → node (the
// server). npm passes a SIGTERM only to its own child, a shell, and no shell of the chain passes it
// on: stopping npm (a process manager, `timeout`, `kill <pid>`) left the server running and holding
// its port. So, on POSIX systems, each step runs in a process group of its own, and this process
// - passes SIGINT, SIGTERM and SIGHUP to that whole group, waits for the step to end, then exits
//   with 128 + the signal's number (a stopped `npm test` never looks like a passed one);
// - run by npm, does the same with SIGTERM when it finds itself orphaned: its parent (npm's shell)
//   is gone, which is how a stop of npm shows here.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const POSIX = process.platform !== 'win32';
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** How often the parent is checked. */
const ORPHAN_CHECK_MS = 500;
/** How long a stopped step's processes get to end before they are killed. */
const GROUP_GRACE_MS = 10_000;

/** @type {import('node:child_process').ChildProcess | undefined} */
let step;
/** @type {NodeJS.Signals | undefined} */
let stoppedBy;
let watching = false;

function signalStep(signal) {
  if (!step?.pid) return;
  try {
    if (POSIX) process.kill(-step.pid, signal);
    else step.kill(signal);
  } catch {
    // the step has just ended
  }
}

function stop(signal) {
  if (stoppedBy) {
    signalStep(signal);
    return;
  }
  stoppedBy = signal;
  if (step) signalStep(signal);
  else process.exit(signalStatus(signal));
}

/** A shell's exit status for a process ended by `signal`. */
const signalStatus = (signal) => 128 + (constants.signals[signal] ?? 0);

/** Resolves once no process of the group is left; after `GROUP_GRACE_MS` it is killed. */
async function groupGone(pid) {
  if (!POSIX || !pid) return;
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const deadline = Date.now() + GROUP_GRACE_MS;
  while (alive() && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
  if (alive()) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
}

function watch() {
  if (watching) return;
  watching = true;
  for (const signal of STOP_SIGNALS) process.on(signal, () => stop(signal));
  // Only under npm: run directly (`nohup node scripts/stack.mjs … &`), a parent's exit is no stop.
  if (!process.env.npm_lifecycle_event) return;
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent && !stoppedBy) stop('SIGTERM');
  }, ORPHAN_CHECK_MS).unref();
}

/**
 * Runs `command` with `args` (stdin closed, output on this process's) and resolves with its exit
 * status; a stop of this process stops it and exits once it has ended.
 */
export function runStep(command, args) {
  watch();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      // A process group of its own (POSIX): its stop reaches every process of the step. No
      // terminal input: a process outside the terminal's foreground group that read it would stop.
      detached: POSIX,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    step = child;
    child.once('error', (error) => {
      console.error(`${command}: ${error.message}`);
      step = undefined;
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      step = undefined;
      if (!stoppedBy) {
        resolve(code ?? signalStatus(signal ?? 'SIGTERM'));
        return;
      }
      // The step's first process may end before the rest of its group (the server closing its
      // connections): this process ends last, so whoever waits for it waits for the whole step.
      void groupGone(child.pid).then(() => process.exit(signalStatus(stoppedBy)));
    });
  });
}
