/**
 * Issue 8, "The money story", in real Chromium against the built client and the real server:
 * - first run: a new user's /plan explains the platform's offers, and no filter is a dead end;
 * - one meaning per figure: the home overview and the plan detail show the same money figures
 *   with the same labels, and both explain them;
 * - funding details: the informational `ad_serving` row looks informational (neutral, unsigned,
 *   "Info") beside the real `ad_billing` charge, and the month's expense counts only the charge;
 * - withdrawals have a visible outcome: pending, then approved or rejected in funding details,
 *   and the outcome's notification in the user's language.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { platformCatalogue } from '@adc/messages/platform';
import { blockPage, fileBrowser } from './fixtures';
import {
  apiData,
  baseUrl,
  qa,
  screenshot,
  storeSession,
  t,
  toast,
  toMinor,
  type Envelope,
  type Session,
} from './support';

const PIN = '246810';
const PUT = 1000;
const browser = fileBrowser();

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

/** A money call with an Idempotency-Key (launch, withdraw), as the app makes it. */
async function moneyCall<T>(token: string, call: string, body: unknown): Promise<T> {
  const res = await fetch(new URL(`/api${call}`, baseUrl()), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      'x-ct': token,
      'x-tz': 'Asia/Tokyo;GMT+09:00',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`${call} failed: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

interface PlanRow {
  id: number;
  status: string;
}

const plansOf = async (token: string, status?: string): Promise<PlanRow[]> =>
  (
    await apiData<{ list: PlanRow[] }>('/plan/order/list', {
      token,
      query: { page: 1, page_size: 50, ...(status ? { status } : {}) },
    })
  ).list;

/** The text of a figure's value (its <dd>). */
const figure = (scope: Locator, testId: string): Promise<string> =>
  scope.getByTestId(testId).locator('dd').innerText();

/** Reloads until the locator shows up (the server moves on its own: reviews, settlements). */
async function reloadUntilVisible(page: Page, locator: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await locator.count()) return true;
        await page.reload();
        await page.waitForLoadState('networkidle');
        return (await locator.count()) > 0;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
}

describe('a new user: offers on the first run, one meaning per figure, informational rows', () => {
  const user = blockPage(browser, 'mobile', { reset: true, as: 'newbie' });
  let planId: number;

  beforeAll(async () => {
    // Money and a PIN for newbie, then one offer launched and run to completion.
    await qa('user/deposit', { username: 'newbie', amount: '5000.00' });
    await apiData('/set/password', {
      token: user.session.token,
      method: 'POST',
      body: { password: PIN, confirm_password: PIN },
    });
  });

  it('explains the offers on /plan and lists the 3 welcome offers', async () => {
    await user.page.goto('/plan');
    const guide = user.page.getByTestId('plan-offers-guide');
    await guide.waitFor();
    expect(await guide.innerText()).toContain(t('plan.list.offers_text'));
    const offers = await plansOf(user.session.token, 'pending_launch');
    expect(offers.length).toBeGreaterThanOrEqual(3);
    await expect.poll(() => user.page.getByTestId('plan-list-item').count()).toBe(offers.length);
    const faq = guide.getByTestId('plan-offers-guide-faq');
    expect(await faq.getAttribute('href')).toBe('/ad-center/ques-detail?id=launch_plan');
  });

  it('turns an empty status into a way to the offers, and the FAQ explains them', async () => {
    await user.page.goto('/plan?status=in_progress');
    const guide = user.page.getByTestId('plan-empty-guide');
    await guide.waitFor();
    expect(await guide.innerText()).toContain(t('plan.list.empty_text'));
    await guide.getByRole('button', { name: t('plan.list.show_offers') }).click();
    await expect.poll(() => new URL(user.page.url()).search).toBe('?status=pending_launch');
    await user.page.getByTestId('plan-offers-guide').waitFor();

    await user.page.getByTestId('plan-offers-guide-faq').click();
    await expect.poll(() => new URL(user.page.url()).pathname).toBe('/ad-center/ques-detail');
    await user.page.getByText(t('ad_center.faq.need_help')).waitFor();
    const answer = await user.page.locator('body').innerText();
    expect(answer).toContain(t('ad_center.faq.items.launch_plan.a').split('\n')[0]!.slice(0, 60));
    expect(answer).not.toContain('choose a plan that is pending launch');
  });

  it('shows the same figures with the same labels on the plan detail and the home overview', async () => {
    const [offer] = await plansOf(user.session.token, 'pending_launch');
    if (!offer) throw new Error('no offer');
    planId = offer.id;
    await moneyCall(user.session.token, '/plan/order/put', { id: planId, amount: `${PUT}.00` });
    await qa('plans/force', { id: planId, outcome: 'complete' });

    await user.page.goto(`/plan/detail?id=${planId}`);
    const detail = user.page.getByTestId('plan-figures');
    await detail.waitFor();
    const keys = ['investment_amount', 'consumed', 'to_be_consumed', 'revenue', 'profit'] as const;
    const onPlan: Record<string, { label: string; value: string }> = {};
    for (const key of keys) {
      const cell = detail.getByTestId(`plan-stat-${key}`);
      onPlan[key] = {
        label: await cell.locator('dt').innerText(),
        value: await cell.locator('dd').innerText(),
      };
    }
    expect(toMinor(onPlan.investment_amount!.value)).toBe(PUT * 100);
    expect(toMinor(onPlan.consumed!.value)).toBe(PUT * 100); // completed: all spent
    expect(toMinor(onPlan.to_be_consumed!.value)).toBe(0);
    expect(toMinor(onPlan.profit!.value)).toBe(
      toMinor(onPlan.revenue!.value) - toMinor(onPlan.consumed!.value),
    );

    await detail.getByTestId('plan-figures-help-open').click();
    const sheet = user.page.getByTestId('plan-figures-help');
    await sheet.waitFor();
    for (const key of keys) {
      expect(await sheet.getByTestId(`plan-figures-help-${key}`).locator('dd').innerText()).toBe(
        t(`ad_center.figures.help.${key}`),
      );
    }
    await sheet.getByRole('button', { name: t('ad_center.figures.close') }).click();
    await sheet.waitFor({ state: 'hidden' });

    // All time: newbie's only launched plan, so the overview is exactly the plan.
    await user.page.goto('/ad-center?period=all');
    const panel = user.page.locator('[data-testid="ad-center-overview-panel"][data-period="all"]');
    await panel.getByTestId('ad-center-stat-investment_amount').waitFor();
    for (const key of keys) {
      const cell = panel.getByTestId(`ad-center-stat-${key}`);
      expect(await cell.locator('dt').innerText(), key).toBe(onPlan[key]!.label);
      expect(toMinor(await figure(panel, `ad-center-stat-${key}`)), key).toBe(
        toMinor(onPlan[key]!.value),
      );
    }
    await user.page.getByTestId('ad-center-figures-open').click();
    const homeSheet = user.page.getByTestId('ad-center-figures');
    await homeSheet.waitFor();
    expect(await homeSheet.innerText()).toContain(t('ad_center.figures.help.coupon_budget'));
  });

  it('shows the informational ad_serving row as information, not as a second charge', async () => {
    await user.page.goto('/wallet');
    const flows = user.page.getByTestId('wallet-flow-list');
    const serving = flows.locator('[data-type="ad_serving"]');
    await reloadUntilVisible(user.page, serving);
    const billing = flows.locator('[data-type="ad_billing"]');

    // The charge: red, signed. The record: neutral, unsigned, labelled and explained.
    const billingAmount = billing.getByTestId('wallet-flow-amount');
    expect(toMinor(await billingAmount.innerText())).toBe(-PUT * 100);
    const servingAmount = serving.getByTestId('wallet-flow-amount');
    expect(await servingAmount.innerText()).not.toMatch(/[-−+]/);
    expect(toMinor(await servingAmount.innerText())).toBe(PUT * 100);
    expect(await serving.getAttribute('data-informational')).toBe('true');
    expect(await serving.getByTestId('wallet-flow-info').innerText()).toBe(t('wallet.flows.info'));
    expect(await serving.innerText()).toContain(t('wallet.flows.info_explain'));
    const colour = (locator: Locator) => locator.evaluate((node) => getComputedStyle(node).color);
    expect(await colour(servingAmount)).not.toBe(await colour(billingAmount));
    expect(await colour(servingAmount)).toBe(
      await colour(serving.locator('time')), // the secondary text colour
    );

    // The month's expense is the one charge, and the totals say why the record is not in it.
    expect(toMinor(await user.page.getByTestId('wallet-month-expense').innerText())).toBe(
      -PUT * 100,
    );
    expect(await user.page.getByTestId('wallet-totals-note').innerText()).toBe(
      t('wallet.flows.totals_note'),
    );
    await screenshot(user.page, 'money-story-funding-details');
  });
});

describe('a withdrawal has a visible outcome, notified in the user’s language', () => {
  const user = blockPage(browser, 'mobile', { reset: true, as: 'demo' });
  const lang = 'de';
  const events = platformCatalogue[lang].event;

  /** Withdraws through the API (the popup itself is covered by wallet.e2e.ts). */
  const withdraw = (session: Session, amount: string) =>
    moneyCall<{ id: number; status: string }>(session.token, '/user/withdraw', {
      amount,
      password: md5('123456'),
    });

  beforeAll(async () => {
    await storeSession(user.page, user.session.token, user.session.user_info, lang);
  });

  const rowOf = (id: number) =>
    user.page
      .getByTestId('wallet-flow-list')
      .locator('[data-type="manual_withdrawal"]')
      .filter({ hasText: `#${id}` });

  it('after “Withdrawal submitted” brings the funding details into view with the withdrawal pending', async () => {
    await user.page.goto('/wallet');
    await user.page.getByTestId('wallet-flow-list').waitFor();
    await user.page.getByTestId('wallet-withdraw-open').click();
    await user.page.getByTestId('wallet-withdraw-amount').locator('input').fill('5');
    await user.page.getByTestId('wallet-withdraw-submit').click();
    const dialog = user.page.getByRole('dialog', { name: t('pay_password.title', {}, lang) });
    await dialog.getByRole('textbox').pressSequentially('123456');
    await dialog.getByRole('button', { name: t('common.confirm', {}, lang), exact: true }).click();
    await toast(user.page, t('success.withdraw', {}, lang)).waitFor();

    const newest = user.page.getByTestId('wallet-flow-item').first();
    await expect.poll(() => newest.getAttribute('data-status')).toBe('pending');
    expect(await newest.getAttribute('data-type')).toBe('manual_withdrawal');
    expect(await newest.getByTestId('wallet-flow-status').innerText()).toBe(
      t('enums.withdrawal_status.pending', {}, lang),
    );
    await expect.poll(() => newest.isVisible()).toBe(true);
    await expect
      .poll(() =>
        newest.evaluate((node) => {
          const box = node.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
  });

  it('shows the submitted withdrawal as pending, then approved, and notifies the approval', async () => {
    const { id } = await withdraw(user.session, '12.00');
    await user.page.goto('/wallet');
    const row = rowOf(id);
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('pending');
    expect(await row.getByTestId('wallet-flow-status').innerText()).toBe(
      t('enums.withdrawal_status.pending', {}, lang),
    );

    await qa('withdrawals/review', { id, approve: true });
    await reloadUntilVisible(user.page, row.and(user.page.locator('[data-status="approved"]')));
    expect(await row.getByTestId('wallet-flow-status').innerText()).toBe(
      t('enums.withdrawal_status.approved', {}, lang),
    );

    await user.page.goto('/notification');
    const item = user.page
      .getByTestId('notification-item')
      .filter({ hasText: events.withdrawal_approved.title });
    await reloadUntilVisible(user.page, item);
    expect(await item.first().textContent()).toContain(`#${id}`);
  });

  it('shows a rejected withdrawal as rejected, with its refund, and notifies the rejection', async () => {
    const { id } = await withdraw(user.session, '7.00');
    await qa('withdrawals/review', { id, approve: false });
    await user.page.goto('/wallet');
    const row = rowOf(id);
    await reloadUntilVisible(user.page, row.and(user.page.locator('[data-status="rejected"]')));
    expect(await row.getByTestId('wallet-flow-status').innerText()).toBe(
      t('enums.withdrawal_status.rejected', {}, lang),
    );
    await user.page
      .getByTestId('wallet-flow-list')
      .locator('[data-type="system_chargeback"]')
      .filter({ hasText: `#${id}` })
      .waitFor();

    await user.page.goto('/notification');
    const item = user.page
      .getByTestId('notification-item')
      .filter({ hasText: events.withdrawal_rejected.title });
    await reloadUntilVisible(user.page, item);
    expect(await item.first().textContent()).toContain(`#${id}`);
  });
});
