import { createDb } from '@adc/db';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, freePort, startMain, type Started } from './test/entry-process';
import { onPostgres } from './test/harness';

const adminUrl = process.env.ADC_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const pgUrl = (database: string, role = new URL(adminUrl).username) => {
  const url = new URL(adminUrl);
  url.username = role;
  url.pathname = `/${database}`;
  return url.toString();
};

/** A failed start: exactly one line on stderr (no stack trace) and a non-zero exit. */
function expectOneLine(started: Started, pattern: RegExp): void {
  expect(started.url).toBeNull();
  expect(started.exitCode).not.toBe(0);
  const lines = started.stderr.trim().split('\n');
  expect(lines, started.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^Cannot start: /);
  expect(lines[0]).toMatch(pattern);
}

// The entry process is the same whatever database the suite runs on: these run once, on SQLite.
describe.skipIf(onPostgres)('npm start on a fresh machine', () => {
  let dir: string;
  let aFile: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'adc-start-'));
    aFile = path.join(dir, 'a-file');
    writeFileSync(aFile, '');
  });
  afterAll(async () => {
    await Promise.all([...children].map((child) => (child.kill('SIGKILL'), once(child, 'close'))));
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the folders of the database and the uploads, seeds and serves', async () => {
    const started = await startMain({
      PORT: await freePort(),
      DATABASE_URL: `file:${path.join(dir, 'not', 'yet', 'there', 'ad-center.db')}`,
      UPLOAD_DIR: path.join(dir, 'no', 'uploads', 'yet'),
    });
    try {
      expect(started.url, started.stderr).not.toBeNull();
      const config = await fetch(`${started.url}/api/basic_config`);
      expect(await config.json()).toMatchObject({ code: 200 });
      const login = await fetch(`${started.url}/api/auth/v2/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
      });
      expect(await login.json()).toMatchObject({ code: 200 });
    } finally {
      await started.stop();
    }
  });

  it('says in one line that the port is in use', async () => {
    const busy: Server = createServer();
    const busyPort = await freePort();
    await new Promise<void>((resolve) => busy.listen(Number(busyPort), '127.0.0.1', resolve));
    try {
      const started = await startMain({
        PORT: busyPort,
        DATABASE_URL: `file:${path.join(dir, 'busy', 'ad-center.db')}`,
        UPLOAD_DIR: path.join(dir, 'busy', 'uploads'),
      });
      expectOneLine(started, new RegExp(`127\\.0\\.0\\.1:${busyPort} is already in use`));
    } finally {
      busy.close();
    }
  });

  it('says in one line that a folder cannot be made', async () => {
    expectOneLine(
      await startMain({
        PORT: await freePort(),
        DATABASE_URL: `file:${path.join(aFile, 'db.sqlite')}`,
      }),
      /folder of the SQLite database .*a file is in the way/,
    );
    expectOneLine(
      await startMain({
        PORT: await freePort(),
        DATABASE_URL: `file:${path.join(dir, 'ok', 'ad-center.db')}`,
        UPLOAD_DIR: path.join(aFile, 'uploads'),
      }),
      /upload folder .* \(UPLOAD_DIR\): a file is in the way/,
    );
  });

  it('says in one line that DATABASE_URL is not one it can use', async () => {
    expectOneLine(
      await startMain({
        PORT: await freePort(),
        DATABASE_URL: 'mysql://root:secret@localhost/adcenter',
      }),
      /DATABASE_URL must be file:<path> \(SQLite\) or postgresql:\/\/… .*mysql:\/\/root:\*\*\*@/,
    );
    expectOneLine(
      await startMain({
        PORT: await freePort(),
        DATABASE_URL: 'postgresql://postgres:secret@127.0.0.1:1/x',
      }),
      /Cannot reach PostgreSQL on 127\.0\.0\.1:1/,
    );
  });

  describe('on PostgreSQL', () => {
    const suffix = `${process.pid}_${Date.now()}`;
    const database = `adc_start_${suffix}`;
    const role = `adc_nocreate_${suffix}`;
    const admin = createDb(adminUrl);

    beforeAll(() => admin.$executeRawUnsafe(`CREATE ROLE "${role}" LOGIN NOCREATEDB`));
    afterAll(async () => {
      await admin.$executeRawUnsafe(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.$executeRawUnsafe(`DROP ROLE IF EXISTS "${role}"`);
      await admin.$disconnect();
    });

    it('creates a missing database when the role may, then migrates, seeds and serves', async () => {
      const started = await startMain({
        PORT: await freePort(),
        DATABASE_URL: pgUrl(database),
        UPLOAD_DIR: path.join(dir, 'pg-uploads'),
      });
      try {
        expect(started.url, started.stderr).not.toBeNull();
        const config = await fetch(`${started.url}/api/basic_config`);
        expect(await config.json()).toMatchObject({ code: 200 });
      } finally {
        await started.stop();
      }
    });

    it('says in one line what to do when the role may not create it', async () => {
      expectOneLine(
        await startMain({
          PORT: await freePort(),
          DATABASE_URL: pgUrl(`adc_missing_${suffix}`, role),
          UPLOAD_DIR: path.join(dir, 'pg-uploads'),
        }),
        new RegExp(
          `role ${role} may not create it: run \`createdb .* -O ${role} adc_missing_${suffix}\``,
        ),
      );
    });
  });
});
