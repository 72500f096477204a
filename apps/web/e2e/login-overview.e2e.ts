/**
 * Scenario 1: demo logs in through the login page (whose fields, and registration's, stop at the
 * server's limits), lands on /ad-center and reads the data overview of every period (today / this
 * week / this month / all time) — each tab selected in turn, each showing the figures the API
 * returns for that period. Registration refused by the server (a licence key not found, a username
 * taken) says so in a toast and under the field it is about, until that field is edited.
 */
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX,
  RULE_MESSAGE_PARAMS,
  USERNAME_INPUT_MAX,
  USERNAME_MAX,
} from '@adc/contract/constants';
import { blockPage, fileBrowser } from './fixtures';
import {
  apiData,
  apiLogin,
  loginThroughUi,
  qa,
  t,
  toast,
  toMinor,
  VIEWPORT_NAMES,
  waitForLocation,
} from './support';

const PERIODS = [
  { key: 'today', type: 1 },
  { key: 'week', type: 2 },
  { key: 'month', type: 3 },
  { key: 'all', type: 4 },
] as const;

const STAT_KEYS = [
  'investment_amount',
  'profit',
  'delivery_orders',
  'consumed',
  'to_be_consumed',
  'impressions',
  'clicks',
  'revenue',
] as const;

interface Statistics {
  investment_amount: string;
  delivery_orders: number;
}

const browser = fileBrowser();

describe.each(VIEWPORT_NAMES)('login and data overview (%s)', (viewport) => {
  const user = blockPage(browser, viewport);

  it('rejects an empty form, then logs demo in and lands on /ad-center', async () => {
    await user.page.goto('/login');
    await user.page.getByRole('button', { name: t('auth.login_button'), exact: true }).click();
    // Both fields are required: two inline errors, still on /login, nothing stored.
    await expect.poll(() => user.page.getByRole('alert').count()).toBe(2);
    expect(new URL(user.page.url()).pathname).toBe('/login');

    // The fields stop at the server's limits, typed key by key or pasted.
    const username = user.page.getByLabel(t('auth.username'), { exact: true });
    await username.pressSequentially('u'.repeat(USERNAME_INPUT_MAX + 3));
    expect(await username.inputValue()).toBe('u'.repeat(USERNAME_INPUT_MAX));
    const password = user.page.getByLabel(t('auth.password'), { exact: true });
    await password.fill('p'.repeat(PASSWORD_MAX + 10));
    expect(await password.inputValue()).toBe('p'.repeat(PASSWORD_MAX));

    // So do registration's, and a username too short is refused with the server's own rule.
    await user.page.goto('/register');
    const newName = user.page.getByLabel(t('auth.username'), { exact: true });
    await newName.fill('n'.repeat(USERNAME_MAX + 1));
    expect(await newName.inputValue()).toBe('n'.repeat(USERNAME_MAX));
    await newName.fill('abc');
    await newName.blur();
    await user.page
      .getByRole('alert')
      .filter({ hasText: t('validation.username', RULE_MESSAGE_PARAMS['validation.username']) })
      .waitFor();

    await loginThroughUi(user.page, 'demo');
    // "Login successful" shows below the header, not over the figures the user arrives at.
    const welcome = toast(user.page, t('success.login'));
    await welcome.waitFor();
    const shown = (await welcome.boundingBox())!;
    await waitForLocation(user.page, (at) => at === '/ad-center');
    await user.page.getByTestId('ad-center-overview').waitFor();
    const header = (await user.page.locator('header').first().boundingBox())!;
    const figure = (await user.page.getByTestId('ad-center-stat-investment_amount').boundingBox())!;
    expect(shown.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(shown.y + shown.height).toBeLessThanOrEqual(figure.y);
    expect(await user.page.evaluate(() => localStorage.getItem('fb_token'))).toMatch(/\S{16,}/);
    await expect.poll(() => user.page.title()).toBe(t('titles.ad_center'));
  });

  it('shows every figure of the data overview', async () => {
    const panel = user.page.getByTestId('ad-center-overview-panel');
    await panel.getByTestId('ad-center-stat-investment_amount').waitFor();
    for (const key of STAT_KEYS) {
      const value = await panel.getByTestId(`ad-center-stat-${key}`).locator('dd').innerText();
      expect(value, `figure ${key}`).toMatch(/\d/);
    }
  });

  it('switches today / week / month / all and shows each period’s figures', async () => {
    const { token } = await apiLogin('demo');
    const panel = user.page.getByTestId('ad-center-overview-panel');
    const shown: string[] = [];
    for (const { key, type } of PERIODS) {
      const tab = user.page.getByTestId(`ad-center-overview-tab-${key}`);
      await tab.click();
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      for (const other of PERIODS.filter((p) => p.key !== key)) {
        expect(
          await user.page
            .getByTestId(`ad-center-overview-tab-${other.key}`)
            .getAttribute('aria-selected'),
        ).toBe('false');
      }
      await expect.poll(() => panel.getAttribute('data-period')).toBe(key);

      const expected = await apiData<Statistics>('/ad/order/data_statistics/list', {
        token,
        query: { type, user_time_zone: 'Asia/Tokyo' },
      });
      // Investment amount and delivery orders only move when a plan is launched: stable to compare.
      await expect
        .poll(
          async () =>
            toMinor(
              await panel.getByTestId('ad-center-stat-investment_amount').locator('dd').innerText(),
            ),
          {
            message: `investment amount of ${key}`,
          },
        )
        .toBe(toMinor(expected.investment_amount));
      await expect
        .poll(
          async () =>
            Number(
              (
                await panel.getByTestId('ad-center-stat-delivery_orders').locator('dd').innerText()
              ).replace(/\D/g, ''),
            ),
          {
            message: `delivery orders of ${key}`,
          },
        )
        .toBe(expected.delivery_orders);
      shown.push(await panel.innerText());
    }
    // The seed has plans launched today and others launched days ago: "today" differs from "all time".
    expect(shown[0]).not.toBe(shown[3]);
    expect(user.errors).toEqual([]);
  });
});

describe('registration refused by the server', () => {
  const user = blockPage(browser, 'mobile', { visitor: true });

  it('says why in a toast and under the field it is about, until that field is edited', async () => {
    const { page } = user;
    await page.goto('/register');
    const field = (label: string) => page.getByLabel(label, { exact: true });
    const licence = field(t('auth.license_key'));
    const username = field(t('auth.username'));
    /** The text under a field (its aria-describedby), or null. */
    const errorUnder = (input: typeof licence) =>
      input.evaluate((node) => {
        const id = node.getAttribute('aria-describedby')?.split(' ')[0];
        return (id && document.getElementById(id)?.textContent) || null;
      });
    await username.fill('demo'); // taken (the seed's)
    await field(t('auth.password')).fill('walker1234');
    await field(t('auth.confirm_password')).fill('walker1234');
    await field(t('auth.email')).fill('walker@example.com');
    await field(t('auth.phone')).fill('+4915112345678');
    await licence.fill('LIC-NOT-A-KEY');
    const send = () =>
      page.getByRole('button', { name: t('auth.register_button'), exact: true }).click();
    await send();
    // The licence key is checked first.
    const notFound = t('error.authorization_code_not_found');
    await toast(page, notFound).waitFor();
    await expect.poll(() => errorUnder(licence)).toBe(notFound);
    expect(await licence.getAttribute('aria-invalid')).toBe('true');
    expect(await errorUnder(username)).toBeNull();
    await licence.fill((await qa<{ keys: string[] }>('licence_keys')).keys[0]!);
    expect(await errorUnder(licence)).toBeNull();
    await send();
    const taken = t('error.username_taken');
    await toast(page, taken).waitFor();
    await expect.poll(() => errorUnder(username)).toBe(taken);
    expect(await errorUnder(licence)).toBeNull();
    await username.fill('demo_free_name');
    expect(await errorUnder(username)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/register');
  });
});
