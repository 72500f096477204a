import { defineConfig } from 'vitest/config';

// Browser tests: one real server for the run (e2e/global-setup.ts), files one after another
// because they share its database.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
