import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Copies the WAL back into the database file from a worker thread, on a connection of its own.
 *
 * With `synchronous = NORMAL` a commit only appends to the WAL; the disk waits come with the
 * checkpoints, which SQLite runs inside the commit that takes the WAL past `wal_autocheckpoint`
 * pages. At the default 1000 pages, one plan launch in ~125 also copied ~4 MB into the database
 * file and waited for two fsyncs: the slowest launches. Here the worker runs a PASSIVE checkpoint
 * (it never blocks the writer) after every WRITES_PER_CHECKPOINT write statements; the writer
 * then restarts the WAL at its next write once everything is copied (one small header sync).
 * The writer's own checkpoint (threshold raised to 10000 pages) is left as the fallback for when
 * the worker cannot keep up or fails: it then finds most pages copied already.
 */
export interface Checkpointer {
  /** Counts one write statement; every `WRITES_PER_CHECKPOINT` of them start a checkpoint. */
  noteWrite(): void;
  close(): Promise<void>;
}

const WRITES_PER_CHECKPOINT = 128;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or failing: the writer's own automatic checkpoint still applies.
  }
  parentPort.postMessage('done');
});
`;

export function startCheckpointer(file: string): Checkpointer {
  if (!file || file === ':memory:') return { noteWrite: () => undefined, close: async () => {} };
  let worker: Worker | undefined;
  let failed = false;
  let busy = false;
  let writes = 0;

  let exited: Promise<unknown> = Promise.resolve();

  const spawn = (): Worker => {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, file } });
    started.unref(); // never keeps the process alive
    exited = new Promise((resolve) => started.once('exit', resolve));
    started.on('message', () => (busy = false));
    started.on('error', () => (failed = true));
    started.on('exit', () => (failed = true));
    return started;
  };

  return {
    noteWrite() {
      writes += 1;
      if (writes < WRITES_PER_CHECKPOINT || busy || failed) return;
      writes = 0;
      busy = true;
      worker ??= spawn();
      worker.postMessage('checkpoint');
    },
    async close() {
      const running = worker && !failed;
      failed = true;
      if (running) worker?.postMessage('close');
      await exited;
    },
  };
}
