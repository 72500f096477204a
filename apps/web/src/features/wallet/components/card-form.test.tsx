import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BankCard } from '@adc/contract';
import { BANK_CARD_FIELD_MAX } from '@adc/contract/constants';
import { i18n, loadFeatureMessages } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { CardForm } from './card-form';

beforeAll(() => loadFeatureMessages('en'));

const card: BankCard = {
  type: 'bank',
  cardName: 'Demo Bank',
  userName: 'Demo User',
  mobile: '13800000000',
  bankAccount: '6222000011112222',
  branchName: 'Main Branch',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const field = (name: string) =>
  screen.getByTestId(`bind-card-${name}`).querySelector('input') as HTMLInputElement;

afterEach(() => {
  document.querySelectorAll('.adc-toast').forEach((el) => el.remove());
});

describe('<CardForm>', () => {
  it('prefills the bound card and refuses an unchanged submit', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<CardForm card={card} onSubmit={onSubmit} submitting={false} />);
    expect(field('cardName').value).toBe('Demo Bank');
    // The bound account is only shown masked: its field is empty and says it keeps it.
    expect(field('bankAccount').value).toBe('');
    expect(field('bankAccount').placeholder).toBe('Leave empty to keep ****\u00a02222');
    expect(document.body.textContent).not.toContain('6222000011112222');
    fireEvent.click(screen.getByTestId('bind-card-submit'));
    await waitFor(() =>
      expect(document.querySelector('.adc-toast')?.textContent).toBe(
        'Please modify before submitting',
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("limits each field to the contract's characters, an emoji counting one", () => {
    renderWithProviders(<CardForm card={null} onSubmit={vi.fn()} submitting={false} />);
    for (const [name, max] of Object.entries(BANK_CARD_FIELD_MAX)) {
      fireEvent.change(field(name), { target: { value: '💳'.repeat(max + 1) } });
      expect(field(name).value).toBe('💳'.repeat(max));
    }
  });

  it('every field is required', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<CardForm card={null} onSubmit={onSubmit} submitting={false} />);
    fireEvent.click(screen.getByTestId('bind-card-submit'));
    expect(await screen.findAllByRole('alert')).toHaveLength(5);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a mobile that is not a phone number inline, with the profile's phone message", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<CardForm card={null} onSubmit={onSubmit} submitting={false} />);
    for (const [name, value] of Object.entries({
      cardName: 'Test Bank',
      userName: 'Ann',
      mobile: 'abc',
      bankAccount: '6222000011112222',
      branchName: 'Main',
    })) {
      fireEvent.change(field(name), { target: { value } });
    }
    fireEvent.click(screen.getByTestId('bind-card-submit'));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      i18n.t('validation.phone', { field: 'Mobile number' }),
    ]);
    expect(screen.getByTestId('bind-card-mobile').textContent).toContain(
      'Please enter a valid phone number',
    );
    for (const value of ['!!!', '1']) {
      fireEvent.change(field('mobile'), { target: { value } });
      fireEvent.click(screen.getByTestId('bind-card-submit'));
      await waitFor(() =>
        expect(screen.getByTestId('bind-card-mobile').textContent).toContain(
          'Please enter a valid phone number',
        ),
      );
    }
    expect(onSubmit).not.toHaveBeenCalled();

    // Separators typed or autofilled go; then it is a phone number.
    fireEvent.change(field('mobile'), { target: { value: '+49 151 1234-5678' } });
    expect(field('mobile').value).toBe('+4915112345678');
    fireEvent.click(screen.getByTestId('bind-card-submit'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'bank', mobile: '+4915112345678' }),
      ),
    );
  });

  it('a change to a bound card asks "Card already bound, re-bind?" before sending', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<CardForm card={card} onSubmit={onSubmit} submitting={false} />);
    fireEvent.change(field('branchName'), { target: { value: 'North Branch' } });
    fireEvent.click(screen.getByTestId('bind-card-submit'));
    expect(
      await screen.findByText('Card already bound, re-bind?', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    const buttons = await screen.findAllByRole('button', {
      name: i18n.t('wallet.bind_card.rebind'),
    });
    fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      ...card,
      branchName: 'North Branch',
      updated_at: undefined,
    });
  });

  it('switching to a wallet address counts as a change; a first card is sent without asking', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<CardForm card={null} onSubmit={onSubmit} submitting={false} />);
    fireEvent.click(screen.getByTestId('bind-card-type-wallet'));
    for (const [name, value] of Object.entries({
      cardName: 'Chain',
      userName: 'Ann',
      mobile: '+66 81-234 5678',
      bankAccount: '0xabc',
      branchName: 'Main',
    })) {
      fireEvent.change(field(name), { target: { value } });
    }
    fireEvent.click(screen.getByTestId('bind-card-submit'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        type: 'wallet',
        cardName: 'Chain',
        userName: 'Ann',
        mobile: '+66812345678',
        bankAccount: '0xabc',
        branchName: 'Main',
      }),
    );
  });

  it("switching type never carries one type's fields into the other's (a bank as the wallet's network)", () => {
    renderWithProviders(<CardForm card={card} onSubmit={vi.fn()} submitting={false} />);
    fireEvent.click(screen.getByTestId('bind-card-type-wallet'));
    expect(field('cardName').value).toBe('');
    expect(field('bankAccount').value).toBe('');
    expect(field('branchName').value).toBe('');
    // The holder and the mobile number mean the same for both types.
    expect(field('userName').value).toBe('Demo User');
    expect(field('mobile').value).toBe('13800000000');

    fireEvent.change(field('cardName'), { target: { value: 'My wallet' } });
    fireEvent.click(screen.getByTestId('bind-card-type-bank'));
    expect(field('cardName').value).toBe('Demo Bank');
    expect(field('branchName').value).toBe('Main Branch');
    fireEvent.click(screen.getByTestId('bind-card-type-wallet'));
    expect(field('cardName').value).toBe('My wallet');
  });
});
