/**
 * Issue 8, "Languages" and the picker:
 * - one number and date format per language on every screen (src/lib/format.ts): home, wallet with
 *   its funding details, plan detail and notifications in German and Thai show money, dates and
 *   the minus sign the same way (Thai: Buddhist years);
 * - Japanese labels break between phrases, never inside a katakana word, and no line starts with
 *   "ー" or a small kana (CJK line breaking, checked on the rendered line boxes with Noto CJK),
 *   also on the plan detail and the FAQ answers at 375 px;
 * - the phone picker shows options of 44 design px, six at a time;
 * - every page title of every language is shown whole in the header (two lines at most, no
 *   ellipsis), at 390 and 320 px, in each header layout.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '@adc/messages';
import { blockPage, fileBrowser } from './fixtures';
import { FAQ_IDS } from '../src/features/ad-center/lib/faq';
import { ROUTE_CASES } from './routes';
import { apiData, settle, storeSession, t, VIEWPORTS, waitForOverlaysStill } from './support';

const browser = fileBrowser();

/** Money as the formatter writes it per language; U+2212 is the only minus. */
const MONEY: Partial<Record<Lang, RegExp>> = {
  de: /^[+−]?\d{1,3}(\.\d{3})*,\d{2}$/,
  th: /^[+−]?\d{1,3}(,\d{3})*\.\d{2}$/,
};
/** Date and time (dateStyle medium, timeStyle short), or a date (older notifications). */
const DATE_TIME: Partial<Record<Lang, RegExp>> = {
  de: /^\d{2}\.\d{2}\.\d{4}(, \d{2}:\d{2})?$/,
  th: /^\d{1,2} \S+ 25\d\d( \d{2}:\d{2})?$/,
};
const TAG: Partial<Record<Lang, string>> = { de: 'de', th: 'th' };

/** Every relative time within a week, as the formatter writes them ("vor 5 Minuten", "gestern"). */
function relativeTimes(lang: Lang): Set<string> {
  const format = new Intl.RelativeTimeFormat(TAG[lang], { numeric: 'auto' });
  // under a minute: the catalogue's "just now" (format.ts), not Intl's "this minute"
  const all = new Set<string>([t('common.just_now', {}, lang)]);
  for (let value = -60; value <= 60; value += 1) all.add(format.format(value, 'minute'));
  for (let value = -24; value <= 24; value += 1) all.add(format.format(value, 'hour'));
  for (let value = -7; value <= 7; value += 1) all.add(format.format(value, 'day'));
  return all;
}

/**
 * The amounts, <time> texts and suspicious texts (ISO dates, ASCII minus) of the page. Texts the
 * server writes (notification contents, flow remarks: `data-platform-text`) are the server's
 * rendering, not the client formatter's, and are left out.
 */
async function figures(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('#root')?.cloneNode(true) as HTMLElement | undefined;
    root?.querySelectorAll('[data-platform-text]').forEach((node) => node.remove());
    const text = root?.textContent ?? '';
    const spaced = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ').trim();
    const amounts = [
      ...text.matchAll(/(?<![\d.,])[+−-]?\d{1,3}(?:[.,\u00a0\u202f ]\d{3})*[.,]\d{2}(?![\d.,%])/g),
    ].map((match) => spaced(match[0]));
    const times = [...(root?.querySelectorAll('time') ?? [])].map((node) =>
      spaced(node.textContent ?? ''),
    );
    const isoDates = [...text.matchAll(/\b\d{4}-\d{2}(-\d{2})?\b/g)].map((match) => match[0]);
    const asciiMinus = [...text.matchAll(/(?<![\w-])-\d[\d.,]*/g)].map((match) => match[0]);
    return { amounts, times, isoDates, asciiMinus };
  });
}

describe.each(['de', 'th'] as const)('one format on every screen (%s)', (lang) => {
  const user = blockPage(browser, 'mobile', { reset: true, as: 'demo' });

  async function open(path: string) {
    await user.page.goto(path);
    await settle(user.page);
  }

  it('home, wallet and funding details, plan detail and notifications agree', async () => {
    const { page, session } = user;
    await storeSession(page, session.token, session.user_info, lang);
    const plans = await page.request.get('/api/plan/order/list?page_size=50', {
      headers: { 'x-ct': session.token },
    });
    const planId = ((await plans.json()) as { data: { list: { id: number }[] } }).data.list[0]?.id;
    expect(planId, 'demo has a plan').toBeDefined();

    const screens = ['/ad-center', '/wallet', `/plan/detail?id=${planId}`, '/notification'];
    const seen = { amounts: 0, times: 0 };
    for (const path of screens) {
      await open(path);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      const found = await figures(page);
      for (const amount of found.amounts)
        expect(amount, `${path}: amount "${amount}"`).toMatch(MONEY[lang] as RegExp);
      const relative = relativeTimes(lang);
      for (const time of found.times) {
        if (relative.has(time)) continue;
        expect(time, `${path}: time "${time}"`).toMatch(DATE_TIME[lang] as RegExp);
      }
      expect(found.isoDates, `${path}: ISO dates`).toEqual([]);
      expect(found.asciiMinus, `${path}: ASCII minus`).toEqual([]);
      seen.amounts += found.amounts.length;
      seen.times += found.times.length;
    }
    // The funding details are on the wallet: their rows carry amounts and times.
    expect(seen.amounts).toBeGreaterThan(10);
    expect(seen.times).toBeGreaterThan(3);

    // The opened notification's full date, and the month picker's months.
    await open('/notification');
    await page.getByTestId('notification-item').first().click();
    const detail = page.getByTestId('notification-detail');
    await detail.waitFor();
    const received = await detail.innerText();
    expect(received).toMatch(
      lang === 'th' ? /25\d\d \d{2}:\d{2}/ : /\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/,
    );
    await open('/wallet');
    const month = await page.getByTestId('wallet-month').innerText();
    expect(month).toMatch(lang === 'th' ? /^\S+ 25\d\d$/ : /^[A-Z][a-zä]+ 20\d\d$/);
  });
});

/**
 * Characters a line may not start with under strict CJK line breaking. And a break between two
 * katakana characters splits a word ("プランフォロ/ー"): the labels fit (the home's cells set
 * their kana proportionally), and word-break: auto-phrase keeps phrases together, so none is
 * needed but at a compound's edge.
 */
const NO_LINE_START =
  /[ーぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ、。，．・：；？！」』）〕］｝〉》]/;
const KATAKANA = /[ァ-ヺー]/;
/**
 * Katakana compounds whose two words may go on two lines, where a break is a word's edge (the
 * home's "カスタマーサービス" cell is wider than its column in every font).
 */
const COMPOUND_EDGES = ['カスタマー/サービス'];
const brokenInsideAWord = ({ before, after }: { before: string; after: string }) =>
  NO_LINE_START.test(after.charAt(0)) ||
  (KATAKANA.test(before.slice(-1)) &&
    KATAKANA.test(after.charAt(0)) &&
    !COMPOUND_EDGES.some((edge) => {
      const [head = '', tail = ''] = edge.split('/');
      return before.endsWith(head) && after.startsWith(tail);
    }));

describe('Japanese line breaking', () => {
  const user = blockPage(browser, 'mobile', { as: 'demo' });

  /** Every line break inside a text node of the page: the characters before and after it. */
  async function lineBreaks(
    page: Page,
  ): Promise<{ before: string; after: string; text: string }[]> {
    return page.evaluate(() => {
      const breaks: { before: string; after: string; text: string }[] = [];
      const walker = document.createTreeWalker(
        document.querySelector('#root') ?? document.body,
        NodeFilter.SHOW_TEXT,
      );
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (text.trim().length < 2) continue;
        let lastTop: number | null = null;
        for (let index = 0; index < text.length; index += 1) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          if (!rect || rect.width === 0) continue;
          if (lastTop !== null && rect.top > lastTop + rect.height / 2) {
            // Word joiners (U+2060, zero width: never a line's first box) are not letters.
            const letters = (part: string) => part.replaceAll('\u2060', '');
            breaks.push({
              before: letters(text.slice(0, index)),
              after: letters(text.slice(index)),
              text,
            });
          }
          lastTop = rect.top;
        }
      }
      return breaks;
    });
  }

  it.each(['/ad-center', '/plan', '/notification', '/wallet', '/ad-center/operated'])(
    '%s',
    async (path) => {
      const { page, session } = user;
      await storeSession(page, session.token, session.user_info, 'jp');
      await page.goto(path);
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
      const bad = (await lineBreaks(page))
        .filter(brokenInsideAWord)
        .map(({ before, after }) => `${before.trimStart()}/${after.trimEnd()}`);
      expect(bad, `${path}: lines broken inside a word`).toEqual([]);
    },
  );

  // At 375 px "コンバージョン" was cut as "コンバージ/ョン" in the plan detail's learning-phase text
  // and in the learning-phase FAQ answer: Chromium's phrase segmenter (auto-phrase) puts a phrase
  // boundary before the small kana, where line-break: strict does not apply
  // (packages/messages/src/ui/features/japanese-words.ts).
  it('the plan detail and every FAQ answer at 375 px', async () => {
    const { page, session } = user;
    await storeSession(page, session.token, session.user_info, 'jp');
    const { list } = await apiData<{ list: { id: number; put_amount: string | null }[] }>(
      '/plan/order/list',
      { token: session.token, query: { page_size: 50 } },
    );
    const launched = list.find((plan) => plan.put_amount !== null);
    if (!launched) throw new Error('seed: demo has no launched plan');
    const paths = [
      `/plan/detail?id=${launched.id}`,
      ...FAQ_IDS.map((id) => `/ad-center/ques-detail?id=${id}`),
    ];
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      const bad: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        await settle(page);
        bad.push(
          ...(await lineBreaks(page))
            .filter(brokenInsideAWord)
            .map(({ before, after }) => `${path}: ${before.trimStart()}/${after.trimEnd()}`),
        );
      }
      expect(bad, 'lines broken inside a word').toEqual([]);
    } finally {
      await page.setViewportSize(VIEWPORTS.mobile);
    }
  });
});

describe('the picker on phones', () => {
  const user = blockPage(browser, 'mobile', { as: 'demo' });

  it('shows six options of 44 design px (44 × 390 / 375 CSS px at 390 wide)', async () => {
    const { page, session } = user;
    await storeSession(page, session.token, session.user_info, 'en');
    await page.goto('/wallet');
    await settle(page);
    await page.getByTestId('wallet-month').click();
    const sheet = page.getByTestId('picker-sheet');
    await sheet.waitFor();
    await waitForOverlaysStill(page);
    const size = await sheet.evaluate((node) => {
      const view = node.querySelector('.adm-picker-view')?.getBoundingClientRect();
      const item = node.querySelector('.adm-picker-view-column-item')?.getBoundingClientRect();
      return { view: view?.height ?? 0, item: item?.height ?? 0, width: window.innerWidth };
    });
    expect(size.item).toBeGreaterThanOrEqual(44);
    expect((size.item * 375) / size.width).toBeCloseTo(44, 0);
    expect(size.view / size.item).toBeCloseTo(6, 1);
  });

  it('gives screen readers the wheel in the app language, not antd-mobile’s Chinese labels', async () => {
    const sheet = user.page.getByTestId('picker-sheet');
    // antd-mobile's own controls are in the page but out of the accessibility tree.
    expect(await sheet.locator('.adm-picker-view-column-accessible').count()).toBe(1);
    expect(await sheet.getByRole('button', { name: /上一项|下一项|当前/ }).count()).toBe(0);
    const selected = await sheet.getByTestId('picker-wheel-controls').locator('p').innerText();
    expect(selected).toMatch(/^Selected: \w+ \d{4}$/);
    // A screen reader activates the button without a pointer (it is visually hidden).
    const step = sheet.getByTestId('picker-wheel-controls').locator('button:not([disabled])');
    expect(await step.first().innerText()).toMatch(/^(Previous|Next) option: \w+ \d{4}$/);
    await step.first().dispatchEvent('click');
    await expect
      .poll(() => sheet.getByTestId('picker-wheel-controls').locator('p').innerText())
      .not.toBe(selected);
  });
});

describe('page titles in the header', () => {
  const user = blockPage(browser, 'mobile', { as: 'demo' });

  it.each([390, 320])(
    'every page title, in every language, is shown whole in its header at %i px',
    async (width) => {
      const { page, session } = user;
      await page.setViewportSize({ width, height: 844 });
      await storeSession(page, session.token, session.user_info, 'en');
      const cut: string[] = [];
      // Each page in its own header layout (centred, or crowded by its icons), with the title
      // of each language put in place of the English one.
      for (const route of ROUTE_CASES.filter((each) => !each.hold && !each.as)) {
        await page.goto(route.open ? await route.open(session.token) : route.path);
        await settle(page);
        const titles = LANGS.map((lang) => ({ lang, title: t(route.title, {}, lang) }));
        const clipped = await page.evaluate((all) => {
          const heading = document.querySelector<HTMLElement>('[data-testid="app-header"] h1');
          if (!heading) return []; // the sign-in pages show no title
          return all
            .filter(({ title }) => {
              heading.textContent = title;
              return (
                heading.scrollWidth > heading.clientWidth + 1 ||
                heading.scrollHeight > heading.clientHeight + 1
              );
            })
            .map(({ lang, title }) => `${lang} "${title}"`);
        }, titles);
        cut.push(...clipped.map((text) => `${route.path}: ${text}`));
      }
      await page.setViewportSize({ width: 390, height: 844 });
      expect(cut).toEqual([]);
    },
  );

  it('the home title keeps one line beside its four icons at 375 px, in every language', async () => {
    const { page, session } = user;
    await page.setViewportSize({ width: 375, height: 812 });
    await storeSession(page, session.token, session.user_info, 'en');
    await page.goto('/ad-center');
    await settle(page);
    const titles = LANGS.map((lang) => ({ lang, title: t('titles.ad_center', {}, lang) }));
    // Each language's title put in place; the header fits it when its text changes (a frame later).
    const wrapped = await page.evaluate(async (all) => {
      const heading = document.querySelector<HTMLElement>('[data-testid="app-header"] h1');
      if (!heading) return ['no title'];
      const lines = () => {
        const range = document.createRange();
        range.selectNodeContents(heading);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      };
      const out: string[] = [];
      for (const { lang, title } of all) {
        heading.textContent = title;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        if (lines() > 1) out.push(`${lang} "${title}"`);
      }
      return out;
    }, titles);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(wrapped).toEqual([]);
  });
});
