import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { md5 } from 'js-md5';
import { describe, expect, it, vi } from 'vitest';
import { md5Hex } from '@/lib/md5';
import { GHOST_TAP_MS } from '@/lib/overlay-history';
import { ApiError } from '@/lib/api-shared';
import { i18n } from '@/lib/i18n';
import type * as Md5Module from '@/lib/md5';
import { renderWithProviders } from '@/test/render';
import { PayPasswordDialog } from './pay-password-dialog';
import { sanitizePin } from './pin-input';

vi.mock('@/lib/md5', async (importOriginal) => {
  const actual = await importOriginal<typeof Md5Module>();
  return { ...actual, md5Hex: vi.fn(actual.md5Hex) };
});

describe('sanitizePin', () => {
  it('keeps at most 6 digits', () => {
    expect(sanitizePin('12a3 4-5678')).toBe('123456');
    expect(sanitizePin('abc')).toBe('');
  });

  it('reads full-width digits (a CJK input method left on, on a desktop)', () => {
    expect(sanitizePin('１２３４５６')).toBe('123456');
  });
});

describe('PayPasswordDialog', () => {
  const open = (onSubmit = vi.fn()) => {
    renderWithProviders(<PayPasswordDialog visible onClose={vi.fn()} onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'Transaction password' }) as HTMLInputElement;
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    return { input, confirm, onSubmit };
  };

  it('strips non-digits and caps the length at 6', () => {
    const { input } = open();
    expect(input.maxLength).toBe(6);
    expect(input.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(input, { target: { value: '1a2b3' } });
    expect(input.value).toBe('123');
    fireEvent.change(input, { target: { value: '123456789' } });
    expect(input.value).toBe('123456');
  });

  it('keeps the first 6 digits of pasted text, letters and all', () => {
    const { input } = open();
    fireEvent.paste(input, { clipboardData: { getData: () => '1a2345 6-7' } });
    expect(input.value).toBe('123456');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.change(input, { target: { value: '12' } });
    input.setSelectionRange(2, 2);
    fireEvent.paste(input, { clipboardData: { getData: () => 'x34' } });
    expect(input.value).toBe('1234');
  });

  it('keeps Confirm disabled until 6 digits', () => {
    const { input, confirm } = open();
    expect(confirm.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '12345' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '123456' } });
    expect(confirm.disabled).toBe(false);
  });

  it('emits only the MD5 hex of the digits', async () => {
    const { input, confirm, onSubmit } = open();
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(md5('123456'));
    expect(onSubmit.mock.calls[0]?.[0]).toBe('e10adc3949ba59abbe56e057f20f883e');
  });

  it('takes a PIN typed with a CJK input method on (full-width digits) as its digits', async () => {
    const { input, confirm, onSubmit } = open();
    fireEvent.change(input, { target: { value: '１２３４５６' } });
    expect(input.value).toBe('123456');
    fireEvent.click(confirm);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(md5('123456')));
  });

  it('keeps the digits and says so when the hash code cannot load (offline): nothing sent', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.mocked(md5Hex).mockRejectedValueOnce(
      new Error('Failed to fetch dynamically imported module'),
    );
    const { input, confirm, onSubmit } = open();
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(confirm);
    expect(
      await screen.findByText('No connection. Check your network and try again.'),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input.value).toBe('123456');
    await waitFor(() => expect(confirm.disabled).toBe(false));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    fireEvent.click(confirm); // back online: the same digits go
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(md5('123456')));
  });

  it('clears the entry when the submit fails', async () => {
    const { input, confirm } = open(vi.fn().mockRejectedValue(new Error('wrong')));
    fireEvent.change(input, { target: { value: '654321' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(input.value).toBe(''));
  });
});

describe('PayPasswordDialog while it checks', () => {
  it('cannot be cancelled: the money call under way cannot be taken back', async () => {
    let answer: () => void = () => undefined;
    const onClose = vi.fn();
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    renderWithProviders(<PayPasswordDialog visible onClose={onClose} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Transaction password' }), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const cancel = screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;
    expect(cancel.disabled).toBe(true);
    answer();
    await waitFor(() => expect(cancel.disabled).toBe(false));
    fireEvent.click(cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('PayPasswordDialog failures', () => {
  const WRONG = 'Please enter the correct transaction password';
  const pinBox = () => screen.getByRole('textbox', { name: 'Transaction password' });
  const confirm = () => screen.getByRole('button', { name: 'Confirm' });

  it('says the failure of a check inside the dialog, until the next try', async () => {
    // What the API layer rejects with, after it has toasted the same message.
    const onSubmit = vi.fn((): Promise<void> => Promise.reject(new ApiError(400, WRONG)));
    renderWithProviders(<PayPasswordDialog visible onClose={vi.fn()} onSubmit={onSubmit} />);
    fireEvent.change(pinBox(), { target: { value: '654321' } });
    fireEvent.click(confirm());
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toBe(WRONG);
    expect(pinBox().getAttribute('aria-describedby')).toBe(alert.id);

    onSubmit.mockImplementationOnce(() => Promise.resolve());
    fireEvent.change(pinBox(), { target: { value: '123456' } });
    fireEvent.click(confirm());
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('gives the emptied boxes the focus after a failed try, not <body>', async () => {
    const onSubmit = vi.fn((): Promise<void> => Promise.reject(new ApiError(400, WRONG)));
    renderWithProviders(<PayPasswordDialog visible onClose={vi.fn()} onSubmit={onSubmit} />);
    fireEvent.change(pinBox(), { target: { value: '654321' } });
    // A tap on Confirm moves the focus there; Confirm turns disabled once the boxes are emptied.
    (confirm() as HTMLButtonElement).focus();
    fireEvent.click(confirm());
    await within(screen.getByRole('dialog')).findByRole('alert');
    expect((pinBox() as HTMLInputElement).value).toBe('');
    expect((confirm() as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(pinBox());
  });

  it('says a call that got no answer while offline as no connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const onSubmit = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<PayPasswordDialog visible onClose={vi.fn()} onSubmit={onSubmit} />);
    fireEvent.change(pinBox(), { target: { value: '654321' } });
    fireEvent.click(confirm());
    expect((await screen.findByRole('alert')).textContent).toBe(
      i18n.t('connection.network_failed'),
    );
  });

  it('says a call that got no answer while online as a failed request, not no connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const onSubmit = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<PayPasswordDialog visible onClose={vi.fn()} onSubmit={onSubmit} />);
    fireEvent.change(pinBox(), { target: { value: '654321' } });
    fireEvent.click(confirm());
    expect((await screen.findByRole('alert')).textContent).toBe(i18n.t('connection.failed_text'));
  });

  it('does not greet the next opening with the failure its caller closed it on', async () => {
    const onClose = vi.fn();
    const onSubmit = vi.fn(() => Promise.reject(new ApiError(400, 'Insufficient balance')));
    const dialog = (visible: boolean) => (
      <PayPasswordDialog visible={visible} onClose={onClose} onSubmit={onSubmit} />
    );
    const { rerender } = renderWithProviders(dialog(true));
    fireEvent.change(pinBox(), { target: { value: '654321' } });
    fireEvent.click(confirm());
    await screen.findByRole('alert');
    // The caller closes the dialog on this failure (the withdrawal does on all but a wrong PIN).
    rerender(dialog(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    rerender(dialog(true));
    expect(within(await screen.findByRole('dialog')).queryByRole('alert')).toBeNull();
  });
});

describe('PayPasswordDialog and its mask', () => {
  /** The mask under the dialog (where the second tap of a double tap on its opener lands). */
  const mask = () => document.querySelector('.adm-center-popup-mask') as HTMLElement;

  it('ignores a tap on the mask in its first moments (a double tap on its opener), then closes', () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const onClose = vi.fn();
    renderWithProviders(<PayPasswordDialog visible onClose={onClose} onSubmit={vi.fn()} />);
    now += GHOST_TAP_MS / 4; // the double tap's second tap: it neither takes the focus nor closes
    expect(fireEvent.mouseDown(mask())).toBe(false); // its default (moving the focus) prevented
    fireEvent.click(mask());
    expect(onClose).not.toHaveBeenCalled();
    now += GHOST_TAP_MS; // a tap on the mask meant for it
    expect(fireEvent.mouseDown(mask())).toBe(true);
    fireEvent.click(mask());
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('does not close on the mask while the PIN is checked', async () => {
    let answer: () => void = () => undefined;
    const onClose = vi.fn();
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    renderWithProviders(<PayPasswordDialog visible onClose={onClose} onSubmit={onSubmit} />);
    now += GHOST_TAP_MS * 2;
    fireEvent.change(screen.getByRole('textbox', { name: 'Transaction password' }), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    fireEvent.click(mask());
    expect(onClose).not.toHaveBeenCalled();
    answer();
    vi.restoreAllMocks();
  });
});
