/**
 * The support conversation (issue 8): on customer service a signed-in user opens the thread, sends
 * a message and gets the automatic first answer in their language; the support team answers
 * through the QA call; back on customer service the user sees the unread marker, opens the thread
 * and reads the reply under "New replies" (and the marker goes); a reply sent while the thread is
 * open appears by itself; a failed send can be sent again. In English and in Japanese, at 390×844.
 * A visitor is offered to sign in instead.
 */
import type { Lang } from '@adc/messages';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockPage, fileBrowser } from './fixtures';
import {
  axeViolations,
  PERSONAS,
  qa,
  screenshot,
  storeSession,
  t,
  waitForLocation,
} from './support';

const browser = fileBrowser();

/** Every tappable control of the screen is at least 44×44 CSS px. */
async function expectTapTargets(page: Page, testIds: string[]): Promise<void> {
  for (const id of testIds) {
    const box = await page.getByTestId(id).boundingBox();
    expect(box, id).not.toBeNull();
    expect(box!.width, `${id} width`).toBeGreaterThanOrEqual(44);
    expect(box!.height, `${id} height`).toBeGreaterThanOrEqual(44);
  }
}

const CASES = [
  { lang: 'en', persona: 'newbie', question: 'Where can I see my withdrawal?' },
  { lang: 'jp', persona: 'hybrid', question: '出金の状況はどこで確認できますか？' },
] as const satisfies readonly { lang: Lang; persona: keyof typeof PERSONAS; question: string }[];

describe.each(CASES)('the support conversation ($lang)', ({ lang, persona, question }) => {
  const user = blockPage(browser, 'mobile', { as: persona });
  const username = PERSONAS[persona].username;
  const tr = (key: string, vars: Record<string, string | number> = {}) => t(key, vars, lang);
  const messages = () => user.page.getByTestId('support-message');

  it('promises no instant chat and opens an empty thread', async () => {
    const { page, session } = user;
    await storeSession(page, session.token, session.user_info, lang);
    await page.goto('/customer');
    const entry = page.getByTestId('support-entry');
    await entry.getByText(tr('customer.chat_title')).waitFor();
    const text = await page.locator('body').innerText();
    for (const removed of [
      'Usually replies within a few minutes',
      'Online chat is not available',
    ]) {
      expect(text).not.toContain(removed);
    }
    expect(await page.getByTestId('support-unread').count()).toBe(0);
    await expectTapTargets(page, ['support-open']);

    await page.getByTestId('support-open').click();
    await waitForLocation(page, (at) => at === '/customer?view=chat');
    await page.getByTestId('support-thread-empty').getByText(tr('customer.empty_title')).waitFor();
    await screenshot(page, `support-empty-${lang}`);
  });

  it('sends a message and gets the automatic first answer in the app language', async () => {
    const { page } = user;
    const send = page.getByTestId('support-send');
    expect(await send.isDisabled()).toBe(true);
    await page
      .getByRole('textbox', { name: tr('customer.input_label'), exact: true })
      .fill(`  ${question}  `);
    await send.click();
    await messages().filter({ hasText: question }).waitFor();
    await messages()
      .filter({ hasText: tr('support.auto_reply') })
      .waitFor();
    expect(await messages().first().getAttribute('data-sender')).toBe('user');
    expect(await messages().last().innerText()).toContain(tr('customer.automatic'));
    // The field is empty again and the message was stored trimmed.
    expect(
      await page
        .getByRole('textbox', { name: tr('customer.input_label'), exact: true })
        .inputValue(),
    ).toBe('');
    const stored = await qa<{ list: { content: string }[] }>('support/messages', { username });
    expect(stored.list.map((message) => message.content)[0]).toBe(question);
    await expectTapTargets(page, ['support-send']);
  });

  it('shows the unread marker for a support reply, then the reply under "New replies"', async () => {
    const { page } = user;
    await page.getByRole('button', { name: t('header.back', {}, lang) }).click();
    await waitForLocation(page, (at) => at === '/customer');
    const reply = `Support (${lang}): your withdrawal is listed in the wallet.`;
    await qa('support/reply', { username, content: reply });

    // The overview asks for unread replies while it is open.
    const unread = page.getByTestId('support-unread');
    await unread.waitFor({ timeout: 20_000 });
    expect(await unread.innerText()).toContain(tr('customer.chat_unread', { count: 1 }));
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `support-unread-${lang}`);

    await page.getByTestId('support-open').click();
    await messages().filter({ hasText: reply }).waitFor();
    const marker = page.getByTestId('support-new-replies');
    expect(await marker.innerText()).toBe(tr('customer.new_replies'));
    await screenshot(page, `support-thread-${lang}`);

    // Read: the server counts nothing unread, and the overview shows no marker.
    await expect
      .poll(
        async () =>
          (await qa<{ unread_count: number }>('support/messages', { username })).unread_count,
      )
      .toBe(0);
    await page.getByRole('button', { name: t('header.back', {}, lang) }).click();
    await page.getByTestId('support-entry').waitFor();
    expect(await page.getByTestId('support-unread').count()).toBe(0);
  });

  it('shows a reply that arrives while the thread is open', async () => {
    const { page } = user;
    await page.getByTestId('support-open').click();
    await page.getByTestId('support-thread').waitFor();
    const later = `Anything else? (${lang})`;
    await qa('support/reply', { username, content: later });
    await messages().filter({ hasText: later }).waitFor({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('keeps a message that failed to send and sends it again', async () => {
    const { page } = user;
    const failing = `Retry me (${lang})`;
    await page.route('**/api/support/messages', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    );
    await page
      .getByRole('textbox', { name: tr('customer.input_label'), exact: true })
      .fill(failing);
    await page.getByTestId('support-send').click();
    const outgoing = page.getByTestId('support-outgoing');
    await outgoing.and(page.locator('[data-status="failed"]')).waitFor();
    expect(await outgoing.innerText()).toContain(tr('customer.send_failed'));
    await expectTapTargets(page, ['support-retry-send']);

    await page.unroute('**/api/support/messages');
    await page.getByTestId('support-retry-send').click();
    await messages().filter({ hasText: failing }).waitFor();
    expect(await outgoing.count()).toBe(0);
    const stored = await qa<{ list: { content: string }[] }>('support/messages', { username });
    expect(stored.list.filter((message) => message.content === failing)).toHaveLength(1);
  });
});

describe('pull to refresh', () => {
  const user = blockPage(browser, 'mobile', { as: 'demo' });

  it('pulling the thread down asks the server again and shows what is new', async () => {
    const { page, session } = user;
    await storeSession(page, session.token, session.user_info, 'en');
    await page.goto('/customer?view=chat');
    await page.getByTestId('support-thread').waitFor();
    await page.getByTestId('support-thread-empty').waitFor();
    const reply = 'Pulled in by hand';
    await qa('support/reply', { username: 'demo', content: reply });

    const box = (await page.getByTestId('support-thread').boundingBox())!;
    const x = box.x + box.width / 2;
    const asked = page.waitForRequest(
      (request) => request.method() === 'GET' && request.url().includes('/api/support/messages'),
    );
    // A finger drags the thread down (touch events through the DevTools protocol).
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y?: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: y === undefined ? [] : [{ x, y }],
      });
    await touch('touchStart', box.y + 20);
    for (let step = 1; step <= 12; step++) await touch('touchMove', box.y + 20 + step * 20);
    await page.getByText(t('common.release_to_refresh')).waitFor();
    await touch('touchEnd');
    await cdp.detach();
    await asked;
    await page.getByTestId('support-message').filter({ hasText: reply }).waitFor();
  });
});

describe('a conversation that cannot load', () => {
  // A fresh seed: demo's thread is empty again.
  const user = blockPage(browser, 'mobile', { as: 'demo', reset: true });

  it('shows the error with a retry, then the thread; a failed poll marks it stale', async () => {
    const { page } = user;
    const thread = '**/api/support/messages*';
    const refuseReads = (route: Route) =>
      route.request().method() === 'GET' ? route.abort('internetdisconnected') : route.continue();
    await page.route(thread, refuseReads);
    await page.goto('/customer?view=chat');
    const error = page.getByTestId('support-thread-error');
    await error.getByText(t('customer.load_failed')).waitFor();
    await expectTapTargets(page, ['support-thread-error']);

    await page.unroute(thread, refuseReads);
    await error.getByRole('button').click();
    await error.waitFor({ state: 'detached' });
    // Between the error and the thread the retry shows its loading state: wait for the thread.
    await page.getByTestId('support-thread').getByText(t('customer.empty_title')).waitFor();
    const shown = await page.getByTestId('support-thread').innerText();
    expect(shown).toContain(t('customer.empty_title'));

    // The next poll fails: what is shown stays, marked stale, with a retry.
    await page.route(thread, refuseReads);
    const stale = page.getByTestId('support-thread-stale');
    await stale.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('support-thread').innerText()).toContain(shown);
    await page.unroute(thread, refuseReads);
    await stale.getByRole('button', { name: t('customer.retry') }).click();
    await stale.waitFor({ state: 'detached' });
  });
});

describe('customer service for a visitor', () => {
  const visitor = blockPage(browser, 'mobile', { visitor: true });

  it('offers to sign in for the conversation and links to the login page', async () => {
    const { page } = visitor;
    await page.goto('/customer?view=chat');
    const entry = page.getByTestId('support-entry');
    await entry.getByText(t('customer.sign_in_title')).waitFor();
    expect(await page.getByTestId('support-thread').count()).toBe(0);
    await expectTapTargets(page, ['support-sign-in']);
    await screenshot(page, 'support-visitor-en');
    await page.getByTestId('support-sign-in').click();
    await waitForLocation(page, (at) => at.startsWith('/login'));
  });
});
