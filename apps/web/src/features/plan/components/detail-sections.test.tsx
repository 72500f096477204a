import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PlanDetail } from '@adc/contract';
import { changeLanguage, loadFeatureMessages } from '@/lib/i18n';
import { renderAtRoute } from '@/test/render';
import { launchedPlan } from '../test/plan-detail';
import { PlanFigures } from './detail-sections';

/** A launched plan of 2,000.00: no coupon unless overridden. */
const launched = launchedPlan;

/** Launched with demo's "Daily boost" (5 %, capped at 50.00): the wallet paid 1,950.00. */
const withDeduction = launched({
  paid_amount: '1950.00',
  coupon_discount: '50.00',
  coupon: { id: 3, name: 'Daily boost', kind: 'deduction' },
});

function renderFigures(plan: PlanDetail) {
  renderAtRoute(<PlanFigures plan={plan} />, { path: '/plan/detail' });
  return screen.getByTestId('plan-figures');
}

/** The text of a row (label and value), or null when the row is not shown. */
const rowText = (testId: string) => screen.queryByTestId(testId)?.textContent ?? null;

beforeAll(async () => {
  await loadFeatureMessages('en');
});

describe('what the launch cost, in the plan figures', () => {
  afterEach(() => changeLanguage('en'));

  it('a deduction coupon: the coupon, named, with what it took off, then what the wallet paid', () => {
    const figures = renderFigures(withDeduction);
    expect(within(figures).getByTestId('plan-stat-investment_amount').textContent).toContain(
      '2,000.00',
    );
    expect(rowText('plan-coupon-discount')).toBe('Coupon discountDaily boost\u221250.00');
    expect(rowText('plan-paid')).toBe('Paid from wallet1,950.00');
    // The coupon note is the value-added coupons' (budget the platform added): not this one.
    expect(screen.queryByTestId('plan-stat-coupon_budget')).toBeNull();
  });

  it('a fixed coupon: the same two rows', () => {
    renderFigures(
      launched({
        put_amount: '150.00',
        investment_amount: '150.00',
        paid_amount: '130.00',
        coupon_discount: '20.00',
        coupon: { id: 4, name: 'Newcomer coupon', kind: 'fixed_amount' },
      }),
    );
    expect(rowText('plan-coupon-discount')).toBe('Coupon discountNewcomer coupon\u221220.00');
    expect(rowText('plan-paid')).toBe('Paid from wallet130.00');
  });

  it('hidden without a coupon, where the wallet paid the investment shown', () => {
    renderFigures(launched());
    expect(screen.queryByTestId('plan-payment')).toBeNull();
  });

  it('hidden with a value-added coupon, which the coupon note explains instead', () => {
    renderFigures(
      launched({
        investment_amount: '2030.00',
        coupon: { id: 5, name: 'Budget boost', kind: 'value_added' },
        stats: {
          ...launched().stats,
          investment_amount: '2030.00',
          coupon_budget: '30.00',
          to_be_consumed: '2030.00',
        },
      }),
    );
    expect(screen.queryByTestId('plan-payment')).toBeNull();
    expect(screen.getByTestId('plan-stat-coupon_budget').textContent).toContain('30.00');
  });

  it.each([
    ['de', 'Gutscheinrabatt', '\u221250,00', 'Vom Wallet bezahlt', '1.950,00'],
    ['ru', 'Скидка по купону', '\u221250,00', 'Оплачено с кошелька', '1\u00a0950,00'],
  ] as const)(
    '%s: in the language and money format of the user',
    async (lang, discountLabel, discount, paidLabel, paid) => {
      await changeLanguage(lang);
      renderFigures(withDeduction);
      const coupon = screen.getByTestId('plan-coupon-discount');
      const [couponTerm, couponValue] = [coupon.querySelector('dt'), coupon.querySelector('dd')];
      expect(couponTerm?.firstChild?.textContent).toBe(discountLabel);
      expect(couponTerm?.textContent).toContain('Daily boost');
      expect(couponValue?.textContent?.replace(/\s/g, ' ')).toBe(discount.replace(/\s/g, ' '));
      const row = screen.getByTestId('plan-paid');
      expect(row.querySelector('dt')?.textContent).toBe(paidLabel);
      expect(row.querySelector('dd')?.textContent?.replace(/\s/g, ' ')).toBe(
        paid.replace(/\s/g, ' '),
      );
    },
  );
});
