/**
 * Issue 8, "Done when": home, wallet, plan detail and notifications in en, de, ja and th at 390×844,
 * captured to artifacts/screenshots/i18n-<lang>-<screen>.png (the README shows copies from
 * docs/screenshots/i18n/). Each page must render in its language (<html lang>, the title from the
 * catalogue) without an uncaught error.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '@adc/messages';
import { blockPage, fileBrowser } from './fixtures';
import { ARTIFACTS, apiData, settle, storeSession, t } from './support';

const browser = fileBrowser();

const LANGS_SHOWN: readonly { lang: Lang; tag: string }[] = [
  { lang: 'en', tag: 'en' },
  { lang: 'de', tag: 'de' },
  { lang: 'jp', tag: 'ja' },
  { lang: 'th', tag: 'th' },
];

describe.each(LANGS_SHOWN)('screens in $lang (390×844)', ({ lang, tag }) => {
  const user = blockPage(browser, 'mobile', { as: 'demo' });

  it('home, wallet, plan detail and notifications', async () => {
    const { page, session, errors } = user;
    await storeSession(page, session.token, session.user_info, lang);
    const plans = await apiData<{ list: { id: number; status: string }[] }>('/plan/order/list', {
      token: session.token,
      query: { page_size: 50 },
    });
    const plan = plans.list.find((item) => item.status === 'in_progress') ?? plans.list[0];
    expect(plan, 'demo has a plan').toBeDefined();
    const screens = [
      { name: 'home', path: '/ad-center', title: 'titles.ad_center' },
      { name: 'wallet', path: '/wallet', title: 'titles.wallet' },
      { name: 'plan-detail', path: `/plan/detail?id=${plan?.id}`, title: 'titles.plan_detail' },
      { name: 'notifications', path: '/notification', title: 'titles.notification' },
    ];
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect.poll(() => page.title()).toBe(t(screen.title, {}, lang));
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(tag);
      await page.screenshot({
        path: `${ARTIFACTS}/i18n-${lang}-${screen.name}.png`,
        animations: 'disabled',
      });
    }
    expect(errors).toEqual([]);
  });
});
