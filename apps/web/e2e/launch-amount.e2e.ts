/**
 * The launch form checks the amount before any PIN (issue 8): an amount out of the product's range
 * or above the balance is said under the field and keeps the button disabled; nothing is clamped
 * behind the user's back (60000 stays 60000, shown 60,000.00 once left; 50 stays 50). A valid
 * amount opens the PIN dialog.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockPage, fileBrowser } from './fixtures';
import { apiData, t, walletProperty } from './support';

const browser = fileBrowser();

const amountInput = (page: Page) => page.getByTestId('plan-launch-amount').locator('input');
const submit = (page: Page) => page.getByTestId('plan-launch-submit');
const fieldError = (page: Page) => page.getByTestId('plan-launch-error');

/** Types `amount`, then leaves the field (where a clamping field would change it). */
async function enterAmount(page: Page, amount: string): Promise<void> {
  await amountInput(page).fill(amount);
  await page.getByTestId('plan-launch').getByRole('heading').first().click();
}

describe('launch amount checks', () => {
  const user = blockPage(browser, 'mobile', { reset: true, as: 'demo' });

  beforeAll(async () => {
    const { available_balance } = await walletProperty(user.session.token);
    expect(available_balance).toBe('10000.00'); // the seed; the product range is 100–50000
    const pending = await apiData<{ list: { id: number }[] }>('/plan/order/list', {
      token: user.session.token,
      query: { status: 'pending_launch' },
    });
    const id = pending.list[0]?.id;
    expect(id).toBeDefined();
    await user.page.goto(`/plan/detail?id=${id}`);
    await user.page.getByTestId('plan-launch').waitFor();
    await user.page.waitForFunction(() =>
      /\d/.test(document.querySelector('[data-testid="plan-launch-balance"]')?.textContent ?? ''),
    );
  });

  it('is disabled while the amount is empty', async () => {
    expect(await submit(user.page).isDisabled()).toBe(true);
    expect(await fieldError(user.page).count()).toBe(0);
  });

  it.each([
    ['60000', '60,000.00'],
    ['50', '50.00'],
  ])(
    '%s is out of range: said, kept (shown as %s once left), button disabled',
    async (amount, shown) => {
      await enterAmount(user.page, amount);
      // The same amount, never clamped: shown as the app's amounts are, and as typed to edit.
      expect(await amountInput(user.page).inputValue()).toBe(shown);
      await amountInput(user.page).focus();
      expect(await amountInput(user.page).inputValue()).toBe(amount);
      await expect
        .poll(() => fieldError(user.page).innerText())
        .toBe(t('error.investment_amount_out_of_range'));
      expect(await submit(user.page).isDisabled()).toBe(true);
      await submit(user.page).click({ force: true });
      expect(await user.page.getByRole('dialog', { name: t('pay_password.title') }).count()).toBe(
        0,
      );
    },
  );

  it('a key it cannot take is refused and said, never read as another amount', async () => {
    await amountInput(user.page).fill('');
    // A thousand with German marks, typed on an English page: not 1.00 without a word.
    await amountInput(user.page).pressSequentially('1.000,50');
    expect(await amountInput(user.page).inputValue()).toBe('1.00');
    await expect
      .poll(() => user.page.getByTestId('amount-input-notice').innerText())
      .toBe(t('amount_input.decimals', { mark: '.' }));
  });

  it('a second decimal mark is refused and said, and so are the keys after it (never 1.23)', async () => {
    await amountInput(user.page).fill('');
    await amountInput(user.page).pressSequentially('1.2.3');
    expect(await amountInput(user.page).inputValue()).toBe('1.2');
    await expect
      .poll(() => user.page.getByTestId('amount-input-notice').innerText())
      .toBe(t('amount_input.mark', { mark: '.' }));
  });

  it('Enter on a thousands group left unfinished says so, as leaving the field does', async () => {
    await amountInput(user.page).fill('');
    await amountInput(user.page).pressSequentially('1,000,5');
    expect(await user.page.getByTestId('amount-input-notice').count()).toBe(0);
    await amountInput(user.page).press('Enter');
    await expect
      .poll(() => user.page.getByTestId('amount-input-notice').innerText())
      .toBe(t('amount_input.group', { mark: '.' }));
    expect(await user.page.getByRole('dialog', { name: t('pay_password.title') }).count()).toBe(0);
  });

  it('more than the balance (within the range): "Insufficient balance", button disabled', async () => {
    await enterAmount(user.page, '20000');
    await expect
      .poll(() => fieldError(user.page).innerText())
      .toBe(t('error.insufficient_balance'));
    expect(await submit(user.page).isDisabled()).toBe(true);
  });

  it('a valid amount enables the button, and only then the PIN is asked for', async () => {
    await enterAmount(user.page, '250');
    await expect.poll(() => fieldError(user.page).count()).toBe(0);
    expect(await submit(user.page).isDisabled()).toBe(false);
    await submit(user.page).click();
    await user.page.getByRole('dialog', { name: t('pay_password.title') }).waitFor();
  });
});
