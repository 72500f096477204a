import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: [
        'src/**/*.test.{ts,tsx}',
        'postcss-px-to-vw.test.ts',
        'route-preload.test.ts',
        'compile-hints.test.ts',
      ],
      css: false,
      restoreMocks: true,
      // Room for the 5 s waits of src/test/setup.ts on a busy machine; passing tests never wait it out.
      testTimeout: 20_000,
    },
  }),
);
