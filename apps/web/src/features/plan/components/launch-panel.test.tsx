import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { md5 } from 'js-md5';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Coupon, UserInfo } from '@adc/contract';
import { configureApiEffects } from '@/lib/api-shared';
import { loadFeatureMessages } from '@/lib/i18n';
import { renderAtRoute } from '@/test/render';
import { PENDING_PLAN } from '../test/plan-detail';
import { LaunchPanel } from './launch-panel';

const plan = PENDING_PLAN;

const coupon: Coupon = {
  id: 2,
  name: 'Daily boost',
  kind: 'deduction',
  discount: 5,
  amount: null,
  amount_limit: '50.00',
  status: 'unused',
  expires_at: '2026-11-26T10:00:00.000Z',
  received_at: '2026-11-19T10:00:00.000Z',
  used_at: null,
};

interface Call {
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * A fake server: answers by path; records every call. The paths in `failing` answer HTTP 500
 * (the set can change during a test: the server recovers).
 */
function fakeServer({
  hasPayPassword = true,
  balance = '300.00',
  putCode = 200,
  failing = new Set<string>(),
} = {}) {
  const calls: Call[] = [];
  const data: Record<string, unknown> = {
    '/api/user/property': {
      total_assets: balance,
      available_balance: balance,
      to_be_consumed: '0.00',
      to_be_settled: '0.00',
    },
    '/api/user_coupon/list': { list: [coupon], total: 1, page: 1, page_size: 100 },
    '/api/user/info': { has_pay_password: hasPayPassword } as Partial<UserInfo>,
    '/api/check/password': { valid: true },
    '/api/plan/order/put': { ...plan, status: 'matching' },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.split('?')[0] ?? url;
      calls.push({
        path,
        body: init.body ? JSON.parse(String(init.body)) : null,
        headers: init.headers as Record<string, string>,
      });
      if (failing.has(path))
        return new Response(JSON.stringify({ code: 500, msg: 'Server error', data: null }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        });
      const code = path === '/api/plan/order/put' ? putCode : 200;
      const envelope =
        code === 200
          ? { code, msg: 'ok', data: data[path] ?? null }
          : { code, msg: 'Insufficient balance', data: null };
      return new Response(JSON.stringify(envelope), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const toasts = () => [...document.querySelectorAll('.adc-toast')].map((node) => node.textContent);

async function renderPanel() {
  renderAtRoute(<LaunchPanel plan={plan} />, { path: '/plan/detail' });
  const input = (await screen.findByLabelText('Investment amount')) as HTMLInputElement;
  await screen.findByText('300.00'); // balance loaded
  const submit = screen.getByTestId('plan-launch-submit');
  await waitFor(() => expect(submit.className).not.toContain('adm-button-loading'));
  return { input, submit };
}

beforeAll(async () => {
  await loadFeatureMessages('en');
});

beforeEach(() => {
  configureApiEffects({ toast: () => undefined, navigate: () => undefined });
  document.querySelectorAll('.adc-toast').forEach((node) => node.remove());
});

describe('LaunchPanel', () => {
  it('shows the range and the balance, and keeps the amount as typed (no clamping)', async () => {
    fakeServer();
    const { input } = await renderPanel();
    expect(screen.getByText('Range 100.00 – 50,000.00')).toBeTruthy();
    // Once left, the amount is shown as amounts are (the same amount, never clamped).
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '50' } });
    fireEvent.blur(input);
    expect(input.value).toBe('50.00');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '99999' } });
    fireEvent.blur(input);
    expect(input.value).toBe('99,999.00');
    fireEvent.focus(input);
    // Pasted text that is no amount is refused, and the field says why (never read as 12.34).
    fireEvent.change(input, { target: { value: '12a.345' } });
    expect(input.value).toBe('99999');
    expect(screen.getByTestId('amount-input-notice').textContent).toBe(
      'Digits only, with “.” for decimals',
    );
  });

  it('says what is wrong with the amount and keeps the button disabled: no PIN, no call', async () => {
    const calls = fakeServer();
    const { input, submit } = await renderPanel();
    expect(submit.hasAttribute('disabled')).toBe(true); // empty
    const error = () => screen.queryByTestId('plan-launch-error')?.textContent ?? null;
    for (const [amount, message] of [
      ['50', 'Investment amount out of range'],
      ['60000', 'Investment amount out of range'],
      ['500', 'Insufficient balance'],
      ['0', 'Please enter a valid investment amount'],
    ] as const) {
      fireEvent.change(input, { target: { value: amount } });
      expect(error(), amount).toBe(message);
      expect(submit.hasAttribute('disabled'), amount).toBe(true);
      fireEvent.click(submit);
    }
    fireEvent.change(input, { target: { value: '250' } });
    expect(error()).toBeNull();
    expect(submit.hasAttribute('disabled')).toBe(false);
    expect(
      calls.some(
        (call) => call.path === '/api/plan/order/put' || call.path === '/api/check/password',
      ),
    ).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('prices the coupon for the amount', async () => {
    fakeServer();
    const { input } = await renderPanel();
    fireEvent.change(input, { target: { value: '200' } });
    fireEvent.click(screen.getByTestId('plan-coupon-select'));
    const option = await screen.findByRole('radio', { name: /Daily boost/ });
    expect(within(option).getByText('Saves 10.00')).toBeTruthy();
    fireEvent.click(option);
    await waitFor(() => expect(screen.getByTestId('plan-launch-pays').textContent).toBe('190.00'));
    expect(screen.getByText('−10.00')).toBeTruthy();
  });

  // The plan and its notification say "was launched with 200.00" (the plan's amount); with a
  // coupon the wallet pays less, and the PIN dialog says both, not only what the wallet pays.
  it('the PIN dialog names the amount, and with a coupon what the wallet pays too', async () => {
    fakeServer();
    const { input, submit } = await renderPanel();
    fireEvent.change(input, { target: { value: '200' } });
    fireEvent.click(submit);
    const plain = await screen.findByRole('dialog');
    expect(
      within(plain).getByText('Enter your 6-digit transaction password to launch with 200.00'),
    ).toBeTruthy();
    fireEvent.click(within(plain).getByRole('button', { name: /cancel|close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByTestId('plan-coupon-select'));
    fireEvent.click(await screen.findByRole('radio', { name: /Daily boost/ }));
    await waitFor(() => expect(screen.getByTestId('plan-launch-pays').textContent).toBe('190.00'));
    fireEvent.click(submit);
    const withCoupon = await screen.findByRole('dialog');
    expect(
      within(withCoupon).getByText(
        'Enter your 6-digit transaction password to pay 190.00 and launch this plan with 200.00',
      ),
    ).toBeTruthy();
  });

  it('checks the password (MD5), then launches with an Idempotency-Key', async () => {
    const calls = fakeServer();
    const { input, submit } = await renderPanel();
    fireEvent.change(input, { target: { value: '250.5' } });
    fireEvent.click(screen.getByTestId('plan-coupon-select'));
    fireEvent.click(await screen.findByRole('radio', { name: /Daily boost/ }));
    fireEvent.click(submit);
    const pin = await screen.findByRole('textbox', { name: 'Transaction password' });
    fireEvent.change(pin, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toasts()).toContain('Launched successfully'));

    const check = calls.find((call) => call.path === '/api/check/password');
    expect(check?.body).toEqual({ password: md5('123456') });
    const put = calls.find((call) => call.path === '/api/plan/order/put');
    expect(put?.body).toEqual({ id: 7, amount: '250.50', coupon_id: 2 });
    expect(put?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls.indexOf(check as Call)).toBeLessThan(calls.indexOf(put as Call));
  });

  it('a business refusal ends the attempt: the next launch uses a new key', async () => {
    const calls = fakeServer({ putCode: 400, balance: '10000.00' });
    renderAtRoute(<LaunchPanel plan={plan} />, { path: '/plan/detail' });
    const input = (await screen.findByLabelText('Investment amount')) as HTMLInputElement;
    await screen.findByText('10,000.00');
    const submit = screen.getByTestId('plan-launch-submit');
    await waitFor(() => expect(submit.className).not.toContain('adm-button-loading'));
    fireEvent.change(input, { target: { value: '300' } });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      fireEvent.click(submit);
      const pin = await screen.findByRole('textbox', { name: 'Transaction password' });
      fireEvent.change(pin, { target: { value: '123456' } });
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      await waitFor(() =>
        expect(calls.filter((call) => call.path === '/api/plan/order/put')).toHaveLength(
          attempt + 1,
        ),
      );
      await waitFor(() =>
        expect(screen.queryByRole('textbox', { name: 'Transaction password' })).toBeNull(),
      );
    }
    const keys = calls
      .filter((call) => call.path === '/api/plan/order/put')
      .map((call) => call.headers['idempotency-key']);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('without a transaction password: a notice with a link, and no password dialog', async () => {
    const calls = fakeServer({ hasPayPassword: false });
    const { input, submit } = await renderPanel();
    fireEvent.change(input, { target: { value: '200' } });
    const notice = await screen.findByTestId('plan-no-pay-password');
    expect(within(notice).getByRole('button', { name: /Set transaction password/ })).toBeTruthy();
    fireEvent.click(submit);
    expect(await screen.findByText('Please set the transaction password first')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Transaction password' })).toBeNull();
    expect(calls.some((call) => call.path === '/api/check/password')).toBe(false);
  });

  it('coupons that failed to load: the row says so, and a tap asks again', async () => {
    const failing = new Set(['/api/user_coupon/list']);
    const calls = fakeServer({ failing });
    await renderPanel();
    const row = screen.getByTestId('plan-coupon-select');
    await within(row).findByText('Request failed. Tap to retry');
    expect(row.hasAttribute('disabled')).toBe(false);
    failing.clear();
    fireEvent.click(row);
    await within(row).findByText('1 available');
    expect(calls.filter((call) => call.path === '/api/user_coupon/list')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull(); // the retry is not the picker
  });

  it('a user that failed to load does not keep the button spinning: the tap asks again', async () => {
    const failing = new Set(['/api/user/info']);
    const calls = fakeServer({ failing });
    const { input, submit } = await renderPanel();
    fireEvent.change(input, { target: { value: '200' } });
    expect(submit.hasAttribute('disabled')).toBe(false);
    // Still failing: asked again, no password dialog.
    fireEvent.click(submit);
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/user/info')).toHaveLength(2),
    );
    await waitFor(() => expect(submit.className).not.toContain('adm-button-loading'));
    expect(screen.queryByRole('textbox', { name: 'Transaction password' })).toBeNull();
    // Back: the tap goes on to the password.
    failing.clear();
    fireEvent.click(submit);
    expect(await screen.findByRole('textbox', { name: 'Transaction password' })).toBeTruthy();
  });

  it('the coupon sheet takes the focus, closes with Escape and gives the focus back', async () => {
    fakeServer();
    await renderPanel();
    const row = screen.getByTestId('plan-coupon-select');
    row.focus();
    fireEvent.click(row);
    const none = await screen.findByRole('radio', { name: 'No coupon' });
    expect(document.activeElement).toBe(none); // the chosen option
    fireEvent.keyDown(none, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'No coupon' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(row));
  });

  it('a balance too small for the amount leads to a deposit', async () => {
    fakeServer({ balance: '0.00' });
    const { router } = renderAtRoute(<LaunchPanel plan={plan} />, { path: '/plan/detail' });
    const input = (await screen.findByLabelText('Investment amount')) as HTMLInputElement;
    await screen.findByText('0.00');
    expect(screen.queryByTestId('plan-launch-deposit')).toBeNull();
    fireEvent.change(input, { target: { value: '200' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit to your wallet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/foreign-exchange'));
  });
});
