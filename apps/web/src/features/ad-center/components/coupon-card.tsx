import type { CouponStatus } from '@adc/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { couponCondition, couponValue, type CouponTerms } from '../lib/coupon';
import { formatAmount, localeOf } from '../lib/format';
import styles from './coupon-card.module.css';

export interface CouponCardProps {
  coupon: CouponTerms & { name: string };
  /** Date line (validity, used on…). */
  meta?: ReactNode;
  /** Button on the right (Use, Receive…). */
  action?: ReactNode;
  /** used / expired: greyed, with a stamp. */
  status?: CouponStatus;
  /** A highlighted ribbon, e.g. "Once per account". */
  badge?: ReactNode;
  testId?: string;
}

/** A ticket-shaped coupon: the value on the left, the name, condition and dates on the right. */
export function CouponCard({
  coupon,
  meta,
  action,
  status = 'unused',
  badge,
  testId,
}: CouponCardProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const value = couponValue(coupon);
  const condition = couponCondition(coupon);
  const inactive = status !== 'unused';

  const conditionText =
    condition.type === 'cap'
      ? t('ad_center.coupon.cap', { amount: formatAmount(condition.amount, lang) })
      : condition.type === 'min'
        ? t('ad_center.coupon.min_amount', { amount: formatAmount(condition.amount, lang) })
        : condition.type === 'no_min'
          ? t('ad_center.coupon.no_min')
          : condition.type === 'budget'
            ? t('ad_center.coupon.budget', { amount: formatAmount(condition.amount, lang) })
            : null;

  const valueText =
    value.type === 'percent'
      ? new Intl.NumberFormat(localeOf(lang), {
          style: 'percent',
          maximumFractionDigits: 2,
        }).format(value.discount / 100)
      : value.type === 'amount'
        ? formatAmount(value.amount, lang, { signed: value.bonus })
        : '—';
  return (
    <article
      className={[styles.card, styles[`kind_${coupon.kind}`] ?? '', inactive ? styles.inactive : '']
        .filter(Boolean)
        .join(' ')}
      data-testid={testId}
      data-kind={coupon.kind}
      data-status={status}
    >
      <div className={styles.value}>
        <span className={styles.amount}>{valueText}</span>
        <span className={styles.caption}>{t(`enums.coupon_kind.${coupon.kind}`)}</span>
      </div>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h3 className={styles.name}>{coupon.name}</h3>
          {badge && <span className={styles.badge}>{badge}</span>}
        </div>
        {conditionText && <p className={styles.condition}>{conditionText}</p>}
        {meta && <p className={styles.meta}>{meta}</p>}
        {action && <div className={styles.action}>{action}</div>}
      </div>
      {inactive && <span className={styles.stamp}>{t(`enums.coupon_status.${status}`)}</span>}
    </article>
  );
}
