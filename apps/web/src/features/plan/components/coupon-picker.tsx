import { Popup } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@adc/contract';
import { couponApplies, couponMinimum, priceLaunch, type CouponTerms } from '../lib/launch';
import { formatAmount, toMinor } from '../lib/money';
import { formatDateTime, useLocale } from '../lib/use-locale';
import styles from './coupon-picker.module.css';

/** The coupon's terms in words ("20.00 off plans of 100.00 or more", "5% off, up to 50.00"). */
export function couponTermsText(coupon: CouponTerms, t: TFunction, locale: string): string {
  const amount = formatAmount(coupon.amount, locale);
  const limit = toMinor(coupon.amount_limit);
  if (coupon.kind === 'deduction') {
    return limit === null
      ? t('plan.coupon.deduction_uncapped', { discount: coupon.discount ?? 0 })
      : t('plan.coupon.deduction', {
          discount: coupon.discount ?? 0,
          cap: formatAmount(coupon.amount_limit, locale),
        });
  }
  const min = couponMinimum(coupon);
  const minText = min ? formatAmount(min, locale) : null;
  if (coupon.kind === 'value_added') {
    return minText
      ? t('plan.coupon.value_added_min', { amount, min: minText })
      : t('plan.coupon.value_added', { amount });
  }
  return minText
    ? t('plan.coupon.fixed', { amount, min: minText })
    : t('plan.coupon.fixed_any', { amount });
}

/** What the coupon does for `amount` (minor units): "Saves 5.00", "Adds 30.00", or why it does not apply. */
export function couponEffectText(
  coupon: CouponTerms,
  amount: number | null,
  t: TFunction,
  locale: string,
): { text: string; applies: boolean } | null {
  if (amount === null || amount <= 0) return null;
  if (!couponApplies(amount, coupon)) {
    return {
      text: t('plan.coupon.requires', { min: formatAmount(couponMinimum(coupon) ?? 0, locale) }),
      applies: false,
    };
  }
  const pricing = priceLaunch(amount, coupon);
  if (!pricing) return null;
  if (pricing.bonus > 0)
    return {
      text: t('plan.coupon.adds', { amount: formatAmount(pricing.bonus, locale) }),
      applies: true,
    };
  return {
    text: t('plan.coupon.saves', { amount: formatAmount(pricing.discount, locale) }),
    applies: true,
  };
}

export interface CouponPickerProps {
  visible: boolean;
  onClose: () => void;
  coupons: readonly Coupon[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  /** The amount being launched (minor units), to show each coupon's effect. */
  amount: number | null;
}

/** Bottom sheet: "No coupon" and the user's unused coupons, each with its effect on the amount. */
export function CouponPicker({
  visible,
  onClose,
  coupons,
  selectedId,
  onSelect,
  amount,
}: CouponPickerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();

  const choose = (id: number | null) => {
    onSelect(id);
    onClose();
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('plan.launch.coupon_pick')}
        </h2>
        <button type="button" className={styles.close} onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
      <div role="radiogroup" aria-labelledby={titleId} className={styles.options}>
        <button
          type="button"
          role="radio"
          aria-checked={selectedId === null}
          className={[styles.option, styles.none, selectedId === null ? styles.selected : ''].join(
            ' ',
          )}
          onClick={() => choose(null)}
          data-testid="plan-coupon-none"
        >
          <span className={styles.optionMain}>
            <span className={styles.name}>{t('plan.launch.coupon_none')}</span>
          </span>
          <span className={styles.radio} aria-hidden="true" />
        </button>
        {coupons.map((coupon) => {
          const effect = couponEffectText(coupon, amount, t, locale);
          const selected = coupon.id === selectedId;
          const value =
            coupon.kind === 'deduction'
              ? `${coupon.discount ?? 0}%`
              : formatAmount(coupon.amount, locale);
          return (
            <button
              key={coupon.id}
              type="button"
              role="radio"
              aria-checked={selected}
              className={[
                styles.option,
                selected ? styles.selected : '',
                effect && !effect.applies ? styles.inapplicable : '',
              ].join(' ')}
              onClick={() => choose(coupon.id)}
              data-testid="plan-coupon-option"
              data-coupon-id={coupon.id}
            >
              <span className={styles.value} aria-hidden="true">
                {value}
              </span>
              <span className={styles.optionMain}>
                <span className={styles.name}>
                  {coupon.name}
                  <span className={styles.kind}>{t(`enums.coupon_kind.${coupon.kind}`)}</span>
                </span>
                <span className={styles.terms}>{couponTermsText(coupon, t, locale)}</span>
                <span className={styles.expiry}>
                  {t('plan.coupon.expires', { date: formatDateTime(coupon.expires_at, locale) })}
                </span>
                {effect && (
                  <span className={effect.applies ? styles.effect : styles.warning}>
                    {effect.text}
                  </span>
                )}
              </span>
              <span className={styles.radio} aria-hidden="true" />
            </button>
          );
        })}
      </div>
    </Popup>
  );
}
