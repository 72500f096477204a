import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('the per-client connection limit', () => {
  it('is 256 by default, and off behind a trusted proxy unless it is set', () => {
    expect(loadConfig({}).maxConnectionsPerClient).toBe(256);
    expect(loadConfig({ TRUST_PROXY: 'true' }).maxConnectionsPerClient).toBe(0);
    expect(
      loadConfig({ TRUST_PROXY: '1', MAX_CONNECTIONS_PER_CLIENT: '64' }).maxConnectionsPerClient,
    ).toBe(64);
  });
});

describe('the PostgreSQL pool size', () => {
  it("is node-postgres's 10 by default; DATABASE_POOL_SIZE sets it, at least 1", () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '3' }).databasePoolSize).toBe(3);
    for (const invalid of ['0', '-2', '2.5', 'many'])
      expect(loadConfig({ DATABASE_POOL_SIZE: invalid }).databasePoolSize).toBe(10);
  });
});
