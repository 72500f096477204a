/**
 * Long texts are never cut for good: a flow remark longer than two lines is cut there and its row
 * shows it whole when tapped; a long nickname wraps on the home header and on the profile; a plan's
 * number and status are whole on its card and in its detail. In English and Russian, at 390 and
 * 320 px. And short labels keep one line at 375 px in the long languages: the overview's period
 * tabs (each also selected, bolder) and the password pages' titles (the account dialog's "Contact
 * customer service" is measured in session.e2e.ts). The follow records' status pills keep one
 * line in every language at 375 and 320 px (ja "フォロー中" broke as "フォロー/中").
 */
import { LANGS, type Lang } from '@adc/messages';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockPage, fileBrowser } from './fixtures';
import { apiCall, apiData, header, settle, storeSession, t } from './support';

const browser = fileBrowser();

/** 32 characters, the longest nickname the server takes, in words that wrap late. */
const NICKNAME = 'Александра Константиновна Ивано';

/**
 * The seed's remarks are short (the longest, an acceptance deposit naming its acceptor, fits two
 * lines at 320 px): the first flow of the real answer gets its remark over and over, past two
 * lines at 390 px in any language.
 */
async function lengthenFirstRemark(page: Page): Promise<void> {
  await page.route('**/api/transaction_flow/list**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { list: { remark: string }[] } };
    const first = body.data.list[0];
    if (first) {
      const once = first.remark;
      while (first.remark.length < 200) first.remark += ` · ${once}`;
    }
    await route.fulfill({ response, json: body });
  });
}

/** Whether the element's text overflows its box (cut by a clamp or an ellipsis). */
const isCut = (locator: Locator): Promise<boolean> =>
  locator.evaluate(
    (node) => node.scrollHeight > node.clientHeight + 1 || node.scrollWidth > node.clientWidth + 1,
  );

describe.each([
  ['en', 390],
  ['en', 320],
  ['ru', 390],
  ['ru', 320],
] as const)('long texts (%s, %i px)', (lang, width) => {
  const user = blockPage(browser, 'mobile', { as: 'demo' });

  beforeAll(async () => {
    await apiData('/user/info/edit', {
      token: user.session.token,
      method: 'POST',
      body: { nickname: NICKNAME },
    });
    await user.page.setViewportSize({ width, height: 844 });
    await storeSession(user.page, user.session.token, user.session.user_info, lang);
  });

  it('a cut remark opens whole on a tap, and every other one is whole', async () => {
    const { page } = user;
    await lengthenFirstRemark(page);
    await page.goto('/wallet');
    await page.getByTestId('wallet-flow-list').waitFor();
    await settle(page);
    const rows = page.getByTestId('wallet-flow-item');
    const remark = (row: Locator) => row.locator('[data-platform-text]');
    const first = rows.first();
    expect(await isCut(remark(first))).toBe(true);

    const toggle = first.getByTestId('wallet-flow-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await isCut(remark(first))).toBe(false);
    await toggle.click();
    expect(await isCut(remark(first))).toBe(true);

    // Every other row: its remark whole, or a row that opens it.
    for (const row of (await rows.all()).slice(1)) {
      if ((await remark(row).count()) === 0) continue;
      if (await isCut(remark(row)))
        expect(await row.getByTestId('wallet-flow-toggle').count()).toBe(1);
    }
  });

  it('the home header and the profile show the whole nickname', async () => {
    const { page } = user;
    await page.goto('/ad-center');
    const onHome = page.getByTestId('ad-center-name');
    await expect.poll(() => onHome.innerText()).toBe(NICKNAME);
    expect(await isCut(onHome)).toBe(false);

    await page.goto('/profile');
    const onProfile = page.getByTestId('profile-name');
    await expect.poll(() => onProfile.innerText()).toBe(NICKNAME);
    expect(await isCut(onProfile)).toBe(false);
  });

  it("a plan's number and status are whole on the list and in the detail", async () => {
    const { page } = user;
    await page.goto('/plan');
    const cards = page.getByTestId('plan-list-item');
    await cards.first().waitFor();
    // The seed has a plan in every status: each status text, beside its plan number.
    for (const card of await cards.all()) {
      const status = await card.getAttribute('data-status');
      expect(await isCut(card.getByTestId('plan-no')), `${status} number`).toBe(false);
      expect(await isCut(card.getByTestId('plan-status')), `${status} status`).toBe(false);
    }
    // "Settlement successful" in a half-width cell of the detail (156 px of text at 320 px).
    await page.locator('[data-testid="plan-list-item"][data-status="settled"]').click();
    await page.waitForURL(/\/plan\/detail/);
    // Within the detail: the list's badges may still be on screen while the detail's code loads.
    const inDetail = page.getByTestId('plan-detail').getByTestId('plan-status');
    await inDetail.waitFor();
    expect(await isCut(inDetail)).toBe(false);
  });
});

/** How many lines the element's visible text takes (its text's line boxes; an icon beside it aside). */
const lineCount = (locator: Locator): Promise<number> =>
  locator.evaluate((node) => {
    const tops: number[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.parentElement?.checkVisibility({ visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
    }
    tops.sort((a, b) => a - b);
    return tops.filter((top, index) => index === 0 || top - (tops[index - 1] ?? top) > 4).length;
  });

const PERIODS = ['today', 'week', 'month', 'all'] as const;

describe('one line at 375 px in the long languages', () => {
  const user = blockPage(browser, 'mobile', { as: 'demo' });
  const open = async (lang: Lang, route: string) => {
    await storeSession(user.page, user.session.token, user.session.user_info, lang);
    await user.page.goto(route);
    await settle(user.page);
  };

  beforeAll(async () => {
    await user.page.setViewportSize({ width: 375, height: 812 });
  });

  it.each(['de', 'fr', 'pt', 'ru', 'spa'] as const)(
    "the overview's period tabs (%s)",
    async (lang) => {
      await open(lang, '/ad-center');
      const tab = (period: string) => user.page.getByTestId(`ad-center-overview-tab-${period}`);
      // Each selected in turn (bolder), every label on one line.
      for (const selected of PERIODS) {
        await tab(selected).click();
        await expect.poll(() => tab(selected).getAttribute('aria-selected')).toBe('true');
        for (const period of PERIODS) {
          expect(await tab(period).innerText()).toBe(t(`enums.stats_period.${period}`, {}, lang));
          expect(await lineCount(tab(period)), `${lang} ${period}, ${selected} selected`).toBe(1);
        }
      }
    },
  );

  it.each([
    ['fr', '/ad-center/edit-login-password', 'titles.edit_login_password'],
    ['fr', '/ad-center/edit-pay-password', 'titles.edit_pay_password'],
    ['spa', '/ad-center/edit-pay-password', 'titles.edit_pay_password'],
  ] as const)('the title of a password page (%s, %s)', async (lang, route, key) => {
    await open(lang, route);
    const title = header(user.page).locator('h1');
    await expect.poll(() => title.innerText()).toBe(t(key, {}, lang));
    expect(await lineCount(title)).toBe(1);
  });
});

describe("the follow records' status pills", () => {
  const user = blockPage(browser, 'mobile', { as: 'demo' });

  beforeAll(async () => {
    // One record ended and one active: follow two operators in turn (any but the user's own ID).
    const ids = ['10000009', '10000002', '10000003'].filter(
      (id) => id !== user.session.user_info.uid,
    );
    for (const id of ids.slice(0, 2)) {
      await apiCall('/assistance/follow', {
        token: user.session.token,
        method: 'POST',
        body: { operated_id: id },
      });
    }
  });

  it.each([375, 320])('keep one line in every language at %i px', async (width) => {
    const { page, session } = user;
    await page.setViewportSize({ width, height: 812 });
    const broken: string[] = [];
    for (const lang of LANGS) {
      await storeSession(page, session.token, session.user_info, lang);
      await page.goto('/ad-center/operated');
      await settle(page);
      const records = page.getByTestId(/^ad-center-operated-record-\d+$/);
      await records.first().waitFor();
      const labels = ['active', 'ended'].map((key) => t(`ad_center.operated.${key}`, {}, lang));
      for (const label of labels) {
        const pill = records.getByText(label, { exact: true }).first();
        if ((await lineCount(pill)) !== 1) broken.push(`${lang} "${label}"`);
      }
    }
    expect(broken).toEqual([]);
  });
});
