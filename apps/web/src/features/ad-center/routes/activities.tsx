import type { ClaimableCoupon, Coupon } from '@adc/contract';
import Button from 'antd-mobile/es/components/button';
import { CheckCircleFill, GiftOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '@/components/layout';
import { PullRefresh, refetching } from '@/components/pull-refresh';
import { PATHS } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { toastSuccess } from '@/lib/notify';
import { useClaimableCoupons, useReceiveCoupon } from '../api/use-coupons';
import { CouponCard } from '../components/coupon-card';
import { SectionCard } from '../components/section-card';
import styles from './activities.module.css';
import { FeatureState } from '../components/feature-state';

/**
 * /ad-center/activities: the newcomer support coupon (once per user) and the daily coupons (one
 * of the same name per day): Receive → Received; then the activity rules.
 */
export function Component() {
  const { t } = useTranslation();
  const format = useFormat();
  const claimable = useClaimableCoupons();
  const receive = useReceiveCoupon();
  /** Coupons received on this screen, by template id: they stay on screen as "Received". */
  const [received, setReceived] = useState<
    Record<number, { template: ClaimableCoupon; coupon: Coupon }>
  >({});
  const [pendingId, setPendingId] = useState<number | null>(null);

  const onReceive = (template: ClaimableCoupon) => {
    setPendingId(template.template_id);
    receive.mutate(template.template_id, {
      onSuccess: (coupon) => {
        setReceived((current) => ({ ...current, [template.template_id]: { template, coupon } }));
        toastSuccess(t('success.claim'));
      },
      onSettled: () => setPendingId(null),
    });
  };

  // The claimable list drops a template once received: keep those on screen in their received state.
  const live = claimable.data ?? [];
  const templates = [
    ...live.filter((item) => !received[item.template_id]),
    ...Object.values(received).map((entry) => entry.template),
  ];
  const newcomer = templates.find((item) => item.newcomer);
  const daily = templates.filter((item) => !item.newcomer);

  const card = (template: ClaimableCoupon) => {
    const done = received[template.template_id]?.coupon;
    return (
      <CouponCard
        coupon={template}
        badge={template.newcomer ? t('ad_center.activities.newcomer_badge') : undefined}
        testId={`ad-center-activity-coupon-${template.template_id}`}
        meta={
          done
            ? t('ad_center.coupon.expires', {
                date: format.dateTime(done.expires_at),
              })
            : t('ad_center.activities.valid_days', { days: template.valid_days })
        }
        action={
          done ? (
            <span
              className={styles.received}
              data-testid={`ad-center-activity-received-${template.template_id}`}
            >
              <CheckCircleFill aria-hidden="true" />
              {t('ad_center.activities.received')}
            </span>
          ) : (
            <Button
              size="small"
              color="primary"
              shape="rounded"
              loading={pendingId === template.template_id}
              disabled={pendingId !== null && pendingId !== template.template_id}
              onClick={() => onReceive(template)}
              data-testid={`ad-center-activity-receive-${template.template_id}`}
            >
              {t('ad_center.activities.receive')}
            </Button>
          )
        }
      />
    );
  };

  return (
    <Page>
      <PullRefresh onRefresh={refetching(claimable)}>
        <div className={styles.content}>
          <div className={styles.hero}>
            <span className={styles.heroIcon} aria-hidden="true">
              <GiftOutline />
            </span>
            <h2 className={styles.heroTitle}>{t('ad_center.activities.hero_title')}</h2>
            <p className={styles.heroText}>{t('ad_center.activities.hero_text')}</p>
          </div>

          {claimable.isPending ? (
            <SectionCard>
              <FeatureState state="loading" skeleton={3} />
            </SectionCard>
          ) : claimable.isError && !claimable.data ? (
            <SectionCard>
              <FeatureState
                state="error"
                error={claimable.error}
                onRetry={() => void claimable.refetch()}
              />
            </SectionCard>
          ) : (
            <>
              <SectionCard
                title={t('ad_center.activities.newcomer_title')}
                testId="ad-center-activities-newcomer"
              >
                {newcomer ? (
                  card(newcomer)
                ) : (
                  <div
                    className={styles.claimed}
                    data-testid="ad-center-activities-newcomer-claimed"
                  >
                    <CheckCircleFill className={styles.claimedIcon} aria-hidden="true" />
                    <p>{t('ad_center.activities.newcomer_received')}</p>
                    <Link to={PATHS.coupons}>{t('ad_center.activities.view_coupons')}</Link>
                  </div>
                )}
              </SectionCard>

              <SectionCard
                title={t('ad_center.activities.daily_title')}
                testId="ad-center-activities-daily"
              >
                {daily.length > 0 ? (
                  <div className={styles.stack}>
                    {daily.map((item) => (
                      <div key={item.template_id}>{card(item)}</div>
                    ))}
                  </div>
                ) : (
                  <FeatureState
                    state="empty"
                    message={t('ad_center.activities.daily_empty')}
                    className={styles.dailyEmpty}
                  />
                )}
              </SectionCard>
            </>
          )}

          <SectionCard
            title={t('ad_center.activities.rules_title')}
            testId="ad-center-activities-rules"
          >
            <ul className={styles.rules}>
              <li>{t('ad_center.activities.rule_daily')}</li>
              <li>{t('ad_center.activities.rule_newcomer')}</li>
              <li>{t('ad_center.activities.rule_validity')}</li>
              <li>{t('ad_center.activities.rule_usage')}</li>
            </ul>
            <Link
              to={PATHS.coupons}
              className={styles.viewLink}
              data-testid="ad-center-activities-view-coupons"
            >
              {t('ad_center.activities.view_coupons')}
            </Link>
          </SectionCard>
        </div>
      </PullRefresh>
    </Page>
  );
}
