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
