import Button from 'antd-mobile/es/components/button';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { Page } from '@/components/layout';
import { PinSetup } from '@/components/pin-setup';
import { StateView } from '@/components/state-view';
import { PATHS } from '@/config/paths';
import { toastSuccess } from '@/lib/notify';
import { useSetPayPassword, useUserInfo } from '@/lib/resources';
import styles from '../components/wallet.module.css';

/**
 * /wallet/set-password: the first transaction password, in two steps (PinSetup) → POST
 * /api/set/password → finished screen with a way back to the wallet. A user who already has one
 * is sent to the change flow (/ad-center/edit-pay-password).
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserInfo();
  const setPassword = useSetPayPassword();
  // Once set here, the refreshed user info must not bounce the finished screen to the change flow.
  const setHere = useRef(false);

  if (user.isPending) {
    return (
      <Page>
        <StateView className={styles.stateView} state="loading" />
      </Page>
    );
  }
  if (user.isError && !user.data) {
    return (
      <Page>
        <StateView
          className={styles.stateView}
          state="error"
          error={user.error}
          onRetry={() => void user.refetch()}
        />
      </Page>
    );
  }
  if (user.data?.has_pay_password && setPassword.isIdle && !setHere.current) {
    return <Navigate to={PATHS.editPayPassword} replace />;
  }

  return (
    <Page>
      <div className={styles.content}>
        <PinSetup
          onComplete={async (pin) => {
            setHere.current = true;
            try {
              await setPassword.mutateAsync({ password: pin, confirm_password: pin });
            } catch (failure) {
              setHere.current = false;
              throw failure; // PinSetup starts over; the API layer has toasted the message
            }
            toastSuccess(t('success.set_password'));
          }}
          finished={
            <Button
              block
              color="primary"
              shape="rounded"
              size="large"
              onClick={() => navigate(PATHS.wallet, { replace: true })}
              data-testid="set-password-back-wallet"
            >
              {t('wallet.set_password.back_to_wallet')}
            </Button>
          }
        />
      </div>
    </Page>
  );
}
