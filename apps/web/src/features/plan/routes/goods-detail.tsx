import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isLaunchable } from '@adc/domain';
import { Page } from '@/components/layout';
import { StateView } from '@/components/state-view';
import { PATHS } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { usePlanDetail, useProductDetail } from '../api/plan-queries';
import { PlanNotFound } from '../components/plan-not-found';
import { ProductCover } from '../components/product-cover';
import { ProductTypeIcon } from '../components/product-icons';
import { ScreenshotGallery } from '../components/screenshot-gallery';
import { isNotFound, parsePlanId } from '../lib/status';
import styles from './goods-detail.module.css';

/** The header floats over the hero image: white icons on the hero's dark top edge. */
const HERO_HEADER = { transparent: true, light: true } as const;

/**
 * /plan/goods-detail?id=<plan order id>: the plan's product (POST /plan/order/app/detail) under a
 * transparent header: hero cover, name and type, description, game description, screenshots and
 * the investment range; back to launching while the plan is pending.
 */
export function Component() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = parsePlanId(params.get('id'));
  const product = useProductDetail(id);
  const plan = usePlanDetail(id);

  if (id === null || product.isPending || !product.data) {
    // The placeholder hero is dark too: the same white header, or its title and icons are dark on
    // dark blue while the product loads, is not found or failed.
    return (
      <Page tone="plain" header={HERO_HEADER}>
        <div className={styles.placeholderHero} aria-hidden="true" />
        {id === null || isNotFound(product.error) ? (
          <PlanNotFound />
        ) : product.isPending ? (
          <StateView state="loading" skeleton={5} />
        ) : (
          <StateView state="error" error={product.error} onRetry={() => void product.refetch()} />
        )}
      </Page>
    );
  }

  const item = product.data;
  const pending = plan.data !== undefined && isLaunchable(plan.data.status);
  const gameText = item.type === 'game' ? item.game_description?.trim() : '';

  return (
    <Page tone="plain" header={HERO_HEADER}>
      <div className={styles.hero}>
        <ProductCover
          src={item.cover}
          type={item.type}
          alt={item.name}
          className={styles.heroCover}
          eager
        />
        <span className={styles.scrim} aria-hidden="true" />
      </div>

      <article className={styles.sheet} data-testid="plan-goods-detail">
        <h2 className={styles.name}>{item.name}</h2>
        <span className={styles.type}>
          <ProductTypeIcon type={item.type} />
          {t(`enums.product_type.${item.type}`)}
        </span>

        <section className={styles.range} aria-labelledby="goods-range-title">
          <h3 id="goods-range-title" className={styles.rangeTitle}>
            {t('plan.goods.amount_range')}
          </h3>
          <dl className={styles.rangeGrid}>
            <div>
              <dt>{t('plan.goods.min_amount')}</dt>
              <dd data-testid="plan-goods-min">{format.amount(item.min_amount)}</dd>
            </div>
            <div>
              <dt>{t('plan.goods.max_amount')}</dt>
              <dd data-testid="plan-goods-max">{format.amount(item.max_amount)}</dd>
            </div>
          </dl>
        </section>

        {item.description.trim() !== '' && (
          <section className={styles.section}>
            <h3 className={styles.sectionTitle}>{t('plan.goods.description')}</h3>
            <p className={styles.text}>{item.description}</p>
          </section>
        )}

        {gameText && (
          <section className={styles.section} data-testid="plan-game-description">
            <h3 className={styles.sectionTitle}>{t('plan.goods.game_description')}</h3>
            <p className={styles.text}>{gameText}</p>
          </section>
        )}

        {item.screenshots.length > 0 && (
          <section className={styles.section} data-testid="plan-screenshots">
            <h3 className={styles.sectionTitle}>{t('plan.goods.screenshots')}</h3>
            <ScreenshotGallery images={item.screenshots} type={item.type} name={item.name} />
          </section>
        )}
      </article>

      {pending && (
        <div className={styles.actionBar}>
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            className={styles.action}
            onClick={() => navigate(`${PATHS.planDetail}?id=${id}`)}
            data-testid="plan-goods-launch"
          >
            {t('plan.goods.launch')}
          </Button>
        </div>
      )}
    </Page>
  );
}
