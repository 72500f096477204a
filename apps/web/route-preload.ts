/**
 * Build plugin: the first screen's code starts downloading with the entry, not after it.
 *
 * A page's chunk, its antd-mobile pieces, the ConfigProvider, the API client and the strings of
 * the stored language are all loaded lazily, each one after the module that imports it has run:
 * four or five round trips before the page can paint. This plugin writes a small classic script,
 * loaded `async` from index.html before the entry, that looks at the URL (and at the stored token
 * and language) and adds `<link rel="modulepreload">` / `<link rel="preload" as="style">` for
 * everything that page will ask for. Vite's preload helper later finds those links and fetches
 * nothing twice. A signed-in page whose largest paint waits for an API call also gets that call
 * asked there, for the API client to take (src/lib/first-call.ts). The CSP allows no inline
 * script, hence a file (hashed, cached for good).
 *
 * The route list is read from src/app/route-table.tsx (path, auth, `feature(…)` wrapper, import)
 * and the language chunks from the module ids of the bundle; the build fails if the table cannot
 * be read, so the map never silently goes stale.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { DEFAULT_LANG, LANGS } from '../../packages/domain/src/languages.ts';
import { FIRST_CALLS } from './src/config/first-calls.ts';
import { PATHS } from './src/config/paths.ts';
import { FIRST_CALL_GLOBAL, startFirstCall } from './src/lib/first-call.ts';
import { timeZoneHeader } from './src/lib/time-zone.ts';

type OutputAsset = Rolldown.OutputAsset;
type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

interface RouteDef {
  path: string;
  auth: boolean;
  feature: boolean;
  module: string;
}

const ROUTE_PATTERN =
  /path:\s*PATHS\.(\w+),\s*meta:\s*\{\s*auth:\s*(true|false)[\s\S]*?load:\s*(feature\(\s*)?\(\)\s*=>\s*import\(\s*'@\/([^']+)'\s*\)/g;
const ANTD_LOCALE_PATTERN = /(\w+): \(\) => import\('antd-mobile\/es\/locales\/([\w-]+)'\)/g;

/** The pages of the route table, with the source file each one loads. */
export function readRouteTable(srcDir: string): RouteDef[] {
  const text = readFileSync(path.join(srcDir, 'app/route-table.tsx'), 'utf8');
  const routes = [...text.matchAll(ROUTE_PATTERN)].map(([, name, auth, feature, module]) => {
    const routePath = PATHS[name as keyof typeof PATHS];
    if (!routePath || !module) throw new Error(`route-preload: unknown PATHS.${name}`);
    return { path: routePath, auth: auth === 'true', feature: Boolean(feature), module };
  });
  const declared = text.match(/\bpath:\s*PATHS\./g)?.length ?? 0;
  if (routes.length === 0 || routes.length !== declared)
    throw new Error(`route-preload: read ${routes.length} of ${declared} routes of the table`);
  return routes;
}

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}

/** The chunk holding a module whose id passes `test` (throws when none does). */
function chunkOf(bundle: OutputBundle, test: (id: string) => boolean, what: string): OutputChunk {
  const found = chunks(bundle).find((chunk) => chunk.moduleIds.some(test));
  if (!found) throw new Error(`route-preload: no chunk holds ${what}`);
  return found;
}

/** JS files of a chunk and its static imports, dependencies first; CSS they import. */
function closure(bundle: OutputBundle, roots: OutputChunk[], skip: Set<string>) {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>(skip);
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) visit(bundle[name] as OutputChunk);
    js.push(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? [])
      if (!css.includes(file)) css.push(file);
  };
  roots.forEach(visit);
  return { js, css };
}

/**
 * Values of one of the contract's constant objects (STORAGE_KEYS, HEADERS), read as text:
 * constants.ts re-exports @adc/domain, a TypeScript package the config loader cannot import.
 */
function readConstants<K extends string>(
  contractSrc: string,
  object: string,
  names: readonly K[],
): Record<K, string> {
  const text = readFileSync(path.join(contractSrc, 'constants.ts'), 'utf8');
  const block = new RegExp(`${object} = \\{([^}]*)\\}`).exec(text)?.[1] ?? '';
  const value = (name: K) => {
    const found = new RegExp(`\\b${name}: '([^']+)'`).exec(block)?.[1];
    if (!found) throw new Error(`route-preload: ${object}.${name} not found`);
    return [name, found] as const;
  };
  return Object.fromEntries(names.map(value)) as Record<K, string>;
}

const normalize = (id: string) => id.split(path.sep).join('/');

/** The script's data: a file table, and per route and language the indexes of what to preload. */
export function buildPreloadMap(bundle: OutputBundle, srcDir: string) {
  const entry = chunks(bundle).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route-preload: no entry chunk');
  const loaded = new Set(closure(bundle, [entry], new Set()).js);
  const files: string[] = [];
  const index = (file: string) => {
    if (!files.includes(file)) files.push(file);
    return files.indexOf(file);
  };
  const list = (roots: OutputChunk[]) => {
    const { js, css } = closure(bundle, roots, loaded);
    return [...js.map(index), ...css.map((file) => -1 - index(file))]; // CSS as negative indexes
  };
  const src = normalize(srcDir);
  const bySource = (file: string) =>
    chunkOf(bundle, (id) => normalize(id).startsWith(`${src}/${file}.`), file);
  const apiClient = bySource('lib/api-client');
  const featureShell = [bySource('app/antd-config'), bySource('lib/i18n-loaders')];

  const routes = readRouteTable(srcDir).map((route) => [
    route.path,
    route.auth ? 1 : 0,
    route.feature ? 1 : 0,
    list([bySource(route.module), apiClient, ...(route.feature ? featureShell : [])]),
  ]);

  const antdLocales = new Map(
    [
      ...readFileSync(path.join(srcDir, 'lib/antd-locale.ts'), 'utf8').matchAll(
        ANTD_LOCALE_PATTERN,
      ),
    ].map(([, lang, file]) => [lang, file]),
  );
  const messages = (pattern: RegExp) =>
    chunks(bundle).filter((chunk) => chunk.moduleIds.some((id) => pattern.test(normalize(id))));
  const langs = Object.fromEntries(
    LANGS.map((lang) => {
      const antd = antdLocales.get(lang);
      if (!antd) throw new Error(`route-preload: no antd-mobile locale for ${lang}`);
      const features = messages(
        new RegExp(`/packages/messages/src/ui/features/[^/]+/${lang}\\.ts$`),
      );
      const base =
        lang === DEFAULT_LANG
          ? []
          : messages(new RegExp(`/packages/messages/src/(locales|ui)/${lang}\\.ts$`));
      const antdChunk = chunkOf(
        bundle,
        (id) => normalize(id).endsWith(`/locales/${antd}.js`),
        antd,
      );
      // [strings of the language every page needs, feature strings + antd-mobile locale]
      return [lang, [list(base), list([...features, antdChunk])]];
    }),
  );
  return { files, routes, langs };
}

/**
 * The browser side: no imports; `data` is buildPreloadMap's result. A signed-in page with a first
 * call (FIRST_CALLS) also asks it, with the headers the API client sends: the token, the time
 * zone and the stored language (src/lib/first-call.ts, src/lib/time-zone.ts: their two functions
 * are copied in).
 */
export function scriptSource(
  data: ReturnType<typeof buildPreloadMap>,
  contractSrc: string,
): string {
  const STORAGE_KEYS = readConstants(contractSrc, 'STORAGE_KEYS', ['token', 'lang']);
  const firstCall = {
    calls: FIRST_CALLS,
    global: FIRST_CALL_GLOBAL,
    headers: readConstants(contractSrc, 'HEADERS', ['token', 'timeZone', 'language']),
  };
  return `(function (d, first) {
  var timeZoneHeader = ${timeZoneHeader.toString()};
  var startFirstCall = ${startFirstCall.toString()};
  try {
    var here = location.pathname.replace(/\\/+$/, '') || '/';
    var token = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)});
    var lang = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.lang)});
    if (!d.langs[lang]) lang = ${JSON.stringify(DEFAULT_LANG)};
    var find = function (p) { return d.routes.filter(function (r) { return r[0] === p; })[0]; };
    var route = find(here);
    if (!route) return;
    if (route[1] && !token) route = find(${JSON.stringify(PATHS.login)});
    var wanted = route[3].concat(d.langs[lang][0]);
    if (route[2]) {
      wanted = wanted.concat(d.langs[lang][1]);
      if (lang !== ${JSON.stringify(DEFAULT_LANG)}) wanted = wanted.concat(d.langs[${JSON.stringify(DEFAULT_LANG)}][1]);
    }
    var links = document.createDocumentFragment();
    wanted.forEach(function (i) {
      var link = document.createElement('link');
      if (i < 0) { link.rel = 'preload'; link.as = 'style'; link.crossOrigin = ''; link.href = '/' + d.files[-1 - i]; }
      else { link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = '/' + d.files[i]; }
      links.appendChild(link);
    });
    document.head.appendChild(links);
    var call = first.calls[route[0]];
    var stored = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.lang)});
    if (call && token && d.langs[stored]) {
      var headers = {};
      headers[first.headers.token] = token;
      headers[first.headers.timeZone] = timeZoneHeader();
      headers[first.headers.language] = stored;
      startFirstCall(call, headers, first.global);
    }
  } catch (e) {
    // storage unavailable: the page loads its chunks and asks its calls as it runs
  }
})(${JSON.stringify(data)}, ${JSON.stringify(firstCall)});
`;
}

export function routePreload({
  srcDir,
  contractSrc,
}: {
  srcDir: string;
  contractSrc: string;
}): Plugin {
  return {
    name: 'adc:route-preload',
    apply: 'build',
    // After vite:build-html wrote index.html, before the manifest step that the compression
    // plugin hooks into (so the .br/.gz copies hold the changed index.html and this script).
    enforce: 'post',
    generateBundle: {
      handler(_options, bundle) {
        const data = buildPreloadMap(bundle, srcDir);
        const source = scriptSource(data, contractSrc);
        // For scripts/size.mjs: what each page loads beyond the entry.
        this.emitFile({
          type: 'asset',
          fileName: '.vite/route-preload.json',
          source: JSON.stringify(data, null, 2),
        });
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/route-preload-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        const html = bundle['index.html'] as OutputAsset | undefined;
        if (!html || typeof html.source !== 'string')
          throw new Error('route-preload: index.html not in the bundle');
        // Before the entry script: it runs as soon as it arrives, while the entry's imports load.
        html.source = html.source.replace(
          /<script type="module"/,
          `<script async src="/${fileName}"></script>\n    <script type="module"`,
        );
      },
    },
  };
}
