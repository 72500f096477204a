// `npm run lighthouse`: Lighthouse 12 (mobile, default simulated throttling) with Debian's Chromium
// on /login, /ad-center and /wallet (the last two signed in as demo), against the real server
// serving the built client on a freshly seeded SQLite file, as `npm start` does. Prints one line per
// page and writes the full reports to artifacts/lighthouse/.
// Each page runs LIGHTHOUSE_RUNS times (default 5), each in a new Chromium, and the line shows the
// median run (Lighthouse's computeMedianRun: the run nearest the median FCP and TTI) with the range
// of the performance scores: on a 2-core machine one run's TBT swings by hundreds of ms.
// Lighthouse's default slows the CPU down 4×, calibrated for a host whose benchmark index is about
// 1,500; a faster host then stands for a faster phone. Each run's line ends with the host's
// benchmark index and the slowdown Lighthouse's throttling guide gives for it
// (docs/throttling.md, "CPU throttling"); LIGHTHOUSE_CPU_SLOWDOWN=auto runs with that slowdown
// (measured by one run of /login first), a number with that one.
// Usage: node scripts/lighthouse.mjs   (after `vite build`; CHROME_PATH overrides /usr/bin/chromium,
// LIGHTHOUSE_DIST another build's folder, to compare two builds back to back; LIGHTHOUSE_PAGES some
// of the pages)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import getPort from 'get-port';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(webRoot, '../..');
const serverRoot = path.join(repoRoot, 'apps/server');
const reportDir = path.join(repoRoot, 'artifacts/lighthouse');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Math.floor(Number(process.env.LIGHTHOUSE_RUNS)) || 5);
const CPU_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN;
const ALL_PAGES = [
  { path: '/login', signedIn: false },
  { path: '/ad-center', signedIn: true },
  { path: '/wallet', signedIn: true },
];
/** LIGHTHOUSE_PAGES (e.g. `/wallet` or `/login,/wallet`): only those of the three. */
const PAGES = process.env.LIGHTHOUSE_PAGES
  ? ALL_PAGES.filter((page) => process.env.LIGHTHOUSE_PAGES.split(',').includes(page.path))
  : ALL_PAGES;

async function startServer(dir) {
  const port = await getPort({ host: '127.0.0.1' });
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${path.join(dir, 'lighthouse.db')}`,
      UPLOAD_DIR: path.join(dir, 'uploads'),
      WEB_DIST: process.env.LIGHTHOUSE_DIST ?? path.join(webRoot, 'dist'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/basic_config`)).ok) return { url, server };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start within 60 s');
}

/**
 * Signs demo in the way the client does: the token and the user in localStorage of the profile,
 * and the language: a sign-in leaves the account's stored as a bare `lang`, not marked as picked
 * (src/lib/session-language.ts), which the preload script and the first render read.
 */
async function signIn(url, port) {
  const res = await fetch(`${url}/api/auth/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  const { data } = await res.json();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  // A JSON URL of the same origin: the profile gets the storage and no asset gets cached.
  await page.goto(`${url}/api/basic_config`);
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('fb_token', token);
      localStorage.setItem('fb_userInfo', JSON.stringify(user));
      localStorage.setItem('lang', user.lang);
    },
    { token: data.token, user: data.user_info },
  );
  await page.close();
  await browser.close();
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const seconds = (lhr, audit) => `${((lhr.audits[audit]?.numericValue ?? 0) / 1000).toFixed(1)} s`;
const kib = (lhr) =>
  `${Math.round((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024)} KiB`;

/**
 * The CPU slowdown that makes this host stand for the phone Lighthouse's default 4× stands for on
 * a host of benchmark index 1,533: the formula of Lighthouse's throttling guide (its CPU throttling
 * calculator, docs/throttling.md).
 */
export function calibratedSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run of `page` in a new Chromium: its result (lhr and the HTML/JSON reports). */
async function audit(url, page, cpuSlowdownMultiplier) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    if (page.signedIn) await signIn(url, chrome.port);
    const result = await lighthouse(`${url}${page.path}`, {
      port: chrome.port,
      output: ['html', 'json'],
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: page.signedIn,
      logLevel: 'error',
      ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
    });
    if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    const finalPath = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (finalPath !== page.path) throw new Error(`${page.path} ended on ${finalPath}`);
    return result;
  } finally {
    chrome.kill();
  }
}

/** The median of the page's runs, as one line; its reports go to artifacts/lighthouse/. */
function summarize(page, results) {
  const lhr = computeMedianRun(results.map((result) => result.lhr));
  const median = results.find((result) => result.lhr === lhr) ?? results[0];
  const name = page.path.slice(1).replace(/\W+/g, '-');
  const [html, json] = median.report;
  writeFileSync(path.join(reportDir, `${name}.html`), html);
  writeFileSync(path.join(reportDir, `${name}.json`), json);
  const scores = results.map((result) => score(result.lhr, 'performance'));
  return [
    page.path.padEnd(11),
    `performance ${String(score(lhr, 'performance')).padStart(3)}`,
    `(${Math.min(...scores)}–${Math.max(...scores)})`.padEnd(9),
    `accessibility ${String(score(lhr, 'accessibility')).padStart(3)}`,
    `best practices ${String(score(lhr, 'best-practices')).padStart(3)}`,
    `FCP ${seconds(lhr, 'first-contentful-paint')}`,
    `LCP ${seconds(lhr, 'largest-contentful-paint')}`,
    `TBT ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms`,
    `CLS ${(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(2)}`,
    `transfer ${kib(lhr)}`,
  ].join('  ');
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART): such a run is tried again. */
async function auditWithRetry(url, page, cpuSlowdownMultiplier, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, page, cpuSlowdownMultiplier);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${page.path}: ${error.message}; trying again`);
    }
  }
}

/** LIGHTHOUSE_CPU_SLOWDOWN: unset, Lighthouse's default; a number; or `auto`, from this host's benchmark index. */
async function chooseSlowdown(url) {
  if (!CPU_SLOWDOWN) return undefined;
  if (CPU_SLOWDOWN !== 'auto') {
    const value = Number(CPU_SLOWDOWN);
    if (!(value >= 1))
      throw new Error(`LIGHTHOUSE_CPU_SLOWDOWN: ${CPU_SLOWDOWN} is not auto or ≥ 1`);
    return value;
  }
  const probe = await auditWithRetry(url, ALL_PAGES[0]);
  return calibratedSlowdown(probe.lhr.environment.benchmarkIndex);
}

async function main() {
  mkdirSync(reportDir, { recursive: true });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adc-lighthouse-'));
  const { url, server } = await startServer(dir);
  try {
    const slowdown = await chooseSlowdown(url);
    // Round after round (not one page's runs back to back), so a passing load hits every page alike.
    const results = PAGES.map(() => []);
    for (let run = 0; run < RUNS; run++)
      for (const [i, page] of PAGES.entries())
        results[i].push(await auditWithRetry(url, page, slowdown));
    for (const [i, page] of PAGES.entries()) console.info(summarize(page, results[i]));
    const all = results.flat().map((result) => result.lhr);
    const index = median(all.map((lhr) => lhr.environment.benchmarkIndex));
    const used = all[0]?.configSettings.throttling.cpuSlowdownMultiplier ?? 4;
    console.info(
      `\nLighthouse 12.8.2, mobile, simulated throttling with the CPU slowed down ${used.toFixed(1)}×,` +
        ` ${os.cpus().length} cores; median of ${RUNS} runs (performance range in brackets);` +
        ` the median runs' reports in artifacts/lighthouse/\n` +
        `Host benchmark index ${Math.round(index)}: Lighthouse's throttling guide slows it down` +
        ` ${calibratedSlowdown(index).toFixed(1)}× to stand for the default's phone` +
        ` (LIGHTHOUSE_CPU_SLOWDOWN=auto runs so).`,
    );
  } finally {
    server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
