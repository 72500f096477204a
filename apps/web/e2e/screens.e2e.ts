/**
 * Scenario 12: every route of the route table at both viewports, signed in with real data →
 * artifacts/screenshots/<viewport>-<route>.png. Each route must stay where it was opened (no
 * redirect to /login or /404), carry its meta title, render its content (no loading placeholder
 * left, no "Request failed" state), get only successful API answers and throw nothing.
 */
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTE_CASES } from './routes';
import { fileBrowser } from './fixtures';
import {
  loginThroughApi,
  newPage,
  routeSlug,
  screenshot,
  settle,
  t,
  VIEWPORT_NAMES,
  type PersonaName,
  type Session,
} from './support';

interface Signed {
  context: BrowserContext;
  page: Page;
  errors: string[];
  session: Session;
  apiFailures: string[];
  brokenAssets: Set<string>;
}

const browser = fileBrowser();

describe.each(VIEWPORT_NAMES)('screenshots of every route (%s)', (viewport) => {
  const signed = new Map<PersonaName, Signed>();

  async function pageAs(persona: PersonaName): Promise<Signed> {
    const existing = signed.get(persona);
    if (existing) return existing;
    const { context, page, errors } = await newPage(browser(), viewport);
    const entry: Signed = {
      context,
      page,
      errors,
      session: await loginThroughApi(page, persona),
      apiFailures: [],
      brokenAssets: new Set(),
    };
    page.on('response', (response: Response) => void recordResponse(entry, response));
    signed.set(persona, entry);
    return entry;
  }

  afterAll(async () => {
    for (const { context } of signed.values()) await context.close();
  });

  it.each(ROUTE_CASES)('$path', async (route) => {
    const { page, errors, session, apiFailures } = await pageAs(route.as ?? 'demo');
    errors.length = 0;
    apiFailures.length = 0;
    const url = route.open ? await route.open(session.token) : route.path;
    const release = route.hold ? await route.hold(page) : null;
    try {
      await page.goto(url);
      await expect
        .poll(() => page.title(), { message: `document.title of ${url}` })
        .toBe(t(route.title));
      if (release) {
        await page.getByText(t('entry.signing_in')).waitFor();
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
      } else {
        await settle(page);
      }
      expect(new URL(page.url()).pathname, 'stayed on the route').toBe(route.path);
      expect(
        await page.getByText(t('error.request_failed_reload')).count(),
        'a "Request failed" state',
      ).toBe(0);
      await screenshot(page, `${viewport}-${routeSlug(route.path)}`);
    } finally {
      await release?.();
    }
    expect(apiFailures, 'API calls that failed').toEqual([]);
    expect(errors, 'uncaught errors').toEqual([]);
  });

  it('loaded every image and asset it referenced', () => {
    const broken = [
      ...new Set([...signed.values()].flatMap((entry) => [...entry.brokenAssets])),
    ].sort();
    if (broken.length) {
      // The seed's product covers (/assets/products/*.svg) do not exist: the pages fall back to a
      // drawn cover. Reported, not failed: it is seed data, not the web app.
      console.warn(`[${viewport}] missing static files:\n  ${broken.join('\n  ')}`);
    }
    expect(broken.filter((url) => !url.includes('/assets/products/'))).toEqual([]);
  });
});

async function recordResponse(entry: Signed, response: Response): Promise<void> {
  const url = new URL(response.url());
  if (!url.pathname.startsWith('/api/')) {
    if (response.status() >= 400) entry.brokenAssets.add(url.pathname);
    return;
  }
  if (response.status() >= 400) {
    entry.apiFailures.push(`${url.pathname} HTTP ${response.status()}`);
    return;
  }
  try {
    const body = (await response.json()) as { code?: number; msg?: string };
    if (body.code !== 200) entry.apiFailures.push(`${url.pathname} code ${body.code} ${body.msg}`);
  } catch {
    // not JSON (e.g. an aborted request while navigating): nothing to check
  }
}
