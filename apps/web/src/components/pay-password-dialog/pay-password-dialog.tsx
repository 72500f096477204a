import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAY_PASSWORD_LENGTH } from '@adc/contract/constants';
import { md5Hex, preloadMd5 } from '@/lib/md5';
import { failureMessage, networkFailureText } from '@/lib/api-shared';
import { toastFail } from '@/lib/notify';
import { useBackToClose } from '@/lib/overlay-history';
import styles from './pay-password-dialog.module.css';
import { PinInput } from './pin-input';

export interface PayPasswordDialogProps {
  visible: boolean;
  onClose: () => void;
  /**
   * Receives the MD5 hex of the 6 digits (the API's `password` for /check/password and
   * /user/withdraw). Return a promise to show a spinner; when it rejects, the entry is cleared.
   */
  onSubmit: (passwordMd5: string) => unknown;
  title?: string;
  description?: string;
}

/**
 * Asks for the 6-digit transaction password; never exposes the clear PIN to its caller. A failure
 * while it checks (a wrong PIN, a lock, no connection) is toasted by the API layer, as the spec
 * has every error, and said again inside the dialog, under the boxes, until the next try: the
 * 2-second toast is gone before a person has read it and typed again.
 */
export function PayPasswordDialog({
  visible,
  onClose,
  onSubmit,
  title,
  description,
}: PayPasswordDialogProps) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const errorId = useId();
  // Back while the PIN is being checked is ignored, as Cancel and the mask are: closing then
  // looked like a cancel while the money call went on.
  const closeFromMask = useBackToClose(visible, () => {
    if (submitting) return false; // the hook calls this render's handler
    onClose();
  });
  const visibleRef = useRef(visible);
  const inputRef = useRef<HTMLInputElement>(null);
  visibleRef.current = visible;

  useEffect(() => {
    // Each opening starts clean: a failure that closed the dialog (its caller's choice) must not
    // greet the next one.
    setError(null);
    if (visible) preloadMd5();
    else setPin(''); // never keep a PIN around between openings
  }, [visible]);

  const complete = pin.length === PAY_PASSWORD_LENGTH;

  const submit = async () => {
    if (!complete || submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      let hash: string;
      try {
        hash = await md5Hex(pin);
      } catch {
        // The hash code could not load (offline): nothing was sent, the digits stay for a retry.
        toastFail(networkFailureText());
        setError(networkFailureText());
        return;
      }
      try {
        await onSubmit(hash);
      } catch (failure) {
        setPin('');
        // Its caller may have closed it on this failure (a withdrawal refused for another reason).
        if (visibleRef.current) {
          setError(failureMessage(failure));
          // The emptied boxes take the next try: Confirm, tapped a moment ago, turns disabled and
          // would drop the focus to <body> (no keyboard on a phone, typing going nowhere).
          inputRef.current?.focus();
        }
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <CenterPopup
      visible={visible}
      // While the PIN is checked the call cannot be taken back: nothing closes the dialog (the
      // handler above); nor does the second tap of a double tap on the button that opened it.
      onMaskClick={closeFromMask}
      destroyOnClose
      className={styles.popup}
    >
      {/* The dialog role on a div: a <form> may not take it (axe aria-allowed-role). */}
      {/* data-toast-above: toasts show above the dialog, not over its boxes (notify.ts). */}
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} data-toast-above>
        <form
          className={styles.dialog}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <h2 id={titleId} className={styles.title}>
            {title ?? t('pay_password.title')}
          </h2>
          <p className={styles.description}>{description ?? t('pay_password.description')}</p>
          <PinInput
            ref={inputRef}
            value={pin}
            onChange={setPin}
            autoFocus
            aria-label={t('pay_password.title')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error && (
            <p id={errorId} role="alert" className={styles.error} data-testid="pay-password-error">
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <Button
              block
              fill="outline"
              shape="rounded"
              onClick={onClose}
              disabled={submitting}
              type="button"
            >
              {t('common.cancel')}
            </Button>
            <Button
              block
              color="primary"
              shape="rounded"
              type="submit"
              disabled={!complete}
              loading={submitting}
            >
              {t('common.confirm')}
            </Button>
          </div>
        </form>
      </div>
    </CenterPopup>
  );
}
