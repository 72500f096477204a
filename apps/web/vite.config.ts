import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig, type ProxyOptions, type Rolldown } from 'vite';
import { pxToVw } from './postcss-px-to-vw.ts';
import { routePreload } from './route-preload.ts';

/** The API server of apps/server. In production it serves this build and the API on one origin. */
const API_TARGET = process.env.ADC_API_TARGET ?? 'http://127.0.0.1:3000';
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: API_TARGET, changeOrigin: true },
  '/uploads': { target: API_TARGET, changeOrigin: true },
};

const src = fileURLToPath(new URL('./src', import.meta.url));
const contractSrc = fileURLToPath(new URL('../../packages/contract/src', import.meta.url));
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

type ChunkingContext = Parameters<Rolldown.CodeSplittingNameFunction>[1];

/**
 * What a visitor runs before signing in: the entry, the sign-in pages, the API client and the
 * antd-mobile render hook (app-root loads it on every page); vendor modules they import stay
 * split automatically.
 */
const PUBLIC_ROOT =
  /[\\/]src[\\/](main\.tsx|features[\\/](auth|misc)[\\/]|lib[\\/](antd-render|api-client)\.ts)|[\\/]antd-mobile[\\/]es[\\/](global[\\/]|utils[\\/](unstable-render|can-use-dom)\.js)/;
/**
 * The first screens after signing in (/ad-center, /wallet): the vendor code they use is the `ui`
 * chunk; what only other pages use (image viewer, swiper, tabs, pickers…) is `ui-more`. Exact
 * because features import each antd-mobile component from its own entry (lint: eslint.config.mjs).
 */
const FIRST_SCREENS = /[\\/]src[\\/]features[\\/](ad-center|wallet)[\\/]routes[\\/]home\.tsx$/;
const ANTD_BASE =
  /[\\/]node_modules[\\/](antd-mobile[\\/]es[\\/](global[\\/]|utils[\\/](unstable-render|can-use-dom)\.js)|tslib|rc-util|@babel[\\/]runtime)[\\/]?/;
/** antd-mobile's locales load one at a time (src/lib/antd-locale.ts): each stays its own chunk. */
const ANTD_LOCALE = /[\\/]antd-mobile[\\/]es[\\/]locales[\\/]/;
const FEATURE_STRINGS = /[\\/]messages[\\/]src[\\/]ui[\\/]features[\\/][^\\/]+[\\/](\w+)\.ts$/;

/** Whether a module is imported (statically, through any chain) by a module that is a root. */
function reachedFrom(isRoot: (id: string, ctx: ChunkingContext) => boolean) {
  const memo = new Map<string, boolean>();
  const walk = (id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return false;
    seen.add(id);
    const result =
      isRoot(id, ctx) ||
      (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => walk(importer, ctx, seen));
    memo.set(id, result);
    return result;
  };
  return walk;
}

const reachedByPublicPage = reachedFrom(
  (id, ctx) => PUBLIC_ROOT.test(id) || Boolean(ctx.getModuleInfo(id)?.isEntry),
);
// The app language's antd-mobile locale loads with every feature page: what it imports is `ui`.
const reachedByFirstScreen = reachedFrom((id) => FIRST_SCREENS.test(id) || ANTD_LOCALE.test(id));

export default defineConfig({
  plugins: [
    react(),
    // Starts the current page's lazy chunks with the entry (see route-preload.ts).
    routePreload({ srcDir: src, contractSrc }),
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
          groups: [
            ...VENDOR_GROUPS.map(([name, packages], index) => ({
              name,
              test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages})[\\\\/]`),
              priority: VENDOR_GROUPS.length + 1 - index,
            })),
            {
              // What the antd-mobile render hook needs (every page loads it after its first paint).
              name: 'antd-base',
              test: ANTD_BASE,
              priority: 2,
            },
            {
              name: (id: string, ctx: ChunkingContext) => {
                if (reachedByPublicPage(id, ctx) || ANTD_LOCALE.test(id)) return null;
                return reachedByFirstScreen(id, ctx) ? 'ui' : 'ui-more';
              },
              test: /[\\/]node_modules[\\/]/,
              priority: 1,
            },
            {
              // Every feature's strings of one language in one chunk: they load together (i18n.ts).
              name: (id: string) => {
                const lang = FEATURE_STRINGS.exec(id)?.[1];
                return lang ? `features-${lang}` : null;
              },
              test: FEATURE_STRINGS,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
