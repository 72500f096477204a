/**
 * A session the server refuses, and support for people who cannot sign in (issue 8):
 * - 503 on /entry clears the session only for a `register` entry; a hybrid-app user keeps it.
 * - A revoked (password changed elsewhere) or unknown token (401) outside /entry ends the session
 *   and goes to /login, without "Not authorized" toasts; so does a 503 for a `register` user.
 *   /login says why, pre-fills the username, and signing in again returns to the page.
 * - A hybrid-app user whose token expired sees one "Session expired" toast, not one per call; the
 *   wallet's balances and the home's figures refused with 503 say so in place (no bare dashes).
 * - Behind the account dialog (an account disabled while signed in) or after that toast, the page's
 *   blocks say so calmly: no failed state, no Retry, no other toast (a retry cannot succeed); so
 *   does the footer of a list whose next page was refused (no "Tap to retry").
 * - Visitors reach customer service: the header icon of /login and the contact button of the
 *   403 dialog both land on /customer.
 */
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blockPage, fileBrowser } from './fixtures';
import {
  apiCall,
  apiLogin,
  header,
  location,
  loginThroughUi,
  PERSONAS,
  qa,
  readStorage,
  storeSession,
  recordToasts,
  t,
  toast,
  toastsShown,
  waitForLocation,
} from './support';

const browser = fileBrowser();

const usernameField = (page: Page) => page.getByLabel(t('auth.username'), { exact: true });
const passwordField = (page: Page) => page.getByLabel(t('auth.password'), { exact: true });

async function signInAgain(page: Page, password: string): Promise<void> {
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: t('auth.login_button'), exact: true }).click();
}

/** The blocks of the page that failed: as errors (with Retry), and calmly (account blocked). */
async function failedBlocks(page: Page) {
  return {
    errors: await page.locator('[data-state="error"]').count(),
    retries: await page.getByRole('button', { name: t('common.retry'), exact: true }).count(),
    calm: await page.locator('[data-state="blocked"]').count(),
  };
}

/** A logged-in session of `persona` whose token the server now answers with 503. */
async function expiredSession(persona: 'demo' | 'hybrid') {
  const session = await apiLogin(persona);
  await qa('user/expire_tokens', { username: PERSONAS[persona].username });
  return session;
}

describe('a refused session', () => {
  const user = blockPage(browser, 'mobile', { visitor: true });

  beforeAll(async () => {
    await recordToasts(user.page);
  });
  beforeEach(async () => {
    await qa('reset'); // fresh tokens and the seeded passwords for every test
  });

  it('503 on /entry keeps the session of a hybrid-app user (entry "code")', async () => {
    const hybrid = await expiredSession('hybrid');
    expect(hybrid.user_info.entry).not.toBe('register');
    await storeSession(user.page, hybrid.token, hybrid.user_info);
    await user.page.goto(`/entry?token=${encodeURIComponent(hybrid.token)}`);
    await toast(user.page, t('code.503')).first().waitFor();
    const stored = await readStorage(user.page);
    expect(stored.token).toBe(hybrid.token);
    expect(JSON.parse(stored.userInfo ?? '{}')).toMatchObject({ username: 'hybrid' });
    expect(location(user.page)).toMatch(/^\/entry/);
  });

  it('503 on /entry clears the session of a "register" user and goes to /login', async () => {
    const demo = await expiredSession('demo');
    expect(demo.user_info.entry).toBe('register');
    await storeSession(user.page, demo.token, demo.user_info);
    await user.page.goto(`/entry?token=${encodeURIComponent(demo.token)}`);
    await waitForLocation(user.page, (at) => at === '/login');
    const stored = await readStorage(user.page);
    expect(stored.token).toBeNull();
    expect(stored.userInfo).toBeNull();
  });

  it('a token revoked by a password change: /login with the username, then back to the page', async () => {
    const demo = await apiLogin('demo');
    await storeSession(user.page, demo.token, demo.user_info);
    await user.page.goto('/wallet');
    await user.page.getByTestId('wallet-total-assets').waitFor();

    // Elsewhere, the password changes: every token of the user is revoked.
    const changed = await apiCall('/update/password', {
      token: demo.token,
      method: 'POST',
      body: { old_password: 'demo1234', new_password: 'demo5678', confirm_password: 'demo5678' },
    });
    expect(changed.code).toBe(200);
    await user.page.reload();

    await waitForLocation(user.page, (at) => at === '/login');
    await user.page.getByTestId('login-relogin-notice').waitFor();
    expect(await usernameField(user.page).inputValue()).toBe('demo');
    const stored = await readStorage(user.page);
    expect(stored.token).toBeNull();
    expect(stored.userInfo).toBeNull();
    expect(await toastsShown(user.page)).not.toContain(t('code.401'));

    await signInAgain(user.page, 'demo5678');
    await waitForLocation(user.page, (at) => at === '/wallet');
    expect((await readStorage(user.page)).token).not.toBeNull();
  });

  it('an unknown token on a protected page goes to /login without "Not authorized" toasts', async () => {
    const demo = await apiLogin('demo');
    await storeSession(user.page, 'no-such-token', demo.user_info);
    await user.page.goto('/plan');
    await waitForLocation(user.page, (at) => at === '/login');
    expect(await usernameField(user.page).inputValue()).toBe('demo');
    expect((await readStorage(user.page)).token).toBeNull();
    await user.page.waitForTimeout(500);
    expect(await toastsShown(user.page)).not.toContain(t('code.401'));
  });

  it('503 for a "register" user: /login with the username, then back to the page', async () => {
    const demo = await expiredSession('demo');
    await storeSession(user.page, demo.token, demo.user_info);
    await user.page.goto('/ad-center/coupons');
    await waitForLocation(user.page, (at) => at === '/login');
    expect(await usernameField(user.page).inputValue()).toBe('demo');
    await signInAgain(user.page, PERSONAS.demo.password);
    await waitForLocation(user.page, (at) => at === '/ad-center/coupons');
  });

  it('a hybrid-app user whose token expired sees one "Session expired" toast, not one per call', async () => {
    const hybrid = await expiredSession('hybrid');
    await storeSession(user.page, hybrid.token, hybrid.user_info);
    await user.page.goto('/ad-center');
    await toast(user.page, t('code.503')).first().waitFor();
    // The home makes several calls; all of them fail with 503.
    await user.page.waitForLoadState('networkidle');
    await user.page.waitForTimeout(1_000);
    const shown = (await toastsShown(user.page)).filter((text) => text === t('code.503'));
    expect(shown).toHaveLength(1);
    expect((await readStorage(user.page)).token).toBe(hybrid.token);
    expect(location(user.page)).toBe('/ad-center');
    const blocks = await failedBlocks(user.page);
    expect(blocks).toMatchObject({ errors: 0, retries: 0 });
    expect(blocks.calm).toBeGreaterThan(0);
  });

  it('a hybrid-app user whose balances or figures answer 503 is told why, not shown bare dashes', async () => {
    const hybrid = await apiLogin('hybrid');
    const username = PERSONAS.hybrid.username;
    await qa('faults', { path: '/user/property', username, code: 503 });
    await qa('faults', { path: '/ad/order/data_statistics/list', username, code: 503 });
    await storeSession(user.page, hybrid.token, hybrid.user_info);

    await user.page.goto('/wallet');
    const hero = user.page.locator('section[aria-labelledby="wallet-total-label"]');
    const said = hero.locator('[data-state="blocked"]');
    await said.waitFor();
    expect(await said.innerText()).toBe(t('code.503'));
    expect(await user.page.getByTestId('wallet-available').innerText()).toBe('—');
    expect((await readStorage(user.page)).token).toBe(hybrid.token);
    expect(location(user.page)).toBe('/wallet');

    await user.page.goto('/ad-center');
    const overview = user.page.getByTestId('ad-center-overview-panel');
    await overview.locator('[data-state="blocked"]').waitFor();
    expect(await overview.locator('[data-state="blocked"]').innerText()).toBe(t('code.503'));
  });

  it('an account disabled while signed in: the dialog, and calm blocks behind it', async () => {
    const demo = await apiLogin('demo');
    await qa('user/status', { username: PERSONAS.demo.username, status: 'disabled' });
    await storeSession(user.page, demo.token, demo.user_info);
    await user.page.goto('/wallet');
    const dialog = user.page.getByRole('dialog').filter({ hasText: t('code.403') });
    await dialog.waitFor();
    await user.page.waitForLoadState('networkidle');
    const blocks = await failedBlocks(user.page);
    expect(blocks).toMatchObject({ errors: 0, retries: 0 });
    expect(blocks.calm).toBeGreaterThan(0);
    expect(await toastsShown(user.page)).toEqual([]);
    expect(await user.page.getByText(t('error.request_failed_reload')).count()).toBe(0);
    await dialog.getByRole('button', { name: t('common.close'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('an account disabled while a list is open: its next page ends calmly, no "Tap to retry"', async () => {
    const reader = await qa<{ token: string; user_info: { username: string } }>('scenario', {
      name: 'unread_120',
    });
    await storeSession(user.page, reader.token, reader.user_info);
    await user.page.goto('/notification');
    const footer = user.page.locator('.adm-infinite-scroll');
    await footer.waitFor();
    await user.page.waitForLoadState('networkidle');
    await qa('user/status', { username: reader.user_info.username, status: 'disabled' });
    await footer.scrollIntoViewIfNeeded();
    await user.page
      .getByRole('dialog')
      .filter({ hasText: t('code.403') })
      .waitFor();
    // The footer answers the refused page with the account's state, not with a retry.
    await expect.poll(() => footer.innerText(), { timeout: 5_000 }).toBe(t('code.403'));
    expect(await footer.getByRole('button').count()).toBe(0);
    expect(await user.page.getByText(t('error.request_failed_reload')).count()).toBe(0);
  });
});

describe('customer service for visitors', () => {
  const visitor = blockPage(browser, 'mobile', { visitor: true });

  it('the service icon of /login lands on customer service', async () => {
    await visitor.page.goto('/login');
    await header(visitor.page)
      .getByRole('button', { name: t('header.customer_service'), exact: true })
      .click();
    await waitForLocation(visitor.page, (at) => at === '/customer');
    await visitor.page
      .getByRole('heading', { name: t('titles.customer') })
      .first()
      .waitFor();
  });

  it('the contact button of a refused (403) login lands on customer service', async () => {
    await loginThroughUi(visitor.page, 'disabled');
    const dialog = visitor.page.getByRole('dialog').filter({ hasText: t('code.403', {}, 'zh') });
    await dialog
      .getByRole('button', { name: t('account.contact_service', {}, 'zh'), exact: true })
      .click();
    await waitForLocation(visitor.page, (at) => at === '/customer');
    await visitor.page
      .getByRole('heading', { name: t('titles.customer', {}, 'zh') })
      .first()
      .waitFor();
    expect((await readStorage(visitor.page)).token).toBeNull();
  });
});
