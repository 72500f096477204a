import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NICKNAME_MAX, type UserInfo } from '@adc/contract';
import { loadFeatureMessages } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { ProfileForm } from './profile-form';

beforeAll(() => loadFeatureMessages('en'));

const user = {
  id: 1,
  nickname: 'Demo',
  email: 'demo@example.com',
  phone: '+8613800000000',
} as UserInfo;
const input = (name: string) =>
  screen.getByTestId(`profile-${name}`).querySelector('input') as HTMLInputElement;

describe('<ProfileForm>', () => {
  it('keeps Save disabled until something changed, then sends only the change', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<ProfileForm user={user} onSave={onSave} saving={false} />);
    const save = screen.getByTestId('profile-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(input('nickname'), { target: { value: 'Neo' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ nickname: 'Neo' }));
  });

  it('takes a nickname of 32 emoji, as the server does, and no 33rd', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<ProfileForm user={user} onSave={onSave} saving={false} />);
    expect(NICKNAME_MAX).toBe(32);
    const emoji = '😀'.repeat(32);
    // 64 UTF-16 units: the native maxLength={32} kept 16 of them.
    fireEvent.change(input('nickname'), { target: { value: `${emoji}😀` } });
    expect(input('nickname').value).toBe(emoji);
    fireEvent.change(input('nickname'), { target: { value: emoji } });
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ nickname: emoji }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes a phone number written with spaces, hyphens or parentheses, or in full width', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<ProfileForm user={user} onSave={onSave} saving={false} />);
    fireEvent.change(input('phone'), { target: { value: '+66 (81) 234-5678' } });
    expect(input('phone').value).toBe('+66812345678');
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ phone: '+66812345678' }));
    fireEvent.change(input('phone'), { target: { value: '０９０－１２３４－５６７８' } });
    expect(input('phone').value).toBe('09012345678');
    expect(screen.queryByText('Please enter a valid phone number')).toBeNull();
  });

  it('validates email and phone with the contract schemas', async () => {
    const onSave = vi.fn();
    renderWithProviders(<ProfileForm user={user} onSave={onSave} saving={false} />);
    fireEvent.change(input('email'), { target: { value: 'not-an-email' } });
    fireEvent.change(input('phone'), { target: { value: '12ab' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
