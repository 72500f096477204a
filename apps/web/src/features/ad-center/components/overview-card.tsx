import type { AdStatistics } from '@adc/contract';
import { RedoOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import {
  MoneyFigureGlossary,
  useMoneyFigureLabel,
  type MoneyFigure,
} from '@/components/figure-glossary';
import { amountTone, useFormat } from '@/lib/format';
import { useOverview } from '../api/use-overview';
import { OVERVIEW_PERIODS, type OverviewPeriod } from '../lib/overview';
import { SectionCard } from './section-card';
import { SegmentedTabs } from './segmented-tabs';
import styles from './overview-card.module.css';
import { FeatureState } from './feature-state';

export interface OverviewCardProps {
  period: OverviewPeriod;
  onPeriodChange: (period: OverviewPeriod) => void;
}

type CountKey = 'delivery_orders' | 'impressions' | 'clicks';
type GridCell = { key: CountKey; count: true } | { key: MoneyFigure & keyof AdStatistics };
const GRID: readonly GridCell[] = [
  { key: 'delivery_orders', count: true },
  { key: 'consumed' },
  { key: 'to_be_consumed' },
  { key: 'impressions', count: true },
  { key: 'clicks', count: true },
  { key: 'revenue' },
];

/** A value, or while the figures load a bone of the same line height (the layout does not move). */
function Value({ text }: { text: string | undefined }) {
  return text === undefined ? <span className={styles.bone}>{'\u00a0'}</span> : <>{text}</>;
}

/**
 * The figures of the period. Without data (the first load) the same layout with bones in place of
 * the values and without the cells' test ids, so what follows the card does not move when the
 * figures arrive.
 */
function Figures({ data, loadingLabel }: { data: AdStatistics | undefined; loadingLabel: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const figureLabel = useMoneyFigureLabel();
  const id = (testId: string) => (data ? testId : undefined);
  const profitTone = data ? amountTone(data.profit) : undefined;
  return (
    <>
      {data?.operated_id && (
        <p className={styles.following} data-testid="ad-center-overview-following">
          {t('ad_center.overview.following', { id: data.operated_id })}
        </p>
      )}
      <div {...(data ? {} : { role: 'status', 'aria-busy': true, 'aria-label': loadingLabel })}>
        <dl className={styles.highlights} aria-hidden={data ? undefined : true}>
          <div
            className={`${styles.highlight} ${styles.investment}`}
            data-testid={id('ad-center-stat-investment_amount')}
          >
            <dt>{figureLabel('investment_amount')}</dt>
            <dd>
              <Value text={data && format.amount(data.investment_amount)} />
            </dd>
          </div>
          <div
            className={`${styles.highlight} ${(profitTone && styles[`profit_${profitTone}`]) ?? ''}`}
            data-testid={id('ad-center-stat-profit')}
            data-tone={profitTone}
          >
            <dt>{figureLabel('profit')}</dt>
            <dd>
              <Value text={data && format.amount(data.profit, { signed: true })} />
            </dd>
          </div>
        </dl>
        {data && amountTone(data.coupon_budget) === 'positive' && (
          <p className={styles.couponNote} data-testid="ad-center-stat-coupon_budget">
            {t('ad_center.figures.coupon_included', {
              amount: format.amount(data.coupon_budget),
            })}
          </p>
        )}
        <dl className={styles.grid} aria-hidden={data ? undefined : true}>
          {GRID.map((cell) => (
            <div
              key={cell.key}
              className={styles.cell}
              data-testid={id(`ad-center-stat-${cell.key}`)}
            >
              <dt>
                {'count' in cell ? t(`ad_center.overview.${cell.key}`) : figureLabel(cell.key)}
              </dt>
              <dd>
                <Value
                  text={
                    data &&
                    ('count' in cell ? format.count(data[cell.key]) : format.amount(data[cell.key]))
                  }
                />
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <MoneyFigureGlossary testId="ad-center-figures" />
    </>
  );
}

/**
 * DATA OVERVIEW: period tabs, then the eight figures of the period (refreshing every 30 s). The
 * money figures carry the labels and definitions the plan detail uses too ("What these figures
 * mean"), and the investment says how much of it coupons funded.
 */
export function OverviewCard({ period, onPeriodChange }: OverviewCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useOverview(period);
  const data = query.data;

  return (
    <SectionCard
      title={t('ad_center.overview.title')}
      testId="ad-center-overview"
      extra={
        <>
          {query.dataUpdatedAt > 0 && (
            <span className={styles.updated} title={t('ad_center.overview.auto_refresh')}>
              {t('ad_center.overview.updated_at', { time: format.clock(query.dataUpdatedAt) })}
            </span>
          )}
          <button
            type="button"
            className={[styles.refresh, query.isFetching ? styles.spinning : '']
              .filter(Boolean)
              .join(' ')}
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
            aria-label={t('ad_center.overview.refresh')}
            data-testid="ad-center-overview-refresh"
          >
            <RedoOutline aria-hidden="true" />
          </button>
        </>
      }
    >
      <SegmentedTabs
        tabs={OVERVIEW_PERIODS.map((key) => ({ key, label: t(`enums.stats_period.${key}`) }))}
        active={period}
        onChange={onPeriodChange}
        label={t('ad_center.overview.periods_label')}
        idPrefix="ad-center-overview"
        testIdPrefix="ad-center-overview-tab"
        sizing="label"
      />
      <div
        id="ad-center-overview-panel"
        role="tabpanel"
        aria-labelledby={`ad-center-overview-tab-${period}`}
        aria-busy={query.isFetching}
        className={styles.panel}
        data-testid="ad-center-overview-panel"
        data-period={period}
      >
        {query.isError && !data ? (
          <FeatureState state="error" error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Figures data={data} loadingLabel={t('common.loading')} />
        )}
      </div>
    </SectionCard>
  );
}
