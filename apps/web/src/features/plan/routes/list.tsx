import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { useSearchParams } from 'react-router-dom';
import { FilterTabs } from '@/components/filter-tabs';
import { Page } from '@/components/layout';
import { PullRefresh, refetching } from '@/components/pull-refresh';
import { StateView } from '@/components/state-view';
import { usePlanList } from '../api/plan-queries';
import { ListFooter, nextPageLoader } from '@/components/list-footer';
import { OffersGuide } from '../components/offers-guide';
import { PlanCard } from '../components/plan-card';
import { parsePlanFilter, PLAN_FILTERS, type PlanFilter } from '../lib/status';
import styles from './list.module.css';

/**
 * /plan: the plan orders, filtered by status (?status=), with pull-to-refresh and infinite scroll.
 * Never a dead end: on the first run (nothing launched yet) a guide explains the platform's offers,
 * and every empty state says where plans come from and offers a way forward.
 */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = parsePlanFilter(params.get('status'));
  const query = usePlanList(filter);
  const plans = query.data?.pages.flatMap((page) => page.list) ?? [];
  const firstRun =
    (filter === 'all' || filter === 'pending_launch') &&
    plans.length > 0 &&
    plans.every((plan) => plan.status === 'pending_launch');

  const selectFilter = (next: PlanFilter) => {
    setParams(next === 'all' ? {} : { status: next }, { replace: true });
    window.scrollTo({ top: 0 });
  };

  return (
    <Page>
      <FilterTabs
        tabs={PLAN_FILTERS.map((item) => ({
          key: item,
          title: item === 'all' ? t('common.all') : t(`enums.plan_status.${item}`),
        }))}
        activeKey={filter}
        onChange={(key) => selectFilter(parsePlanFilter(key))}
        label={t('plan.list.filter_label')}
        testId="plan-status-filter"
      />

      <PullRefresh onRefresh={refetching(query)}>
        <section className={styles.list} aria-busy={query.isFetching}>
          {query.isPending ? (
            <div className={styles.skeletons}>
              <StateView state="loading" skeleton={4} className={styles.skeletonCard} />
              <StateView state="loading" skeleton={4} className={styles.skeletonCard} />
            </div>
          ) : !query.data ? (
            <StateView state="error" error={query.error} onRetry={() => void query.refetch()} />
          ) : plans.length === 0 ? (
            <EmptyPlans
              filter={filter}
              onFilter={selectFilter}
              onRefresh={() => void query.refetch()}
            />
          ) : (
            <>
              {firstRun && <OffersGuide testId="plan-offers-guide" />}
              {plans.map((plan) => (
                <PlanCard key={plan.id} plan={plan} />
              ))}
              <ListFooter hasMore={Boolean(query.hasNextPage)} loadMore={nextPageLoader(query)} />
            </>
          )}
        </section>
      </PullRefresh>
    </Page>
  );
}

/** The texts of each empty list: all plans, the offers (pending launch), any other status. */
const EMPTY_TEXTS = {
  all: { message: 'plan.list.empty', text: 'plan.list.empty_text', action: 'plan.list.refresh' },
  pending_launch: {
    message: 'plan.list.empty_status',
    text: 'plan.list.empty_offers',
    action: 'plan.list.show_all',
  },
  status: {
    message: 'plan.list.empty_status',
    text: 'plan.list.empty_text',
    action: 'plan.list.show_offers',
  },
} as const;

interface EmptyPlansProps {
  filter: PlanFilter;
  onFilter: (filter: PlanFilter) => void;
  onRefresh: () => void;
}

/** No plan in the list: why, where offers come from, and what to do now. */
function EmptyPlans({ filter, onFilter, onRefresh }: EmptyPlansProps) {
  const { t } = useTranslation();
  const empty = EMPTY_TEXTS[filter === 'all' || filter === 'pending_launch' ? filter : 'status'];
  const forward =
    filter === 'all'
      ? onRefresh
      : () => onFilter(filter === 'pending_launch' ? 'all' : 'pending_launch');
  return (
    <>
      <StateView state="empty" message={t(empty.message)} />
      <OffersGuide
        testId="plan-empty-guide"
        text={t(empty.text)}
        action={
          <Button color="primary" onClick={forward} data-testid="plan-empty-action">
            {t(empty.action)}
          </Button>
        }
      />
    </>
  );
}
