import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFeatureMessages } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { PinSetup } from './pin-setup';
import {
  initialPinSetupState,
  pinSetupReducer,
  type PinSetupAction,
  type PinSetupState,
} from './pin-setup-state';

beforeAll(() => loadFeatureMessages('en'));

const run = (actions: PinSetupAction[], from: PinSetupState = initialPinSetupState) =>
  actions.reduce(pinSetupReducer, from);

describe('pinSetupReducer', () => {
  it('strips non-digits and holds at most 6', () => {
    expect(run([{ type: 'input', value: '1a2 b3-' }]).first).toBe('123');
    expect(run([{ type: 'input', value: '123456789' }]).first).toBe('123456');
  });

  it('only moves to step 2 with 6 digits', () => {
    expect(run([{ type: 'input', value: '12345' }, { type: 'next' }]).step).toBe('enter');
    const state = run([{ type: 'input', value: '123456' }, { type: 'next' }]);
    expect(state).toMatchObject({ step: 'confirm', first: '123456', second: '' });
  });

  it('a mismatch resets both entries and goes back to step 1 with the error', () => {
    const state = run([
      { type: 'input', value: '123456' },
      { type: 'next' },
      { type: 'input', value: '654321' },
      { type: 'confirm' },
    ]);
    expect(state).toEqual({ step: 'enter', first: '', second: '', error: 'mismatch' });
    // typing again clears the message
    expect(pinSetupReducer(state, { type: 'input', value: '1' }).error).toBeNull();
  });

  it('matching entries submit, then finish without keeping the PIN', () => {
    const submitting = run([
      { type: 'input', value: '123456' },
      { type: 'next' },
      { type: 'input', value: '123456' },
      { type: 'confirm' },
    ]);
    expect(submitting.step).toBe('submitting');
    expect(pinSetupReducer(submitting, { type: 'resolved' })).toEqual({
      step: 'finished',
      first: '',
      second: '',
      error: null,
    });
    expect(pinSetupReducer(submitting, { type: 'rejected' })).toEqual(initialPinSetupState);
  });
});

describe('<PinSetup>', () => {
  const input = () =>
    screen.getByTestId('pin-setup-input').querySelector('input') as HTMLInputElement;

  const enter = (digits: string, button: 'pin-setup-next' | 'pin-setup-confirm') => {
    fireEvent.change(input(), { target: { value: digits } });
    fireEvent.click(screen.getByTestId(button));
  };

  it('strips non-digits, caps at 6 and enables Next only when complete', () => {
    renderWithProviders(<PinSetup onComplete={vi.fn()} />);
    expect(input().maxLength).toBe(6);
    expect(input().getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(input(), { target: { value: '1a2b3' } });
    expect(input().value).toBe('123');
    expect((screen.getByTestId('pin-setup-next') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input(), { target: { value: '12345678' } });
    expect(input().value).toBe('123456');
    expect((screen.getByTestId('pin-setup-next') as HTMLButtonElement).disabled).toBe(false);
  });

  it('mismatch: "The two passwords do not match" and back to an empty step 1', async () => {
    const onComplete = vi.fn();
    renderWithProviders(<PinSetup onComplete={onComplete} />);
    enter('123456', 'pin-setup-next');
    expect(screen.getByTestId('pin-setup').dataset.step).toBe('confirm');
    expect(input().value).toBe('');
    enter('123450', 'pin-setup-confirm');
    expect(await screen.findByTestId('pin-setup-error')).toHaveProperty(
      'textContent',
      'The two passwords do not match',
    );
    expect(screen.getByTestId('pin-setup').dataset.step).toBe('enter');
    expect(input().value).toBe('');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('matching entries call onComplete with the clear PIN, then show the finished state', async () => {
    const onComplete = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(
      <PinSetup onComplete={onComplete} finished={<button type="button">back</button>} />,
    );
    enter('246810', 'pin-setup-next');
    enter('246810', 'pin-setup-confirm');
    await waitFor(() => expect(screen.getByTestId('pin-setup-finished')).toBeTruthy());
    expect(onComplete).toHaveBeenCalledWith('246810');
    expect(screen.getByRole('button', { name: 'back' })).toBeTruthy();
    expect(screen.queryByTestId('pin-setup-input')).toBeNull();
  });

  it('a failed submit starts over at step 1', async () => {
    const onComplete = vi.fn().mockRejectedValue(new Error('server'));
    renderWithProviders(<PinSetup onComplete={onComplete} />);
    enter('111111', 'pin-setup-next');
    enter('111111', 'pin-setup-confirm');
    await waitFor(() => expect(screen.getByTestId('pin-setup').dataset.step).toBe('enter'));
    expect(input().value).toBe('');
    expect(screen.queryByTestId('pin-setup-error')).toBeNull();
  });

  it('"start over" from step 2 goes back to step 1', () => {
    renderWithProviders(<PinSetup onComplete={vi.fn()} />);
    enter('123456', 'pin-setup-next');
    fireEvent.click(screen.getByTestId('pin-setup-restart'));
    expect(screen.getByTestId('pin-setup').dataset.step).toBe('enter');
    expect(input().value).toBe('');
  });
});
