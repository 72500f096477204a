import { CheckCircleFill, StarFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout';
import { PullRefresh, refetching } from '@/components/pull-refresh';
import { useUserInfo } from '@/lib/resources';
import { SectionCard } from '../components/section-card';
import { levelKeys, SHOP_LEVELS, toShopLevel } from '../lib/levels';
import styles from './level.module.css';
import { FeatureState } from '../components/feature-state';

/** /ad-center/level: the user's shop level and credit score, and what each of the six levels means. */
export function Component() {
  const { t } = useTranslation();
  const user = useUserInfo({ showStored: true });

  if (!user.data) {
    return (
      <Page>
        {user.isError ? (
          <FeatureState state="error" error={user.error} onRetry={() => void user.refetch()} />
        ) : (
          <FeatureState state="loading" skeleton={5} />
        )}
      </Page>
    );
  }

  const level = toShopLevel(user.data.shop_level);
  const score = Math.max(0, Math.min(100, user.data.credit_score));

  return (
    <Page>
      <PullRefresh onRefresh={refetching(user)}>
        <div className={styles.content}>
          <div className={styles.hero} data-testid="ad-center-level-current" data-level={level}>
            <div className={styles.badge} aria-hidden="true">
              <StarFill />
              <span>{level}</span>
            </div>
            <div className={styles.heroText}>
              <span className={styles.heroLabel}>{t('ad_center.level.current')}</span>
              <h2 className={styles.heroTitle}>
                {t('ad_center.home.level_value', { level })} · {t(levelKeys(level).name)}
              </h2>
              <p className={styles.heroDesc}>{t(levelKeys(level).description)}</p>
            </div>
          </div>

          <SectionCard title={t('ad_center.home.credit_score')} testId="ad-center-level-credit">
            <div className={styles.score}>
              <span className={styles.scoreValue}>{score}</span>
              <span className={styles.scoreMax}>/ 100</span>
            </div>
            <div
              className={styles.bar}
              role="meter"
              aria-label={t('ad_center.home.credit_score')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={score}
            >
              <span className={styles.barFill} style={{ width: `${score}%` }} />
            </div>
            <p className={styles.hint}>{t('ad_center.level.credit_hint')}</p>
          </SectionCard>

          <SectionCard title={t('ad_center.level.list_title')} flush>
            <ol className={styles.levels}>
              {SHOP_LEVELS.map((item) => {
                const current = item === level;
                const reached = item <= level;
                return (
                  <li
                    key={item}
                    className={[
                      styles.level,
                      current ? styles.current : '',
                      reached ? styles.reached : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    aria-current={current ? 'true' : undefined}
                    data-testid={`ad-center-level-${item}`}
                  >
                    <span className={styles.levelMark} aria-hidden="true">
                      {reached && !current ? <CheckCircleFill /> : item}
                    </span>
                    <div className={styles.levelBody}>
                      <div className={styles.levelHead}>
                        <h3 className={styles.levelName}>
                          {t('ad_center.home.level_value', { level: item })} ·{' '}
                          {t(levelKeys(item).name)}
                        </h3>
                        {current && (
                          <span className={styles.currentTag}>
                            {t('ad_center.level.current_badge')}
                          </span>
                        )}
                      </div>
                      <p className={styles.levelDesc}>{t(levelKeys(item).description)}</p>
                    </div>
                  </li>
                );
              })}
            </ol>
          </SectionCard>

          <SectionCard title={t('ad_center.level.how_title')}>
            <p className={styles.hint}>{t('ad_center.level.how_text')}</p>
          </SectionCard>
        </div>
      </PullRefresh>
    </Page>
  );
}
