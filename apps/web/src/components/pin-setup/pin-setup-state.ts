import { PAY_PASSWORD_LENGTH } from '@adc/contract/constants';
import { sanitizePin } from '../pay-password-dialog/pin-input';

/**
 * The two-step flow of setting a transaction password, as a pure reducer (unit-tested on its
 * own): enter 6 digits → confirm them → submitting → finished. A mismatch, or a failed submit,
 * starts over at step 1 with both entries cleared.
 */
export type PinSetupStep = 'enter' | 'confirm' | 'submitting' | 'finished';

export interface PinSetupState {
  step: PinSetupStep;
  /** Step 1 entry (digits only, at most 6). */
  first: string;
  /** Step 2 entry (digits only, at most 6). */
  second: string;
  /** Why the flow went back to step 1, shown there until the user types again. */
  error: 'mismatch' | null;
}

export type PinSetupAction =
  | { type: 'input'; value: string }
  | { type: 'next' }
  | { type: 'confirm' }
  | { type: 'resolved' }
  | { type: 'rejected' }
  | { type: 'restart' };

export const initialPinSetupState: PinSetupState = {
  step: 'enter',
  first: '',
  second: '',
  error: null,
};

export const isCompletePin = (pin: string) => pin.length === PAY_PASSWORD_LENGTH;

export function pinSetupReducer(state: PinSetupState, action: PinSetupAction): PinSetupState {
  switch (action.type) {
    case 'input': {
      const value = sanitizePin(action.value, PAY_PASSWORD_LENGTH);
      if (state.step === 'enter')
        return { ...state, first: value, error: value === '' ? state.error : null };
      if (state.step === 'confirm') return { ...state, second: value };
      return state;
    }
    case 'next':
      return state.step === 'enter' && isCompletePin(state.first)
        ? { ...state, step: 'confirm', second: '', error: null }
        : state;
    case 'confirm':
      if (state.step !== 'confirm' || !isCompletePin(state.second)) return state;
      if (state.second !== state.first) return { ...initialPinSetupState, error: 'mismatch' };
      return { ...state, step: 'submitting' };
    case 'resolved':
      // The PIN is not kept once it has been handed over.
      return state.step === 'submitting'
        ? { step: 'finished', first: '', second: '', error: null }
        : state;
    case 'rejected':
      return state.step === 'submitting' ? initialPinSetupState : state;
    case 'restart':
      return initialPinSetupState;
    default:
      return state;
  }
}
