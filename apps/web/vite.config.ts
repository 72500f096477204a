import { fileURLToPath, URL } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig, type ProxyOptions, type Rolldown } from 'vite';
import { compileHints } from './compile-hints.ts';
import { pxToVw } from './postcss-px-to-vw.ts';
import { routePreload } from './route-preload.ts';
import { DESIGN_WIDTH } from './src/lib/units.ts';

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
 * The chunks. `npm start` serves HTTP/1.1: a browser opens six connections to the server, so once
 * more than six files are in flight each one waits a round trip (150 ms under Lighthouse's mobile
 * throttling). Split per component, the signed-in pages loaded some 50 files, several rounds deep;
 * now they load a handful, each holding what loads together:
 *   boot             the entry's own modules: app shell, router, i18n, the API's lazy stand-in
 *   vendor           React, the router, TanStack Query, i18next (every page; cached for good)
 *   public           what a visitor runs before signing in: sign-in pages, the API client
 *   first-screens    /ad-center and /wallet (the two tabs after signing in), and the
 *                    antd-mobile components they use
 *   ui, ui-more      the rest of antd-mobile: what the locales reach, what only other pages use
 *   antd-base        what the antd-mobile render hook needs (every page, after its first paint)
 *   features-<lang>  every feature's strings of one language
 * Every other page keeps a chunk of its own, split automatically.
 */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@tanstack[\\/]query-core|@tanstack[\\/]react-query|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/;
/**
 * zod: the pages that check fields with the contract's schemas (/register, the profile form).
 * @ts-rest/core, which the API client uses, built one zod schema when loaded, which took all of zod
 * into every page: patches/ marks it pure (docs/internals.md).
 */
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
/** The PIN's hash, loaded when a PIN dialog opens (src/lib/md5.ts). */
const MD5 = /[\\/]node_modules[\\/]js-md5[\\/]/;
/** The app's own modules and the workspace packages it imports. */
const APP_CODE = /[\\/]apps[\\/]web[\\/]src[\\/]|[\\/]packages[\\/]/;

type ChunkingContext = Parameters<Rolldown.CodeSplittingNameFunction>[1];

/**
 * What a visitor runs before signing in: the entry, the sign-in pages, the API client and the
 * antd-mobile render hook (app-root loads it on every page); vendor modules they import stay
 * split automatically.
 */
const PUBLIC_ROOT =
  /[\\/]src[\\/](main\.tsx|features[\\/](auth|misc)[\\/]|lib[\\/](antd-render|api-client)\.ts)|[\\/]antd-mobile[\\/]es[\\/](global[\\/]|utils[\\/](unstable-render|can-use-dom)\.js)/;
/**
 * The first screens after signing in (/ad-center, /wallet): their chunk takes in the antd-mobile
 * components they use; what only other pages use (image viewer, swiper, tabs…) is `ui-more`. Exact
 * because features import each antd-mobile component from its own entry (lint: eslint.config.mjs).
 */
const FIRST_SCREENS = /[\\/]src[\\/]features[\\/](ad-center|wallet)[\\/]routes[\\/]home\.tsx$/;
const ANTD_BASE =
  /[\\/]node_modules[\\/](antd-mobile[\\/]es[\\/](global[\\/]|utils[\\/](unstable-render|can-use-dom)\.js)|tslib|rc-util|@babel[\\/]runtime)[\\/]?/;
/** antd-mobile's locales load one at a time (src/lib/antd-locale.ts): each stays its own chunk. */
const ANTD_LOCALE = /[\\/]antd-mobile[\\/]es[\\/]locales[\\/]/;
const FEATURE_STRINGS = /[\\/]messages[\\/]src[\\/]ui[\\/]features[\\/][^\\/]+[\\/](\w+)\.ts$/;

/**
 * Whether a module is imported (statically, through any chain) by a module that is a root. A walk
 * up the importers: a module that reaches no root is known only once its whole walk is done (a
 * module cut short by an import cycle may still reach one through the module that started it).
 */
function reachedFrom(isRoot: (id: string, ctx: ChunkingContext) => boolean) {
  const known = new Map<string, boolean>();
  return (id: string, ctx: ChunkingContext): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    const seen = new Set<string>();
    const pending = [id];
    for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
      if (seen.has(current) || known.get(current) === false) continue;
      seen.add(current);
      if (known.get(current) === true || isRoot(current, ctx)) {
        known.set(id, true);
        return true;
      }
      pending.push(...(ctx.getModuleInfo(current)?.importers ?? []));
    }
    for (const visited of seen) known.set(visited, false);
    return false;
  };
}

const isEntry = (id: string, ctx: ChunkingContext) => Boolean(ctx.getModuleInfo(id)?.isEntry);
const reachedByEntry = reachedFrom(isEntry);
const reachedByPublicPage = reachedFrom((id, ctx) => PUBLIC_ROOT.test(id) || isEntry(id, ctx));
// The app language's antd-mobile locale loads with every feature page: what it imports is `ui`.
const reachedByFirstScreen = reachedFrom((id) => FIRST_SCREENS.test(id) || ANTD_LOCALE.test(id));
/** /register checks its fields with the contract's zod schemas: it alone loads them (and zod). */
const ZOD_PAGE = /[\\/]features[\\/]auth[\\/]routes[\\/]register\.tsx$/;
const reachedBySignInPages = reachedFrom(
  (id, ctx) => (PUBLIC_ROOT.test(id) && !ZOD_PAGE.test(id)) || isEntry(id, ctx),
);

/**
 * The chunks every first screen runs at once (the sign-in pages, /ad-center, /wallet), besides
 * the entry: Chromium compiles them while they download (compile-hints.ts).
 */
const COMPILED_ON_LOAD = new Set(['vendor', 'boot', 'public', 'first-screens', 'ui']);
/** Brotli at its best (quality 11) and gzip -9: both the compression plugin and compile-hints.ts. */
const BROTLI = {
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
};
const GZIP = { level: zlibConstants.Z_BEST_COMPRESSION };

export default defineConfig({
  plugins: [
    react(),
    // Starts the current page's lazy chunks with the entry (see route-preload.ts).
    routePreload({ srcDir: src, contractSrc }),
    // Brotli and gzip copies of every text asset next to it; the server sends the one the browser
    // accepts (@fastify/static `preCompressed`), so nothing is compressed per request.
    compression({
      include: /\.(js|css|html|svg|json|webmanifest|txt)$/,
      algorithms: [defineAlgorithm('brotliCompress', BROTLI), defineAlgorithm('gzip', GZIP)],
      threshold: 512,
    }),
    compileHints({ chunks: COMPILED_ON_LOAD, brotli: BROTLI, gzip: GZIP }),
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
    postcss: { plugins: [pxToVw({ designWidth: DESIGN_WIDTH })] },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    target: 'es2022',
    manifest: true, // scripts/size.mjs reads the chunk graph from it
    rolldownOptions: {
      // Brotli (quality 11) and gzip copies of every asset are most of the build's time, on
      // purpose (nothing is compressed per request); on a slower machine Rolldown reported that
      // as "significant time in plugins" (PLUGIN_TIMINGS, misattributed to the manifest) at every
      // `npm start`, a warning nobody could act on.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: VENDOR, priority: 7 },
            // Loaded only by the pages that use them (never on a first screen: e2e/wallet.e2e.ts).
            { name: 'zod', test: ZOD, priority: 8 },
            { name: 'md5', test: MD5, priority: 8 },
            {
              // What the antd-mobile render hook needs (every page loads it after its first paint).
              name: 'antd-base',
              test: ANTD_BASE,
              priority: 2,
            },
            {
              debugName: 'ui',
              name: (id: string, ctx: ChunkingContext) => {
                if (reachedByPublicPage(id, ctx) || ANTD_LOCALE.test(id)) return null;
                return reachedByFirstScreen(id, ctx) ? 'ui' : 'ui-more';
              },
              test: /[\\/]node_modules[\\/]/,
              priority: 1,
            },
            {
              // Every feature's strings of one language in one chunk: they load together (i18n.ts).
              debugName: 'features-<lang>',
              name: (id: string) => {
                const lang = FEATURE_STRINGS.exec(id)?.[1];
                return lang ? `features-${lang}` : null;
              },
              test: FEATURE_STRINGS,
              priority: 10,
            },
            // The app's modules: one group each, in this order, since a group also takes in the
            // modules its modules import. Taken first, the entry's stay out of the chunks the
            // sign-in pages load, and those stay out of the first screens' chunk.
            {
              debugName: 'boot',
              name: (id: string, ctx: ChunkingContext) => (reachedByEntry(id, ctx) ? 'boot' : null),
              test: APP_CODE,
              priority: 6,
            },
            {
              debugName: 'public',
              name: (id: string, ctx: ChunkingContext) =>
                reachedBySignInPages(id, ctx) ? 'public' : null,
              test: APP_CODE,
              priority: 5,
            },
            {
              debugName: 'first-screens',
              name: (id: string, ctx: ChunkingContext) =>
                reachedByFirstScreen(id, ctx) ? 'first-screens' : null,
              test: APP_CODE,
              priority: 4,
            },
          ],
        },
      },
    },
  },
});
