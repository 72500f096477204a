/**
 * Scenario 7: the header's language sheet switches the app to Deutsch — header title, document
 * title, feature strings, <html lang> and the stored `lang` change, and a reload keeps them;
 * signed in, the account's language follows (the profile shows it).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { blockPage, fileBrowser } from './fixtures';
import { apiData, header, readStorage, t, VIEWPORT_NAMES } from './support';

const browser = fileBrowser();

describe.each(VIEWPORT_NAMES)('switch language (%s)', (viewport) => {
  const user = blockPage(browser, viewport, { as: 'demo' });
  // The switch saved Deutsch to demo's account: the other files meet demo as seeded.
  afterAll(async () => {
    await apiData('/user/info/edit', {
      method: 'POST',
      token: user.session.token,
      body: { lang: 'en' },
    });
  });

  const title = () => header(user.page).locator('h1').innerText();
  const htmlLang = () => user.page.evaluate(() => document.documentElement.lang);
  const overviewTitle = () =>
    user.page.getByTestId('ad-center-overview').locator('h2').first().innerText();

  it('starts in English', async () => {
    await user.page.goto('/ad-center');
    await user.page.getByTestId('ad-center-overview').waitFor();
    await expect.poll(title).toBe(t('titles.ad_center'));
    expect(await overviewTitle()).toBe(t('ad_center.overview.title'));
    expect(await htmlLang()).toBe('en');
  });

  it('lists the languages of the basic config in the header’s sheet and switches to Deutsch', async () => {
    await header(user.page)
      .getByRole('button', { name: t('header.language'), exact: true })
      .click();
    const sheet = user.page.getByRole('dialog', { name: t('header.choose_language') });
    await sheet.waitFor();
    for (const name of ['English', 'Deutsch', '简体中文', 'Русский', '日本語']) {
      expect(await sheet.getByRole('button', { name, exact: true }).count(), name).toBe(1);
    }
    await sheet.getByRole('button', { name: 'Deutsch', exact: true }).click();

    await expect.poll(title).toBe(t('titles.ad_center', {}, 'de'));
    await expect.poll(overviewTitle).toBe(t('ad_center.overview.title', {}, 'de'));
    await expect.poll(() => user.page.title()).toBe(t('titles.ad_center', {}, 'de'));
    expect(await htmlLang()).toBe('de');
    expect((await readStorage(user.page)).lang).toBe('de');
    expect(await user.page.getByTestId('ad-center-overview-tab-week').innerText()).toBe(
      t('enums.stats_period.week', {}, 'de'),
    );
  });

  it('keeps Deutsch after a reload', async () => {
    await user.page.reload();
    await user.page.getByTestId('ad-center-overview').waitFor();
    await expect.poll(title).toBe(t('titles.ad_center', {}, 'de'));
    expect(await overviewTitle()).toBe(t('ad_center.overview.title', {}, 'de'));
    expect(await htmlLang()).toBe('de');
    expect((await readStorage(user.page)).lang).toBe('de');
  });

  it('saves it to the account, whose language the profile shows', async () => {
    const accountLang = async () =>
      (await apiData<{ lang: string }>('/user/info', { token: user.session.token })).lang;
    await expect.poll(accountLang, { timeout: 5000 }).toBe('de');
    await user.page.goto('/profile');
    await expect
      .poll(() => user.page.getByTestId('profile-language').innerText())
      .toContain('Deutsch');
  });

  it('translates other pages, client checks and the server’s messages', async () => {
    await user.page.goto('/wallet');
    await expect.poll(title).toBe(t('titles.wallet', {}, 'de'));
    await user.page.getByTestId('wallet-withdraw-open').click();
    await user.page.getByTestId('wallet-withdraw-submit').click();
    await expect
      .poll(() => user.page.getByTestId('wallet-withdraw-error').innerText())
      .toBe(t('error.withdraw_zero', {}, 'de'));

    // Typed key by key with a German group separator: a hundred thousand (above the balance),
    // shown as typed (it became 100,00).
    const amount = user.page.getByTestId('wallet-withdraw-amount').locator('input');
    await amount.pressSequentially('100.000');
    expect(await amount.inputValue()).toBe('100.000');
    await expect
      .poll(() => user.page.getByTestId('wallet-withdraw-error').innerText())
      .toBe(t('error.withdraw_exceeds_balance', {}, 'de'));
    // Left, it is shown as German amounts are (the same hundred thousand); back in, to edit.
    await amount.blur();
    await expect.poll(() => amount.inputValue()).toBe('100.000,00');
    await amount.focus();
    expect(await amount.inputValue()).toBe('100000');
    await amount.fill('');

    // The API layer sends Accept-Language: the server refuses a wrong PIN in German.
    await user.page.getByTestId('wallet-withdraw-amount').locator('input').fill('10');
    await user.page.getByTestId('wallet-withdraw-submit').click();
    const dialog = user.page.getByRole('dialog', { name: t('pay_password.title', {}, 'de') });
    await dialog.getByRole('textbox').pressSequentially('111111');
    await dialog.getByRole('button', { name: t('common.confirm', {}, 'de'), exact: true }).click();
    await expect
      .poll(() => dialog.getByRole('alert').innerText())
      .toBe(t('error.pay_password_incorrect', {}, 'de'));
    expect(user.errors).toEqual([]);
  });
});
