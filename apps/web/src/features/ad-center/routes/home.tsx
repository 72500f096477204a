import { useQueryClient } from '@tanstack/react-query';
import {
  BankcardOutline,
  CouponOutline,
  EditSOutline,
  FileOutline,
  GiftOutline,
  HistogramOutline,
  LockOutline,
  TeamOutline,
  UnorderedListOutline,
  KeyOutline,
} from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HeadsetIcon } from '@/components/icons';
import { Page } from '@/components/layout';
import { PullRefresh } from '@/components/pull-refresh';
import { PATHS } from '@/config/paths';
import { useBasicConfig } from '@/hooks/use-basic-config';
import { openCustomerService } from '@/lib/customer-service';
import { resourceKeys, useUserInfo } from '@/lib/resources';
import { toast } from '@/lib/notify';
import { EntryGrid, type EntryItem } from '../components/entry-grid';
import { FaqList } from '../components/faq-list';
import { MenuList } from '../components/menu-list';
import { OverviewCard } from '../components/overview-card';
import { ProfileHero } from '../components/profile-hero';
import { RulesPopup } from '../components/rules-popup';
import { SectionCard } from '../components/section-card';
import { DEFAULT_PERIOD, parsePeriod, type OverviewPeriod } from '../lib/overview';
import styles from './home.module.css';

/**
 * /ad-center: the home dashboard. Profile, credit score, shop level and deposit; the data overview
 * (tabs, 30 s refresh); shortcuts; account and security; FAQs. Pull down to refresh everything.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = useBasicConfig();
  const user = useUserInfo({ showStored: true });
  const [params, setParams] = useSearchParams();
  const period = parsePeriod(params.get('period'));
  const [rulesOpen, setRulesOpen] = useState(false);

  const setPeriod = (next: OverviewPeriod) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_PERIOD) updated.delete('period');
        else updated.set('period', next);
        return updated;
      },
      { replace: true },
    );

  const refresh = () =>
    // Rejects when a refetch failed: the pull then says so (PullRefresh).
    Promise.all([
      user.refetch({ throwOnError: true }),
      queryClient.refetchQueries(
        { queryKey: resourceKeys.statisticsAll, type: 'active' },
        { throwOnError: true },
      ),
    ]);

  const openService = () => openCustomerService({ navigate: (to) => navigate(to), toast, config });
  const hasPayPassword = user.data?.has_pay_password ?? true;

  const entries: EntryItem[] = [
    {
      key: 'plans',
      icon: <HistogramOutline />,
      color: '#2f54eb',
      background: '#eef2ff',
      label: t('ad_center.entries.plans'),
      to: PATHS.plan,
      testId: 'ad-center-entry-plans',
    },
    {
      key: 'wallet',
      icon: <BankcardOutline />,
      color: '#0e7c66',
      background: '#e6f7f2',
      label: t('ad_center.entries.wallet'),
      to: PATHS.wallet,
      testId: 'ad-center-entry-wallet',
    },
    {
      key: 'coupons',
      icon: <CouponOutline />,
      color: '#d4380d',
      background: '#fff2e8',
      label: t('ad_center.entries.coupons'),
      to: PATHS.coupons,
      testId: 'ad-center-entry-coupons',
    },
    {
      key: 'activities',
      icon: <GiftOutline />,
      color: '#c41d7f',
      background: '#fff0f6',
      label: t('ad_center.entries.activities'),
      to: PATHS.activities,
      testId: 'ad-center-entry-activities',
    },
    {
      key: 'plan-follow',
      icon: <TeamOutline />,
      color: '#531dab',
      background: '#f4efff',
      label: t('ad_center.entries.plan_follow'),
      to: PATHS.operated,
      testId: 'ad-center-entry-plan-follow',
    },
    {
      key: 'follow-records',
      icon: <UnorderedListOutline />,
      color: '#0958d9',
      background: '#e6f4ff',
      label: t('ad_center.entries.follow_records'),
      to: `${PATHS.operated}#records`,
      testId: 'ad-center-entry-follow-records',
    },
    {
      key: 'feedback',
      icon: <EditSOutline />,
      color: '#ad6800',
      background: '#fffbe6',
      label: t('ad_center.entries.feedback'),
      to: PATHS.feedback,
      testId: 'ad-center-entry-feedback',
    },
    {
      key: 'service',
      icon: <HeadsetIcon />,
      color: '#08979c',
      background: '#e6fffb',
      label: t('ad_center.entries.customer_service'),
      onClick: openService,
      testId: 'ad-center-entry-service',
    },
  ];

  return (
    <Page>
      <PullRefresh onRefresh={refresh}>
        <div className={styles.content}>
          <ProfileHero user={user.data ?? null} />

          <OverviewCard period={period} onPeriodChange={setPeriod} />

          <SectionCard title={t('ad_center.entries.title')}>
            <EntryGrid items={entries} />
          </SectionCard>

          <SectionCard title={t('ad_center.account.title')} flush>
            <MenuList
              items={[
                {
                  key: 'rules',
                  icon: <FileOutline />,
                  tone: '#2f54eb',
                  label: t('ad_center.account.operation_rules'),
                  onClick: () => setRulesOpen(true),
                  testId: 'ad-center-rules',
                },
                {
                  key: 'login-password',
                  icon: <LockOutline />,
                  tone: '#0e7c66',
                  label: t('ad_center.account.login_password'),
                  to: PATHS.editLoginPassword,
                  testId: 'ad-center-login-password',
                },
                {
                  key: 'pay-password',
                  icon: <KeyOutline />,
                  tone: '#d46b08',
                  label: hasPayPassword
                    ? t('ad_center.account.pay_password_change')
                    : t('ad_center.account.pay_password_set'),
                  extra: hasPayPassword ? undefined : (
                    <span className={styles.warn}>{t('ad_center.account.not_set')}</span>
                  ),
                  to: hasPayPassword ? PATHS.editPayPassword : PATHS.setPassword,
                  testId: 'ad-center-pay-password',
                },
              ]}
            />
          </SectionCard>

          <SectionCard title={t('ad_center.faq.title')} flush testId="ad-center-faq">
            <FaqList />
          </SectionCard>
        </div>
      </PullRefresh>
      <RulesPopup visible={rulesOpen} onClose={() => setRulesOpen(false)} />
    </Page>
  );
}
