import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** A fresh SQLite URL in a temporary directory removed after the suite (call it in a describe block). */
export function tempSqliteUrl(name = 'test.db'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adc-db-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return `file:${path.join(dir, name)}`;
}

export function newUser(uid: string) {
  return {
    uid,
    username: uid,
    usernameKey: uid.toLowerCase(),
    nickname: uid,
    email: `${uid}@example.test`,
    phone: '',
    passwordHash: 'x',
  };
}
