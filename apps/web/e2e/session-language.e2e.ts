/**
 * The language of a session (lib/session-language.ts), in a German browser signing into demo,
 * whose account is English: German, only detected, gives way to the account's English at sign-in;
 * a language picked on /login is saved to the account (the API answers it). Either way the app
 * and the profile's Language row agree. (demo's language changes: the next file's reset restores it.)
 */
import { LANGUAGE_NAMES, type Lang } from '@adc/messages';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBrowser } from './fixtures';
import { apiData, header, newContext, readStorage, t, waitForLocation } from './support';

const browser = fileBrowser();

describe('the language of a session (German browser, English account)', () => {
  let context: BrowserContext | undefined;
  let page: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    context = await newContext(browser(), 'mobile', 'de-DE');
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  });
  afterAll(async () => {
    await context?.close();
  });

  const htmlLang = () => page.evaluate(() => document.documentElement.lang);
  /** demo's stored language, as the API answers it to this page's session. */
  const accountLang = async () => {
    const { token } = await readStorage(page);
    return (await apiData<{ lang: string }>('/user/info', { token: token ?? '' })).lang;
  };

  async function signIn(lang: Lang): Promise<void> {
    await page.getByLabel(t('auth.username', {}, lang), { exact: true }).fill('demo');
    await page.getByLabel(t('auth.password', {}, lang), { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: t('auth.login_button', {}, lang), exact: true }).click();
    await waitForLocation(page, (at) => at === '/ad-center');
  }

  async function expectAgreement(lang: Lang): Promise<void> {
    await expect.poll(htmlLang).toBe(lang); // en, de and fr are their own tags
    await expect.poll(accountLang).toBe(lang);
    await page.goto('/profile');
    const row = page.getByTestId('profile-language');
    await expect.poll(() => row.innerText()).toContain(LANGUAGE_NAMES[lang]);
    expect(await row.innerText()).toContain(t('header.language', {}, lang));
  }

  it('detected German gives way to the account’s English', async () => {
    await page.goto('/login');
    await expect.poll(htmlLang).toBe('de');
    await expect.poll(async () => (await readStorage(page)).lang).toBe('de');
    await signIn('de');
    await expectAgreement('en');
  });

  it('a language picked on /login is saved to the account', async () => {
    await page.evaluate(() => {
      localStorage.removeItem('fb_token');
      localStorage.removeItem('fb_userInfo');
    });
    await page.goto('/login');
    await header(page)
      .getByRole('button', { name: t('header.language'), exact: true })
      .click();
    const sheet = page.getByRole('dialog', { name: t('header.choose_language') });
    await sheet.getByRole('button', { name: LANGUAGE_NAMES.fr, exact: true }).click();
    await expect.poll(htmlLang).toBe('fr');
    await signIn('fr');
    await expectAgreement('fr');
    expect(errors).toEqual([]);
  });
});
