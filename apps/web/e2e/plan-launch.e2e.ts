/**
 * Scenario 2: demo launches a pending plan — /plan filtered to "Pending launch", open a plan, enter
 * an amount, submit, the transaction-password dialog (6 digits, Confirm disabled before), the plan
 * becomes "Matching" and the wallet's available balance drops by exactly the amount.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { blockPage, fileBrowser } from './fixtures';
import {
  location,
  PERSONAS,
  t,
  toast,
  toMinor,
  VIEWPORT_NAMES,
  waitForLocation,
  walletProperty,
} from './support';

const AMOUNT = 250;

const browser = fileBrowser();

describe.each(VIEWPORT_NAMES)('launch a plan (%s)', (viewport) => {
  // Each viewport starts from the seed: a launch of the other run cannot move the balance here.
  const user = blockPage(browser, viewport, { reset: true, as: 'demo' });
  let availableBefore: number;
  let planId: string;

  beforeAll(async () => {
    availableBefore = toMinor((await walletProperty(user.session.token)).available_balance);
  });

  it('filters the plan list to pending plans', async () => {
    await user.page.goto('/plan');
    await user.page.getByTestId('plan-list-item').first().waitFor();
    const statuses = () =>
      user.page
        .getByTestId('plan-list-item')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-status')));
    // demo has a plan in every status: the unfiltered list is mixed.
    expect(new Set(await statuses()).size).toBeGreaterThan(1);

    const tab = user.page
      .getByTestId('plan-status-filter')
      .getByRole('tab', { name: t('enums.plan_status.pending_launch'), exact: true });
    await tab.click();
    await waitForLocation(user.page, (at) => at === '/plan?status=pending_launch');
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    await expect.poll(async () => [...new Set(await statuses())]).toEqual(['pending_launch']);
  });

  it('opens a pending plan with its launch form', async () => {
    const item = user.page.getByTestId('plan-list-item').first();
    planId = (await item.getAttribute('data-plan-id')) ?? '';
    expect(planId).toMatch(/^\d+$/);
    await item.click();
    await waitForLocation(user.page, (at) => at === `/plan/detail?id=${planId}`);
    await user.page.locator('[data-testid="plan-detail"][data-status="pending_launch"]').waitFor();
    await user.page.getByTestId('plan-launch').waitFor();
    await expect
      .poll(async () => toMinor(await user.page.getByTestId('plan-launch-balance').innerText()))
      .toBe(availableBefore);
  });

  it('asks for the 6-digit transaction password before launching', async () => {
    await user.page.getByTestId('plan-launch-amount').locator('input').fill(String(AMOUNT));
    await expect
      .poll(async () => toMinor(await user.page.getByTestId('plan-launch-pays').innerText()))
      .toBe(AMOUNT * 100);
    await user.page.getByTestId('plan-launch-submit').click();

    const dialog = user.page.getByRole('dialog', { name: t('pay_password.title') });
    await dialog.waitFor();
    const input = dialog.getByRole('textbox', { name: t('pay_password.title') });
    const confirm = dialog.getByRole('button', { name: t('common.confirm'), exact: true });
    // Digits only, at most 6; Confirm stays disabled until all 6 are there.
    await input.pressSequentially('12a345');
    expect(await input.inputValue()).toBe('12345');
    expect(await confirm.isDisabled()).toBe(true);
    await input.pressSequentially(`${PERSONAS.demo.pin.slice(5)}9`);
    expect(await input.inputValue()).toBe(PERSONAS.demo.pin);
    expect(await confirm.isEnabled()).toBe(true);

    await confirm.click();
    await toast(user.page, t('success.put')).waitFor();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('shows the plan as matching', async () => {
    await user.page.locator('[data-testid="plan-detail"][data-status="matching"]').waitFor();
    const badge = user.page.getByTestId('plan-detail').getByTestId('plan-status').first();
    await expect.poll(() => badge.innerText()).toBe(t('enums.plan_status.matching'));
    expect(await user.page.getByTestId('plan-launch').count()).toBe(0);
    await expect
      .poll(async () => toMinor(await user.page.getByTestId('plan-put-amount').innerText()))
      .toBe(AMOUNT * 100);
    expect(location(user.page)).toBe(`/plan/detail?id=${planId}`);
  });

  it('took exactly the amount from the available balance', async () => {
    const after = await walletProperty(user.session.token);
    expect(toMinor(after.available_balance)).toBe(availableBefore - AMOUNT * 100);

    await user.page.goto('/wallet');
    await expect
      .poll(async () =>
        (await user.page.getByTestId('wallet-available').innerText()).replace(/\D/g, ''),
      )
      .toMatch(/\d/);
    expect(toMinor(await user.page.getByTestId('wallet-available').innerText())).toBe(
      availableBefore - AMOUNT * 100,
    );
    expect(user.errors).toEqual([]);
  });
});

describe('product detail without its product (mobile)', () => {
  const user = blockPage(browser, 'mobile', { as: 'demo' });

  it('keeps the white header over the dark placeholder hero (not found, loading, failed)', async () => {
    await user.page.goto('/plan/goods-detail?id=99999999');
    await user.page.getByText(t('plan.not_found'), { exact: true }).waitFor();
    const header = user.page.getByTestId('app-header');
    expect(await header.getAttribute('class')).toMatch(/light/);
    const color = await header
      .getByRole('heading')
      .evaluate((heading) => getComputedStyle(heading).color);
    expect(color).toBe('rgb(255, 255, 255)');
  });
});
