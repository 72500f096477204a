import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/layout';
import { PullRefresh } from '@/components/pull-refresh';
import { PATHS } from '@/config/paths';
import { refetchAccount, useProperty, useUserInfo } from '@/lib/resources';
import { useBankCard, walletKeys } from '../api/wallet-queries';
import { BalanceHero } from '../components/balance-hero';
import { FundingDetails } from '../components/funding-details';
import { WalletServices } from '../components/wallet-services';
import styles from '../components/wallet.module.css';
import { WithdrawPopup } from '../components/withdraw-popup';

/**
 * /wallet: balances (GET /api/user/property), withdraw (sheet), deposit (through foreign-exchange
 * acceptance), bind card, foreign exchange, transaction password (set, or change when one
 * exists), and the funding details of a month. Pull down to refresh everything. A submitted
 * withdrawal brings the funding details into view, where it shows as pending until reviewed.
 *
 * After a failure: a Retry anywhere on the page (the balances' pill, the funding details') asks
 * again every query of the page that failed, not only its block's, so the services rows come back
 * with it (until then they say they could not load); Withdraw waits for the balances.
 */
export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The route's loader asked for the balances already (route-table.tsx: prefetch): the mount
  // joins that request, and does not ask again when it failed (the Retry button does, and so does
  // the browser coming back online: src/lib/query-client.ts).
  const property = useProperty({ retryOnMount: false });
  const card = useBankCard();
  const user = useUserInfo();
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  const flowsRef = useRef<HTMLDivElement>(null);
  const showFlows = () => flowsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  const refresh = () =>
    Promise.all([
      // Rejects when a refetch failed: the pull then says so (PullRefresh).
      queryClient.refetchQueries(
        { queryKey: walletKeys.all, type: 'active' },
        { throwOnError: true },
      ),
      refetchAccount(queryClient),
    ]);

  // Every query on screen that failed: the balances, the card, the user, the funding details.
  const retryFailed = () =>
    void queryClient.refetchQueries({
      type: 'active',
      predicate: (query) => query.state.status === 'error',
    });

  const hasPayPassword = user.data?.has_pay_password;

  return (
    <Page>
      <PullRefresh onRefresh={refresh}>
        <div className={styles.content}>
          <BalanceHero
            property={property}
            onRetry={retryFailed}
            onWithdraw={() => setWithdrawOpen(true)}
            onDeposit={() => navigate(PATHS.foreignExchange)}
          />
          <WalletServices
            cardBound={card.data === undefined ? undefined : card.data !== null}
            cardFailed={card.isError && card.data === undefined}
            hasPayPassword={hasPayPassword}
            payPasswordFailed={user.isError && user.data === undefined}
            onBindCard={() => navigate(PATHS.bindCard)}
            onForeignExchange={() => navigate(PATHS.foreignExchange)}
            onPayPassword={() =>
              navigate(hasPayPassword ? PATHS.editPayPassword : PATHS.setPassword)
            }
          />
          <div ref={flowsRef} className={styles.flowsAnchor}>
            <FundingDetails onRetry={retryFailed} />
          </div>
        </div>
      </PullRefresh>
      <WithdrawPopup
        visible={withdrawOpen}
        onClose={() => setWithdrawOpen(false)}
        property={property.data}
        onSubmitted={showFlows}
      />
    </Page>
  );
}
