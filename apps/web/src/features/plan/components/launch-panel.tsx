import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HEADERS } from '@adc/contract/constants';
import type { PlanDetail } from '@adc/contract';
import { FieldBox, fieldLabelClass } from '@/components/form';
import { ChevronRightIcon } from '@/components/icons';
import { NumberInput } from '@/components/number-input';
import { PayPasswordDialog } from '@/components/pay-password-dialog';
import { PATHS } from '@/config/paths';
import { api, isApiError } from '@/lib/api';
import { MISSING, useFormat } from '@/lib/format';
import { toastFail, toastSuccess } from '@/lib/notify';
import {
  useInvalidatePlans,
  useUnusedCoupons,
  useUserInfo,
  useWalletProperty,
} from '../api/plan-queries';
import { createAttemptKeys } from '../lib/idempotency';
import { checkLaunch, priceLaunch } from '../lib/launch';
import { fromMinor, toMinor } from '../lib/money';
import { CouponPicker, couponEffectText } from './coupon-picker';
import cardStyles from './card.module.css';
import styles from './launch-panel.module.css';

interface PutInput {
  amount: string;
  couponId: number | null;
  key: string;
}

/**
 * Launch of a pending plan: amount (clamped to the product's range), optional coupon, the price
 * against the available balance; then the transaction password (checked by /check/password) and
 * POST /plan/order/put with an Idempotency-Key per attempt.
 */
export function LaunchPanel({ plan }: { plan: PlanDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const amountId = useId();
  const hintId = useId();
  const property = useWalletProperty(true);
  const coupons = useUnusedCoupons(true);
  const user = useUserInfo(true);
  const invalidate = useInvalidatePlans();
  const [amount, setAmount] = useState('');
  const [couponId, setCouponId] = useState<number | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [attemptKeys] = useState(() => createAttemptKeys());

  const { min_amount: minAmount, max_amount: maxAmount } = plan.product;
  const couponList = coupons.data ?? [];
  const coupon = couponList.find((item) => item.id === couponId) ?? null;
  const amountMinor = toMinor(amount);
  const pricing = amountMinor !== null && amountMinor > 0 ? priceLaunch(amountMinor, coupon) : null;
  const balance = property.data?.available_balance ?? null;
  const balanceMinor = toMinor(balance);
  const short = pricing !== null && balanceMinor !== null && pricing.walletPaid > balanceMinor;
  const noPassword = user.data?.has_pay_password === false;
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

  const submit = () => {
    // Without a transaction password nothing can be launched: say so first.
    if (noPassword) {
      void askForPassword();
      return;
    }
    const check = checkLaunch({ amount, minAmount, maxAmount, balance: balance ?? '0', coupon });
    if (!check.ok) {
      toastFail(t(check.error));
      return;
    }
    setPasswordOpen(true);
  };

  /** The dialog's MD5: check it (a wrong one rejects: the dialog clears and stays), then launch. */
  const launch = async (passwordMd5: string) => {
    await api.user.checkPayPassword({ body: { password: passwordMd5 } });
    setPasswordOpen(false);
    const value = fromMinor(amountMinor ?? 0);
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

  const ready = property.isSuccess && user.isSuccess;

  return (
    <section
      className={cardStyles.card}
      aria-labelledby={`${amountId}-title`}
      data-testid="plan-launch"
    >
      <div className={cardStyles.cardHead}>
        <h2 id={`${amountId}-title`} className={cardStyles.cardTitle}>
          {t('plan.launch.title')}
        </h2>
      </div>

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

      <label className={styles.field} data-testid="plan-launch-amount" htmlFor={amountId}>
        <span className={fieldLabelClass}>{t('plan.launch.amount')}</span>
        <FieldBox invalid={short}>
          <NumberInput
            id={amountId}
            decimal
            min={Number(minAmount)}
            max={Number(maxAmount)}
            value={amount}
            onChange={setAmount}
            placeholder={t('plan.launch.amount_placeholder')}
            aria-describedby={hintId}
            className={styles.input}
            onEnterPress={submit}
          />
        </FieldBox>
      </label>
      <p id={hintId} className={styles.hint}>
        {t('plan.launch.range', {
          min: format.amount(minAmount),
          max: format.amount(maxAmount),
        })}
      </p>

      <dl className={cardStyles.rows}>
        <div className={cardStyles.row}>
          <dt>{t('plan.launch.balance')}</dt>
          <dd data-testid="plan-launch-balance">
            {property.isError ? (
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

      <button
        type="button"
        className={styles.couponRow}
        onClick={() => setPickerOpen(true)}
        disabled={!coupons.isSuccess || couponList.length === 0}
        data-testid="plan-coupon-select"
        aria-haspopup="dialog"
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
          ) : coupons.isError ? (
            t('error.request_failed_reload')
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
          {pricing.discount > 0 && (
            <div className={cardStyles.row}>
              <dt>{t('plan.launch.discount')}</dt>
              <dd className={styles.saving}>{format.amount(fromMinor(-pricing.discount))}</dd>
            </div>
          )}
          {pricing.bonus > 0 && (
            <>
              <div className={cardStyles.row}>
                <dt>{t('plan.launch.bonus')}</dt>
                <dd className={styles.saving}>
                  {format.amount(fromMinor(pricing.bonus), { signed: true })}
                </dd>
              </div>
              <div className={cardStyles.row}>
                <dt>{t('plan.launch.budget')}</dt>
                <dd>{format.amount(fromMinor(pricing.budget))}</dd>
              </div>
            </>
          )}
          <div className={cardStyles.row}>
            <dt>{t('plan.launch.wallet_pays')}</dt>
            <dd className={styles.pays} data-testid="plan-launch-pays">
              {format.amount(fromMinor(pricing.walletPaid))}
            </dd>
          </div>
          {short && (
            <p className={styles.error} role="alert">
              {t('error.insufficient_balance')}
            </p>
          )}
        </dl>
      )}

      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        className={styles.submit}
        onClick={submit}
        loading={put.isPending || (!ready && !property.isError)}
        disabled={property.isError}
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
        description={t('plan.launch.password_description', {
          amount: format.amount(fromMinor(pricing?.walletPaid ?? 0)),
        })}
      />
    </section>
  );
}
