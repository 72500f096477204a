import { DownOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMoney } from '@adc/domain';
import { FLOW_TYPES } from '@adc/contract/lists';
import { AdaptivePicker, type PickerOption } from '@/components/adaptive-picker';
import { ListFooter, nextPageLoader } from '@/components/list-footer';
import { SectionHeader } from '@/components/section-header';
import { StateView } from '@/components/state-view';
import { useFlows, type FlowFilter } from '../api/wallet-queries';
import { MISSING, useFormat } from '@/lib/format';
import { monthOf, recentMonths } from '../lib/date';
import { amountSign } from '../lib/money';
import { FlowRow } from './flow-row';
import styles from './funding-details.module.css';
import shared from './wallet.module.css';

/**
 * FUNDING DETAILS: the money flows of one month (last 12 months, default the current one) and one
 * type (all or one of the 8), the month's income and expense, and the records with infinite scroll.
 * Rows and totals tell one story: an informational row (`ad_serving`, the budget a completed plan
 * spent, already charged by its `ad_billing` row) is neutral, unsigned and labelled "Info", and the
 * totals say such rows are not counted. A withdrawal shows its review status.
 *
 * The income and expense are the month's over every type (`month_income`, `month_expense` of
 * GET /transaction_flow/list ignore `type`, API.md). While a type is chosen they stay shown (the
 * month's picture the user had a moment ago) but say they are the whole month's, all types, so they
 * are never read as the sum of the filtered rows; a sum of the loaded rows would be wrong as soon as
 * the list has more pages than are loaded.
 *
 * `onRetry`: what the failed state's Retry does (default: ask the list again; the wallet asks
 * every failed query of the page again).
 */
export function FundingDetails({ onRetry }: { onRetry?: () => void } = {}) {
  const { t } = useTranslation();
  const format = useFormat();
  const months = useMemo(() => recentMonths(), []);
  const [month, setMonth] = useState(() => monthOf(new Date()));
  const [type, setType] = useState<FlowFilter>('all');
  const [picker, setPicker] = useState<'month' | 'type' | null>(null);
  const flows = useFlows(month, type);

  // Stable option lists: AdaptivePicker resets its draft whenever `options` changes identity.
  const monthOptions = useMemo<PickerOption[]>(
    () => months.map((value) => ({ label: format.month(value), value })),
    [months, format],
  );
  const typeOptions = useMemo<PickerOption<FlowFilter>[]>(
    () => [
      { label: t('wallet.flows.all_types'), value: 'all' },
      ...FLOW_TYPES.map((value) => ({ label: t(`enums.flow_type.${value}`), value })),
    ],
    [t],
  );
  const typeLabel = type === 'all' ? t('wallet.flows.all_types') : t(`enums.flow_type.${type}`);

  const firstPage = flows.data?.pages[0];
  const records = flows.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <section
      className={shared.card}
      aria-labelledby="wallet-flows-title"
      data-testid="wallet-flows"
    >
      <SectionHeader
        id="wallet-flows-title"
        title={t('wallet.flows.title')}
        className={shared.cardHeader}
      />
      <div className={styles.filters}>
        <button
          type="button"
          className={styles.selector}
          onClick={() => setPicker('month')}
          aria-haspopup="dialog"
          aria-label={`${t('wallet.flows.choose_month')}: ${format.month(month)}`}
          data-testid="wallet-month"
        >
          <span className={styles.selectorValue}>{format.month(month)}</span>
          <DownOutline className={styles.caret} aria-hidden="true" />
        </button>
        <button
          type="button"
          className={`${styles.selector} ${styles.grow}`}
          onClick={() => setPicker('type')}
          aria-haspopup="dialog"
          aria-label={`${t('wallet.flows.choose_type')}: ${typeLabel}`}
          data-testid="wallet-flow-type"
        >
          <span className={styles.selectorValue}>{typeLabel}</span>
          <DownOutline className={styles.caret} aria-hidden="true" />
        </button>
      </div>

      <dl
        className={styles.summary}
        aria-describedby={type === 'all' ? undefined : 'wallet-totals-scope'}
      >
        <div className={styles.summaryItem}>
          <dt>{t('wallet.flows.income')}</dt>
          <dd
            className={`${shared.amount} ${firstPage && amountSign(firstPage.month_income) > 0 ? shared.income : ''}`}
            data-testid="wallet-month-income"
          >
            {firstPage ? format.amount(firstPage.month_income, { signed: true }) : MISSING}
          </dd>
        </div>
        <div className={styles.summaryItem}>
          <dt>{t('wallet.flows.expense')}</dt>
          <dd
            className={`${shared.amount} ${firstPage && amountSign(firstPage.month_expense) !== 0 ? shared.expense : ''}`}
            data-testid="wallet-month-expense"
          >
            {firstPage ? format.minor(outflow(firstPage.month_expense)) : MISSING}
          </dd>
        </div>
      </dl>
      {type === 'all' ? null : (
        <p
          id="wallet-totals-scope"
          className={`${styles.totalsNote} ${styles.totalsScope}`}
          data-testid="wallet-totals-scope"
        >
          {t('wallet.flows.totals_whole_month')}
        </p>
      )}
      <p className={styles.totalsNote} data-testid="wallet-totals-note">
        {t('wallet.flows.totals_note')}
      </p>

      {flows.isPending ? (
        <StateView className={shared.stateView} state="loading" skeleton={4} />
      ) : flows.isError && !flows.data ? (
        <StateView
          className={shared.stateView}
          state="error"
          error={flows.error}
          onRetry={onRetry ?? (() => void flows.refetch())}
        />
      ) : records.length === 0 ? (
        <StateView className={shared.stateView} state="empty" message={t('wallet.flows.empty')} />
      ) : (
        <>
          <ul className={styles.list} data-testid="wallet-flow-list">
            {records.map((flow) => (
              <FlowRow key={flow.id} flow={flow} />
            ))}
          </ul>
          <ListFooter
            inCard
            hasMore={Boolean(flows.hasNextPage)}
            loadMore={nextPageLoader(flows)}
          />
        </>
      )}

      <AdaptivePicker
        visible={picker === 'month'}
        options={monthOptions}
        value={month}
        title={t('wallet.flows.choose_month')}
        onConfirm={setMonth}
        onClose={() => setPicker(null)}
      />
      <AdaptivePicker
        visible={picker === 'type'}
        options={typeOptions}
        value={type}
        title={t('wallet.flows.choose_type')}
        onConfirm={setType}
        onClose={() => setPicker(null)}
      />
    </section>
  );
}

/** month_expense is a positive magnitude: shown as an outflow (−12.00), zero stays 0.00. */
function outflow(value: string): bigint | null {
  const minor = parseMoney(value, { signed: true });
  return minor === null ? null : minor > 0n ? -minor : minor;
}
