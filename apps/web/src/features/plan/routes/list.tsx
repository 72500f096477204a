import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FilterTabs } from '@/components/filter-tabs';
import { Page } from '@/components/layout';
import { PullRefresh } from '@/components/pull-refresh';
import { StateView } from '@/components/state-view';
import { usePlanList } from '../api/plan-queries';
import { ListFooter, nextPageLoader } from '@/components/list-footer';
import { PlanCard } from '../components/plan-card';
import { parsePlanFilter, PLAN_FILTERS, type PlanFilter } from '../lib/status';
import styles from './list.module.css';

/** /plan: the plan orders, filtered by status (?status=), with pull-to-refresh and infinite scroll. */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = parsePlanFilter(params.get('status'));
  const query = usePlanList(filter);
  const plans = query.data?.pages.flatMap((page) => page.list) ?? [];

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

      <PullRefresh onRefresh={() => query.refetch()}>
        <section className={styles.list} aria-busy={query.isFetching}>
          {query.isPending ? (
            <div className={styles.skeletons}>
              <StateView state="loading" skeleton={4} className={styles.skeletonCard} />
              <StateView state="loading" skeleton={4} className={styles.skeletonCard} />
            </div>
          ) : !query.data ? (
            <StateView state="error" onRetry={() => void query.refetch()} />
          ) : plans.length === 0 ? (
            <StateView
              state="empty"
              message={filter === 'all' ? t('plan.list.empty') : t('plan.list.empty_status')}
            />
          ) : (
            <>
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
