import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { StateView } from '@/components/state-view';
import { PATHS } from '@/config/paths';
import styles from './plan-not-found.module.css';

/**
 * A plan detail or product detail whose plan does not exist (an old link, a wrong id): says so and
 * leads to the plan list, never a dead end.
 */
export function PlanNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.notFound} data-testid="plan-not-found">
      <StateView state="empty" message={t('plan.not_found')} />
      <Button
        fill="outline"
        onClick={() => navigate(PATHS.plan)}
        data-testid="plan-not-found-action"
      >
        {t('plan.list.show_all')}
      </Button>
    </div>
  );
}
