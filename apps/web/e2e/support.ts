import { STORAGE_KEYS } from '@adc/contract';
import { catalogue, type Lang } from '@adc/messages';
import { uiCatalogue } from '@adc/messages/ui';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';

export const baseUrl = (): string => inject('baseUrl');

export const VIEWPORTS = {
  mobile: { width: 390, height: 844, touch: true },
  desktop: { width: 1280, height: 800, touch: false },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
/** For `describe.each(VIEWPORT_NAMES)`. */
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

/** The seeded personas (API.md "Seeded personas"); every `qa('reset')` restores them. */
export const PERSONAS = {
  demo: { username: 'demo', password: 'demo1234', pin: '123456' },
  newbie: { username: 'newbie', password: 'newbie1234' },
  hybrid: { username: 'hybrid', password: 'hybrid1234', pin: '123456' },
  inactive: { username: 'inactive', password: 'inactive1234' },
  disabled: { username: 'disabled', password: 'disabled1234' },
  cancelled: { username: 'cancelled', password: 'cancelled1234' },
} as const;
export type PersonaName = keyof typeof PERSONAS;

const E2E_DIR = path.dirname(fileURLToPath(import.meta.url));
export const ARTIFACTS = path.resolve(E2E_DIR, '../../../artifacts/screenshots');
const AXE_PATH = path.resolve(E2E_DIR, '../node_modules/axe-core/axe.min.js');

/** How long a single Playwright action or wait may take before the test fails. */
const ACTION_TIMEOUT_MS = 15_000;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh browser context (empty storage) at one of the two test viewports. */
export async function newContext(
  browser: Browser,
  viewport: ViewportName,
  lang = 'en',
): Promise<BrowserContext> {
  const { width, height, touch } = VIEWPORTS[viewport];
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width, height },
    hasTouch: touch,
    isMobile: touch,
    locale: lang,
    timezoneId: 'Asia/Tokyo',
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return context;
}

/**
 * A page in a fresh context, collecting uncaught page errors (`errors`), so a test can assert that
 * nothing crashed while it clicked around.
 */
export async function newPage(
  browser: Browser,
  viewport: ViewportName,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return { context, page, errors };
}

// ---- server calls ------------------------------------------------------------------------------

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A QA call (reset, deposits, status changes…) straight to the server. */
export async function qa<T = unknown>(
  call: string,
  body: Record<string, unknown> = {},
): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/__qa/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-qa-key': 'qa-local' },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`QA ${call} failed: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/**
 * A real API call as the app makes it (X-CT token, X-TZ of the test contexts). Resolves with the
 * whole envelope; `apiData` throws unless the code is 200.
 */
export async function apiCall<T = unknown>(
  call: string,
  {
    token,
    method = 'GET',
    body,
    query,
  }: {
    token?: string;
    method?: 'GET' | 'POST';
    body?: unknown;
    query?: Record<string, string | number>;
  } = {},
): Promise<Envelope<T>> {
  const url = new URL(`/api${call}`, baseUrl());
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = {
    'x-tz': 'Asia/Tokyo;GMT+09:00',
    'accept-language': 'en',
  };
  if (token) headers['x-ct'] = token;
  if (method === 'POST') headers['content-type'] = 'application/json';
  const res = await fetch(url, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  return (await res.json()) as Envelope<T>;
}

export async function apiData<T = unknown>(
  call: string,
  options: Parameters<typeof apiCall>[1] = {},
): Promise<T> {
  const envelope = await apiCall<T>(call, options);
  if (envelope.code !== 200) throw new Error(`${call} failed: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

export interface Session {
  token: string;
  user_info: { id: number; uid: string; username: string; entry: string; lang: string } & Record<
    string,
    unknown
  >;
}

export async function apiLogin(persona: PersonaName): Promise<Session> {
  const { username, password } = PERSONAS[persona];
  return apiData<Session>('/auth/v2/login', { method: 'POST', body: { username, password } });
}

export interface WalletProperty {
  total_assets: string;
  available_balance: string;
  to_be_consumed: string;
  to_be_settled: string;
}

export const walletProperty = (token: string): Promise<WalletProperty> =>
  apiData<WalletProperty>('/user/property', { token });

/**
 * An amount as shown ("1,234.50", "1.234,50", "-1,283.05") or sent by the API ("1234.50") → minor
 * units. Every amount of the app and the API carries exactly two decimals, so the digits are the
 * minor units whatever the locale's separators.
 */
export function toMinor(text: string): number {
  const digits = text.replace(/\D/g, '');
  if (!digits) throw new Error(`not an amount: "${text}"`);
  return (/[-−]/.test(text) ? -1 : 1) * Number(digits);
}

// ---- logging in --------------------------------------------------------------------------------

/** Logs in through the real login page (labels from the catalogue), without waiting for the result. */
export async function loginThroughUi(page: Page, persona: PersonaName): Promise<void> {
  const { username, password } = PERSONAS[persona];
  await page.goto('/login');
  await page.getByLabel(t('auth.username'), { exact: true }).fill(username);
  await page.getByLabel(t('auth.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('auth.login_button'), exact: true }).click();
}

/** Stores a session obtained from the API, skipping the login page (for tests about other pages). */
export async function loginThroughApi(page: Page, persona: PersonaName): Promise<Session> {
  const session = await apiLogin(persona);
  await storeSession(page, session.token, session.user_info);
  return session;
}

/** Writes fb_token / fb_userInfo (and optionally lang) into the origin's localStorage. */
export async function storeSession(
  page: Page,
  token: string,
  userInfo: unknown,
  lang?: Lang,
): Promise<void> {
  if (!page.url().startsWith(baseUrl())) await page.goto('/404');
  await page.evaluate(
    ([keys, session]) => {
      localStorage.setItem(keys.token, session.token);
      localStorage.setItem(keys.userInfo, JSON.stringify(session.userInfo));
      if (session.lang) localStorage.setItem(keys.lang, session.lang);
    },
    [STORAGE_KEYS, { token, userInfo, lang }] as const,
  );
}

/** Empties the origin's localStorage (a visitor again), keeping the context's warm HTTP cache. */
export async function clearStorage(page: Page): Promise<void> {
  if (!page.url().startsWith(baseUrl())) await page.goto('/404');
  await page.evaluate(() => localStorage.clear());
}

export async function readStorage(
  page: Page,
): Promise<{ token: string | null; userInfo: string | null; lang: string | null }> {
  return page.evaluate(
    (keys) => ({
      token: localStorage.getItem(keys.token),
      userInfo: localStorage.getItem(keys.userInfo),
      lang: localStorage.getItem(keys.lang),
    }),
    STORAGE_KEYS,
  );
}

// ---- UI helpers ----------------------------------------------------------------------------------

/**
 * The catalogue text of `key` (server + UI strings, as the client merges them), with `{{name}}`
 * placeholders filled. Tests assert on the real catalogue, so a wording change cannot break them
 * but a missing or wrong message does.
 */
export function t(
  key: string,
  vars: Record<string, string | number> = {},
  lang: Lang = 'en',
): string {
  const tree: unknown = { ...catalogue[lang], ...uiCatalogue[lang] };
  let node: unknown = tree;
  for (const part of key.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof node !== 'string') throw new Error(`no catalogue string ${lang}:${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    String(vars[name] ?? `{{${name}}}`),
  );
}

/** The app's toast (src/lib/notify.ts) with this text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.adc-toast').filter({ hasText: text });
}

/**
 * Records the text of every toast the page shows from its next load on (a toast replaced by a copy
 * counts twice); read them with toastsShown.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = shown;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.classList.contains('adc-toast'))
            shown.push(node.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
}

export const toastsShown = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []);

/** The shared header (src/components/layout/app-header.tsx). */
export const header = (page: Page): Locator => page.getByTestId('app-header');

/** The header's notification bell (its accessible name starts with the "Notifications" label). */
export function bell(page: Page, lang: Lang = 'en'): Locator {
  const label = t('header.notifications', {}, lang).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return header(page).getByRole('button', { name: new RegExp(`^${label}`) });
}

/** The PayPasswordDialog (src/components/pay-password-dialog): types the digits, then Confirm. */
export async function enterPayPassword(page: Page, digits: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: t('pay_password.title') });
  await dialog.waitFor();
  const input = dialog.getByRole('textbox', { name: t('pay_password.title') });
  await input.fill('');
  await input.pressSequentially(digits);
  await dialog.getByRole('button', { name: t('common.confirm'), exact: true }).click();
  return dialog;
}

/** Waits until the page has no pending requests and no loading placeholder (aria-busy) is left. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Waits until antd-mobile's overlays (masks, popups, dialogs: animated by react-spring, frame by
 * frame in JS) have finished moving: same opacity and transform on two checks in a row.
 */
export async function waitForOverlaysStill(page: Page): Promise<void> {
  let last = '';
  await expect
    .poll(
      async () => {
        const signature = await page.evaluate(() =>
          [...document.querySelectorAll('.adm-mask, .adm-popup-body, .adm-center-popup-wrap > div')]
            .map((element) => {
              const style = getComputedStyle(element);
              return `${style.opacity}/${style.transform}`;
            })
            .join('|'),
        );
        const still = signature === last;
        last = signature;
        return still;
      },
      { interval: 150, timeout: 5_000, message: 'overlays still animating' },
    )
    .toBe(true);
}

/**
 * Closes the top sheet or dialog with Escape and waits until it has taken its history entry back
 * (src/lib/overlay-history.ts steps back once the closing event is over): a `page.goto` issued
 * before that step was aborted by it (net::ERR_ABORTED).
 */
export async function closeWithEscape(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect
    .poll(() => page.evaluate(() => 'adcOverlay' in (window.history.state ?? {})), {
      timeout: 5_000,
      message: 'the overlay still holds its history entry',
    })
    .toBe(false);
}

// ---- axe-core ----------------------------------------------------------------------------------

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/**
 * Rules of lower impact that fail a check too: a screen reader's heading list must name the
 * page (the login page's header once held an empty h1 and its name only in an h2).
 */
const ALSO_BLOCKING = new Set(['empty-heading', 'page-has-heading-one']);
/**
 * The one rule a strict check lets pass: zoom is blocked on purpose (the spec; see index.html and
 * README "Benchmarks"), which axe reports as meta-viewport (moderate).
 */
const DELIBERATE = new Set(['meta-viewport']);

let axeSource: string | undefined;

export interface AxeCheck {
  /** A CSS selector: only that part of the page. */
  include?: string;
  /** Only these rules, and every violation of them whatever its impact. */
  runOnly?: string[];
  /** Every violation but the DELIBERATE one, whatever its impact. */
  strict?: boolean;
  /**
   * Wait until overlays have stopped moving first (colours mean something only once fade-ins are
   * over); false for a state that lasts a moment (a pull-to-refresh head saying it failed).
   */
  still?: boolean;
}

/**
 * axe-core on the page: the serious and critical violations (and ALSO_BLOCKING), one readable
 * entry each with its nodes (selector, HTML, axe's summary) to find the component. Evaluated
 * through the DevTools protocol: the app's CSP (script-src 'self') refuses an inline <script>, as
 * it should, and the page is checked under that very CSP.
 */
export async function axeViolations(
  page: Page,
  { include, runOnly, strict = false, still = true }: AxeCheck = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.evaluate((axeSource ??= readFileSync(AXE_PATH, 'utf8')));
  if (still) await waitForOverlaysStill(page);
  const violations = await page.evaluate(
    async ({ include, runOnly }) => {
      const { axe } = window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> };
      };
      const result = await axe.run(include ? { include: [include] } : document, {
        resultTypes: ['violations'],
        ...(runOnly ? { runOnly } : {}),
      });
      return result.violations;
    },
    { include: include ?? null, runOnly: runOnly ?? null },
  );
  return (violations as AxeViolation[])
    .filter((violation) =>
      runOnly || strict
        ? !DELIBERATE.has(violation.id)
        : BLOCKING_IMPACTS.has(violation.impact ?? '') || ALSO_BLOCKING.has(violation.id),
    )
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes
          .map(
            (node) =>
              `    at ${node.target.join(' ')}\n       ${node.html.slice(0, 200)}\n       ${(node.failureSummary ?? '').replace(/\n\s*/g, ' ')}`,
          )
          .join('\n'),
    );
}

/** `/ad-center/activities` → `ad-center-activities`; `/` → `root`. */
export function routeSlug(route: string): string {
  const pathname = route.split('?')[0] ?? route;
  return pathname.replace(/^\/+|\/+$/g, '').replace(/\//g, '-') || 'root';
}

/**
 * A full-page capture. Under the desktop zoom (src/lib/viewport.ts) Chromium's fullPage capture
 * measures the unzoomed content (a 2731 px wide, mostly blank image at 1280): there the viewport
 * is stretched to the document's real height for the capture instead, then restored.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  const zoomed = await page.evaluate(
    () => document.documentElement.style.getPropertyValue('zoom') !== '',
  );
  const viewport = page.viewportSize();
  if (!zoomed || !viewport) {
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    return file;
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({
    width: viewport.width,
    height: Math.min(Math.max(height, viewport.height), 12_000),
  });
  try {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.screenshot({ path: file, animations: 'disabled' });
  } finally {
    await page.setViewportSize(viewport);
  }
  return file;
}

/** Pathname + search of the page's current URL. */
export function location(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Resolves when the page's URL (pathname + search) satisfies `test`. */
export async function waitForLocation(
  page: Page,
  test: (pathAndSearch: string) => boolean,
): Promise<void> {
  await page.waitForURL((url) => test(`${url.pathname}${url.search}`));
}
