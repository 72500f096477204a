import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverRoot = path.resolve(webRoot, '../server');

async function waitUntilUp(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/api/basic_config`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start within 60 s');
}

/**
 * Starts the real server (from source, as `npm start` does) on a fresh SQLite file, serving the
 * built client from apps/web/dist, for the whole browser-test run. The client is served from a copy
 * taken now: the server lists its static files at start-up, so a `vite build` running meanwhile
 * (new chunk names) would otherwise break the pages of this run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(path.join(webRoot, 'dist', 'index.html'))) {
    throw new Error('apps/web/dist is missing: build the client first (npm test does)');
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adc-e2e-'));
  let server: ChildProcess | null = null;
  const stop = async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const webDist = path.join(dir, 'web-dist');
    cpSync(path.join(webRoot, 'dist'), webDist, { recursive: true });
    const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const referenced = [...indexHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map(
      (m) => m[1] ?? '',
    );
    const missing = referenced.filter((file) => !existsSync(path.join(webDist, file)));
    if (missing.length)
      throw new Error(
        `apps/web/dist is incomplete (a build running?): ${missing.join(', ')} — rebuild and rerun`,
      );

    const port = await getPort({ host: '127.0.0.1' });
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `file:${path.join(dir, 'e2e.db')}`,
        UPLOAD_DIR: path.join(dir, 'uploads'),
        WEB_DIST: webDist,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        LOGIN_RATE_LIMIT_PER_IP: '100000',
        LOGIN_RATE_LIMIT_PER_USERNAME: '100000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntilUp(baseUrl, server);
    project.provide('baseUrl', baseUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
