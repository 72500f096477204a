/**
 * Scenarios 3 and 4: withdraw from /wallet with the transaction password (a wrong one is refused
 * with the catalogue message, the right one moves the money), and binding a bank card (newbie binds
 * a first card; demo, who has one, must change something and confirm the re-bind).
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiData,
  apiLogin,
  enterPayPassword,
  launchBrowser,
  loginThroughApi,
  newPage,
  PERSONAS,
  qa,
  t,
  toast,
  toMinor,
  VIEWPORT_NAMES,
  walletProperty,
  type Session,
} from './support';

const WITHDRAW = 100;

interface BankCard {
  type: string;
  cardName: string;
  userName: string;
  mobile: string;
  bankAccount: string;
  branchName: string;
}

const NEW_CARD = {
  cardName: 'Deutsche Testbank',
  userName: 'Nina Newbie',
  mobile: '+4915112345678',
  bankAccount: 'DE89370400440532013000',
  branchName: 'Berlin Mitte',
} as const;

let browser: Browser;

beforeAll(async () => {
  await qa('reset');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORT_NAMES)('withdraw (%s)', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let session: Session;
  let availableBefore: number;

  beforeAll(async () => {
    await qa('reset');
    ({ context, page, errors } = await newPage(browser, viewport));
    session = await loginThroughApi(page, 'demo');
    availableBefore = toMinor((await walletProperty(session.token)).available_balance);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('shows the balances of the wallet', async () => {
    await page.goto('/wallet');
    const property = await walletProperty(session.token);
    await expect
      .poll(async () => (await page.getByTestId('wallet-available').innerText()).replace(/\D/g, ''))
      .not.toBe('');
    expect(toMinor(await page.getByTestId('wallet-available').innerText())).toBe(
      toMinor(property.available_balance),
    );
    // Total and to-be-consumed move with the delivery simulation: they only have to show amounts.
    expect(await page.getByTestId('wallet-total-assets').innerText()).toMatch(/\d[\d,.]*\.\d\d/);
  });

  it('refuses a wrong transaction password with the catalogue message', async () => {
    await page.getByTestId('wallet-withdraw-open').click();
    await page.getByTestId('wallet-withdraw').waitFor();
    await page.getByTestId('wallet-withdraw-amount').locator('input').fill(String(WITHDRAW));
    await page.getByTestId('wallet-withdraw-submit').click();

    const dialog = await enterPayPassword(page, '111111');
    await toast(page, t('error.pay_password_incorrect')).waitFor();
    // The dialog stays for another try, with the entry cleared; no money moved.
    await expect.poll(() => dialog.getByRole('textbox').inputValue()).toBe('');
    expect(await dialog.isVisible()).toBe(true);
    expect(toMinor((await walletProperty(session.token)).available_balance)).toBe(availableBefore);
  });

  it('withdraws with the right transaction password', async () => {
    const dialog = await enterPayPassword(page, PERSONAS.demo.pin);
    await toast(page, t('success.withdraw')).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('wallet-withdraw').waitFor({ state: 'hidden' });

    const expected = availableBefore - WITHDRAW * 100;
    expect(toMinor((await walletProperty(session.token)).available_balance)).toBe(expected);
    await expect
      .poll(async () => toMinor(await page.getByTestId('wallet-available').innerText()))
      .toBe(expected);
    expect(errors).toEqual([]);
  });

  it('refuses an amount above the balance before asking for the password', async () => {
    await page.getByTestId('wallet-withdraw-open').click();
    await page.getByTestId('wallet-withdraw-amount').locator('input').fill(String(availableBefore)); // 100× too much
    await page.getByTestId('wallet-withdraw-submit').click();
    await expect
      .poll(() => page.getByTestId('wallet-withdraw-error').innerText())
      .toBe(t('error.withdraw_exceeds_balance'));
    expect(await page.getByRole('dialog', { name: t('pay_password.title') }).count()).toBe(0);
  });
});

describe.each(VIEWPORT_NAMES)('bind a bank card (%s)', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const edits: Request[] = [];

  beforeAll(async () => {
    await qa('reset');
    ({ context, page, errors } = await newPage(browser, viewport));
    page.on('request', (request) => {
      if (request.url().includes('/api/bank_card/edit')) edits.push(request);
    });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('binds a first card for newbie', async () => {
    const { token } = await loginThroughApi(page, 'newbie');
    expect(await apiData('/bank_card/detail', { token })).toBeNull();

    await page.goto('/wallet/bind-card');
    await page.getByTestId('bind-card-form').waitFor();
    expect(await page.getByTestId('bind-card-bound').count()).toBe(0);

    // Every field is required.
    await page.getByTestId('bind-card-submit').click();
    await expect.poll(() => page.getByTestId('bind-card-form').getByRole('alert').count()).toBe(5);
    expect(edits).toHaveLength(0);

    for (const [field, value] of Object.entries(NEW_CARD)) {
      await page.getByTestId(`bind-card-${field}`).locator('input').fill(value);
    }
    await page.getByTestId('bind-card-submit').click();
    await toast(page, t('success.bind')).waitFor();
    expect(await apiData<BankCard>('/bank_card/detail', { token })).toMatchObject({
      type: 'bank',
      ...NEW_CARD,
    });
  });

  it('asks demo to modify the bound card before submitting', async () => {
    edits.length = 0;
    await loginThroughApi(page, 'demo');
    await page.goto('/wallet/bind-card');
    await page.getByTestId('bind-card-bound').waitFor();
    await expect
      .poll(() => page.getByTestId('bind-card-cardName').locator('input').inputValue())
      .not.toBe('');

    await page.getByTestId('bind-card-submit').click();
    await toast(page, t('error.modify_before_submit')).waitFor();
    expect(edits).toHaveLength(0);
  });

  it('asks "Card already bound, re-bind?" and re-binds on confirmation', async () => {
    const { token } = await apiLogin('demo');
    const before = await apiData<BankCard>('/bank_card/detail', { token });
    const branch = `${before.branchName} 2`;

    await page.getByTestId('bind-card-branchName').locator('input').fill(branch);
    await page.getByTestId('bind-card-submit').click();
    const confirm = page.getByRole('dialog').filter({ hasText: t('error.card_already_bound') });
    await confirm.waitFor();

    // Cancel keeps the card as it was.
    await confirm.getByRole('button', { name: t('common.cancel'), exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(edits).toHaveLength(0);

    await page.getByTestId('bind-card-submit').click();
    await confirm.waitFor();
    await confirm.getByRole('button', { name: t('wallet.bind_card.rebind'), exact: true }).click();
    await toast(page, t('success.bind')).waitFor();
    expect(edits).toHaveLength(1);
    expect(await apiData<BankCard>('/bank_card/detail', { token })).toMatchObject({
      ...before,
      branchName: branch,
      updated_at: expect.any(String),
    });
    expect(errors).toEqual([]);
  });
});
