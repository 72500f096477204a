import type { CouponStatus } from '@adc/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MISSING, useFormat } from '@/lib/format';
import { couponCondition, couponValue, type CouponTerms } from '../lib/coupon';
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
  /**
   * Level of the coupon's name: one under the heading above the card (3 in a titled section, as on
   * the activities page; 2 right under the page's h1, as in the coupon list).
   */
  headingLevel?: 2 | 3;
  testId?: string;
}

/** A ticket-shaped coupon: the value on the left, the name, condition and dates on the right. */
export function CouponCard({
  coupon,
  meta,
  action,
  status = 'unused',
  badge,
  headingLevel = 3,
  testId,
}: CouponCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const value = couponValue(coupon);
  const condition = couponCondition(coupon);
  const inactive = status !== 'unused';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const conditionText =
    condition.type === 'cap'
      ? t('ad_center.coupon.cap', { amount: format.amount(condition.amount) })
      : condition.type === 'min'
        ? t('ad_center.coupon.min_amount', { amount: format.amount(condition.amount) })
        : condition.type === 'no_min'
          ? t('ad_center.coupon.no_min')
          : condition.type === 'budget'
            ? t('ad_center.coupon.budget', { amount: format.amount(condition.amount) })
            : null;

  const valueText =
    value.type === 'percent'
      ? format.percent(value.discount)
      : value.type === 'amount'
        ? format.amount(value.amount, { signed: value.bonus })
        : MISSING;
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
          <Heading className={styles.name}>{coupon.name}</Heading>
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
