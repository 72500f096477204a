import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PlanOrder } from '@adc/contract';
import { PATHS } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { ProductCover } from './product-cover';
import { ProductName, ProductTags } from './product-info';
import { PutProgress, StatusBadge } from './status-badge';
import styles from './plan-card.module.css';

/** One plan of the list; the whole card opens the plan's detail. */
export function PlanCard({ plan }: { plan: PlanOrder }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Link
      to={`${PATHS.planDetail}?id=${plan.id}`}
      className={styles.card}
      data-testid="plan-list-item"
      data-plan-id={plan.id}
      data-status={plan.status}
    >
      <div className={styles.head}>
        <span className={styles.planNo} data-testid="plan-no">
          <span className={styles.label}>{t('plan.card.plan_no')}</span> {plan.plan_no}
        </span>
        <StatusBadge status={plan.status} />
      </div>

      <div className={styles.product}>
        <ProductCover
          src={plan.product.cover}
          type={plan.product.type}
          alt=""
          className={styles.cover}
        />
        <div className={styles.productInfo}>
          <ProductName name={plan.product.name} className={styles.name} />
          <ProductTags type={plan.product.type} officialPush={plan.official_push} />
        </div>
      </div>

      <dl className={styles.figures}>
        <div>
          <dt>{t('plan.card.put_amount')}</dt>
          <dd className={plan.put_amount === null ? styles.muted : styles.amount}>
            {plan.put_amount === null
              ? t('plan.card.not_launched')
              : format.amount(plan.investment_amount)}
          </dd>
        </div>
        <div className={styles.right}>
          <dt>{t('plan.card.created_at')}</dt>
          <dd>
            <time dateTime={plan.created_at}>{format.dateTime(plan.created_at)}</time>
          </dd>
        </div>
      </dl>

      <PutProgress value={plan.put_progress} status={plan.status} label={t('plan.card.progress')} />
    </Link>
  );
}
