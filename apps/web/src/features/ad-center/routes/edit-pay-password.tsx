import Button from 'antd-mobile/es/components/button';
import { LockOutline } from 'antd-mobile-icons';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { PAY_PASSWORD_LENGTH } from '@adc/contract/constants';
import { Page } from '@/components/layout';
import { PinInput } from '@/components/pay-password-dialog';
import { PinSetup } from '@/components/pin-setup';
import { PATHS } from '@/config/paths';
import { useBasicConfig } from '@/hooks/use-basic-config';
import { openCustomerService } from '@/lib/customer-service';
import { md5Hex, preloadMd5 } from '@/lib/md5';
import { networkFailureText } from '@/lib/api-shared';
import { toast, toastFail, toastSuccess } from '@/lib/notify';
import { useSetPayPassword, useUserInfo } from '@/lib/resources';
import { useCheckPayPassword } from '../api/use-account';
import styles from './edit-pay-password.module.css';
import { FeatureState } from '../components/feature-state';

/**
 * /ad-center/edit-pay-password: verify the current PIN (POST /check/password, MD5), then the
 * shared two-step setup (new 6 digits, confirm them, finished) → POST /set/password with the MD5
 * of the current PIN as old_password. Without a PIN yet → the set flow (/wallet/set-password).
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserInfo({ showStored: true });
  const setPassword = useSetPayPassword();
  /** MD5 of the verified current PIN (the clear digits are never kept). */
  const [oldHash, setOldHash] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);

  if (user.data && !user.data.has_pay_password) return <Navigate to={PATHS.setPassword} replace />;
  if (!user.data) {
    return (
      <Page>
        {user.isError ? (
          <FeatureState state="error" error={user.error} onRetry={() => void user.refetch()} />
        ) : (
          <FeatureState state="loading" />
        )}
      </Page>
    );
  }

  const change = async (pin: string) => {
    if (!oldHash) throw new Error('not verified');
    if ((await md5Hex(pin)) === oldHash) {
      toastFail(t('error.new_password_same'));
      throw new Error('same as old');
    }
    await setPassword.mutateAsync({ password: pin, confirm_password: pin, old_password: oldHash });
    toastSuccess(t('success.set_password'));
  };

  return (
    <Page onBack={oldHash && !finished ? () => setOldHash(null) : undefined}>
      <div className={styles.content}>
        {oldHash ? (
          <PinSetup
            onComplete={change}
            enterTitle={t('ad_center.pay_password.new_title')}
            confirmTitle={t('ad_center.pay_password.confirm_title')}
            finishedTitle={t('ad_center.pay_password.done_title')}
            finishedDescription={t('ad_center.pay_password.done_desc')}
            onStepChange={(step) => setFinished(step === 'finished')}
            finished={
              <Button
                block
                color="primary"
                shape="rounded"
                size="large"
                onClick={() => navigate(PATHS.adCenter, { replace: true })}
                data-testid="ad-center-pay-password-done"
              >
                {t('ad_center.pay_password.back_home')}
              </Button>
            }
          />
        ) : (
          <VerifyCurrent onVerified={setOldHash} />
        )}
      </div>
    </Page>
  );
}

/** Step 0: the current PIN, checked by the server (its errors are toasted by the API layer). */
function VerifyCurrent({ onVerified }: { onVerified: (hash: string) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useBasicConfig();
  const check = useCheckPayPassword();
  const [pin, setPin] = useState('');
  const id = useId();
  const complete = pin.length === PAY_PASSWORD_LENGTH;
  useEffect(preloadMd5, []);

  const submit = async () => {
    if (!complete || check.isPending) return;
    let hash: string;
    try {
      hash = await md5Hex(pin);
    } catch {
      toastFail(networkFailureText()); // the hash code could not load: nothing sent
      return;
    }
    check.mutate(hash, {
      onSuccess: () => onVerified(hash),
      onError: () => setPin(''),
    });
  };

  return (
    <section
      className={styles.card}
      aria-labelledby={`${id}-title`}
      data-testid="ad-center-pay-password-verify"
    >
      <span className={styles.icon} aria-hidden="true">
        <LockOutline />
      </span>
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2 id={`${id}-title`} className={styles.title}>
          {t('ad_center.pay_password.current_title')}
        </h2>
        <p id={`${id}-hint`} className={styles.hint}>
          {t('ad_center.pay_password.current_desc')}
        </p>
        <label className={styles.pinLabel} data-testid="ad-center-pay-password-current">
          <PinInput
            value={pin}
            onChange={setPin}
            autoFocus
            disabled={check.isPending}
            aria-label={t('ad_center.pay_password.current_title')}
            aria-describedby={`${id}-hint`}
          />
        </label>
        <Button
          block
          type="submit"
          color="primary"
          shape="rounded"
          size="large"
          disabled={!complete}
          loading={check.isPending}
          className={styles.submit}
          data-testid="ad-center-pay-password-next"
        >
          {t('ad_center.pay_password.next')}
        </Button>
        <button
          type="button"
          className={styles.forgot}
          onClick={() =>
            void openCustomerService({ navigate: (to) => navigate(to), toast, config })
          }
          data-testid="ad-center-pay-password-forgot"
        >
          {t('ad_center.pay_password.forgot')}
        </button>
      </form>
    </section>
  );
}
