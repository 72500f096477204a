import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';

/** Test helpers that start the real entry (`src/main.ts`) as a child process. */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Started {
  url: string | null;
  exitCode: number | null;
  stderr: string;
  stop(): Promise<void>;
}

/** Every entry process started here, killed in afterAll should a test end before it does. */
export const children = new Set<ChildProcess>();

/** Starts the real entry (`src/main.ts`) with `env`; resolves when it prints its URL or exits. */
export function startMain(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  children.add(child);
  let stdout = '';
  let stderr = '';
  // 'close', not 'exit': only then has all of the child's stderr been read.
  const closed = new Promise<number | null>((resolve) => child.once('close', resolve));
  void closed.then(() => children.delete(child));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await closed;
  };
  return new Promise((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /running at (http:\/\/\S+)/.exec(stdout)?.[1];
      if (url) resolve({ url, exitCode: null, stderr, stop });
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    void closed.then((exitCode) => resolve({ url: null, exitCode, stderr, stop }));
  });
}

/** A port nobody listens on now (PORT=0 would work, but the entry prints the port it was given). */
export async function freePort(): Promise<string> {
  return String(await getPort({ host: '127.0.0.1' }));
}
