import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import styles from './offers-guide.module.css';

/** The FAQ answer on launching a plan (offers, amount, coupon, PIN). */
const LAUNCH_FAQ = `${PATHS.quesDetail}?id=launch_plan`;

export interface OffersGuideProps {
  /** The main sentence; the explanation of offers by default. */
  text?: string;
  /** The way forward (a filter switch, a refresh). */
  action?: ReactNode;
  testId: string;
}

/**
 * What an offer is and where new ones come from: plans are offered by the platform (pending
 * launch), and a new offer arrives each day while the user has fewer than 2. Shown on the first
 * run of /plan and in its empty states, always with a way forward and the FAQ on launching.
 */
export function OffersGuide({ text, action, testId }: OffersGuideProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.guide} aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className={styles.title}>
        {t('plan.list.offers_title')}
      </h2>
      <p className={styles.text}>{text ?? t('plan.list.offers_text')}</p>
      <div className={styles.actions}>
        {action}
        <Link to={LAUNCH_FAQ} className={styles.faq} data-testid={`${testId}-faq`}>
          {t('ad_center.faq.items.launch_plan.q')}
        </Link>
      </div>
    </section>
  );
}
