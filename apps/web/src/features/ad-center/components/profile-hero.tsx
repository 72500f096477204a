import type { UserInfo } from '@adc/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { gradientHeroClass } from '@/components/gradient-hero';
import { ChevronRightIcon } from '@/components/icons';
import { UserAvatar } from '@/components/user-avatar';
import { PATHS } from '@/config/paths';
import { MISSING, useFormat } from '@/lib/format';
import { toShopLevel } from '../lib/levels';
import styles from './profile-hero.module.css';

/** Home header block: who is signed in (→ /profile), credit score, shop level (→ level), deposit. */
export function ProfileHero({ user }: { user: UserInfo | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const level = toShopLevel(user?.shop_level);
  const score = user?.credit_score ?? 0;
  return (
    <div className={`${gradientHeroClass} ${styles.hero}`}>
      <Link to={PATHS.profile} className={styles.profile} data-testid="ad-center-profile">
        <UserAvatar
          name={user?.nickname ?? user?.username ?? ''}
          src={user?.avatar ?? null}
          size={56}
          className={styles.avatar}
        />
        <span className={styles.who}>
          <span className={styles.name} data-testid="ad-center-name">
            {user?.nickname || user?.username || '—'}
          </span>
          <span className={styles.uid} data-testid="ad-center-uid">
            {t('ad_center.home.operator_id', { uid: user?.uid ?? '—' })}
          </span>
        </span>
        <ChevronRightIcon className={styles.chevron} />
      </Link>

      <div className={styles.metrics}>
        <div className={styles.metric} data-testid="ad-center-credit-score">
          <span className={styles.metricLabel}>{t('ad_center.home.credit_score')}</span>
          <span className={styles.metricValue}>{user ? score : MISSING}</span>
          <span
            className={styles.meter}
            role="meter"
            aria-label={t('ad_center.home.credit_score')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={score}
          >
            <span
              className={styles.meterFill}
              style={{ width: `${Math.max(0, Math.min(100, score))}%` }}
            />
          </span>
        </div>
        <Link
          to={PATHS.level}
          className={`${styles.metric} ${styles.metricLink}`}
          data-testid="ad-center-shop-level"
        >
          <span className={styles.metricLabel}>
            {t('ad_center.home.shop_level')}
            <ChevronRightIcon className={styles.metricChevron} />
          </span>
          <span className={styles.metricValue}>{t('ad_center.home.level_value', { level })}</span>
          <span className={styles.levelDots} aria-hidden="true">
            {Array.from({ length: 6 }, (_, index) => (
              <span key={index} className={index < level ? styles.levelDotOn : styles.levelDot} />
            ))}
          </span>
        </Link>
        <div className={styles.metric} data-testid="ad-center-deposit">
          <span className={styles.metricLabel}>{t('ad_center.home.deposit')}</span>
          <span className={styles.metricValue}>{user ? format.amount(user.deposit) : MISSING}</span>
        </div>
      </div>
    </div>
  );
}
