import { useQueryClient } from '@tanstack/react-query';
import { GlobalOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { gradientHeroClass } from '@/components/gradient-hero';
import { Page } from '@/components/layout';
import { ListFooter, nextPageLoader } from '@/components/list-footer';
import { PullRefresh } from '@/components/pull-refresh';
import { SectionHeader } from '@/components/section-header';
import { StateView } from '@/components/state-view';
import { useAcceptanceOrders, walletKeys } from '../api/wallet-queries';
import { CurrentAcceptance } from '../components/acceptance';
import { AcceptanceRecords } from '../components/acceptance-records';
import { AcceptorLookup } from '../components/acceptor-lookup';
import styles from '../components/foreign-exchange.module.css';
import shared from '../components/wallet.module.css';

/**
 * /wallet/foreign-exchange (transparent header, white text over the gradient hero): the current
 * acceptance and what to do next, acceptor type + acceptance code lookup, and the records.
 * Deposits arrive when an acceptor completes the order.
 */
export function Component() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const orders = useAcceptanceOrders();
  const current = orders.data?.pages[0]?.current ?? null;
  const records = orders.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <Page>
      <PullRefresh
        onRefresh={() =>
          queryClient.refetchQueries(
            { queryKey: walletKeys.acceptance, type: 'active' },
            { throwOnError: true },
          )
        }
      >
        <div className={`${gradientHeroClass} ${styles.hero}`}>
          <span className={styles.heroIcon} aria-hidden="true">
            <GlobalOutline />
          </span>
          <h2 className={styles.heroTitle}>{t('wallet.fx.hero_title')}</h2>
          <p className={styles.heroText}>{t('wallet.fx.hero_subtitle')}</p>
        </div>
        <div className={`${shared.content} ${styles.overlap}`}>
          <section className={shared.card} aria-labelledby="fx-current-title">
            <SectionHeader
              id="fx-current-title"
              title={t('wallet.fx.current_title')}
              className={shared.cardHeader}
            />
            {orders.isPending ? (
              <StateView className={shared.stateView} state="loading" skeleton={3} />
            ) : orders.isError && !orders.data ? (
              <StateView
                className={shared.stateView}
                state="error"
                error={orders.error}
                onRetry={() => void orders.refetch()}
              />
            ) : (
              <div className={styles.cardBody}>
                {current ? (
                  <>
                    <CurrentAcceptance order={current} />
                    <p className={styles.nextSteps}>{t('wallet.fx.next_steps')}</p>
                  </>
                ) : (
                  <p className={styles.none} data-testid="fx-no-current">
                    {t('wallet.fx.no_current')}
                  </p>
                )}
              </div>
            )}
          </section>

          <section className={shared.card} aria-labelledby="fx-lookup-title">
            <SectionHeader
              id="fx-lookup-title"
              title={t('wallet.home.foreign_exchange_hint')}
              className={shared.cardHeader}
            />
            <AcceptorLookup />
          </section>

          <section className={shared.card} aria-labelledby="fx-records-title">
            <SectionHeader
              id="fx-records-title"
              title={t('wallet.fx.records_title')}
              className={shared.cardHeader}
            />
            {orders.isPending ? (
              <StateView className={shared.stateView} state="loading" skeleton={4} />
            ) : orders.isError && !orders.data ? (
              <StateView
                className={shared.stateView}
                state="error"
                error={orders.error}
                onRetry={() => void orders.refetch()}
              />
            ) : records.length === 0 ? (
              <StateView
                className={shared.stateView}
                state="empty"
                message={t('wallet.fx.records_empty')}
              />
            ) : (
              <>
                <AcceptanceRecords orders={records} />
                <ListFooter
                  inCard
                  hasMore={Boolean(orders.hasNextPage)}
                  loadMore={nextPageLoader(orders)}
                />
              </>
            )}
          </section>
        </div>
      </PullRefresh>
    </Page>
  );
}
