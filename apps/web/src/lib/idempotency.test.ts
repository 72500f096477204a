import { describe, expect, it } from 'vitest';
import { createAttemptKeys, uuidV4 } from './idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys', () => {
  it('makes v4 UUIDs, also without crypto.randomUUID (insecure contexts)', () => {
    expect(uuidV4()).toMatch(UUID);
    const onlyRandomValues: Pick<Crypto, 'getRandomValues'> = {
      getRandomValues: (array) => crypto.getRandomValues(array),
    };
    const made = new Set(Array.from({ length: 50 }, () => uuidV4(onlyRandomValues)));
    expect(made.size).toBe(50);
    for (const id of made) expect(id).toMatch(UUID);
  });

  it('reuses the key while the same attempt is retried', () => {
    const keys = createAttemptKeys();
    const first = keys.keyFor('7|500.00|');
    expect(keys.keyFor('7|500.00|')).toBe(first);
  });

  it('a different attempt or a reset gets a fresh key', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `k${++n}`);
    expect(keys.keyFor('7|500.00|')).toBe('k1');
    expect(keys.keyFor('7|600.00|')).toBe('k2');
    expect(keys.keyFor('7|600.00|2')).toBe('k3');
    keys.reset();
    expect(keys.keyFor('7|600.00|2')).toBe('k4');
  });
});
