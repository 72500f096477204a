import { useSearchParams } from 'react-router-dom';
import { isLaunchable } from '@adc/domain';
import { Page } from '@/components/layout';
import { PullRefresh, refetching } from '@/components/pull-refresh';
import { StateView } from '@/components/state-view';
import { usePlanDetail } from '../api/plan-queries';
import {
  LearningPhase,
  PlanFigures,
  PlanOverview,
  PlanTexts,
  PlanTimeline,
  RealtimeStats,
} from '../components/detail-sections';
import { LaunchPanel } from '../components/launch-panel';
import { PlanNotFound } from '../components/plan-not-found';
import { isNotFound, parsePlanId } from '../lib/status';
import styles from './detail.module.css';

/**
 * /plan/detail?id=…: the plan with its product, status and real-time delivery (refetched every
 * few seconds while matching or in progress), the learning phase, texts and timeline; a pending
 * plan can be launched here.
 */
export function Component() {
  const [params] = useSearchParams();
  const id = parsePlanId(params.get('id'));
  const query = usePlanDetail(id);

  if (id === null) {
    return (
      <Page>
        <PlanNotFound />
      </Page>
    );
  }

  const plan = query.data;
  return (
    <Page>
      <PullRefresh onRefresh={refetching(query)}>
        <div className={styles.body} data-testid="plan-detail" data-status={plan?.status}>
          {query.isPending ? (
            <>
              <StateView state="loading" skeleton={5} className={styles.skeleton} />
              <StateView state="loading" skeleton={3} className={styles.skeleton} />
            </>
          ) : !plan ? (
            isNotFound(query.error) ? (
              <PlanNotFound />
            ) : (
              <StateView state="error" error={query.error} onRetry={() => void query.refetch()} />
            )
          ) : (
            <>
              <PlanOverview plan={plan} />
              {isLaunchable(plan.status) && <LaunchPanel key={plan.id} plan={plan} />}
              {plan.put_amount !== null && (
                <>
                  <PlanFigures plan={plan} />
                  <RealtimeStats plan={plan} updatedAt={query.dataUpdatedAt} />
                  <LearningPhase plan={plan} />
                </>
              )}
              <PlanTexts plan={plan} />
              <PlanTimeline plan={plan} />
            </>
          )}
        </div>
      </PullRefresh>
    </Page>
  );
}
