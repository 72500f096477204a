import { defineConfig } from 'vitest/config';

export default defineConfig(({ mode }) => {
  // `vitest run --mode postgres` (the test:pg script) is TEST_DATABASE=postgres on any shell;
  // set here, it reaches the global setup and the workers.
  if (mode === 'postgres') process.env.TEST_DATABASE = 'postgres';
  return {
    test: {
      include: ['src/**/*.test.ts'],
      globalSetup: ['src/test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Each test file gets its own server and database; two workers fit a 2-core CI machine.
      pool: 'forks',
      maxWorkers: 2,
    },
  };
});
