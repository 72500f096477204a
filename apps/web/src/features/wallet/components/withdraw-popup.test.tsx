import { fireEvent, screen, waitFor } from '@testing-library/react';
import { md5 } from 'js-md5';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BankCard, UserInfo, WalletProperty } from '@adc/contract';
import { loadFeatureMessages } from '@/lib/i18n';
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

  it('without a bound card: says so above the button, which binds one (no "Withdraw now")', async () => {
    const { router, onClose, withdrawCalls } = open({
      '/api/bank_card/detail': null,
      '/api/user/info': user(false),
    });
    const blocker = await screen.findByTestId('wallet-withdraw-blocker');
    expect(blocker.textContent).toBe(
      'Withdrawals are paid to a bound bank card or wallet address: bind one to withdraw.',
    );
    expect(screen.queryByTestId('wallet-withdraw-submit')).toBeNull();
    const fix = screen.getByTestId('wallet-withdraw-fix');
    expect(fix.textContent).toBe('Bind a bank card first');
    expect(fix.getAttribute('aria-describedby')).toBe(blocker.id);
    fireEvent.click(fix);
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/bind-card'));
    expect(onClose).toHaveBeenCalled();
    expect(withdrawCalls()).toHaveLength(0);
  });

  it('with a card but no transaction password: the button sets one', async () => {
    const { router } = open({ '/api/bank_card/detail': card, '/api/user/info': user(false) });
    expect((await screen.findByTestId('wallet-withdraw-blocker')).textContent).toBe(
      'Withdrawals are confirmed with your transaction password: set one to withdraw.',
    );
    const fix = screen.getByTestId('wallet-withdraw-fix');
    expect(fix.textContent).toBe('Set a transaction password first');
    fireEvent.click(fix);
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/set-password'));
  });

  it('with a balance of 0: nothing to withdraw, the submit off', async () => {
    stubApi({ '/api/bank_card/detail': card, '/api/user/info': user(true) });
    renderAtRoute(
      <WithdrawPopup
        visible
        onClose={vi.fn()}
        property={{
          ...property,
          total_assets: '0.00',
          available_balance: '0.00',
          to_be_consumed: '0.00',
        }}
      />,
      { path: '/wallet' },
    );
    expect((await screen.findByTestId('wallet-withdraw-blocker')).textContent).toBe(
      'Nothing to withdraw yet: your available balance is 0.',
    );
    expect((screen.getByTestId('wallet-withdraw-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('with a card, a PIN and a balance: no blocker', async () => {
    open({ '/api/bank_card/detail': card, '/api/user/info': user(true) });
    await screen.findByTestId('wallet-withdraw-card');
    await waitFor(() => expect(screen.queryByTestId('wallet-withdraw-blocker')).toBeNull());
    expect((screen.getByTestId('wallet-withdraw-submit') as HTMLButtonElement).disabled).toBe(
      false,
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
      'Enter your 6-digit transaction password to withdraw 25.50 to Demo Bank\u00a0·\u00a0****\u00a02222',
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
