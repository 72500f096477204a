// Bundle budget: the gzip size of the JS and CSS a first visit to a route loads with its first
// render, in English: the entry and its static imports (dist/.vite/manifest.json), and what the
// route preload adds for the page (dist/.vite/route-preload.json, see route-preload.ts: the page's
// chunks, the API client, the strings); signed in for the pages that need it.
// Usage: node scripts/size.mjs [--json]   (after `vite build`)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const readJson = (file) => JSON.parse(readFileSync(join(dist, '.vite', file), 'utf8'));
const manifest = readJson('manifest.json');
const preload = readJson('route-preload.json');

/** Budgets in kB (gzip JS) for a first visit landing on the route. */
const BUDGETS = { '/login': 170 };
const ROUTES = ['/login', '/register', '/ad-welcome', '/entry', '/ad-center', '/wallet'];
const LANG = 'en';

const gzipCache = new Map();
function gzipKb(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024);
  return gzipCache.get(file);
}

function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    staticClosure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

/** The files route-preload.ts adds for a route (JS as indexes, CSS as negative ones). */
function preloaded(path) {
  const route = preload.routes.find(([routePath]) => routePath === path);
  if (!route) throw new Error(`${path} is not in the route table`);
  const [, , feature, indexes] = route;
  const [base, featureStrings] = preload.langs[LANG];
  return [...indexes, ...base, ...(feature ? featureStrings : [])].map((i) =>
    i < 0 ? preload.files[-1 - i] : preload.files[i],
  );
}

const entryKeys = [...staticClosure([Object.keys(manifest).find((k) => manifest[k].isEntry)])];
const entryJs = entryKeys.map((key) => manifest[key].file);
const entryCss = [...new Set(entryKeys.flatMap((key) => manifest[key].css ?? []))];

const report = {};
let failed = false;
for (const route of ROUTES) {
  const extra = preloaded(route);
  const js = [...new Set([...entryJs, ...extra.filter((file) => file.endsWith('.js'))])];
  const css = [...new Set([...entryCss, ...extra.filter((file) => file.endsWith('.css'))])];
  const kb = js.reduce((sum, file) => sum + gzipKb(file), 0);
  const cssKb = css.reduce((sum, file) => sum + gzipKb(file), 0);
  const budget = BUDGETS[route];
  if (budget && kb > budget) failed = true;
  report[route] = {
    kb: Number(kb.toFixed(1)),
    cssKb: Number(cssKb.toFixed(1)),
    budget,
    files: js.length + css.length,
  };
}

if (process.argv.includes('--json')) console.info(JSON.stringify({ routes: report }, null, 2));
else {
  for (const [route, { kb, cssKb, budget, files }] of Object.entries(report)) {
    const status = budget ? (kb > budget ? `OVER ${budget} kB` : `≤ ${budget} kB`) : '';
    console.info(
      `${route.padEnd(12)} ${kb.toFixed(1).padStart(7)} kB gzip JS, ${cssKb.toFixed(1).padStart(5)} kB gzip CSS, ${String(files).padStart(2)} files  ${status}`,
    );
  }
}
if (failed) process.exitCode = 1;
