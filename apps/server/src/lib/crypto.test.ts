import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { hashSecret, hashing, verifySecret } from './crypto';

describe('slow secret hashes (scrypt)', () => {
  it('verify the secret they were made from, and nothing else', async () => {
    const stored = await hashSecret('secret');
    expect(stored).toMatch(/^scrypt\$[\w-]+\$[\w-]+$/);
    expect(await verifySecret('secret', stored)).toBe(true);
    expect(await verifySecret('Secret', stored)).toBe(false);
    expect(await verifySecret('secret', 'plain$abc$def')).toBe(false);
  });

  it('run one fewer than the cores at once (at least one); the others wait their turn', async () => {
    const limit = Math.max(1, availableParallelism() - 1);
    let running = 0;
    let waiting = 0;
    let finished = false;
    const all = Promise.all(
      Array.from({ length: limit + 3 }, (_, i) => hashSecret(`secret-${i}`)),
    ).finally(() => {
      finished = true;
    });
    while (!finished) {
      running = Math.max(running, hashing.activeCount);
      waiting = Math.max(waiting, hashing.pendingCount);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(new Set(await all).size).toBe(limit + 3);
    expect(running).toBe(limit);
    expect(waiting).toBeGreaterThan(0);
  });
});
