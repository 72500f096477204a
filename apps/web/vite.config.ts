import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig, type ProxyOptions } from 'vite';
import { pxToVw } from './postcss-px-to-vw.ts';

/** The API server of apps/server. In production it serves this build and the API on one origin. */
const API_TARGET = process.env.ADC_API_TARGET ?? 'http://127.0.0.1:3000';
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: API_TARGET, changeOrigin: true },
  '/uploads': { target: API_TARGET, changeOrigin: true },
};

const src = fileURLToPath(new URL('./src', import.meta.url));
const messagesSrc = fileURLToPath(new URL('../../packages/messages/src', import.meta.url));

/**
 * Vendor chunks only for libraries every page needs anyway (long-term caching). Everything else,
 * antd-mobile included, is split automatically so each route loads only the components it uses.
 */
const VENDOR_GROUPS: [name: string, packages: string][] = [
  ['react', 'react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser'],
  ['query', '@tanstack/query-core|@tanstack/react-query'],
  ['i18n', 'i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store'],
];

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies of every text asset next to it; the server sends the one the browser
    // accepts (@fastify/static `preCompressed`), so nothing is compressed per request.
    compression({
      include: /\.(js|css|html|svg|json|webmanifest|txt)$/,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      threshold: 512,
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      // LANGS / DEFAULT_LANG / key types without @adc/messages' index, which imports all 12
      // catalogues (the language modules themselves load per language: src/lib/i18n.ts).
      { find: /^@adc\/messages\/types$/, replacement: `${messagesSrc}/types.ts` },
    ],
  },
  css: {
    // Design width 375: see postcss-px-to-vw.ts for why the layout is in vw.
    postcss: { plugins: [pxToVw({ designWidth: 375 })] },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    target: 'es2022',
    manifest: true, // scripts/size.mjs reads the chunk graph from it
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: VENDOR_GROUPS.map(([name, packages], index) => ({
            name,
            test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages})[\\\\/]`),
            priority: VENDOR_GROUPS.length - index,
          })),
        },
      },
    },
  },
});
