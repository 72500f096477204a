/**
 * The phone's back gesture closes what is open and stays on the page (src/lib/overlay-history.ts):
 * the header's language sheet, the transaction-PIN dialog over the withdraw sheet (one back each),
 * on a page opened by a deep link as on one reached in the app, and the logout confirmation (an
 * imperative dialog: closed by back, it is cancelled); an overlay closed by its button leaves no
 * entry behind, so one back then leaves the page as before.
 */
import { describe, expect, it } from 'vitest';
import { blockPage, fileBrowser } from './fixtures';
import {
  enterPayPassword,
  header,
  location,
  readStorage,
  t,
  toast,
  waitForLocation,
} from './support';

const browser = fileBrowser();

describe('the back gesture (mobile)', () => {
  const user = blockPage(browser, 'mobile', { as: 'demo' });

  const languageButton = () =>
    header(user.page).getByRole('button', { name: t('header.language'), exact: true });
  const languageSheet = () => user.page.getByRole('dialog', { name: t('header.choose_language') });
  const pinDialog = () => user.page.getByRole('dialog', { name: t('pay_password.title') });

  it('closes the language sheet on a deep-linked page and stays there', async () => {
    await user.page.goto('/ad-center');
    await user.page.getByTestId('ad-center-overview').waitFor();
    await languageButton().click();
    await languageSheet().waitFor();

    await user.page.goBack();
    await languageSheet().waitFor({ state: 'hidden' });
    expect(location(user.page)).toBe('/ad-center');
    await user.page.getByTestId('ad-center-overview').waitFor();
    // The focus goes back to what opened it, as when the sheet is cancelled.
    await expect
      .poll(() => languageButton().evaluate((button) => button === document.activeElement))
      .toBe(true);
  });

  it('cancels the logout confirmation: the dialog closes, the session stays', async () => {
    await header(user.page)
      .getByRole('button', { name: t('header.logout'), exact: true })
      .click();
    const confirm = user.page.getByRole('dialog').filter({ hasText: t('header.logout_confirm') });
    await confirm.waitFor();

    await user.page.goBack();
    await confirm.waitFor({ state: 'hidden' });
    expect(location(user.page)).toBe('/ad-center');
    expect((await readStorage(user.page)).token).not.toBeNull();
    await user.page.getByTestId('ad-center-overview').waitFor();
  });

  it('closes the PIN dialog, then the withdraw sheet under it, one back each', async () => {
    await user.page.locator(`a[href="/wallet"]`).first().click();
    await waitForLocation(user.page, (at) => at === '/wallet');
    await user.page.getByTestId('wallet-withdraw-open').click();
    const withdraw = user.page.getByTestId('wallet-withdraw');
    await withdraw.waitFor();
    await user.page.getByTestId('wallet-withdraw-amount').locator('input').fill('1');
    await user.page.getByTestId('wallet-withdraw-submit').click();
    await pinDialog().waitFor();

    await user.page.goBack();
    await pinDialog().waitFor({ state: 'hidden' });
    expect(await withdraw.isVisible()).toBe(true);
    expect(location(user.page)).toBe('/wallet');

    await user.page.goBack();
    await withdraw.waitFor({ state: 'hidden' });
    expect(location(user.page)).toBe('/wallet');
    await user.page.getByTestId('wallet-withdraw-open').waitFor();
  });

  it('ignores back while the PIN is being checked: the withdrawal under way is not cancelled', async () => {
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await user.page.route('**/api/user/withdraw', async (route) => {
      await held;
      await route.continue();
    });
    await user.page.getByTestId('wallet-withdraw-open').click();
    await user.page.getByTestId('wallet-withdraw-amount').locator('input').fill('1');
    await user.page.getByTestId('wallet-withdraw-submit').click();
    const dialog = await enterPayPassword(user.page, '123456');
    await expect
      .poll(() =>
        dialog.getByRole('button', { name: t('common.cancel'), exact: true }).isDisabled(),
      )
      .toBe(true);

    await user.page.goBack();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await dialog.isVisible()).toBe(true);
    expect(location(user.page)).toBe('/wallet');

    answer();
    await toast(user.page, t('success.withdraw')).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await user.page.unroute('**/api/user/withdraw');
    // Nothing left behind: the next back leaves the page.
    await expect
      .poll(() => user.page.evaluate(() => 'adcOverlay' in (window.history.state ?? {})))
      .toBe(false);
  });

  it('leaves no entry behind when closed by its button: one back leaves the page', async () => {
    await languageButton().click();
    await languageSheet().waitFor();
    await languageSheet()
      .getByRole('button', { name: t('common.cancel'), exact: true })
      .click();
    await languageSheet().waitFor({ state: 'hidden' });
    // The logout confirmation, cancelled.
    await header(user.page)
      .getByRole('button', { name: t('header.logout'), exact: true })
      .click();
    const confirm = user.page.getByRole('dialog').filter({ hasText: t('header.logout_confirm') });
    await confirm.getByRole('button', { name: t('common.cancel'), exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    // The PIN dialog, cancelled, as well.
    await user.page.getByTestId('wallet-withdraw-open').click();
    await user.page.getByTestId('wallet-withdraw-amount').locator('input').fill('1');
    await user.page.getByTestId('wallet-withdraw-submit').click();
    await pinDialog().waitFor();
    await pinDialog()
      .getByRole('button', { name: t('common.cancel'), exact: true })
      .click();
    await pinDialog().waitFor({ state: 'hidden' });
    await user.page.getByRole('button', { name: t('common.close'), exact: true }).click();
    await user.page.getByTestId('wallet-withdraw').waitFor({ state: 'hidden' });
    await expect
      .poll(() => user.page.evaluate(() => 'adcOverlay' in (window.history.state ?? {})))
      .toBe(false);

    await user.page.goBack();
    await waitForLocation(user.page, (at) => at === '/ad-center');
    await user.page.getByTestId('ad-center-overview').waitFor();
  });
});
