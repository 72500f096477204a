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

  const hasPayPassword = user.data?.has_pay_password;

  return (
    <Page>
      <PullRefresh onRefresh={refresh}>
        <div className={styles.content}>
          <BalanceHero
            property={property}
            onWithdraw={() => setWithdrawOpen(true)}
            onDeposit={() => navigate(PATHS.foreignExchange)}
          />
          <WalletServices
            cardBound={card.data === undefined ? undefined : card.data !== null}
            hasPayPassword={hasPayPassword}
            onBindCard={() => navigate(PATHS.bindCard)}
            onForeignExchange={() => navigate(PATHS.foreignExchange)}
            onPayPassword={() =>
              navigate(hasPayPassword ? PATHS.editPayPassword : PATHS.setPassword)
            }
          />
          <div ref={flowsRef} className={styles.flowsAnchor}>
            <FundingDetails />
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
