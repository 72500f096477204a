import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WalletProperty } from '@adc/contract';
import { ApiError, HttpError, RequestTimeoutError } from '@/lib/api-shared';
import { MISSING } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { BalanceHero, type BalanceHeroProps } from './balance-hero';

function failed(error: Error): BalanceHeroProps['property'] {
  return {
    data: undefined,
    error,
    isPending: false,
    isError: true,
    refetch: vi.fn() as unknown as BalanceHeroProps['property']['refetch'],
  };
}

function renderHero(property: BalanceHeroProps['property']) {
  return renderWithProviders(
    <BalanceHero property={property} onWithdraw={vi.fn()} onDeposit={vi.fn()} />,
  );
}

const retries = () => [
  ...screen.queryAllByRole('button', { name: i18n.t('common.retry') }),
  ...screen.queryAllByTestId('wallet-property-retry'),
];

describe('<BalanceHero> whose balances could not load', () => {
  it('offers a retry after a server error', () => {
    renderHero(failed(new ApiError(500, 'Server error')));
    expect(screen.getByTestId('wallet-property-retry')).toBeTruthy();
  });

  it('says the server took too long after a timeout, with its retry', () => {
    renderHero(failed(new RequestTimeoutError('/api/user/property')));
    expect(screen.getByRole('alert').textContent).toContain(i18n.t('connection.timed_out'));
    expect(screen.queryByTestId('wallet-property-retry')).toBeNull();
    expect(retries()).toHaveLength(1);
  });

  it('offers a retry after a transport 503 (Service Unavailable: not a session answer)', () => {
    renderHero(failed(new HttpError(503)));
    expect(screen.getByTestId('wallet-property-retry')).toBeTruthy();
  });

  // A hybrid-app user keeps the session on 503 (spec "Session": only a `register` entry goes to
  // /login): the toast is gone in two seconds, and the dashes used to be left unexplained.
  it.each([503, 402, 403, 404] as const)(
    'says why after %i (the account cannot be used), calmly and without a retry',
    (code) => {
      const { container } = renderHero(failed(new ApiError(code, 'msg')));
      const state = container.querySelector('[data-state="blocked"]');
      expect(state?.textContent).toBe(i18n.t(`code.${code}`));
      expect(state?.getAttribute('role')).toBe('status');
      expect(retries()).toEqual([]);
      expect(screen.getByTestId('wallet-available').textContent).toBe(MISSING);
    },
  );

  it('shows the balances once they load, with no state', () => {
    const data: WalletProperty = {
      total_assets: '10.00',
      available_balance: '10.00',
      to_be_consumed: '0.00',
      to_be_settled: '0.00',
    };
    const { container } = renderHero({ ...failed(new ApiError(503, 'msg')), data });
    expect(container.querySelector('[data-state]')).toBeNull();
    expect(screen.getByTestId('wallet-available').textContent).toBe('10.00');
  });
});
