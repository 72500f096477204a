/**
 * Scenario 13: axe-core on every route of the route table (both viewports, signed in with real data) and on
 * the overlays and states a user meets (language sheet, coupon picker, withdraw sheet,
 * transaction-password dialog, logout confirmation, account-state dialog, form errors, unread
 * badges): no violation of impact "serious" or
 * "critical", no empty heading, and an h1 on every page. The app's own screens and sheets (the
 * coupon list with a coupon, the coupon picker, the withdraw sheet, the transaction-password
 * dialog, the logout confirmation, the account-state dialog) are held to every rule whatever its
 * impact (`strict`), bar the deliberate meta-viewport.
 * A failure lists each rule with its nodes (CSS selector, HTML, axe's summary) to find the component.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTE_CASES } from './routes';
import { blockPage, fileBrowser } from './fixtures';
import {
  apiData,
  axeViolations,
  closeWithEscape,
  header,
  loginThroughApi,
  loginThroughUi,
  newPage,
  qa,
  settle,
  storeSession,
  t,
  VIEWPORT_NAMES,
  type PersonaName,
  type Session,
} from './support';

const browser = fileBrowser();

describe.each(VIEWPORT_NAMES)('accessibility of every route (%s)', (viewport) => {
  const signed = new Map<PersonaName, { context: BrowserContext; page: Page; session: Session }>();

  async function pageAs(persona: PersonaName) {
    const existing = signed.get(persona);
    if (existing) return existing;
    const { context, page } = await newPage(browser(), viewport);
    const entry = { context, page, session: await loginThroughApi(page, persona) };
    signed.set(persona, entry);
    return entry;
  }

  afterAll(async () => {
    for (const { context } of signed.values()) await context.close();
  });

  it.each(ROUTE_CASES)('$path', async (route) => {
    const { page, session } = await pageAs(route.as ?? 'demo');
    const url = route.open ? await route.open(session.token) : route.path;
    const release = route.hold ? await route.hold(page) : null;
    try {
      await page.goto(url);
      await expect.poll(() => page.title()).toBe(t(route.title));
      if (release) await page.getByText(t('entry.signing_in')).waitFor();
      else await settle(page);
      expect(await axeViolations(page), `axe on ${url}`).toEqual([]);
    } finally {
      await release?.();
    }
  });
});

describe('accessibility of overlays (mobile)', () => {
  const user = blockPage(browser, 'mobile', { reset: true, as: 'demo' });

  it('language sheet', async () => {
    await user.page.goto('/ad-center');
    await settle(user.page);
    await header(user.page)
      .getByRole('button', { name: t('header.language'), exact: true })
      .click();
    await user.page
      .getByRole('dialog', { name: t('header.choose_language') })
      .getByRole('button', { name: 'Deutsch' })
      .waitFor();
    expect(await axeViolations(user.page)).toEqual([]);
    await closeWithEscape(user.page);
  });

  it('logout confirmation', async () => {
    await user.page.goto('/ad-center');
    await settle(user.page);
    await header(user.page)
      .getByRole('button', { name: t('header.logout'), exact: true })
      .click();
    const dialog = user.page.getByRole('dialog', { name: t('header.logout_confirm') });
    await dialog.waitFor();
    // Every rule, `region` (moderate) included: antd-mobile's Dialog put its name on a role-less
    // wrapper outside every landmark; the app's dialogs carry it on their own dialog element.
    expect(await axeViolations(user.page, { strict: true })).toEqual([]);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await dialog.getByRole('button', { name: t('common.cancel'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('coupon list with a coupon (strict)', async () => {
    await user.page.goto('/ad-center/coupons');
    await user.page
      .getByTestId('ad-center-coupons-list-unused')
      .locator('article')
      .first()
      .waitFor();
    expect(await axeViolations(user.page, { strict: true })).toEqual([]);
  });

  it('coupon picker of a pending plan (strict)', async () => {
    const [plan] = (
      await apiData<{ list: { id: number }[] }>('/plan/order/list', {
        token: user.session.token,
        query: { page_size: 1, status: 'pending_launch' },
      })
    ).list;
    if (!plan) throw new Error('seed: demo has no pending plan');
    await user.page.goto(`/plan/detail?id=${plan.id}`);
    await settle(user.page);
    await user.page.getByTestId('plan-coupon-select').click();
    await user.page.getByTestId('plan-coupon-option').first().waitFor();
    expect(await axeViolations(user.page, { strict: true })).toEqual([]);
  });

  it('withdraw sheet and transaction-password dialog (strict)', async () => {
    await user.page.goto('/wallet');
    await settle(user.page);
    await user.page.getByTestId('wallet-withdraw-open').click();
    await user.page.getByTestId('wallet-withdraw-card').waitFor();
    expect(await axeViolations(user.page, { strict: true }), 'withdraw sheet').toEqual([]);

    await user.page.getByTestId('wallet-withdraw-amount').locator('input').fill('10');
    await user.page.getByTestId('wallet-withdraw-submit').click();
    await user.page.getByRole('dialog', { name: t('pay_password.title') }).waitFor();
    expect(await axeViolations(user.page, { strict: true }), 'transaction-password dialog').toEqual(
      [],
    );
  });

  it('form errors in red on white (login submitted empty)', async () => {
    const { context: visitor, page: login } = await newPage(browser(), 'mobile');
    try {
      await login.goto('/login');
      await login.getByRole('button', { name: t('auth.login_button'), exact: true }).click();
      await login.locator('[id$="-error"]').first().waitFor();
      expect(await axeViolations(login)).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('unread badges: the bell and the unread filter (99+ unread)', async () => {
    const { context, page } = await newPage(browser(), 'mobile');
    try {
      const user = await qa<{ token: string; user_info: unknown }>('scenario', {
        name: 'unread_120',
      });
      await storeSession(page, user.token, user.user_info);
      await page.goto('/ad-center');
      await settle(page);
      await page.getByTestId('header-bell-badge').filter({ hasText: '99+' }).waitFor();
      expect(await axeViolations(page), 'the bell').toEqual([]);
      await page.goto('/notification');
      await settle(page);
      await page.getByTestId('notification-unread-total').waitFor();
      expect(await axeViolations(page), 'the unread filter').toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('account-state dialog (403, zh)', async () => {
    const { context: visitor, page: login } = await newPage(browser(), 'mobile');
    try {
      await loginThroughUi(login, 'disabled');
      const dialog = login.getByRole('dialog', { name: t('code.403', {}, 'zh') });
      await dialog.waitFor();
      // Every rule, `region` included (see the logout confirmation).
      expect(await axeViolations(login, { strict: true })).toEqual([]);
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
    } finally {
      await visitor.close();
    }
  });
});
