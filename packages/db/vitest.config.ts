import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The schema engine is WebAssembly and PostgreSQL databases are created per test file.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
