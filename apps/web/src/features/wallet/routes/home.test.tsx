import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiEffects } from '@/lib/api-shared';
import { i18n, loadFeatureMessages } from '@/lib/i18n';
import { renderAtRoute } from '@/test/render';
import { Component as WalletHome } from './home';

beforeAll(() => loadFeatureMessages('en'));
beforeEach(() =>
  configureApiEffects({ toast: () => undefined, navigate: () => undefined, logError: () => {} }),
);
afterEach(() => vi.unstubAllGlobals());

const answers: Record<string, unknown> = {
  '/api/user/property': {
    total_assets: '120.00',
    available_balance: '100.00',
    to_be_consumed: '15.00',
    to_be_settled: '5.00',
  },
  '/api/bank_card/detail': { cardName: 'Testbank', bankAccount: 'DE89370400440532013000' },
  '/api/user/info': { username: 'demo', has_pay_password: true },
  '/api/transaction_flow/list': {
    list: [],
    total: 0,
    page: 1,
    page_size: 20,
    month_income: '0.00',
    month_expense: '0.00',
  },
};

/** Every /api call answers HTTP 500 while `failing.on`, then its data. */
function flakyServer() {
  const failing = { on: true };
  const fetchMock = vi.fn(async (url: string) => {
    const path = url.split('?')[0] ?? url;
    if (failing.on) return new Response('', { status: 500 });
    const body = { code: 200, msg: 'ok', data: answers[path] ?? null };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return failing;
}

const rowText = (testId: string) => screen.getByTestId(testId).textContent ?? '';
const withdraw = () => screen.getByTestId('wallet-withdraw-open') as HTMLButtonElement;

describe('/wallet after every call failed', () => {
  it('says what could not load, keeps Withdraw off, and one Retry brings back the whole page', async () => {
    const failing = flakyServer();
    renderAtRoute(<WalletHome />, { path: '/wallet' });

    const pill = await screen.findByTestId('wallet-property-retry');
    await screen.findByRole('alert'); // the funding details' failed state
    // The services rows say their status could not load (they were silently blank).
    const failed = i18n.t('connection.failed_title');
    await waitFor(() => expect(rowText('wallet-bind-card')).toContain(failed));
    await waitFor(() => expect(rowText('wallet-pay-password')).toContain(failed));
    // No balance to withdraw from.
    expect(withdraw().disabled).toBe(true);

    failing.on = false;
    fireEvent.click(pill);

    await waitFor(() => expect(screen.getByTestId('wallet-available').textContent).toBe('100.00'));
    // The other failed queries of the page came back with the same tap: the card, the user's
    // PIN and the records.
    await waitFor(() =>
      expect(rowText('wallet-pay-password')).toContain(i18n.t('wallet.home.pay_password_set')),
    );
    expect(rowText('wallet-bind-card')).toContain(i18n.t('wallet.home.card_bound'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(rowText('wallet-flows')).toContain(i18n.t('wallet.flows.empty'));
    expect(withdraw().disabled).toBe(false);
  });
});

describe('/wallet offline', () => {
  it('the services rows say offline, as the balance card does, not that a request failed', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    try {
      renderAtRoute(<WalletHome />, { path: '/wallet' });
      const offline = i18n.t('connection.offline_title');
      await waitFor(() => expect(rowText('wallet-bind-card')).toContain(offline));
      expect(rowText('wallet-pay-password')).toContain(offline);
      expect(rowText('wallet-bind-card')).not.toContain(i18n.t('connection.failed_title'));
    } finally {
      vi.restoreAllMocks();
    }
  });
});
