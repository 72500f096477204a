import Popup from 'antd-mobile/es/components/popup';
import type { TFunction } from 'i18next';
import { useCallback, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@adc/contract';
import { useFormat, type Formatter } from '@/lib/format';
import { useBackToClose } from '@/lib/overlay-history';
import { couponApplies, couponMinimum, priceLaunch, type CouponTerms } from '../lib/launch';
import styles from './coupon-picker.module.css';

/** The coupon's terms in words ("20.00 off plans of 100.00 or more", "5% off, up to 50.00"). */
export function couponTermsText(coupon: CouponTerms, t: TFunction, format: Formatter): string {
  const amount = format.amount(coupon.amount);
  if (coupon.kind === 'deduction') {
    return coupon.amount_limit === null
      ? t('plan.coupon.deduction_uncapped', { discount: format.count(coupon.discount ?? 0) })
      : t('plan.coupon.deduction', {
          discount: format.count(coupon.discount ?? 0),
          cap: format.amount(coupon.amount_limit),
        });
  }
  const min = couponMinimum(coupon);
  const minText = min ? format.minor(min) : null;
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
  amount: bigint | null,
  t: TFunction,
  format: Formatter,
): { text: string; applies: boolean } | null {
  if (amount === null || amount <= 0n) return null;
  if (!couponApplies(amount, coupon)) {
    return {
      text: t('plan.coupon.requires', {
        min: format.minor(couponMinimum(coupon) ?? 0n),
      }),
      applies: false,
    };
  }
  const pricing = priceLaunch(amount, coupon);
  if (!pricing) return null;
  if (pricing.bonus > 0n)
    return {
      text: t('plan.coupon.adds', { amount: format.minor(pricing.bonus) }),
      applies: true,
    };
  return {
    text: t('plan.coupon.saves', { amount: format.minor(pricing.discount) }),
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
  amount: bigint | null;
}

/**
 * Bottom sheet: "No coupon" and the user's unused coupons, each with its effect on the amount. A
 * modal dialog named by its title, as the app's other sheets: it takes the focus (the chosen
 * option), Escape closes it, and the focus goes back to what opened it.
 */
export function CouponPicker({
  visible,
  onClose,
  coupons,
  selectedId,
  onSelect,
  amount,
}: CouponPickerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const openerRef = useRef<HTMLElement | null>(null);
  const closeFromMask = useBackToClose(visible, onClose);
  // Mounted on every opening (destroyOnClose).
  const focusOnOpen = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    openerRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const chosen = node.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]');
    (chosen ?? node).focus({ preventScroll: true });
  }, []);
  const restoreFocus = () => {
    openerRef.current?.focus({ preventScroll: true });
    openerRef.current = null;
  };

  const choose = (id: number | null) => {
    onSelect(id);
    onClose();
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={closeFromMask}
      onClose={onClose}
      afterClose={restoreFocus}
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      <div
        ref={focusOnOpen}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
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
            className={[
              styles.option,
              styles.none,
              selectedId === null ? styles.selected : '',
            ].join(' ')}
            onClick={() => choose(null)}
            data-testid="plan-coupon-none"
          >
            <span className={styles.optionMain}>
              <span className={styles.name}>{t('plan.launch.coupon_none')}</span>
            </span>
            <span className={styles.radio} aria-hidden="true" />
          </button>
          {coupons.map((coupon) => {
            const effect = couponEffectText(coupon, amount, t, format);
            const selected = coupon.id === selectedId;
            const value =
              coupon.kind === 'deduction'
                ? format.percent(coupon.discount ?? 0)
                : format.amount(coupon.amount);
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
                  <span className={styles.terms}>{couponTermsText(coupon, t, format)}</span>
                  <span className={styles.expiry}>
                    {t('plan.coupon.expires', { date: format.dateTime(coupon.expires_at) })}
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
      </div>
    </Popup>
  );
}
