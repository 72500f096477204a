/**
 * The QA console (/qa, issue 9 point 4) end to end, in Chromium against the real server: the key is
 * asked once (a wrong one is refused), a fault rule made in the console breaks the wallet of a
 * second page signed in as demo, and the console then shows the rule's hits and the journal of
 * those calls; a deposit made in the console moves demo's balance; with the QA surface off
 * (HTTP 404) the console says so.
 */
import { createHash } from 'node:crypto';
import { STORAGE_KEYS } from '@adc/contract';
import { platformCatalogue } from '@adc/messages/platform';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockPage, fileBrowser } from './fixtures';
import {
  apiCall,
  apiData,
  axeViolations,
  baseUrl,
  qa,
  recordToasts,
  screenshot,
  t,
  toastsShown,
  toMinor,
  walletProperty,
  type Envelope,
} from './support';

const QA_KEY = 'qa-local';
/** Long enough for a few polls of the console's live views (every 1.5 s). */
const LIVE = { timeout: 8000 } as const;
const browser = fileBrowser();

/** A QA call's whole envelope (also when it fails), straight to the server. */
async function qaEnvelope(call: string, body: Record<string, unknown>): Promise<Envelope<unknown>> {
  const res = await fetch(`${baseUrl()}/api/__qa/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-qa-key': QA_KEY },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope<unknown>;
}

const feedback = (page: Page): Locator => page.getByTestId('qa-feedback');

async function openTab(page: Page, tab: 'users' | 'faults' | 'journal' | 'support' | 'system') {
  await page.getByRole('tab', { name: t(`qa.tabs.${tab}`), exact: true }).click();
}

async function enterKey(page: Page, key: string): Promise<void> {
  const form = page.getByTestId('qa-key-form');
  await form.getByLabel(t('qa.key_label'), { exact: true }).fill(key);
  await form.getByRole('button', { name: t('qa.key_submit'), exact: true }).click();
}

interface FaultRule {
  id: number;
  path: string;
  username: string | null;
  http_status: number | null;
  times_left: number | null;
  hits: number;
}

/** Hits of the one fault rule, as the server counts them. */
async function ruleHits(): Promise<number | undefined> {
  return (await qa<{ list: FaultRule[] }>('faults/list')).list[0]?.hits;
}

/** How many calls of demo to /user/property the server's journal holds. */
async function demoPropertyCalls(): Promise<number> {
  return (await qa<{ total: number }>('requests', { username: 'demo', path: '/user/property' }))
    .total;
}

describe('QA console', () => {
  const qaPage = blockPage(browser, 'desktop', { reset: true });
  const demo = blockPage(browser, 'desktop', { as: 'demo' });

  beforeAll(async () => {
    await qa('faults/clear');
    await qa('requests/clear');
  });

  it('asks for the QA key, refuses a wrong one, and opens with the right one', async () => {
    const page = qaPage.page;
    await page.goto('/qa');
    await page.getByTestId('qa-key-form').waitFor();
    await enterKey(page, 'not-the-key');
    await expect
      .poll(() => page.getByTestId('qa-key-form').getByRole('alert').innerText())
      .toBe(t('qa.key_rejected'));
    await enterKey(page, QA_KEY);
    await page.getByTestId('qa-console').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('adc_qa_key'))).toBe(QA_KEY);
    // Kept for the tab: a reload does not ask again.
    await page.reload();
    await page.getByTestId('qa-console').waitFor();
    expect(await page.getByTestId('qa-key-form').count()).toBe(0);
  });

  it("shows the server's validation message for a rule without an effect", async () => {
    const page = qaPage.page;
    await openTab(page, 'faults');
    const form = page.getByTestId('qa-fault-form');
    await form.getByLabel(t('qa.faults.path_label'), { exact: true }).fill('/user/property');
    await form.getByRole('button', { name: t('qa.faults.create'), exact: true }).click();
    const expected = await qaEnvelope('faults', { path: '/user/property' });
    expect(expected.code).toBe(400);
    await expect
      .poll(() => feedback(page).innerText())
      .toContain(t('qa.failed', { msg: expected.msg }).trim());
    expect(await feedback(page).locator('[data-tone]').getAttribute('data-tone')).toBe('error');
    expect(await qa<{ list: FaultRule[] }>('faults/list')).toEqual({ list: [] });
  });

  it('creates a fault rule for demo: /user/property answers HTTP 500 twice', async () => {
    const page = qaPage.page;
    const form = page.getByTestId('qa-fault-form');
    await form.getByLabel(t('qa.faults.path_label'), { exact: true }).fill('/user/property');
    await form.getByLabel(t('qa.faults.method_label'), { exact: true }).selectOption('GET');
    await form.getByLabel(t('qa.faults.username_label'), { exact: true }).fill('demo');
    await form.getByLabel(t('qa.faults.status_label'), { exact: true }).fill('500');
    await form.getByLabel(t('qa.faults.times_label'), { exact: true }).fill('2');
    await form.getByRole('button', { name: t('qa.faults.create'), exact: true }).click();

    await expect
      .poll(async () => (await qa<{ list: FaultRule[] }>('faults/list')).list)
      .toEqual([
        expect.objectContaining({
          path: '/user/property',
          username: 'demo',
          http_status: 500,
          times_left: 2,
          hits: 0,
        }),
      ]);
    const [rule] = (await qa<{ list: FaultRule[] }>('faults/list')).list;
    const row = page.getByTestId(`qa-fault-${rule!.id}`);
    await row.waitFor();
    expect(await row.getByTestId('qa-fault-hits').innerText()).toBe('0');
    expect(await row.getByTestId('qa-fault-times-left').innerText()).toBe('2');
    expect(await feedback(page).locator('[data-tone]').getAttribute('data-tone')).toBe('success');
    await screenshot(page, 'qa-console-faults-desktop');
  });

  it("demo's wallet fails twice (the page offers a retry), then loads", async () => {
    const page = demo.page;
    await recordToasts(page);
    // A full load: the route's loader asks for the balances before the page mounts.
    await page.goto('/wallet');
    const retry = page.getByTestId('wallet-property-retry');
    await retry.waitFor();
    expect(await page.getByTestId('wallet-available').innerText()).toBe('—');
    await expect.poll(ruleHits).toBe(1);
    // One failed call, one toast: the page's mount joined the loader's request, and did not ask
    // again when it failed (the rule's second hit below comes from the Retry button).
    await expect.poll(() => toastsShown(page).then((shown) => shown.length)).toBe(1);
    await retry.click();
    await expect.poll(ruleHits).toBe(2);
    // The server has counted the hit; the failure reaches the page a moment later, and the
    // button, hidden while the call is retried, shows again.
    await retry.waitFor();
    await retry.click();
    await expect
      .poll(async () => (await page.getByTestId('wallet-available').innerText()).replace(/\D/g, ''))
      .not.toBe('');
    const property = await walletProperty(demo.session.token);
    expect(toMinor(await page.getByTestId('wallet-available').innerText())).toBe(
      toMinor(property.available_balance),
    );
  });

  it("shows the rule's hits, then the journal of demo's calls, and opens one entry", async () => {
    const page = qaPage.page;
    const [rule] = (await qa<{ list: FaultRule[] }>('faults/list')).list;
    expect(rule).toMatchObject({ hits: 2, times_left: 0 });
    const row = page.getByTestId(`qa-fault-${rule!.id}`);
    // The list is live: the hits arrive without a reload.
    await expect.poll(() => row.getByTestId('qa-fault-hits').innerText(), LIVE).toBe('2');
    expect(await row.getByTestId('qa-fault-times-left').innerText()).toBe('0');

    await openTab(page, 'journal');
    const journal = page.getByTestId('qa-journal');
    await journal.getByLabel(t('qa.journal.filter_username'), { exact: true }).fill('demo');
    await journal.getByLabel(t('qa.journal.filter_path'), { exact: true }).fill('/user/property');
    const rows = journal.getByTestId('qa-journal-row');
    // The calls of the wallet: the two the rule failed (the oldest, at the bottom), then the rest.
    const calls = await demoPropertyCalls();
    expect(calls).toBeGreaterThanOrEqual(3);
    await expect.poll(() => rows.count(), LIVE).toBe(calls);
    for (const text of await rows.allInnerTexts()) expect(text).toContain('demo');

    await rows.last().click();
    const entry = page.getByTestId('qa-journal-entry');
    await entry.waitFor();
    const entryText = await entry.innerText();
    expect(entryText).toContain('GET /user/property');
    expect(entryText).toContain('500');
    expect(entryText).toContain(t('qa.journal.fault_rule', { kind: 'status', id: rule!.id }));
    await screenshot(page, 'qa-console-journal-entry-desktop');
    await entry.getByRole('button', { name: t('qa.journal.close'), exact: true }).click();
    await entry.waitFor({ state: 'detached' });

    // Live: a new call of demo shows up by itself; paused, it does not.
    await walletProperty(demo.session.token);
    await expect.poll(() => rows.count(), LIVE).toBe(calls + 1);
    await journal.getByRole('button', { name: t('qa.journal.pause'), exact: true }).click();
    expect(await journal.getByTestId('qa-journal-state').innerText()).toBe(t('qa.journal.paused'));
    await walletProperty(demo.session.token);
    expect(await demoPropertyCalls()).toBe(calls + 2);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await rows.count()).toBe(calls + 1);
    await journal.getByRole('button', { name: t('qa.journal.resume'), exact: true }).click();
    await expect.poll(() => rows.count(), LIVE).toBe(calls + 2);
  });

  it("deposits to demo from the console and demo's balance changes", async () => {
    const page = qaPage.page;
    const before = toMinor((await walletProperty(demo.session.token)).available_balance);
    await openTab(page, 'users');
    const users = page.getByTestId('qa-users');
    await users.getByLabel(t('qa.users.search_label'), { exact: true }).fill('demo');
    const demoRow = users.getByTestId('qa-user-demo');
    await demoRow.getByRole('button', { name: t('qa.users.open_user'), exact: true }).click();
    const available = page.getByTestId('qa-wallet-available');
    await available.waitFor();
    expect(toMinor(await available.innerText())).toBe(before);

    const deposit = page.getByTestId('qa-deposit');
    await deposit.getByLabel(t('qa.user.amount_label'), { exact: true }).fill('250');
    await deposit.getByRole('button', { name: t('qa.user.deposit_submit'), exact: true }).click();
    await expect.poll(async () => toMinor(await available.innerText())).toBe(before + 25_000);
    expect(toMinor((await walletProperty(demo.session.token)).available_balance)).toBe(
      before + 25_000,
    );
    expect(await feedback(page).locator('[data-tone]').getAttribute('data-tone')).toBe('success');
    await screenshot(page, 'qa-console-user-desktop');

    // demo sees it too.
    await demo.page.reload();
    await expect
      .poll(async () =>
        (await demo.page.getByTestId('wallet-available').innerText()).replace(/\D/g, ''),
      )
      .toBe(String(before + 25_000));
  });

  it('asks for the key again when the server refuses the stored one', async () => {
    const page = qaPage.page;
    await page.evaluate(() => sessionStorage.setItem('adc_qa_key', 'stale-key'));
    await page.reload();
    await page.getByTestId('qa-key-form').waitFor();
    expect(await page.getByTestId('qa-key-form').getByRole('alert').innerText()).toBe(
      t('qa.key_rejected'),
    );
    expect(await page.evaluate(() => sessionStorage.getItem('adc_qa_key'))).toBeNull();
  });
});

describe('QA console actions', () => {
  const qaPage = blockPage(browser, 'desktop', { reset: true });
  const demo = blockPage(browser, 'desktop', { as: 'demo' });

  beforeAll(async () => {
    await qaPage.page.goto('/qa');
    await enterKey(qaPage.page, QA_KEY);
    await qaPage.page.getByTestId('qa-console').waitFor();
  });

  const succeeded = async (page: Page) => {
    await expect
      .poll(() => feedback(page).locator('[data-tone]').getAttribute('data-tone'))
      .toBe('success');
  };
  const dismissFeedback = async (page: Page) => {
    const close = feedback(page).getByRole('button', { name: t('qa.journal.close') });
    if (await close.count()) await close.click();
  };

  it('creates a user and opens the store, then sets their account state to 402', async () => {
    const page = qaPage.page;
    const form = page.getByTestId('qa-create-user');
    await form.getByLabel(t('qa.users.username_label'), { exact: true }).fill('qa_console_user');
    await form.getByRole('button', { name: t('qa.users.create_open'), exact: true }).click();
    await succeeded(page);
    expect(await feedback(page).innerText()).toContain(
      t('qa.users.opened', { username: 'qa_console_user' }),
    );
    const users = page.getByTestId('qa-users');
    await users.getByLabel(t('qa.users.search_label'), { exact: true }).fill('qa_console');
    const row = users.getByTestId('qa-user-qa_console_user');
    await row.waitFor();
    expect(await row.innerText()).toContain(t('qa.user_status.active'));

    await dismissFeedback(page);
    await row.getByRole('button', { name: t('qa.users.open_user'), exact: true }).click();
    const account = page.getByTestId('qa-account');
    await account.waitFor();
    await account.getByLabel(t('qa.user.status'), { exact: true }).selectOption('inactive');
    await account.getByRole('button', { name: t('qa.user.set_status'), exact: true }).click();
    await succeeded(page);
    await expect.poll(() => account.innerText()).toContain(t('qa.user_status.inactive'));
    const detail = await qa<{ user_info: { status: string } }>('user/detail', {
      username: 'qa_console_user',
    });
    expect(detail.user_info.status).toBe('inactive');
    await page.getByRole('button', { name: t('qa.user.back'), exact: true }).click();
  });

  it("pushes a plan to demo and fails it; expires demo's sessions", async () => {
    const page = qaPage.page;
    await dismissFeedback(page);
    const users = page.getByTestId('qa-users');
    await users.getByLabel(t('qa.users.search_label'), { exact: true }).fill('demo');
    await users
      .getByTestId('qa-user-demo')
      .getByRole('button', { name: t('qa.users.open_user'), exact: true })
      .click();
    const plans = page.getByTestId('qa-plans');
    await plans.waitFor();
    const before = (await qa<{ plans: { id: number }[] }>('user/detail', { username: 'demo' }))
      .plans;
    await plans.getByRole('button', { name: t('qa.user.push_plan'), exact: true }).click();
    await succeeded(page);
    const after = (
      await qa<{ plans: { id: number; status: string; official_push: boolean }[] }>('user/detail', {
        username: 'demo',
      })
    ).plans;
    const pushed = after.find((plan) => !before.some((old) => old.id === plan.id));
    expect(pushed).toMatchObject({ status: 'pending_launch', official_push: true });
    const pushedRow = plans.getByTestId(`qa-plan-${pushed!.id}`);
    await pushedRow.waitFor();

    // A plan that is not delivering cannot fail: the server says why, the console shows it.
    await dismissFeedback(page);
    await pushedRow.getByRole('button', { name: t('qa.user.fail'), exact: true }).click();
    const refused = await qaEnvelope('plans/force', { id: pushed!.id, outcome: 'fail' });
    expect(refused.code).not.toBe(200);
    await expect
      .poll(() => feedback(page).innerText())
      .toContain(t('qa.failed', { msg: refused.msg }).trim());

    // A delivering one completes.
    const delivering = after.find((plan) => plan.status === 'in_progress');
    expect(delivering).toBeDefined();
    const deliveringRow = plans.getByTestId(`qa-plan-${delivering!.id}`);
    await dismissFeedback(page);
    await deliveringRow.getByRole('button', { name: t('qa.user.complete'), exact: true }).click();
    await succeeded(page);
    const completed = (
      await qa<{ plans: { id: number; status: string }[] }>('user/detail', { username: 'demo' })
    ).plans.find((plan) => plan.id === delivering!.id);
    expect(completed?.status).not.toBe('in_progress');
    await expect
      .poll(() => deliveringRow.innerText())
      .toContain(t(`enums.plan_status.${completed!.status}`));

    await dismissFeedback(page);
    await page
      .getByTestId('qa-account')
      .getByRole('button', { name: t('qa.user.expire_sessions'), exact: true })
      .click();
    await succeeded(page);
    expect((await apiCall('/user/info', { token: demo.session.token })).code).toBe(503);
  });

  it('sends demo a notification', async () => {
    const page = qaPage.page;
    await dismissFeedback(page);
    const form = page.getByTestId('qa-notify');
    await form.getByLabel(t('qa.user.title_label'), { exact: true }).fill('Console notice');
    await form.getByLabel(t('qa.user.content_label'), { exact: true }).fill('Sent from /qa');
    await form.getByRole('button', { name: t('qa.user.send'), exact: true }).click();
    await succeeded(page);
    const session = await apiData<{ token: string }>('/auth/v2/login', {
      method: 'POST',
      body: { username: 'demo', password: 'demo1234' },
    });
    const list = await apiData<{ list: { title: string; content: string }[] }>(
      '/user/notifications',
      { token: session.token, method: 'POST', body: {} },
    );
    expect(list.list).toContainEqual(
      expect.objectContaining({ title: 'Console notice', content: 'Sent from /qa' }),
    );
  });

  it("answers demo's support conversation", async () => {
    const page = qaPage.page;
    const session = await apiData<{ token: string }>('/auth/v2/login', {
      method: 'POST',
      body: { username: 'demo', password: 'demo1234' },
    });
    await apiData('/support/messages', {
      token: session.token,
      method: 'POST',
      body: { content: 'Where is my deposit?' },
    });
    await openTab(page, 'support');
    const support = page.getByTestId('qa-support');
    await support.getByRole('button', { name: t('qa.refresh'), exact: true }).click();
    const demoThread = support.getByTestId('qa-thread-demo');
    await demoThread.waitFor();
    await demoThread.getByRole('button', { name: t('qa.users.open_user'), exact: true }).click();
    const thread = page.getByTestId('qa-support-thread');
    await expect.poll(() => thread.innerText()).toContain('Where is my deposit?');
    await thread.getByLabel(t('qa.support.reply_label'), { exact: true }).fill('It is on its way.');
    await thread.getByRole('button', { name: t('qa.support.send'), exact: true }).click();
    await succeeded(page);
    await expect.poll(() => thread.innerText()).toContain('It is on its way.');
    const seen = await apiData<{ list: { sender: string; content: string }[] }>(
      '/support/messages',
      { token: session.token },
    );
    expect(seen.list.at(-1)).toMatchObject({ sender: 'support', content: 'It is on its way.' });
  });

  it("approves demo's withdrawal and completes demo's acceptance order", async () => {
    const page = qaPage.page;
    const session = await apiData<{ token: string }>('/auth/v2/login', {
      method: 'POST',
      body: { username: 'demo', password: 'demo1234' },
    });
    const pin = createHash('md5').update('123456').digest('hex');
    const withdrawal = await apiData<{ id: number; status: string }>('/user/withdraw', {
      token: session.token,
      method: 'POST',
      body: { amount: '100', password: pin },
    });
    expect(withdrawal.status).toBe('pending');
    await apiData('/acceptor/detail', {
      token: session.token,
      method: 'POST',
      body: { type: 'personal', code: 'ACC-P-1001' },
    });
    const open = (
      await qa<{ acceptance_orders: { id: number; status: string }[] }>('user/detail', {
        username: 'demo',
      })
    ).acceptance_orders.find((order) => order.status === 'accepting');
    expect(open).toBeDefined();

    await dismissFeedback(page);
    await openTab(page, 'users');
    const users = page.getByTestId('qa-users');
    await users.getByLabel(t('qa.users.search_label'), { exact: true }).fill('demo');
    await users
      .getByTestId('qa-user-demo')
      .getByRole('button', { name: t('qa.users.open_user'), exact: true })
      .click();

    const withdrawals = page.getByTestId('qa-withdrawals');
    await withdrawals.waitFor();
    await withdrawals.getByRole('button', { name: t('qa.user.approve'), exact: true }).click();
    await succeeded(page);
    await expect
      .poll(() => withdrawals.innerText())
      .toContain(t('enums.withdrawal_status.approved'));
    const reviewed = (
      await qa<{ withdrawals: { id: number; status: string }[] }>('user/detail', {
        username: 'demo',
      })
    ).withdrawals.find((item) => item.id === withdrawal.id);
    expect(reviewed?.status).toBe('approved');

    // Completing credits the amount to the available balance (a system deposit).
    const available = page.getByTestId('qa-wallet-available');
    const availableBefore = toMinor(await available.innerText());
    const acceptance = page.getByTestId('qa-acceptance');
    await dismissFeedback(page);
    await acceptance.getByLabel(t('qa.user.amount_label'), { exact: true }).fill('300');
    await acceptance
      .getByRole('button', { name: t('qa.user.complete_order'), exact: true })
      .click();
    await succeeded(page);
    await expect
      .poll(() => acceptance.innerText())
      .toContain(t('enums.acceptance_status.completed'));
    await expect
      .poll(async () => toMinor(await available.innerText()))
      .toBe(availableBefore + 30_000);
  });

  it('advances the clock', async () => {
    const page = qaPage.page;
    await dismissFeedback(page);
    await openTab(page, 'system');
    const clock = page.getByTestId('qa-clock');
    await clock.getByLabel(t('qa.system.seconds_label'), { exact: true }).fill('60');
    await clock.getByRole('button', { name: t('qa.system.advance'), exact: true }).click();
    await succeeded(page);
    await screenshot(page, 'qa-console-system-desktop');
  });

  it("creates a user from a scenario and moves only that user's clock", async () => {
    const page = qaPage.page;
    await dismissFeedback(page);
    await openTab(page, 'users');
    const scenario = page.getByTestId('qa-scenario');
    await scenario.getByLabel(t('qa.users.scenario_label'), { exact: true }).selectOption('funded');
    await expect
      .poll(() => scenario.innerText())
      .toContain(platformCatalogue.en.qa_scenario.funded);
    await scenario
      .getByLabel(t('qa.users.username_label'), { exact: true })
      .fill('qa_console_funded');
    await scenario
      .getByRole('button', { name: t('qa.users.scenario_create'), exact: true })
      .click();
    await succeeded(page);
    const created = page.getByTestId('qa-scenario-user');
    await expect.poll(() => created.innerText()).toContain('qa_console_funded');
    expect(await created.innerText()).toContain(t('qa.user_status.active'));

    await created.getByRole('button', { name: t('qa.users.open_user'), exact: true }).click();
    const available = page.getByTestId('qa-wallet-available');
    await available.waitFor();
    expect(toMinor(await available.innerText())).toBe(1_000_000);

    const globalBefore = await qa<{ offset_seconds: number }>('clock');
    const clock = page.getByTestId('qa-user-clock');
    await clock.getByLabel(t('qa.system.seconds_label'), { exact: true }).fill('86400');
    await dismissFeedback(page);
    await clock.getByRole('button', { name: t('qa.user.clock_advance'), exact: true }).click();
    await succeeded(page);
    const own = await qa<{ offset_seconds: number }>('clock', { username: 'qa_console_funded' });
    expect(own.offset_seconds).toBe(globalBefore.offset_seconds + 86_400);
    expect((await qa<{ offset_seconds: number }>('clock')).offset_seconds).toBe(
      globalBefore.offset_seconds,
    );
    await expect
      .poll(() => clock.getByTestId('qa-user-clock-now').innerText())
      .toContain(new Intl.NumberFormat('en').format(own.offset_seconds));
  });
});

describe('QA console in Japanese, accessible', () => {
  const jp = blockPage(browser, 'desktop');

  it('speaks the app language and has no serious accessibility violation', async () => {
    const page = jp.page;
    await page.goto('/404');
    await page.evaluate(
      ([langKey, qaKey]) => {
        localStorage.setItem(langKey, 'jp');
        sessionStorage.setItem('adc_qa_key', qaKey);
      },
      [STORAGE_KEYS.lang, QA_KEY] as const,
    );
    await page.goto('/qa');
    await page.getByTestId('qa-console').waitFor();
    for (const tab of ['users', 'faults', 'journal', 'support', 'system'] as const)
      await page.getByRole('tab', { name: t(`qa.tabs.${tab}`, {}, 'jp'), exact: true }).waitFor();
    expect(await page.title()).toBe(t('titles.qa', {}, 'jp'));
    // The scenarios are described by the server in the app language too.
    const scenario = page.getByTestId('qa-scenario');
    await expect
      .poll(() => scenario.innerText())
      .toContain(platformCatalogue.jp.qa_scenario.new_user);
    await scenario
      .getByLabel(t('qa.users.scenario_label', {}, 'jp'), { exact: true })
      .selectOption('funded');
    await expect
      .poll(() => scenario.innerText())
      .toContain(platformCatalogue.jp.qa_scenario.funded);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: t('qa.tabs.faults', {}, 'jp'), exact: true }).click();
    await page.getByTestId('qa-fault-form').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: t('qa.tabs.journal', {}, 'jp'), exact: true }).click();
    await page.getByTestId('qa-journal-table').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'qa-console-journal-jp-desktop');
  });
});

describe('QA console on a phone, in Russian', () => {
  const ru = blockPage(browser, 'mobile');

  it('the journal scrolls instead of cutting, shows a fault first, and every tab reads (AA)', async () => {
    const page = ru.page;
    // A call the server faults by header: its row carries the fault mark.
    await fetch(`${baseUrl()}/api/basic_config`, { headers: { 'x-mock-code': '500' } });
    await page.goto('/404');
    await page.evaluate(
      ([langKey, qaKey]) => {
        localStorage.setItem(langKey, 'ru');
        sessionStorage.setItem('adc_qa_key', qaKey);
      },
      [STORAGE_KEYS.lang, QA_KEY] as const,
    );
    await page.goto('/qa');
    await page.getByTestId('qa-console').waitFor();
    const tab = (name: 'journal' | 'system') =>
      page.getByRole('tab', { name: t(`qa.tabs.${name}`, {}, 'ru'), exact: true });
    await tab('journal').click();
    const table = page.getByTestId('qa-journal-table');
    await table.waitFor();
    // No header or cell cut ("Пол…", "Д…" at 390 px): the table is as wide as it needs.
    const cut = await table.evaluate((node) =>
      [...node.querySelectorAll('th, tbody tr:first-child td')]
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
        .map((cell) => cell.textContent),
    );
    expect(cut).toEqual([]);
    const faulted = page.getByTestId('qa-journal-row').filter({ hasText: '⚡' }).first();
    expect((await faulted.locator('td').nth(1).innerText()).startsWith('⚡')).toBe(true);
    // The danger buttons' text (empty the journal; reset on System) has AA contrast at phone size.
    expect(await axeViolations(page)).toEqual([]);
    await tab('system').click();
    await page.getByTestId('qa-reset').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('QA console with the QA surface off', () => {
  const off = blockPage(browser, 'desktop');

  it('says the QA surface is off when the server answers 404', async () => {
    const page = off.page;
    // A production server has no /api/__qa routes: its answer is the unknown-route 404.
    await page.route('**/api/__qa/**', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ code: 400, msg: 'Not found', data: null }),
      }),
    );
    await page.goto('/qa');
    const offView = page.getByTestId('qa-off');
    await offView.waitFor();
    expect(await offView.innerText()).toContain(t('qa.off_title'));
    expect(await page.getByTestId('qa-key-form').count()).toBe(0);
  });
});
