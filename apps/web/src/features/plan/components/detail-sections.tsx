import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PlanDetail } from '@adc/contract';
import {
  MoneyFigureGlossary,
  useMoneyFigureLabel,
  type MoneyFigure,
} from '@/components/figure-glossary';
import { ChevronRightIcon } from '@/components/icons';
import { SectionHeader } from '@/components/section-header';
import { PATHS } from '@/config/paths';
import { amountTone, MISSING, useFormat } from '@/lib/format';
import { isLive } from '../lib/status';
import cardStyles from './card.module.css';
import { ProductCover } from './product-cover';
import { ProductName, ProductTags } from './product-info';
import { PutProgress, StatusBadge } from './status-badge';
import styles from './detail-sections.module.css';

/** Product, status, amount and progress: the head of the detail. The product opens its page. */
export function PlanOverview({ plan }: { plan: PlanDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const figureLabel = useMoneyFigureLabel();
  return (
    <section className={`${cardStyles.card} ${styles.overview}`} aria-label={plan.plan_no}>
      <Link
        to={`${PATHS.goodsDetail}?id=${plan.id}`}
        className={styles.product}
        data-testid="plan-product-link"
      >
        <ProductCover
          src={plan.product.cover}
          type={plan.product.type}
          alt=""
          className={styles.cover}
        />
        <span className={styles.productInfo}>
          <ProductName name={plan.product.name} className={styles.productName} />
          <ProductTags type={plan.product.type} officialPush={plan.official_push} />
          <span className={styles.more}>
            {t('plan.detail.view_product')}
            <ChevronRightIcon />
          </span>
        </span>
      </Link>

      <dl className={styles.figures}>
        <div>
          <dt>{t('plan.detail.status')}</dt>
          <dd>
            <StatusBadge status={plan.status} />
          </dd>
        </div>
        <div>
          <dt>{figureLabel('investment_amount')}</dt>
          <dd className={styles.amount} data-testid="plan-put-amount">
            {plan.put_amount === null ? (
              <span className={styles.muted}>{t('plan.card.not_launched')}</span>
            ) : (
              format.amount(plan.stats.investment_amount)
            )}
          </dd>
        </div>
      </dl>

      <div className={styles.progressBlock}>
        <span className={styles.progressLabel}>{t('plan.detail.progress')}</span>
        <PutProgress
          value={plan.put_progress}
          status={plan.status}
          label={t('plan.detail.progress')}
          large
        />
      </div>

      <p className={styles.planNo}>
        {t('plan.card.plan_no')} <span>{plan.plan_no}</span>
      </p>

      {plan.status === 'launch_failed' && (
        <p className={styles.refund} role="note" data-testid="plan-refund-note">
          {t('plan.detail.refund_note')}
        </p>
      )}
    </section>
  );
}

/** Impressions, clicks and conversions; "Live" while the plan refetches. */
export function RealtimeStats({ plan, updatedAt }: { plan: PlanDetail; updatedAt: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const live = isLive(plan.status);
  const stats = [
    { key: 'impressions', value: format.count(plan.stats.impressions) },
    { key: 'clicks', value: format.count(plan.stats.clicks) },
    { key: 'conversions', value: format.count(plan.stats.conversions) },
  ] as const;
  return (
    <section
      className={cardStyles.card}
      aria-labelledby="plan-realtime-title"
      data-testid="plan-realtime"
    >
      <SectionHeader
        id="plan-realtime-title"
        title={t('plan.realtime.title')}
        extra={
          live && (
            <span className={styles.live}>
              <span className={styles.liveDot} aria-hidden="true" />
              {t('plan.realtime.live')}
            </span>
          )
        }
        className={cardStyles.cardHead}
      />
      <dl className={styles.stats} aria-live={live ? 'polite' : undefined}>
        {stats.map((stat) => (
          <div key={stat.key} className={styles.stat} data-testid={`plan-stat-${stat.key}`}>
            <dt>{t(`plan.realtime.${stat.key}`)}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
      {updatedAt > 0 && (
        <p className={styles.updated}>
          {t('plan.realtime.updated_at', { time: format.clock(updatedAt) })}
        </p>
      )}
    </section>
  );
}

const PLAN_MONEY_FIGURES = [
  'investment_amount',
  'consumed',
  'to_be_consumed',
  'revenue',
  'profit',
] as const satisfies readonly (MoneyFigure & keyof PlanDetail['stats'])[];

/**
 * The plan's money: investment (with the coupon-funded part), consumed, to be consumed, revenue
 * and profit, with the labels and definitions of the home overview ("What these figures mean").
 */
export function PlanFigures({ plan }: { plan: PlanDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const figureLabel = useMoneyFigureLabel();
  const { stats } = plan;
  return (
    <section
      className={cardStyles.card}
      aria-labelledby="plan-figures-title"
      data-testid="plan-figures"
    >
      <SectionHeader
        id="plan-figures-title"
        title={t('plan.figures.title')}
        className={cardStyles.cardHead}
      />
      <dl className={styles.stats}>
        {PLAN_MONEY_FIGURES.map((key) => (
          <div
            key={key}
            className={styles.stat}
            data-testid={`plan-stat-${key}`}
            data-tone={key === 'profit' ? amountTone(stats.profit) : undefined}
          >
            <dt>{figureLabel(key)}</dt>
            <dd>{format.amount(stats[key], { signed: key === 'profit' })}</dd>
          </div>
        ))}
      </dl>
      <LaunchPayment plan={plan} />
      {amountTone(stats.coupon_budget) === 'positive' && (
        <p className={styles.couponNote} data-testid="plan-stat-coupon_budget">
          {t('ad_center.figures.coupon_included', { amount: format.amount(stats.coupon_budget) })}
        </p>
      )}
      <MoneyFigureGlossary testId="plan-figures-help" />
    </section>
  );
}

/**
 * What the launch cost the wallet, shown when a fixed or deduction coupon lowered the price (the
 * investment above still counts the whole amount put, which the platform funded in part): the
 * coupon, named, with what it took off, then what the wallet paid. Both figures come from the
 * server (`coupon_discount`, `paid_amount`); a value-added coupon is explained by the coupon note.
 */
function LaunchPayment({ plan }: { plan: PlanDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { paid_amount: paid, coupon_discount: discount, coupon } = plan;
  if (paid === null || amountTone(discount) !== 'positive') return null;
  return (
    <dl className={`${cardStyles.rows} ${styles.payment}`} data-testid="plan-payment">
      <div className={cardStyles.row} data-testid="plan-coupon-discount">
        <dt>
          {t('plan.figures.coupon_discount')}
          {coupon && <span className={styles.couponName}>{coupon.name}</span>}
        </dt>
        <dd className={styles.saving}>{format.amount(`-${discount}`)}</dd>
      </div>
      <div className={cardStyles.row} data-testid="plan-paid">
        <dt>{t('plan.figures.paid')}</dt>
        <dd className={styles.paid}>{format.amount(paid)}</dd>
      </div>
    </dl>
  );
}

/** Conversions against the learning target (about 30–50 within 7 days), explained. */
export function LearningPhase({ plan }: { plan: PlanDetail }) {
  const { t } = useTranslation();
  const { conversions, target_min: min, target_max: max, days } = plan.learning_phase;
  const passed = conversions >= min;
  const percent = Math.min(100, (conversions / Math.max(max, 1)) * 100);
  const minMark = Math.min(100, (min / Math.max(max, 1)) * 100);
  return (
    <section
      className={cardStyles.card}
      aria-labelledby="plan-learning-title"
      data-testid="plan-learning"
    >
      <SectionHeader
        id="plan-learning-title"
        title={t('plan.learning.title')}
        extra={
          <span className={passed ? styles.passed : styles.learning}>
            {passed ? t('plan.learning.passed') : t('plan.learning.learning')}
          </span>
        }
        className={cardStyles.cardHead}
      />
      <div className={styles.learningHead}>
        <strong>{t('plan.learning.conversions', { conversions })}</strong>
        <span>{t('plan.learning.target', { min, max, days })}</span>
      </div>
      <div
        className={styles.learningTrack}
        role="progressbar"
        aria-label={t('plan.learning.title')}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(conversions, max)}
        aria-valuetext={t('plan.learning.conversions', { conversions })}
      >
        <span className={styles.learningTarget} style={{ left: `${minMark}%`, right: 0 }} />
        <span className={styles.learningFill} style={{ width: `${percent}%` }} />
      </div>
      <p className={`${cardStyles.text} ${styles.explain}`}>
        {t('plan.learning.explain', { min, max, days })}
      </p>
    </section>
  );
}

/** Content, rules and user targeting, as sent by the server. */
export function PlanTexts({ plan }: { plan: PlanDetail }) {
  const { t } = useTranslation();
  const sections = [
    { key: 'content', title: t('plan.detail.content'), text: plan.content },
    { key: 'rules', title: t('plan.detail.rules'), text: plan.rules },
    { key: 'targeting', title: t('plan.detail.targeting'), text: plan.user_targeting },
  ].filter((section) => section.text.trim() !== '');
  if (sections.length === 0) return null;
  return (
    <section className={cardStyles.card}>
      {sections.map((section) => (
        <div key={section.key} className={styles.textBlock} data-testid={`plan-${section.key}`}>
          <h2 className={styles.textTitle}>{section.title}</h2>
          <p className={cardStyles.text}>{section.text}</p>
        </div>
      ))}
    </section>
  );
}

/** Created, launched, completed and settled times (the ones that happened). */
export function PlanTimeline({ plan }: { plan: PlanDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const steps = [
    { key: 'created_at', at: plan.created_at },
    { key: 'launched_at', at: plan.launched_at },
    { key: 'completed_at', at: plan.completed_at },
    { key: 'settled_at', at: plan.settled_at },
  ] as const;
  return (
    <section className={cardStyles.card} aria-labelledby="plan-timeline-title">
      <SectionHeader
        id="plan-timeline-title"
        title={t('plan.detail.timeline')}
        className={styles.timelineTitle}
      />
      <ol className={styles.timeline}>
        {steps.map((step) => (
          <li key={step.key} className={step.at ? styles.done : styles.pending}>
            <span className={styles.stepLabel}>{t(`plan.detail.${step.key}`)}</span>
            <span className={styles.stepTime}>
              {step.at ? <time dateTime={step.at}>{format.dateTime(step.at)}</time> : MISSING}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
