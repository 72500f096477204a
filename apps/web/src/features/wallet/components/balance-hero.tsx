import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WalletProperty } from '@adc/contract';
import { gradientHeroClass } from '@/components/gradient-hero';
import { StateView } from '@/components/state-view';
import { isNetworkFailure, useOnlineStatus } from '@/hooks/use-online-status';
import { isAccountBlocked, RequestTimeoutError } from '@/lib/api';
import { MISSING, useFormat } from '@/lib/format';
import styles from './balance-hero.module.css';

export interface BalanceHeroProps {
  property: Pick<
    UseQueryResult<WalletProperty>,
    'data' | 'error' | 'isPending' | 'isError' | 'refetch'
  >;
  /** The balances' retry (default: `property.refetch`; the wallet asks every failed query again). */
  onRetry?: () => void;
  /** Disabled until the balances have loaded: there is nothing to withdraw from before. */
  onWithdraw: () => void;
  onDeposit: () => void;
}

/**
 * The balances card: total assets (= available + to be consumed + to be settled, as the API
 * sums it), the three parts, and the withdraw / deposit actions. Balances that could not load
 * show "—" and always say why, under the total: offline (or a request that never reached the
 * server), the offline state every section shows (which asks again once the browser is back
 * online); an answer that the account cannot be used (402/403/404, or 503 "Session expired",
 * which a hybrid-app user gets while keeping the session), the calm state of every other block
 * of the page, with the catalogue's message and no Retry (asking again cannot succeed); else a
 * "Request failed" button. Withdraw is disabled while there are no balances (loading or failed):
 * its sheet would have no available balance to check the amount against.
 */
export function BalanceHero({ property, onRetry, onWithdraw, onDeposit }: BalanceHeroProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const data = property.data;
  const online = useOnlineStatus();
  const show = (value: string | undefined) => (data ? format.amount(value) : MISSING);
  const failed = property.isError && !data;
  // An answer that the account cannot be used is said in place, without a retry (StateView's calm
  // state): its dialog or toast is gone in a moment, and bare dashes would be left unexplained. So
  // is a call given up after the request timeout ("took too long", with its Retry).
  const showState =
    !online ||
    isNetworkFailure(property.error) ||
    isAccountBlocked(property.error) ||
    property.error instanceof RequestTimeoutError;
  const retry = onRetry ?? (() => void property.refetch());

  return (
    <section
      className={`${gradientHeroClass} ${styles.hero}`}
      aria-labelledby="wallet-total-label"
      aria-busy={property.isPending || undefined}
    >
      <p id="wallet-total-label" className={styles.label}>
        {t('wallet.home.total_assets')}
      </p>
      <p className={styles.total} data-testid="wallet-total-assets">
        {property.isPending ? (
          <span className={styles.bone} aria-label={t('common.loading')} />
        ) : (
          show(data?.total_assets)
        )}
      </p>
      {failed &&
        (showState ? (
          <StateView
            className={styles.state}
            state="error"
            error={property.error}
            onRetry={retry}
          />
        ) : (
          <button
            type="button"
            className={styles.retry}
            onClick={retry}
            data-testid="wallet-property-retry"
          >
            {t('error.request_failed_reload')}
          </button>
        ))}
      <dl className={styles.parts}>
        <div className={styles.part}>
          <dt>{t('wallet.home.available_balance')}</dt>
          <dd data-testid="wallet-available">{show(data?.available_balance)}</dd>
        </div>
        <div className={styles.part}>
          <dt>{t('wallet.home.to_be_consumed')}</dt>
          <dd data-testid="wallet-to-be-consumed">{show(data?.to_be_consumed)}</dd>
        </div>
        <div className={styles.part}>
          <dt>{t('wallet.home.to_be_settled')}</dt>
          <dd data-testid="wallet-to-be-settled">{show(data?.to_be_settled)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${styles.action} ${styles.primary}`}
          onClick={onWithdraw}
          disabled={!data}
          data-testid="wallet-withdraw-open"
        >
          {t('wallet.home.withdraw')}
        </button>
        <button
          type="button"
          className={`${styles.action} ${styles.secondary}`}
          onClick={onDeposit}
          data-testid="wallet-deposit"
        >
          {t('wallet.home.deposit')}
        </button>
      </div>
    </section>
  );
}
