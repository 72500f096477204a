import { fireEvent, screen, waitFor } from '@testing-library/react';
import { md5 } from 'js-md5';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BankCard, UserInfo, WalletProperty } from '@adc/contract';
import { i18n, loadFeatureMessages } from '@/lib/i18n';
import { renderAtRoute, stubApi } from '@/test/render';
import { WithdrawPopup } from './withdraw-popup';

beforeAll(() => loadFeatureMessages('en'));

const property: WalletProperty = {
  total_assets: '150.00',
  available_balance: '100.00',
  to_be_consumed: '50.00',
  to_be_settled: '0.00',
};
const card: BankCard = {
  type: 'bank',
  cardName: 'Demo Bank',
  userName: 'Demo',
  mobile: '13800000000',
  bankAccount: '6222000011112222',
  branchName: 'Main',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const user = (hasPin: boolean) =>
  ({
    id: 1,
    uid: '10000001',
    username: 'demo',
    entry: 'register',
    has_pay_password: hasPin,
  }) as UserInfo;

afterEach(() => {
  vi.unstubAllGlobals();
  document.querySelectorAll('.adc-toast').forEach((el) => el.remove());
});

function open(responses: Record<string, unknown>) {
  const fetchMock = stubApi(responses);
  const onClose = vi.fn();
  const view = renderAtRoute(<WithdrawPopup visible onClose={onClose} property={property} />, {
    path: '/wallet',
  });
  const amount = screen
    .getByTestId('wallet-withdraw-amount')
    .querySelector('input') as HTMLInputElement;
  const submit = () => fireEvent.click(screen.getByTestId('wallet-withdraw-submit'));
  const withdrawCalls = () =>
    fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/user/withdraw'));
  return { ...view, amount, submit, onClose, fetchMock, withdrawCalls };
}

describe('<WithdrawPopup>', () => {
  it('refuses a paste that is no amount, says why, and fills the whole balance with "all"', () => {
    const { amount } = open({ '/api/bank_card/detail': card, '/api/user/info': user(true) });
    fireEvent.change(amount, { target: { value: '12ab.345' } });
    expect(amount.value).toBe('');
    expect(screen.getByTestId('amount-input-notice').textContent).toBe(
      'Digits only, with “.” for decimals',
    );
    fireEvent.click(screen.getByTestId('wallet-withdraw-all'));
    expect(amount.value).toBe('100.00');
    expect(screen.queryByTestId('amount-input-notice')).toBeNull();
  });

  it('refuses 0 and amounts above the available balance before calling the server', async () => {
    const { amount, submit, withdrawCalls } = open({
      '/api/bank_card/detail': card,
      '/api/user/info': user(true),
    });
    submit();
    expect((await screen.findByTestId('wallet-withdraw-error')).textContent).toBe(
      'Withdrawal amount cannot be 0',
    );
    fireEvent.change(amount, { target: { value: '100.01' } });
    submit();
    expect((await screen.findByTestId('wallet-withdraw-error')).textContent).toBe(
      'Withdrawal amount cannot exceed balance',
    );
    expect(withdrawCalls()).toHaveLength(0);
  });

  it('says an amount above the balance as it is typed, and not an amount still being typed', async () => {
    const { amount } = open({ '/api/bank_card/detail': card, '/api/user/info': user(true) });
    fireEvent.change(amount, { target: { value: '100.01' } });
    expect((await screen.findByTestId('wallet-withdraw-error')).textContent).toBe(
      'Withdrawal amount cannot exceed balance',
    );
    fireEvent.change(amount, { target: { value: '100' } });
    expect(screen.queryByTestId('wallet-withdraw-error')).toBeNull();
    fireEvent.change(amount, { target: { value: '' } });
    expect(screen.queryByTestId('wallet-withdraw-error')).toBeNull();
  });

  it('without a bound card it prompts to bind one and goes to /wallet/bind-card', async () => {
    const { amount, submit, router, onClose } = open({
      '/api/bank_card/detail': null,
      '/api/user/info': user(true),
    });
    fireEvent.change(amount, { target: { value: '10' } });
    submit();
    expect(
      await screen.findByText('Please bind a bank card or wallet address first', undefined, {
        timeout: 5000,
      }),
    ).toBeTruthy();
    const buttons = await screen.findAllByRole('button', {
      name: i18n.t('wallet.withdraw.bind_now'),
    });
    fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/bind-card'));
    expect(onClose).toHaveBeenCalled();
  });

  it('without a transaction password: "Please set the transaction password first" → /wallet/set-password', async () => {
    const { amount, submit, router } = open({
      '/api/bank_card/detail': card,
      '/api/user/info': user(false),
    });
    fireEvent.change(amount, { target: { value: '10' } });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/set-password'));
    expect(document.querySelector('.adc-toast')?.textContent).toBe(
      'Please set the transaction password first',
    );
  });

  it('asks for the PIN and withdraws with its MD5 and a fresh Idempotency-Key per attempt', async () => {
    const { amount, submit, withdrawCalls, onClose } = open({
      '/api/bank_card/detail': card,
      '/api/user/info': user(true),
      '/api/user/withdraw': { id: 7, status: 'pending' },
    });
    fireEvent.change(amount, { target: { value: '25.5' } });
    submit();
    const pin = await screen.findByRole('textbox', { name: 'Transaction password' });
    // The money moves on this PIN: the dialog says how much, and where to.
    expect(screen.getByRole('dialog', { name: 'Transaction password' }).textContent).toContain(
      'Enter your 6-digit transaction password to withdraw 25.50 to Demo Bank · ****\u00a02222',
    );
    fireEvent.change(pin, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(withdrawCalls()).toHaveLength(1));
    const [, init] = withdrawCalls()[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ amount: '25.5', password: md5('123456') });
    const headers = init.headers as Record<string, string>;
    expect(headers['idempotency-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    await waitFor(() =>
      expect(document.querySelector('.adc-toast')?.textContent).toBe('Withdrawal submitted'),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('sends a withdrawal again with its Idempotency-Key after a transport failure, so it cannot go twice', async () => {
    const { amount, submit, withdrawCalls, fetchMock } = open({
      '/api/bank_card/detail': card,
      '/api/user/info': user(true),
      '/api/user/withdraw': { id: 7, status: 'pending' },
    });
    const answer = fetchMock.getMockImplementation();
    let dropped = false;
    fetchMock.mockImplementation(async (url: string) => {
      if (url.startsWith('/api/user/withdraw') && !dropped) {
        dropped = true; // the connection dropped: did the server withdraw? The client cannot know.
        throw new TypeError('Failed to fetch');
      }
      if (!answer) throw new Error('no stub');
      return answer(url);
    });
    const withdrawWithPin = async (calls: number) => {
      submit();
      const pin = await screen.findByRole('textbox', { name: 'Transaction password' });
      fireEvent.change(pin, { target: { value: '123456' } });
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(withdrawCalls()).toHaveLength(calls));
      await waitFor(() =>
        expect(screen.queryByRole('textbox', { name: 'Transaction password' })).toBeNull(),
      );
    };
    fireEvent.change(amount, { target: { value: '25.5' } });
    await withdrawWithPin(1);
    await withdrawWithPin(2); // the same withdrawal again: the server replays the first answer
    await withdrawWithPin(3); // after its success, another withdrawal
    const keys = withdrawCalls().map((call) => {
      const [, init] = call as unknown as [string, RequestInit];
      return (init.headers as Record<string, string>)['idempotency-key'];
    });
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
