/**
 * Scenarios 3 and 4: withdraw from /wallet with the transaction password (a wrong one is refused
 * with the catalogue message, the right one moves the money), and binding a bank card (newbie binds
 * a first card; demo, who has one, must change something and confirm the re-bind); an acceptance
 * code typed in lower case finds its acceptor; a wallet whose every call failed says what could not
 * load and comes back whole with one Retry.
 */
import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '@adc/messages';
import apiRoutes from '@adc/contract/api-routes.json';
import { blockPage, fileBrowser } from './fixtures';
import {
  apiData,
  apiLogin,
  enterPayPassword,
  loginThroughApi,
  newPage,
  PERSONAS,
  qa,
  storeSession,
  t,
  toast,
  toMinor,
  VIEWPORT_NAMES,
  walletProperty,
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

const browser = fileBrowser();

/** The scripts the page has loaded (Resource Timing: cached ones too). */
function loadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
}

describe.each(VIEWPORT_NAMES)('withdraw (%s)', (viewport) => {
  const user = blockPage(browser, viewport, { reset: true, as: 'demo' });
  let availableBefore: number;

  beforeAll(async () => {
    availableBefore = toMinor((await walletProperty(user.session.token)).available_balance);
  });

  it('shows the balances of the wallet', async () => {
    await user.page.goto('/wallet');
    const property = await walletProperty(user.session.token);
    await expect
      .poll(async () =>
        (await user.page.getByTestId('wallet-available').innerText()).replace(/\D/g, ''),
      )
      .not.toBe('');
    expect(toMinor(await user.page.getByTestId('wallet-available').innerText())).toBe(
      toMinor(property.available_balance),
    );
    // Total and to-be-consumed move with the delivery simulation: they only have to show amounts.
    expect(await user.page.getByTestId('wallet-total-assets').innerText()).toMatch(
      /\d[\d,.]*\.\d\d/,
    );
    // Neither zod nor the PIN's hash is part of the page's first load (vite.config.ts).
    const scripts = await loadedScripts(user.page);
    expect(scripts.some((name) => name.includes('/assets/vendor-'))).toBe(true);
    expect(scripts.filter((name) => /\/assets\/(zod|md5)-/.test(name))).toEqual([]);
  });

  it('refuses a wrong transaction password with the catalogue message', async () => {
    await user.page.getByTestId('wallet-withdraw-open').click();
    await user.page.getByTestId('wallet-withdraw').waitFor();
    await user.page.getByTestId('wallet-withdraw-amount').locator('input').fill(String(WITHDRAW));
    await user.page.getByTestId('wallet-withdraw-submit').click();

    const dialog = await enterPayPassword(user.page, '111111');
    // The money moves on this PIN: the dialog says how much, and to which card.
    const card = await apiData<BankCard>('/bank_card/detail', { token: user.session.token });
    expect(await dialog.innerText()).toContain(
      t('wallet.withdraw.password_description', {
        amount: '100.00',
        // One masking everywhere (@adc/domain maskAccount), kept with the card's name (no-break).
        account: `${card.cardName}\u00a0·\u00a0****\u00a0${card.bankAccount.replace(/\s/g, '').slice(-4)}`,
      }),
    );
    // Toasted, as the spec has every error, and said again inside the dialog, under the boxes,
    // where it stays until the next try (the toast is gone in 2 seconds).
    await toast(user.page, t('error.pay_password_incorrect')).waitFor();
    const refusal = dialog.getByRole('alert');
    await expect.poll(() => refusal.innerText()).toBe(t('error.pay_password_incorrect'));
    // The hash came with the PIN dialog.
    expect((await loadedScripts(user.page)).some((name) => name.includes('/assets/md5-'))).toBe(
      true,
    );
    const [shown, boxes] = await Promise.all([
      refusal.boundingBox(),
      dialog.getByRole('textbox').boundingBox(),
    ]);
    expect(shown && boxes && shown.y >= boxes.y + boxes.height).toBe(true);
    // The dialog stays for another try, with the entry cleared; no money moved.
    await expect.poll(() => dialog.getByRole('textbox').inputValue()).toBe('');
    expect(await dialog.isVisible()).toBe(true);
    expect(toMinor((await walletProperty(user.session.token)).available_balance)).toBe(
      availableBefore,
    );
  });

  it('withdraws with the right transaction password', async () => {
    const dialog = await enterPayPassword(user.page, PERSONAS.demo.pin);
    await toast(user.page, t('success.withdraw')).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await user.page.getByTestId('wallet-withdraw').waitFor({ state: 'hidden' });

    const expected = availableBefore - WITHDRAW * 100;
    expect(toMinor((await walletProperty(user.session.token)).available_balance)).toBe(expected);
    await expect
      .poll(async () => toMinor(await user.page.getByTestId('wallet-available').innerText()))
      .toBe(expected);
    expect(user.errors).toEqual([]);
  });

  it('refuses an amount above the balance before asking for the password', async () => {
    await user.page.getByTestId('wallet-withdraw-open').click();
    await user.page
      .getByTestId('wallet-withdraw-amount')
      .locator('input')
      .fill(String(availableBefore)); // 100× too much
    await user.page.getByTestId('wallet-withdraw-submit').click();
    await expect
      .poll(() => user.page.getByTestId('wallet-withdraw-error').innerText())
      .toBe(t('error.withdraw_exceeds_balance'));
    expect(await user.page.getByRole('dialog', { name: t('pay_password.title') }).count()).toBe(0);
  });
});

describe.each(VIEWPORT_NAMES)('bind a bank card (%s)', (viewport) => {
  const user = blockPage(browser, viewport, { reset: true });
  const edits: Request[] = [];

  beforeAll(async () => {
    user.page.on('request', (request) => {
      if (request.url().includes('/api/bank_card/edit')) edits.push(request);
    });
  });

  it('binds a first card for newbie', async () => {
    const { token } = await loginThroughApi(user.page, 'newbie');
    expect(await apiData('/bank_card/detail', { token })).toBeNull();

    await user.page.goto('/wallet/bind-card');
    await user.page.getByTestId('bind-card-form').waitFor();
    expect(await user.page.getByTestId('bind-card-bound').count()).toBe(0);

    // Every field is required.
    await user.page.getByTestId('bind-card-submit').click();
    await expect
      .poll(() => user.page.getByTestId('bind-card-form').getByRole('alert').count())
      .toBe(5);
    expect(edits).toHaveLength(0);

    for (const [field, value] of Object.entries(NEW_CARD)) {
      await user.page.getByTestId(`bind-card-${field}`).locator('input').fill(value);
    }
    await user.page.getByTestId('bind-card-submit').click();
    await toast(user.page, t('success.bind')).waitFor();
    expect(await apiData<BankCard>('/bank_card/detail', { token })).toMatchObject({
      type: 'bank',
      ...NEW_CARD,
    });
  });

  it('asks demo to modify the bound card before submitting', async () => {
    edits.length = 0;
    await loginThroughApi(user.page, 'demo');
    await user.page.goto('/wallet/bind-card');
    await user.page.getByTestId('bind-card-bound').waitFor();
    await expect
      .poll(() => user.page.getByTestId('bind-card-cardName').locator('input').inputValue())
      .not.toBe('');

    await user.page.getByTestId('bind-card-submit').click();
    await toast(user.page, t('error.modify_before_submit')).waitFor();
    expect(edits).toHaveLength(0);
  });

  it('asks "Card already bound, re-bind?" and re-binds on confirmation', async () => {
    const { token } = await apiLogin('demo');
    const before = await apiData<BankCard>('/bank_card/detail', { token });
    const branch = `${before.branchName} 2`;

    await user.page.getByTestId('bind-card-branchName').locator('input').fill(branch);
    await user.page.getByTestId('bind-card-submit').click();
    const confirm = user.page
      .getByRole('dialog')
      .filter({ hasText: t('error.card_already_bound') });
    await confirm.waitFor();

    // Cancel keeps the card as it was.
    await confirm.getByRole('button', { name: t('common.cancel'), exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(edits).toHaveLength(0);

    await user.page.getByTestId('bind-card-submit').click();
    await confirm.waitFor();
    await confirm.getByRole('button', { name: t('wallet.bind_card.rebind'), exact: true }).click();
    await toast(user.page, t('success.bind')).waitFor();
    expect(edits).toHaveLength(1);
    expect(await apiData<BankCard>('/bank_card/detail', { token })).toMatchObject({
      ...before,
      branchName: branch,
      updated_at: expect.any(String),
    });
    expect(user.errors).toEqual([]);
  });
});

describe('first load (mobile)', () => {
  const user = blockPage(browser, 'mobile', { as: 'demo' });

  it("asks the balances with the document, before the app's code has arrived, and once", async () => {
    const { page, session } = user;
    await storeSession(page, session.token, session.user_info, 'ru');
    const property = apiRoutes.wallet.property.path;
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === property) asked.push(request.headers()['x-ct'] ?? '');
    });
    // The shared chunks are held back for a second: only the preload script can ask meanwhile.
    let vendorArrived = false;
    await page.route('**/assets/vendor-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      vendorArrived = true;
      await route.continue();
    });
    let askedBeforeVendor: boolean | undefined;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === property) askedBeforeVendor ??= !vendorArrived;
    });
    try {
      await page.goto('/wallet');
      await expect
        .poll(() => page.getByTestId('wallet-total-assets').innerText())
        .toMatch(/\d[\d\s,.]*\d/);
    } finally {
      await page.unroute('**/assets/vendor-*.js');
    }
    expect(askedBeforeVendor).toBe(true);
    // The API client took that answer: the server was asked once, with the session's token.
    expect(asked).toEqual([session.token]);
    expect(user.errors).toEqual([]);
  });

  /**
   * A fresh load of `path`: when the browser painted `testId` as the page's largest paint, and when
   * each API call started (Resource Timing), in ms from the navigation.
   */
  async function firstLoad(path: string, testId: string) {
    const { page, session } = user;
    await storeSession(page, session.token, session.user_info);
    await page.goto(path);
    await expect.poll(() => page.getByTestId(testId).innerText()).toMatch(/\w/);
    // The page's other calls follow it (at least the bell's count and the basic config).
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            performance
              .getEntriesByType('resource')
              .filter((entry) => new URL(entry.name).pathname.startsWith('/api/')).length,
        ),
      )
      .toBeGreaterThanOrEqual(3);
    return page.evaluate(
      (id) =>
        new Promise<{ paint: number | undefined; calls: [string, number][] }>((resolve) => {
          new PerformanceObserver((list) => {
            const paint = list
              .getEntries()
              .find(
                (entry) =>
                  (entry as LargestContentfulPaint).element?.getAttribute('data-testid') === id,
              );
            const calls = performance
              .getEntriesByType('resource')
              .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
              .map((entry): [string, number] => [new URL(entry.name).pathname, entry.startTime]);
            resolve({ paint: paint?.startTime, calls });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
      testId,
    );
  }

  it('sends the code every first screen runs with its compile hint, and only that code', async () => {
    const { page, session } = user;
    await storeSession(page, session.token, session.user_info);
    await page.goto('/wallet');
    await page.getByTestId('wallet-total-assets').waitFor();
    const starts = await page.evaluate(async () => {
      const scripts = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js') && name.includes('/assets/'));
      return Promise.all(
        scripts.map(async (name): Promise<[string, string]> => {
          const text = await (await fetch(name)).text();
          // assets/<chunk>-<8-character hash>.js
          return [/\/assets\/(.+)-[\w-]{8}\.js$/.exec(name)?.[1] ?? name, text.slice(0, 29)];
        }),
      );
    });
    const hinted = starts.filter(([, start]) => start === '//# allFunctionsCalledOnLoad\n');
    // compile-hints.ts and vite.config.ts: the entry and the chunks every first screen runs.
    expect(hinted.map(([chunk]) => chunk).sort()).toEqual(
      ['boot', 'first-screens', 'index', 'public', 'ui', 'vendor'].sort(),
    );
    expect(starts.length).toBeGreaterThan(hinted.length); // strings, locales: not hinted
  });

  it.each([
    ['/wallet', 'wallet-total-assets', [apiRoutes.wallet.property.path]],
    ['/ad-center', 'ad-center-name', []],
  ])(
    '%s paints its largest content before asking what it does not need for it',
    async (path, testId, firstCalls) => {
      const { paint, calls } = await firstLoad(path, testId);
      const others = calls.filter(([name]) => !firstCalls.includes(name));
      // The page still asks the rest (the bell's count, the basic config, its lists).
      expect(others.length).toBeGreaterThanOrEqual(2);
      expect(paint).toBeDefined();
      expect(others.filter(([, start]) => start < (paint ?? 0))).toEqual([]);
      expect(user.errors).toEqual([]);
    },
  );
});

describe('pull to refresh (mobile)', () => {
  const user = blockPage(browser, 'mobile', { as: 'demo' });

  /** A touch drag straight down the page by `distance` px, as a finger does it. */
  async function pullDown(distance: number): Promise<void> {
    const cdp = await user.page.context().newCDPSession(user.page);
    const x = 195;
    const from = 250;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      });
    await touch('touchStart', from);
    for (let step = 1; step <= 20; step++) await touch('touchMove', from + (distance * step) / 20);
    await touch('touchEnd', from + distance);
    await cdp.detach();
  }

  it('refreshes the balances once pulled past the threshold, not before', async () => {
    await user.page.goto('/wallet');
    await user.page.getByTestId('wallet-available').waitFor();
    await expect.poll(() => user.page.getByTestId('wallet-available').innerText()).toMatch(/\d/);
    const asked: Request[] = [];
    user.page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user/property') asked.push(request);
    });

    // 80 px of finger is about 34 px of pull (rubber band): short of the 62 px threshold.
    await pullDown(80);
    await user.page.waitForTimeout(800);
    expect(asked).toHaveLength(0);

    await pullDown(320);
    await expect.poll(() => asked.length).toBe(1);
    await user.page.getByText(t('common.refreshed'), { exact: true }).waitFor();
    expect(user.errors).toEqual([]);
  });
});

describe('after a failure (mobile)', () => {
  const user = blockPage(browser, 'mobile', { as: 'demo' });

  it('says what could not load, keeps Withdraw off, and one Retry brings back the whole page', async () => {
    const { page } = user;
    // Every call answers 500 while the page opens (its first call, asked with the document, too).
    await page.route('**/api/**', (route) => route.fulfill({ status: 500, body: '' }));
    try {
      await page.goto('/wallet');
      await page.getByTestId('wallet-property-retry').waitFor();
      await page.getByTestId('wallet-flows').getByText(t('connection.failed_title')).waitFor();
      // The services rows whose status failed say so (they were silently blank).
      for (const row of ['wallet-bind-card', 'wallet-pay-password'])
        await page.getByTestId(row).getByText(t('connection.failed_title')).waitFor();
      // No balance to withdraw from: the sheet would say "Available balance: —".
      expect(await page.getByTestId('wallet-withdraw-open').isDisabled()).toBe(true);
    } finally {
      await page.unroute('**/api/**');
    }

    await page.getByTestId('wallet-property-retry').click();
    // The balances, and with the same tap everything else of the page that had failed.
    await page.getByTestId('wallet-available').filter({ hasText: /\d/ }).waitFor();
    await page.getByTestId('wallet-bind-card').getByText(t('wallet.home.card_bound')).waitFor();
    await page
      .getByTestId('wallet-pay-password')
      .getByText(t('wallet.home.pay_password_set'))
      .waitFor();
    await page.getByTestId('wallet-flow-item').first().waitFor();
    expect(await page.getByText(t('connection.failed_title')).count()).toBe(0);
    expect(await page.getByTestId('wallet-withdraw-open').isEnabled()).toBe(true);
    expect(user.errors).toEqual([]);
  });
});

describe('foreign exchange (mobile)', () => {
  const user = blockPage(browser, 'mobile', { reset: true, as: 'newbie' });

  it('finds the acceptor of a code typed in lower case (a desktop keyboard, a paste)', async () => {
    await user.page.goto('/wallet/foreign-exchange');
    const input = user.page.getByTestId('fx-code-input').locator('input');
    await input.fill('acc-p-1001');
    expect(await input.inputValue()).toBe('ACC-P-1001');
    await user.page.getByTestId('fx-submit').click();
    await expect
      .poll(() => user.page.getByTestId('fx-acceptor-name').textContent(), { timeout: 10_000 })
      .toBe('Swift Exchange Personal Desk');
    expect(user.errors).toEqual([]);
  });
});

/** The last 4 characters of an account, as the mask shows them. */
const last4 = (account: string) => account.replace(/\s/g, '').slice(-4);

describe('one masking of the card number (mobile, 375 px)', () => {
  const user = blockPage(browser, 'mobile', { reset: true, as: 'demo' });

  it('the PIN dialog and the funding list write "**** 3445" alike, the number never alone on a line', async () => {
    await user.page.setViewportSize({ width: 375, height: 812 });
    const card = await apiData<BankCard>('/bank_card/detail', { token: user.session.token });
    const masked = `****\u00a0${last4(card.bankAccount)}`;
    await user.page.goto('/wallet');
    await user.page.getByTestId('wallet-withdraw-open').click();
    await user.page.getByTestId('wallet-withdraw-amount').locator('input').fill('10');
    expect(await user.page.getByTestId('wallet-withdraw-card').innerText()).toContain(masked);
    await user.page.getByTestId('wallet-withdraw-submit').click();
    const dialog = user.page.getByRole('dialog', { name: t('pay_password.title') });
    await dialog.getByRole('textbox').waitFor();
    // From the dot before the mask to its last digit: one line.
    const lines = await dialog.evaluate((root, tail) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const end = text.indexOf(tail);
        if (end < 0) continue;
        const range = document.createRange();
        range.setStart(node, text.lastIndexOf('·', end));
        range.setEnd(node, end + tail.length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }
      return -1;
    }, masked);
    expect(lines).toBe(1);
    await enterPayPassword(user.page, PERSONAS.demo.pin);
    await toast(user.page, t('success.withdraw')).waitFor();

    // The server's flow remark (flow.withdrawal) masks it the same way.
    const flows = await apiData<{ list: { type: string; remark: string }[] }>(
      '/transaction_flow/list',
      { token: user.session.token },
    );
    const remark = flows.list.find((flow) => flow.type === 'manual_withdrawal')?.remark ?? '';
    expect(remark).toMatch(new RegExp(`#\\d+ to \\*\\*\\*\\*\\u00a0${last4(card.bankAccount)}$`));
    await expect
      .poll(() => user.page.getByText(remark, { exact: true }).count())
      .toBeGreaterThan(0);
  });
});

interface Scenario {
  token: string;
  user_info: unknown;
}

describe('a new user at the withdraw sheet (mobile, 375 px)', () => {
  const user = blockPage(browser, 'mobile');

  const openSheet = async (scenario: Scenario) => {
    await storeSession(user.page, scenario.token, scenario.user_info);
    await user.page.setViewportSize({ width: 375, height: 812 });
    await user.page.goto('/wallet');
    await user.page.getByTestId('wallet-withdraw-open').click();
    await user.page.getByTestId('wallet-withdraw').waitFor();
    return user.page.getByTestId('wallet-withdraw-blocker');
  };

  it('without a card: says so where the user acts, and the button binds one', async () => {
    const scenario = await qa<Scenario>('scenario', { name: 'new_user' });
    const blocker = await openSheet(scenario);
    await expect.poll(() => blocker.innerText()).toBe(t('wallet.withdraw.blocker.no_card'));
    expect(await user.page.getByTestId('wallet-withdraw-submit').count()).toBe(0);
    const fix = user.page.getByTestId('wallet-withdraw-fix');
    expect(await fix.innerText()).toBe(t('wallet.withdraw.bind_card_first'));
    await fix.click();
    await expect.poll(() => new URL(user.page.url()).pathname).toBe('/wallet/bind-card');
  });

  it('with a card but no transaction password: the button sets one', async () => {
    const scenario = await qa<Scenario>('scenario', { name: 'new_user' });
    await apiData('/bank_card/edit', {
      token: scenario.token,
      method: 'POST',
      body: { type: 'bank', ...NEW_CARD },
    });
    const blocker = await openSheet(scenario);
    await expect.poll(() => blocker.innerText()).toBe(t('wallet.withdraw.blocker.no_pin'));
    const fix = user.page.getByTestId('wallet-withdraw-fix');
    expect(await fix.innerText()).toBe(t('wallet.withdraw.set_pin_first'));
    await fix.click();
    await expect.poll(() => new URL(user.page.url()).pathname).toBe('/wallet/set-password');
  });

  it('with a card and a PIN but a balance of 0: nothing to withdraw, the submit off', async () => {
    const scenario = await qa<Scenario>('scenario', { name: 'new_user' });
    await apiData('/bank_card/edit', {
      token: scenario.token,
      method: 'POST',
      body: { type: 'bank', ...NEW_CARD },
    });
    await apiData('/set/password', {
      token: scenario.token,
      method: 'POST',
      body: { password: '135790', confirm_password: '135790' },
    });
    const blocker = await openSheet(scenario);
    await expect.poll(() => blocker.innerText()).toBe(t('wallet.withdraw.blocker.no_balance'));
    expect(await user.page.getByTestId('wallet-withdraw-submit').isDisabled()).toBe(true);
    expect(await user.page.getByTestId('wallet-withdraw-fix').count()).toBe(0);
  });
});

describe('the balances row (mobile, 375 px)', () => {
  it.each(LANGS)(
    '%s: the three figures on one line, whatever their labels take',
    async (lang: Lang) => {
      const { context, page } = await newPage(browser(), 'mobile');
      try {
        await page.setViewportSize({ width: 375, height: 812 });
        const session = await apiLogin('demo');
        await storeSession(page, session.token, session.user_info, lang);
        await page.goto('/wallet');
        const ids = ['wallet-available', 'wallet-to-be-consumed', 'wallet-to-be-settled'];
        await expect
          .poll(async () =>
            (await page.getByTestId(ids[0] as string).innerText()).replace(/\D/g, ''),
          )
          .not.toBe('');
        const tops = await Promise.all(
          ids.map(async (id) => Math.round((await page.getByTestId(id).boundingBox())?.y ?? -1)),
        );
        expect(new Set(tops).size, `${lang}: ${tops.join(', ')}`).toBe(1);
      } finally {
        await context.close();
      }
    },
  );
});
