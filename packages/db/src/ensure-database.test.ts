import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeProblem, ensureDatabase, makeFolder } from './ensure-database';

const dir = mkdtempSync(path.join(os.tmpdir(), 'adc-folder-'));
const aFile = path.join(dir, 'a-file');
writeFileSync(aFile, '');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const problem = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return describeProblem(error);
  }
  return 'no error';
};

describe('makeFolder (start-up creates the data and upload folders)', () => {
  it('creates every missing level, and is content when the folder exists', () => {
    const nested = path.join(dir, 'a', 'b', 'c');
    makeFolder(nested);
    makeFolder(nested);
    expect(statSync(nested).isDirectory()).toBe(true);
  });

  it('says in plain words that a file is in the way', () => {
    expect(problem(() => makeFolder(path.join(aFile, 'x')))).toBe(
      'a file is in the way of a folder on that path',
    );
    expect(problem(() => makeFolder(aFile))).toBe('a file is in the way of a folder on that path');
  });

  // Node's recursive mkdirSync never returns there: the parent exists, every mkdir is ENOENT.
  it.skipIf(!existsSync('/proc/self'))('fails, not hangs, where no folder can be made', () => {
    expect(problem(() => makeFolder('/proc/adc-no-such/x'))).toBe(
      'the file system allows no new folder there',
    );
  });

  it('makes the folder of a SQLite file, and refuses other schemes', async () => {
    await ensureDatabase(`file:${path.join(dir, 'db', 'here', 'x.db')}`);
    expect(statSync(path.join(dir, 'db', 'here')).isDirectory()).toBe(true);
    await expect(ensureDatabase('mysql://root:secret@localhost/x')).rejects.toThrow(
      /must be file:<path> .* not "mysql:\/\/root:\*\*\*@localhost\/x"/,
    );
  });
});
