import { createDb, sqlitePath, type Db } from '@adc/db';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { onPostgres } from '../test/harness';
import { TableMemo } from './table-memo';

// Write tracking (writeVersion) exists only on SQLite clients: on PostgreSQL the memo is always off.
describe.skipIf(onPostgres)('TableMemo', () => {
  let db: Db;
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'adc-memo-'));
    const file = path.join(dir, 'memo.db');
    copyFileSync(sqlitePath(inject('templateDb')), file);
    db = createDb(`file:${file}`);
  });
  afterAll(async () => {
    await db.$disconnect();
    rmSync(dir, { recursive: true, force: true });
  });

  function counted<V>(value: () => Promise<V>) {
    const state = { loads: 0 };
    return { state, load: () => ((state.loads += 1), value()) };
  }

  it('loads again when the caller refuses the kept value, and keeps the new one', async () => {
    const memo = new TableMemo<{ second: number }>(['User'], true);
    let loads = 0;
    const at = (second: number) =>
      memo.get(
        'k',
        async () => ((loads += 1), { second }),
        (kept) => kept.second === second,
      );
    expect(await at(1)).toEqual({ second: 1 });
    expect(await at(1)).toEqual({ second: 1 });
    expect(loads).toBe(1);
    expect(await at(2)).toEqual({ second: 2 });
    expect(await at(2)).toEqual({ second: 2 });
    expect(loads).toBe(2);
  });

  it('loads once until a watched table is written, then loads again', async () => {
    const memo = new TableMemo<number>(['User'], true);
    const { state, load } = counted(() => db.user.count());
    await memo.get('k', load);
    await memo.get('k', load);
    expect(state.loads).toBe(1);
    await db.wallet.updateMany({ data: { available: { increment: 0n } } });
    await memo.get('k', load);
    expect(state.loads).toBe(1);
    await db.user.updateMany({ where: { username: 'demo' }, data: { nickname: 'Demo!' } });
    await memo.get('k', load);
    expect(state.loads).toBe(2);
  });

  it('always loads when disabled, and does not keep values it is told to drop', async () => {
    const off = new TableMemo<number>(['User'], false);
    const a = counted(async () => 1);
    await off.get('k', a.load);
    await off.get('k', a.load);
    expect(a.state.loads).toBe(2);

    const dropsMisses = new TableMemo<number | undefined>(
      ['User'],
      true,
      (value) => value !== undefined,
    );
    const b = counted(async () => undefined);
    await dropsMisses.get('k', b.load);
    await dropsMisses.get('k', b.load);
    expect(b.state.loads).toBe(2);
  });
});
