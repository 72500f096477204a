import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Flow } from '@adc/contract';
import { loadFeatureMessages } from '@/lib/i18n';
import { renderAtRoute, stubApi } from '@/test/render';
import { FundingDetails } from './funding-details';

beforeAll(() => loadFeatureMessages('en'));
afterEach(() => vi.unstubAllGlobals());

const withdrawal: Flow = {
  id: 7,
  time: '2026-11-20T10:00:00.000Z',
  amount: '-50.50',
  remark: 'Withdrawal',
  type: 'manual_withdrawal',
  status: 'pending',
} as Flow;

// The server's totals are the month's over every type, whatever `type` asks (API.md).
const page = {
  list: [withdrawal],
  total: 1,
  page: 1,
  page_size: 20,
  month_income: '16980.00',
  month_expense: '8338.45',
};

describe('<FundingDetails>', () => {
  it('says the income and expense are the whole month’s, all types, while a record type is chosen', async () => {
    const fetchMock = stubApi({ '/api/transaction_flow/list': page });
    renderAtRoute(<FundingDetails />, { path: '/wallet' });
    await waitFor(() =>
      expect(screen.getByTestId('wallet-month-income').textContent).toBe('+16,980.00'),
    );
    // All types: the totals are those of the list, nothing more to say.
    expect(screen.queryByTestId('wallet-totals-scope')).toBeNull();

    fireEvent.click(screen.getByTestId('wallet-flow-type'));
    fireEvent.click(await screen.findByRole('option', { name: 'Manual withdrawal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url).includes('type=manual_withdrawal')),
      ).toBe(true),
    );
    const scope = await screen.findByTestId('wallet-totals-scope');
    expect(scope.textContent).toBe(
      "These totals are the whole month's, all record types, not only the records below.",
    );
    expect(
      screen.getByTestId('wallet-month-expense').closest('dl')?.getAttribute('aria-describedby'),
    ).toBe(scope.id);
    // Back to all types: the note goes.
    fireEvent.click(screen.getByTestId('wallet-flow-type'));
    fireEvent.click(await screen.findByRole('option', { name: 'All types' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByTestId('wallet-totals-scope')).toBeNull());
  });
});
