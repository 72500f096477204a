/**
 * Scenarios 8 and 9: account states and expired sessions.
 * - 402 / 403 / 404 on login: a dialog with the catalogue message in the account's language (disabled
 *   is zh: the client switches language) and a contact-service button over a close button (at
 *   375 px the contact label keeps to one line in every language); nothing is stored.
 * - Logout from the header: confirmation, then fb_token / fb_userInfo cleared (lang kept), /login.
 * - 503 (token `qa-expired-token`): "Session expired, please log in again"; with entry `register` the
 *   session is cleared and the user goes to /login, with any other entry (hybrid app) it stays.
 */
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '@adc/messages';
import { blockPage, fileBrowser } from './fixtures';
import {
  apiLogin,
  header,
  location,
  loginThroughApi,
  loginThroughUi,
  readStorage,
  storeSession,
  t,
  toast,
  VIEWPORT_NAMES,
  VIEWPORTS,
  waitForLocation,
} from './support';

const HTML_LANG: Partial<Record<Lang, string>> = { en: 'en', zh: 'zh-Hans' };

const ACCOUNT_STATES = [
  { persona: 'inactive', code: '402', lang: 'en' },
  { persona: 'disabled', code: '403', lang: 'zh' },
  { persona: 'cancelled', code: '404', lang: 'en' },
] as const;

const browser = fileBrowser();

describe.each(VIEWPORT_NAMES)('account states and expired sessions (%s)', (viewport) => {
  // One context per viewport (warm HTTP cache); every test starts with empty storage.
  const user = blockPage(browser, viewport, { visitor: true });

  it.each(ACCOUNT_STATES)(
    '$persona → $code dialog in $lang with a contact-service button',
    async ({ persona, code, lang }) => {
      await loginThroughUi(user.page, persona);
      const dialog = user.page.getByRole('dialog').filter({ hasText: t(`code.${code}`, {}, lang) });
      await dialog.waitFor();
      expect(
        await dialog
          .getByRole('button', { name: t('account.contact_service', {}, lang), exact: true })
          .count(),
      ).toBe(1);
      expect(
        await dialog
          .getByRole('button', { name: t('common.close', {}, lang), exact: true })
          .count(),
      ).toBe(1);

      if (viewport === 'mobile' && code === '402') {
        // At 375 px the action reads in every language: each button a row of the dialog's width,
        // the contact label on one line (side by side it took three in en, spa, vi; stacked, two
        // in spa until its label was shortened).
        await user.page.setViewportSize({ width: 375, height: 812 });
        const labels = LANGS.map((each) => t('account.contact_service', {}, each));
        const layout = await dialog.evaluate((node, texts) => {
          const [contact, close] = [...node.querySelectorAll<HTMLElement>('.adm-dialog-button')];
          if (!contact || !close) return null;
          const lines = (element: HTMLElement) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          };
          const original = contact.textContent;
          const tooLong = texts.filter((text) => {
            contact.textContent = text;
            return lines(contact) > 1;
          });
          contact.textContent = original;
          const top = (element: HTMLElement) => element.getBoundingClientRect().top;
          return { stacked: top(close) > top(contact), tooLong };
        }, labels);
        await user.page.setViewportSize(VIEWPORTS.mobile);
        expect(layout).toEqual({ stacked: true, tooLong: [] });
      }

      // The language follows the account (zh for disabled), and it is stored.
      expect(await user.page.evaluate(() => document.documentElement.lang)).toBe(HTML_LANG[lang]);
      const stored = await readStorage(user.page);
      expect(stored.lang).toBe(lang);
      expect(stored.token).toBeNull();
      expect(location(user.page)).toBe('/login');
      if (lang !== 'en') {
        // The page behind the dialog switched too.
        await expect
          .poll(() =>
            user.page
              .getByRole('button', { name: t('auth.login_button', {}, lang), exact: true })
              .count(),
          )
          .toBe(1);
      }

      await dialog.getByRole('button', { name: t('common.close', {}, lang), exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
    },
  );

  it('logout: the header asks for confirmation, then clears the session and goes to /login', async () => {
    await loginThroughApi(user.page, 'demo');
    await user.page.goto('/ad-center');
    const logout = header(user.page).getByRole('button', { name: t('header.logout'), exact: true });
    const confirm = user.page.getByRole('dialog').filter({ hasText: t('header.logout_confirm') });
    await expect.poll(async () => (await readStorage(user.page)).lang).toBe('en');

    await logout.click();
    await confirm.getByRole('button', { name: t('common.cancel'), exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(location(user.page)).toBe('/ad-center');
    expect((await readStorage(user.page)).token).not.toBeNull();

    await logout.click();
    await confirm.getByRole('button', { name: t('header.logout'), exact: true }).click();
    await waitForLocation(user.page, (at) => at === '/login');
    const stored = await readStorage(user.page);
    expect(stored.token).toBeNull();
    expect(stored.userInfo).toBeNull();
    expect(stored.lang).toBe('en');
  });

  it('503 with entry "register": toast, session cleared, back to /login', async () => {
    const demo = await apiLogin('demo');
    expect(demo.user_info.entry).toBe('register');
    await storeSession(user.page, 'qa-expired-token', demo.user_info);
    await user.page.goto('/ad-center');
    await toast(user.page, t('code.503')).first().waitFor();
    await waitForLocation(user.page, (at) => at === '/login');
    const stored = await readStorage(user.page);
    expect(stored.token).toBeNull();
    expect(stored.userInfo).toBeNull();
  });

  it('503 with entry "code" (hybrid app): toast, session kept, no redirect', async () => {
    const demo = await apiLogin('demo');
    await storeSession(user.page, 'qa-expired-token', { ...demo.user_info, entry: 'code' });
    await user.page.goto('/ad-center');
    // The toast is shown after the 503 was handled: a clear-and-redirect would already have happened.
    await toast(user.page, t('code.503')).first().waitFor();
    const stored = await readStorage(user.page);
    expect(stored.token).toBe('qa-expired-token');
    expect(JSON.parse(stored.userInfo ?? '{}')).toMatchObject({ username: 'demo', entry: 'code' });
    expect(location(user.page)).toBe('/ad-center');
  });
});
