// Bundle budget: the gzip size of the JS and CSS a route needs on first load (the entry chunk, the
// route's own chunk, and everything they import statically), and the largest route chunk, from
// dist/.vite/manifest.json.
// Usage: node scripts/size.mjs [--json]   (after `vite build`)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** Budgets in kB (gzip JS) for a first visit landing on the route. */
const BUDGETS = { '/login': 150 };
const ROUTES = {
  '/login': 'src/features/auth/routes/login.tsx',
  '/register': 'src/features/auth/routes/register.tsx',
  '/ad-welcome': 'src/features/auth/routes/ad-welcome.tsx',
  '/entry': 'src/features/auth/routes/entry.tsx',
  '/ad-center': 'src/features/ad-center/routes/home.tsx',
};

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

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const report = {};
let failed = false;
for (const [route, source] of Object.entries(ROUTES)) {
  const chunks = staticClosure([entry, source]);
  const files = [...chunks].map((key) => manifest[key].file);
  const kb = files.reduce((sum, file) => sum + gzipKb(file), 0);
  const css = [...new Set([...chunks].flatMap((key) => manifest[key].css ?? []))];
  const cssKb = css.reduce((sum, file) => sum + gzipKb(file), 0);
  const budget = BUDGETS[route];
  if (budget && kb > budget) failed = true;
  report[route] = {
    kb: Number(kb.toFixed(1)),
    cssKb: Number(cssKb.toFixed(1)),
    budget,
    files: files.length,
  };
}

// The largest single route chunk (a page's own code, loaded when it is first opened).
const routeChunks = Object.keys(manifest).filter((key) =>
  /^src\/features\/[^/]+\/routes\//.test(key),
);
const largest = routeChunks
  .map((key) => ({ source: key, kb: gzipKb(manifest[key].file) }))
  .sort((a, b) => b.kb - a.kb)[0];

if (process.argv.includes('--json'))
  console.info(JSON.stringify({ routes: report, largestRouteChunk: largest }, null, 2));
else {
  for (const [route, { kb, cssKb, budget, files }] of Object.entries(report)) {
    const status = budget ? (kb > budget ? `OVER ${budget} kB` : `≤ ${budget} kB`) : '';
    console.info(
      `${route.padEnd(12)} ${kb.toFixed(1).padStart(7)} kB gzip JS in ${String(files).padStart(2)} chunks, ${cssKb.toFixed(1).padStart(5)} kB gzip CSS  ${status}`,
    );
  }
  if (largest)
    console.info(`largest route chunk: ${largest.source} ${largest.kb.toFixed(1)} kB gzip`);
}
if (failed) process.exitCode = 1;
