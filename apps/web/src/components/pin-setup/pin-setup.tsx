import Button from 'antd-mobile/es/components/button';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useEffect, useId, useReducer, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PinInput } from '../pay-password-dialog/pin-input';
import styles from './pin-setup.module.css';
import {
  initialPinSetupState,
  isCompletePin,
  pinSetupReducer,
  type PinSetupStep,
} from './pin-setup-state';

export interface PinSetupProps {
  /**
   * Receives the 6 clear digits once both entries match (the API's `password` and
   * `confirm_password` of POST /api/set/password). Return a promise: while pending the confirm
   * button spins; resolved → the finished state; rejected → back to step 1 with both entries
   * cleared (show the error yourself, or let the API layer toast it).
   */
  onComplete: (pin: string) => unknown;
  /** Extra content of the finished state, e.g. a button back to the wallet. */
  finished?: ReactNode;
  /** Finished-state texts (default: "Transaction password set" and a short hint). */
  finishedTitle?: ReactNode;
  finishedDescription?: ReactNode;
  /** Headings of the two steps (default: set / confirm the transaction password). */
  enterTitle?: ReactNode;
  confirmTitle?: ReactNode;
  /** Called whenever the step changes ('enter' | 'confirm' | 'submitting' | 'finished'). */
  onStepChange?: (step: PinSetupStep) => void;
  className?: string;
}

/**
 * The two-step transaction-password setup (spec section 4): step 1 enter 6 digits, step 2 enter
 * them again, then a finished state. Only digits get in, at most 6. When the entries differ it
 * says "The two passwords do not match" and starts over at step 1.
 *
 *   <PinSetup onComplete={(pin) => api.user.setPayPassword({ body: { password: pin, confirm_password: pin } })}
 *     finished={<Button onClick={() => navigate('/wallet')}>Back to wallet</Button>} />
 *
 * Test ids: pin-setup (root, `data-step`), pin-setup-input, pin-setup-next (step 1),
 * pin-setup-confirm (step 2), pin-setup-restart, pin-setup-error, pin-setup-finished.
 */
export function PinSetup({
  onComplete,
  finished,
  finishedTitle,
  finishedDescription,
  enterTitle,
  confirmTitle,
  onStepChange,
  className,
}: PinSetupProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(pinSetupReducer, initialPinSetupState);
  const id = useId();
  const mounted = useRef(true);
  const stepChange = useRef(onStepChange);
  stepChange.current = onStepChange;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    stepChange.current?.(state.step);
  }, [state.step]);

  const confirming = state.step === 'confirm' || state.step === 'submitting';
  const value = confirming ? state.second : state.first;
  const complete = isCompletePin(value);

  const submit = async () => {
    if (state.step === 'enter') {
      dispatch({ type: 'next' });
      return;
    }
    if (state.step !== 'confirm' || !complete) return;
    const pin = state.first;
    const matches = state.second === pin;
    dispatch({ type: 'confirm' });
    if (!matches) return;
    try {
      await onComplete(pin);
      if (mounted.current) dispatch({ type: 'resolved' });
    } catch {
      if (mounted.current) dispatch({ type: 'rejected' });
    }
  };

  const rootClass = [styles.root, className ?? ''].filter(Boolean).join(' ');
  const stepIndex = state.step === 'enter' ? 0 : state.step === 'finished' ? 2 : 1;
  const stepLabels = [
    t('wallet.pin_setup.step_enter'),
    t('wallet.pin_setup.step_confirm'),
    t('wallet.pin_setup.step_done'),
  ];

  return (
    <section
      className={rootClass}
      data-testid="pin-setup"
      data-step={state.step}
      aria-labelledby={`${id}-title`}
    >
      <ol className={styles.steps}>
        {stepLabels.map((label, index) => (
          <li
            key={label}
            className={[styles.stepItem, index <= stepIndex ? styles.stepReached : '']
              .filter(Boolean)
              .join(' ')}
            aria-current={index === stepIndex ? 'step' : undefined}
          >
            <span className={styles.stepDot} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.stepLabel}>{label}</span>
          </li>
        ))}
      </ol>

      {state.step === 'finished' ? (
        <div className={styles.finished} data-testid="pin-setup-finished" role="status">
          <CheckCircleFill className={styles.finishedIcon} aria-hidden="true" />
          <h2 id={`${id}-title`} className={styles.title}>
            {finishedTitle ?? t('wallet.pin_setup.finished_title')}
          </h2>
          <p className={styles.hint}>
            {finishedDescription ?? t('wallet.pin_setup.finished_hint')}
          </p>
          {finished && <div className={styles.finishedActions}>{finished}</div>}
        </div>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <h2 id={`${id}-title`} className={styles.title}>
            {confirming
              ? (confirmTitle ?? t('wallet.pin_setup.confirm_title'))
              : (enterTitle ?? t('wallet.pin_setup.enter_title'))}
          </h2>
          <p id={`${id}-hint`} className={styles.hint}>
            {confirming ? t('wallet.pin_setup.confirm_hint') : t('wallet.pin_setup.enter_hint')}
          </p>
          {/* The label carries the test id: Playwright's fill / locator('input') both reach the field. */}
          <label className={styles.pinLabel} data-testid="pin-setup-input">
            <PinInput
              key={confirming ? 'confirm' : 'enter'}
              value={value}
              onChange={(digits) => dispatch({ type: 'input', value: digits })}
              autoFocus
              disabled={state.step === 'submitting'}
              aria-label={
                confirming ? t('wallet.pin_setup.confirm_label') : t('wallet.pin_setup.input_label')
              }
              aria-describedby={state.error ? `${id}-error` : `${id}-hint`}
              aria-invalid={state.error ? true : undefined}
            />
          </label>
          {state.error === 'mismatch' && (
            <p
              id={`${id}-error`}
              className={styles.error}
              role="alert"
              data-testid="pin-setup-error"
            >
              {t('error.passwords_mismatch')}
            </p>
          )}
          <Button
            block
            type="submit"
            color="primary"
            shape="rounded"
            size="large"
            className={styles.submit}
            disabled={!complete}
            loading={state.step === 'submitting'}
            data-testid={confirming ? 'pin-setup-confirm' : 'pin-setup-next'}
          >
            {confirming ? t('common.confirm') : t('wallet.pin_setup.next')}
          </Button>
          {confirming && (
            <button
              type="button"
              className={styles.restart}
              onClick={() => dispatch({ type: 'restart' })}
              disabled={state.step === 'submitting'}
              data-testid="pin-setup-restart"
            >
              {t('wallet.pin_setup.restart')}
            </button>
          )}
        </form>
      )}
    </section>
  );
}
