import { useTranslation } from 'react-i18next';
import { FigureGlossary, type FigureDefinition } from './figure-glossary';

/**
 * The money figures that the data overview (a period) and the plan detail (one plan) share, with
 * one label and one definition each (API.md "One meaning for each figure"). Their texts live in
 * the ad-center catalogue (`ad_center.overview.<figure>` labels, `ad_center.figures.help.<figure>`
 * definitions), the home where they first appear; both screens read them from here.
 */
export const MONEY_FIGURES = [
  'investment_amount',
  'coupon_budget',
  'consumed',
  'to_be_consumed',
  'revenue',
  'profit',
] as const;
export type MoneyFigure = (typeof MONEY_FIGURES)[number];

/** The label of each money figure, the same on every screen. */
export function useMoneyFigureLabel(): (figure: MoneyFigure) => string {
  const { t } = useTranslation();
  return (figure) =>
    figure === 'coupon_budget'
      ? t('ad_center.figures.coupon_budget')
      : t(`ad_center.overview.${figure}`);
}

/** Every money figure with its label and definition. */
export function useMoneyFigureDefinitions(): readonly FigureDefinition[] {
  const { t } = useTranslation();
  const label = useMoneyFigureLabel();
  return MONEY_FIGURES.map((key) => ({
    key,
    label: label(key),
    help: t(`ad_center.figures.help.${key}`),
  }));
}

/**
 * The "What these figures mean" link and sheet with the shared definitions, and under them how
 * "To be consumed" relates to the wallet's: the wallet counts the user's own money still
 * committed (what it paid, less its share of the spending), these figures the plans' unspent
 * budget, a coupon's part included (API.md "Money rules": a fixed-amount or deduction coupon
 * lowers what the wallet pays, not the amount put; a value-added one adds budget). After a
 * launch with a coupon the two differ by that part, and this note is where a screen says so.
 */
export function MoneyFigureGlossary({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const definitions = useMoneyFigureDefinitions();
  return (
    <FigureGlossary
      definitions={definitions}
      triggerLabel={t('ad_center.figures.explain')}
      title={t('ad_center.figures.title')}
      intro={t('ad_center.figures.intro')}
      note={t('ad_center.figures.wallet_note')}
      closeLabel={t('ad_center.figures.close')}
      testId={testId}
    />
  );
}
