import { useMutation } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HEADERS } from '@adc/contract/constants';
import type { PlanDetail } from '@adc/contract';
import { formatMoney } from '@adc/domain';
import { AmountField } from '@/components/amount-field';
import { ChevronRightIcon } from '@/components/icons';
import { PayPasswordDialog } from '@/components/pay-password-dialog';
import { SectionHeader } from '@/components/section-header';
import { PATHS } from '@/config/paths';
import { api, isAccountBlocked, isApiError } from '@/lib/api';
import { MISSING, useFormat } from '@/lib/format';
import { toastSuccess } from '@/lib/notify';
import { amountToMinor } from '@/lib/amount-rule';
import { useProperty, useUserInfo } from '@/lib/resources';
import { useInvalidateAfterLaunch, useUsableCoupons } from '../api/plan-queries';
import { createAttemptKeys } from '@/lib/idempotency';
import { checkLaunch, priceLaunch } from '../lib/launch';
import { CouponPicker, couponEffectText } from './coupon-picker';
import cardStyles from './card.module.css';
import styles from './launch-panel.module.css';

interface PutInput {
  amount: string;
  couponId: number | null;
  key: string;
}

/**
 * Launch of a pending plan: amount, optional coupon, the price against the available balance;
 * then the transaction password (checked by /check/password) and POST /plan/order/put with an
 * Idempotency-Key per attempt. The amount is checked as it is typed (range, coupon, balance: the
 * app's one amount rule, see ../lib/launch.ts), never clamped: what is wrong is said under the
 * field, and the button stays disabled until the amount can succeed, so no PIN is asked for an
 * amount the server would refuse.
 */
export function LaunchPanel({ plan }: { plan: PlanDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const amountId = useId();
  // Balance and PIN are checked again on every visit: another screen may have changed them.
  const property = useProperty({ staleTime: 0 });
  const coupons = useUsableCoupons();
  const user = useUserInfo({ staleTime: 0 });
  const invalidate = useInvalidateAfterLaunch();
  const [amount, setAmount] = useState('');
  const [couponId, setCouponId] = useState<number | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [attemptKeys] = useState(() => createAttemptKeys());

  const { min_amount: minAmount, max_amount: maxAmount } = plan.product;
  const couponList = coupons.data ?? [];
  const coupon = couponList.find((item) => item.id === couponId) ?? null;
  const amountMinor = amountToMinor(amount);
  const pricing =
    amountMinor !== null && amountMinor > 0n ? priceLaunch(amountMinor, coupon) : null;
  const balance = property.data?.available_balance ?? null;
  // Checked once the balance is known; an empty field is not an error yet (only not ready).
  const check =
    amount !== '' && balance !== null
      ? checkLaunch({ amount, minAmount, maxAmount, balance, coupon })
      : null;
  const problem = check && !check.ok ? check.error : null;
  const short = problem === 'error.insufficient_balance';
  const outOfRange = problem === 'error.investment_amount_out_of_range';
  const noPassword = user.data?.has_pay_password === false;
  // The coupons could not be read (and no earlier answer is there to show): the row says so and
  // a tap asks again. An account that cannot be used is said by the API layer: nothing to retry.
  const couponsFailed =
    coupons.isError && coupons.data === undefined && !isAccountBlocked(coupons.error);
  const effect = coupon ? couponEffectText(coupon, amountMinor, t, format) : null;

  const put = useMutation({
    mutationFn: ({ amount: value, couponId: id, key }: PutInput) =>
      api.plan.put({
        body: { id: plan.id, amount: value, ...(id !== null ? { coupon_id: id } : {}) },
        headers: { [HEADERS.idempotencyKey]: key },
      }),
  });

  const askForPassword = async () => {
    const { actionDialog } = await import('@/lib/dialogs');
    actionDialog({
      content: t('error.pay_password_not_set'),
      closeLabel: t('common.cancel'),
      actionLabel: t('plan.launch.set_password'),
      onAction: () => navigate(PATHS.setPassword),
    });
  };

  const submit = async () => {
    // Whether a transaction password is set: the user's answer, asked again if it had failed
    // (the API layer says why when it fails again).
    let hasPassword = user.data?.has_pay_password;
    if (user.isError) {
      const again = await user.refetch();
      if (again.isError) return;
      hasPassword = again.data?.has_pay_password;
    }
    // Without a transaction password nothing can be launched: say so first.
    if (hasPassword === false) {
      void askForPassword();
      return;
    }
    // The button is disabled meanwhile; Enter in the field comes here too.
    if (!check?.ok) return;
    setPasswordOpen(true);
  };

  /** The dialog's MD5: check it (a wrong one rejects: the dialog clears and stays), then launch. */
  const launch = async (passwordMd5: string) => {
    await api.user.checkPayPassword({ body: { password: passwordMd5 } });
    setPasswordOpen(false);
    const value = formatMoney(amountMinor ?? 0n);
    const key = attemptKeys.keyFor(`${plan.id}|${value}|${couponId ?? ''}`);
    try {
      await put.mutateAsync({ amount: value, couponId, key });
      attemptKeys.reset();
      toastSuccess(t('success.put'));
      setAmount('');
      setCouponId(null);
    } catch (error) {
      // A business answer is final (the server would replay it): the next try is a new attempt.
      // A transport failure keeps the key, so retrying cannot launch twice.
      if (isApiError(error)) attemptKeys.reset();
    } finally {
      void invalidate();
    }
  };

  return (
    <section
      className={cardStyles.card}
      aria-labelledby={`${amountId}-title`}
      data-testid="plan-launch"
    >
      <SectionHeader
        id={`${amountId}-title`}
        title={t('plan.launch.title')}
        className={cardStyles.cardHead}
      />

      {noPassword && (
        <div className={styles.notice} role="note" data-testid="plan-no-pay-password">
          <span>{t('plan.launch.no_password_notice')}</span>
          <button
            type="button"
            className={styles.noticeAction}
            onClick={() => navigate(PATHS.setPassword)}
          >
            {t('plan.launch.set_password')}
            <ChevronRightIcon />
          </button>
        </div>
      )}

      <AmountField
        label={t('plan.launch.amount')}
        value={amount}
        onChange={setAmount}
        placeholder={t('plan.launch.amount_placeholder')}
        error={problem && t(problem)}
        hint={
          <span className={outOfRange ? styles.danger : undefined}>
            {t('plan.launch.range', {
              min: format.amount(minAmount),
              max: format.amount(maxAmount),
            })}
          </span>
        }
        onEnterPress={() => void submit()}
        testId="plan-launch-amount"
        errorTestId="plan-launch-error"
      />

      <dl className={cardStyles.rows}>
        <div className={cardStyles.row}>
          <dt>{t('plan.launch.balance')}</dt>
          <dd data-testid="plan-launch-balance">
            {property.isError && !isAccountBlocked(property.error) ? (
              <button
                type="button"
                className={styles.inlineRetry}
                onClick={() => void property.refetch()}
              >
                {t('error.request_failed_reload')}
              </button>
            ) : (
              <span className={short ? styles.danger : styles.strong}>
                {balance === null ? MISSING : format.amount(balance)}
              </span>
            )}
          </dd>
        </div>
      </dl>
      {/* Not enough money: never a dead end, the way to the deposit (foreign exchange). */}
      {short && (
        <button
          type="button"
          className={styles.deposit}
          onClick={() => navigate(PATHS.foreignExchange)}
          data-testid="plan-launch-deposit"
        >
          {t('plan.launch.deposit')}
          <ChevronRightIcon />
        </button>
      )}

      <button
        type="button"
        className={styles.couponRow}
        onClick={() => (couponsFailed ? void coupons.refetch() : setPickerOpen(true))}
        disabled={couponsFailed ? coupons.isFetching : couponList.length === 0}
        data-testid="plan-coupon-select"
        aria-haspopup={couponsFailed ? undefined : 'dialog'}
      >
        <span className={styles.couponLabel}>{t('plan.launch.coupon')}</span>
        <span className={styles.couponValue}>
          {coupon ? (
            <>
              <span className={styles.couponName}>{coupon.name}</span>
              {effect && (
                <span className={effect.applies ? styles.couponEffect : styles.danger}>
                  {effect.text}
                </span>
              )}
            </>
          ) : couponsFailed ? (
            t('error.request_failed_reload')
          ) : coupons.isError && coupons.data === undefined ? (
            MISSING
          ) : couponList.length > 0 ? (
            <span className={styles.couponCount}>
              {t('plan.launch.coupon_available', { count: couponList.length })}
            </span>
          ) : coupons.isSuccess ? (
            t('plan.launch.coupon_empty')
          ) : (
            t('common.loading')
          )}
        </span>
        <ChevronRightIcon className={styles.chevron} />
      </button>

      {pricing && (
        <dl
          className={`${cardStyles.rows} ${styles.summary}`}
          data-testid="plan-launch-summary"
          aria-live="polite"
        >
          {pricing.discount > 0n && (
            <div className={cardStyles.row}>
              <dt>{t('plan.launch.discount')}</dt>
              <dd className={styles.saving}>{format.minor(-pricing.discount)}</dd>
            </div>
          )}
          {pricing.bonus > 0n && (
            <>
              <div className={cardStyles.row}>
                <dt>{t('plan.launch.bonus')}</dt>
                <dd className={styles.saving}>{format.minor(pricing.bonus, { signed: true })}</dd>
              </div>
              <div className={cardStyles.row}>
                <dt>{t('plan.launch.budget')}</dt>
                <dd>{format.minor(pricing.budget)}</dd>
              </div>
            </>
          )}
          <div className={cardStyles.row}>
            <dt>{t('plan.launch.wallet_pays')}</dt>
            <dd className={styles.pays} data-testid="plan-launch-pays">
              {format.minor(pricing.walletPaid)}
            </dd>
          </div>
        </dl>
      )}

      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        className={styles.submit}
        onClick={() => void submit()}
        // Waits for the balance and the user, not for ever: a user that failed is asked again on
        // the tap (a failed balance disables the button and offers its own retry above).
        loading={
          put.isPending || property.isPending || user.isPending || (user.isError && user.isFetching)
        }
        disabled={property.isError || !check?.ok}
        data-testid="plan-launch-submit"
      >
        {t('plan.launch.submit')}
      </Button>

      <CouponPicker
        visible={pickerOpen}
        onClose={() => setPickerOpen(false)}
        coupons={couponList}
        selectedId={couponId}
        onSelect={setCouponId}
        amount={amountMinor}
      />
      <PayPasswordDialog
        visible={passwordOpen}
        onClose={() => setPasswordOpen(false)}
        onSubmit={launch}
        description={
          // A coupon that lowers the payment: the dialog says what the wallet pays and the plan's
          // amount, which the plan and its notification then show ("launched with 2,000.00").
          pricing && pricing.walletPaid !== pricing.amount
            ? t('plan.launch.password_description_coupon', {
                paid: format.minor(pricing.walletPaid),
                amount: format.minor(pricing.amount),
              })
            : t('plan.launch.password_description', {
                amount: format.minor(pricing?.amount ?? 0n),
              })
        }
      />
    </section>
  );
}
