import type { Coupon } from '@adc/contract';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/layout';
import { PATHS } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { COUPON_TABS, useCouponList, type CouponTab } from '../api/use-coupons';
import { CouponCard } from '../components/coupon-card';
import { PagedList } from '../components/paged-list';
import { SegmentedTabs } from '../components/segmented-tabs';
import styles from './coupons.module.css';
import { FeatureState } from '../components/feature-state';

/**
 * Where a coupon's "Apply" leads: the plans it can be applied to. A coupon is used when a plan is
 * launched, and only an offer waiting for its launch (`pending_launch`) can be launched (API.md,
 * /plan/order/put); a coupon names no product type, and its threshold is on the amount put, which
 * the launch panel checks as it is typed. So: the plan list on its pending-launch filter.
 */
const APPLY_TO = `${PATHS.plan}?status=pending_launch`;

const isTab = (value: string | null): value is CouponTab =>
  COUPON_TABS.includes(value as CouponTab);

/** /ad-center/coupons: unused / used / expired coupons, paged, with pull-to-refresh. */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const tab: CouponTab = isTab(raw) ? raw : 'unused';

  return (
    <Page>
      <div className={styles.tabsBar}>
        <SegmentedTabs
          tabs={COUPON_TABS.map((key) => ({ key, label: t(`enums.coupon_status.${key}`) }))}
          active={tab}
          onChange={(next) =>
            setParams(next === 'unused' ? {} : { status: next }, { replace: true })
          }
          label={t('ad_center.coupon.tabs_label')}
          // The status words are the coupons' stamps too: long in some languages ("Не использован").
          sizing="label"
          idPrefix="ad-center-coupons"
          testIdPrefix="ad-center-coupons-tab"
        />
      </div>
      <div
        id="ad-center-coupons-panel"
        role="tabpanel"
        aria-labelledby={`ad-center-coupons-tab-${tab}`}
        className={styles.panel}
      >
        <CouponTabList key={tab} status={tab} />
      </div>
    </Page>
  );
}

function CouponTabList({ status }: { status: CouponTab }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const query = useCouponList(status);

  const meta = (coupon: Coupon) =>
    coupon.status === 'used'
      ? t('ad_center.coupon.used_on', { date: format.dateTime(coupon.used_at) })
      : coupon.status === 'expired'
        ? t('ad_center.coupon.expired_on', {
            date: format.dateTime(coupon.expires_at),
          })
        : t('ad_center.coupon.expires', { date: format.dateTime(coupon.expires_at) });

  const empty =
    status === 'unused' ? (
      <div className={styles.empty}>
        <FeatureState state="empty" message={t('ad_center.coupon.empty_unused')} />
        <Link
          to={PATHS.activities}
          className={styles.emptyLink}
          data-testid="ad-center-coupons-get"
        >
          {t('ad_center.coupon.get_coupons')}
        </Link>
      </div>
    ) : (
      <FeatureState
        state="empty"
        message={
          status === 'used' ? t('ad_center.coupon.empty_used') : t('ad_center.coupon.empty_expired')
        }
      />
    );

  return (
    <PagedList
      query={query}
      itemKey={(coupon: Coupon) => coupon.id}
      label={t(`enums.coupon_status.${status}`)}
      testId={`ad-center-coupons-list-${status}`}
      empty={empty}
      renderItem={(coupon: Coupon) => (
        <CouponCard
          coupon={coupon}
          status={coupon.status}
          meta={meta(coupon)}
          // The list has no section title: each coupon's name comes right under the page's h1.
          headingLevel={2}
          testId={`ad-center-coupon-${coupon.id}`}
          action={
            coupon.status === 'unused' ? (
              <Button
                size="mini"
                color="primary"
                shape="rounded"
                onClick={() => navigate(APPLY_TO)}
                data-testid={`ad-center-coupon-use-${coupon.id}`}
              >
                {t('ad_center.coupon.use')}
              </Button>
            ) : undefined
          }
        />
      )}
    />
  );
}
