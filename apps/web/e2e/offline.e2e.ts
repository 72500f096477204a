/**
 * A bad network (issue 8), with Chromium's network emulation (CDP Network.emulateNetworkConditions)
 * and request routing:
 * - a failed screen has a visible Retry button that loads it;
 * - online, a call that fails at the network level says the request failed (with its Retry), not
 *   "offline": no reconnection would come to load it;
 * - offline, tapping a page whose chunk is not loaded yet shows the offline state in the page's
 *   frame (not an empty shell), and the page once the browser is back online; later visits open
 *   the page directly, with its styles (a stylesheet that failed offline is asked for again);
 * - offline, every section of the wallet shows the offline state, and all of them load once the
 *   browser is back online;
 * - figures whose refresh failed stay shown, marked as not up to date, with a Retry;
 * - offline, the banner leaves what sticks to the bottom (the chat's composer) above it;
 * - a pull to refresh that failed says so, not "Refreshed";
 * - on a slow network a de-DE browser never sees English: neither /login on a first visit nor the
 *   home with its feature strings;
 * - on a slow network, a tap to a page whose code has not arrived shows a progress bar at once.
 */
import type { CDPSession, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogue, type Lang } from '@adc/messages';
import { uiCatalogue } from '@adc/messages/ui';
import { blockPage, fileBrowser } from './fixtures';
import { apiLogin, axeViolations, newContext, settle, storeSession, t } from './support';

const browser = fileBrowser();

async function network(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  return cdp;
}

const OFFLINE = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
const ONLINE = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
/** Roughly a poor 3G connection: every request waits, big chunks crawl. */
const SLOW = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1024) / 8,
  uploadThroughput: (400 * 1024) / 8,
};

/** Runs `steps` with the browser offline, then brings it back online (also when they fail). */
async function whileOffline(page: Page, steps: () => Promise<void>): Promise<void> {
  const cdp = await network(page);
  await cdp.send('Network.emulateNetworkConditions', OFFLINE);
  try {
    await steps();
  } finally {
    await cdp.send('Network.emulateNetworkConditions', ONLINE);
  }
}

const retryButton = (page: Page) => page.getByRole('button', { name: t('common.retry') });
/** The offline state of a failed screen or section (not the offline banner every page shows). */
const offlineState = (scope: Page | Locator) =>
  scope.getByRole('alert').filter({ hasText: t('connection.offline_title') });

describe('failed and offline screens', () => {
  const user = blockPage(browser, 'mobile', { reset: true, as: 'demo' });

  it('a failed screen has a visible Retry button that loads it', async () => {
    await user.page.route('**/api/plan/order/list**', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await user.page.goto('/plan');
    await user.page.getByText(t('connection.failed_title')).waitFor();
    await user.page.unroute('**/api/plan/order/list**');
    await retryButton(user.page).first().click();
    await user.page.getByTestId('plan-list-item').first().waitFor();
    expect(await user.page.getByText(t('connection.failed_title')).count()).toBe(0);
  });

  it('online, a call that fails at the network level is a failed request, not "offline"', async () => {
    const { page } = user;
    // The browser stays online: only this call fails (a dropped connection, a blocked request).
    await page.route('**/api/user/property', (route) => route.abort('failed'));
    await page.goto('/wallet');
    const balances = page.getByRole('region', { name: t('wallet.home.total_assets') });
    const failed = balances.getByRole('alert').filter({ hasText: t('connection.failed_title') });
    await failed.waitFor();
    expect(await failed.innerText()).toContain(t('connection.failed_text'));
    expect(await offlineState(page).count()).toBe(0);
    expect(await page.getByText(t('connection.network_failed')).count()).toBe(0);
    // Its Retry loads the balances.
    await page.unroute('**/api/user/property');
    await failed.getByRole('button', { name: t('common.retry') }).click();
    await page.getByTestId('wallet-available').filter({ hasText: /\d/ }).waitFor();
  });

  it('offline, a page not loaded yet shows the offline state, then the page once back online', async () => {
    await user.page.goto('/ad-center');
    await settle(user.page);
    await whileOffline(user.page, async () => {
      await user.page.getByTestId('ad-center-entry-feedback').click();
      // The page's own failed state (not the offline banner every page shows meanwhile).
      const failed = offlineState(user.page);
      await failed.waitFor();
      expect(await failed.getByRole('button', { name: t('common.retry') }).count()).toBe(1);
      // The page's frame (its header) is there, not an empty shell.
      await user.page.getByRole('heading', { name: t('titles.feedback') }).waitFor();
    });
    // Back online: the page loads by itself.
    await user.page.getByTestId('ad-center-feedback-subject').waitFor();
  });

  it('offline, the wallet says so in every section, then asks for all of it once back online', async () => {
    const page = user.page;
    await page.goto('/ad-center');
    await settle(page);
    await whileOffline(page, async () => {
      await page.getByTestId('ad-center-entry-wallet').click();
      // The balances say "offline" as the funding details do (not "Request failed").
      const balances = page.getByRole('region', { name: t('wallet.home.total_assets') });
      await offlineState(balances).waitFor();
      await offlineState(page.getByTestId('wallet-flows')).waitFor();
    });
    // Back online, every query of the page asks again by itself, the balances (whose failed
    // prefetch the page does not ask again on mount) and the bound card too.
    await page.getByTestId('wallet-available').filter({ hasText: /\d/ }).waitFor();
    await page.getByTestId('wallet-bind-card').getByText(t('wallet.home.card_bound')).waitFor();
    await page.getByTestId('wallet-flow-item').first().waitFor();
  });

  it('a page whose stylesheet failed offline is styled once back online', async () => {
    const page = user.page;
    await page.goto('/ad-center');
    await settle(page);
    await whileOffline(page, async () => {
      await page.getByTestId('ad-center-profile').click();
      await offlineState(page).waitFor();
    });
    await page.getByTestId('profile-form').waitFor();
    // Every stylesheet of the page has loaded: a failed one (offline) was asked for again.
    const unstyled = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
        .filter((link) => {
          try {
            return !link.sheet || link.sheet.cssRules.length === 0;
          } catch {
            return true; // a stylesheet that failed to load: its rules cannot be read
          }
        })
        .map((link) => link.href),
    );
    expect(unstyled).toEqual([]);
  });

  it('a page that loaded once back online opens directly on later visits', async () => {
    const page = user.page;
    await page.goto('/ad-center');
    await settle(page);
    await whileOffline(page, async () => {
      await page.getByTestId('ad-center-shop-level').click();
      await offlineState(page).waitFor();
    });
    const level = page.getByTestId('ad-center-level-current');
    await level.waitFor();
    await page.goBack();
    await page.getByTestId('ad-center-shop-level').click();
    // The page, not the failure it met offline (a failure's toast may still be fading out).
    await level.waitFor();
    expect(await page.locator('[role="alert"]:not(.adc-toast)').count()).toBe(0);
  });

  it('figures whose refresh failed stay shown, marked as not up to date, with a Retry', async () => {
    await user.page.goto('/ad-center');
    const investment = user.page.getByTestId('ad-center-stat-investment_amount');
    await investment.waitFor();
    await settle(user.page);
    const shown = await investment.innerText();

    await user.page.route('**/api/ad/order/data_statistics/list**', (route) => route.abort());
    await user.page.getByTestId('ad-center-overview-refresh').click();
    const stale = user.page.getByRole('status').filter({ hasText: t('connection.stale') });
    await stale.waitFor();
    expect(await investment.innerText()).toBe(shown);

    await user.page.unroute('**/api/ad/order/data_statistics/list**');
    await stale.getByRole('button', { name: t('common.retry') }).click();
    await stale.waitFor({ state: 'detached' });
  });

  it('a pull to refresh that failed does not say "Refreshed"', async () => {
    const { page } = user;
    // A finger pulls the screen down past the threshold and lets go (touch events through CDP).
    const cdp = await network(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: 180, y }],
      });
    // A list, and the two first screens (their refresh refetches several queries at once).
    for (const [path, shown, call] of [
      ['/notification', 'notification-item', '**/api/user/notifications'],
      ['/wallet', 'wallet-total-assets', '**/api/user/property'],
      ['/ad-center', 'ad-center-stat-investment_amount', '**/api/ad/order/data_statistics/list**'],
    ] as const) {
      await page.goto(path);
      await page.getByTestId(shown).first().waitFor();
      await settle(page);
      await page.route(call, (route) => route.abort());
      await touch('touchStart', 250);
      for (let y = 250; y <= 520; y += 15) await touch('touchMove', y);
      await touch('touchEnd', 520);
      const head = page.locator('.adm-pull-to-refresh-head');
      await expect
        .poll(() => head.innerText(), { interval: 50, timeout: 5000 })
        .toBe(t('connection.failed_title'));
      // …readable while it says so (antd-mobile's weak grey was 2.4:1).
      if (path === '/wallet')
        expect(
          await axeViolations(page, {
            include: '.adm-pull-to-refresh-head',
            runOnly: ['color-contrast'],
            still: false,
          }),
        ).toEqual([]);
      await page.unroute(call);
    }
  });

  it('says so while the browser is offline', async () => {
    await whileOffline(user.page, () => user.page.getByTestId('connection-offline').waitFor());
    await user.page.getByTestId('connection-offline').waitFor({ state: 'detached' });
  });

  it('offline, what sticks to the bottom of the screen stays above the banner, tappable', async () => {
    const { page } = user;
    for (const [path, control] of [
      ['/customer?view=chat', 'support-send'],
      ['/plan/goods-detail?id=1', 'plan-goods-launch'],
    ] as const) {
      await page.goto(path);
      await page.getByTestId(control).waitFor();
      await whileOffline(page, async () => {
        await page.getByTestId('connection-offline').waitFor();
        await settle(page);
        // A tap at the control's centre reaches the control, not the banner over it.
        const reached = await page.getByTestId(control).evaluate((node) => {
          const box = node.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit !== null && node.contains(hit);
        });
        expect(reached, path).toBe(true);
      });
    }
  });
});

// ---- languages on a slow network ------------------------------------------------------------------

function flatten(node: unknown, out: string[] = []): string[] {
  if (typeof node === 'string') out.push(node);
  else if (node && typeof node === 'object')
    for (const value of Object.values(node)) flatten(value, out);
  return out;
}

/**
 * English texts of the app (server and UI catalogues) that read differently in `lang`: none of
 * them may show to a `lang` reader. Short words and texts with placeholders are left out.
 */
function englishTexts(lang: Lang): string[] {
  const local = new Set(flatten({ ...catalogue[lang], ...uiCatalogue[lang] }));
  return [...new Set(flatten({ ...catalogue.en, ...uiCatalogue.en }))].filter(
    (text) => text.length >= 8 && !text.includes('{{') && !local.has(text),
  );
}

/** Records the page's visible text after every change, from the first paint on. */
async function recordTexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __texts: string[] }).__texts = seen;
    const record = () => {
      const text = document.body?.innerText ?? '';
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    };
    new MutationObserver(record).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

const textsSeen = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __texts?: string[] }).__texts ?? []);

async function englishSeen(page: Page): Promise<string[]> {
  const english = englishTexts('de');
  const texts = await textsSeen(page);
  return english.filter((text) => texts.some((seen) => seen.includes(text)));
}

describe('a de-DE browser on a slow network', () => {
  it('a first visit to /login shows no English, not even while loading', async () => {
    const context = await newContext(browser(), 'mobile', 'de-DE');
    try {
      const page = await context.newPage();
      await recordTexts(page);
      const cdp = await network(page);
      await cdp.send('Network.emulateNetworkConditions', SLOW);
      await page.goto('/login');
      await page
        .getByRole('button', { name: t('auth.login_button', {}, 'de'), exact: true })
        .waitFor({ timeout: 45_000 });
      expect(await textsSeen(page)).not.toHaveLength(0);
      expect(await englishSeen(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the home shows no English while its feature strings load', async () => {
    const context = await newContext(browser(), 'mobile', 'de-DE');
    try {
      const page = await context.newPage();
      const demo = await apiLogin('demo');
      await storeSession(page, demo.token, demo.user_info, 'de');
      await recordTexts(page);
      const cdp = await network(page);
      await cdp.send('Network.emulateNetworkConditions', SLOW);
      await page.goto('/ad-center');
      await page.getByTestId('ad-center-stat-investment_amount').waitFor({ timeout: 45_000 });
      await cdp.send('Network.emulateNetworkConditions', ONLINE);
      await settle(page);
      expect(await englishSeen(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a slow network, tapping through to a page not loaded yet', () => {
  it("shows a progress bar until the page opens: the header's service icon on /login", async () => {
    const context = await newContext(browser(), 'mobile');
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByRole('button', { name: t('auth.login_button'), exact: true }).waitFor();
      await settle(page);
      // The customer page's code arrives two seconds late (a slow phone network).
      await page.route(/\/assets\/customer-[^/]*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await route.continue();
      });
      await page.getByRole('button', { name: t('header.customer_service'), exact: true }).click();
      await page.getByTestId('navigation-progress').waitFor({ timeout: 1_500 });
      expect(new URL(page.url()).pathname).toBe('/login');
      await page.waitForURL('**/customer', { timeout: 15_000 });
      await page.getByTestId('navigation-progress').waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});
