import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAY_PASSWORD_LENGTH } from '@adc/contract/constants';
import { md5Hex, preloadMd5 } from '@/lib/md5';
import { catchFailureToasts, toast, toastFail } from '@/lib/notify';
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
 * while it checks (a wrong PIN, a lock, no connection: the message the API layer would toast) is
 * said inside the dialog, under the boxes, until the next try: a 2-second toast above the dialog
 * was gone before it could be read, and moved when the dialog closed. When the caller closes the
 * dialog on a failure (a withdrawal refused for another reason), the message is toasted then.
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
  const visibleRef = useRef(visible);
  visibleRef.current = visible;
  /** The failure of the last try, until the dialog closes; and whether the user closed it. */
  const failure = useRef<string | null>(null);
  const closedByUser = useRef(false);

  useEffect(() => {
    if (visible) {
      preloadMd5();
      return;
    }
    setPin(''); // never keep a PIN around between openings
    setError(null);
    // Closed by its caller right after a failure: the message would go with it.
    if (failure.current && !closedByUser.current) toast(failure.current);
    failure.current = null;
    closedByUser.current = false;
  }, [visible]);

  const close = () => {
    closedByUser.current = true;
    onClose();
  };

  const complete = pin.length === PAY_PASSWORD_LENGTH;

  const submit = async () => {
    if (!complete || submitting) return;
    setSubmitting(true);
    setError(null);
    failure.current = null;
    // While the dialog is open, a failure toast of this try is said in it instead.
    const release = catchFailureToasts((message) => {
      if (!visibleRef.current) return false;
      failure.current = message;
      setError(message);
      return true;
    });
    try {
      let hash: string;
      try {
        hash = await md5Hex(pin);
      } catch {
        // The hash code could not load (offline): nothing was sent, the digits stay for a retry.
        toastFail(t('connection.network_failed'));
        return;
      }
      try {
        await onSubmit(hash);
      } catch {
        setPin('');
      }
    } finally {
      release();
      setSubmitting(false);
    }
  };

  return (
    <CenterPopup visible={visible} onMaskClick={close} destroyOnClose className={styles.popup}>
      {/* The dialog role on a div: a <form> may not take it (axe aria-allowed-role). */}
      {/* data-toast-above: a toast it does not take shows above the dialog, not over its boxes (notify.ts). */}
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
            <Button block fill="outline" shape="rounded" onClick={close} type="button">
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
