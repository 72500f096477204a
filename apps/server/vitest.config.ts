import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file gets its own server and SQLite file; two workers fit a 2-core CI machine.
    pool: 'forks',
    maxWorkers: 2,
  },
});
