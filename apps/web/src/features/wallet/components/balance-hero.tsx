import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WalletProperty } from '@adc/contract';
import { gradientHeroClass } from '@/components/gradient-hero';
import { MISSING, useFormat } from '@/lib/format';
import styles from './balance-hero.module.css';

export interface BalanceHeroProps {
  property: Pick<UseQueryResult<WalletProperty>, 'data' | 'isPending' | 'isError' | 'refetch'>;
  onWithdraw: () => void;
  onDeposit: () => void;
}

/**
 * The balances card: total assets (= available + to be consumed + to be settled, as the API
 * sums it), the three parts, and the withdraw / deposit actions.
 */
export function BalanceHero({ property, onWithdraw, onDeposit }: BalanceHeroProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const data = property.data;
  const show = (value: string | undefined) => (data ? format.amount(value) : MISSING);

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
      {property.isError && !data && (
        <button
          type="button"
          className={styles.retry}
          onClick={() => void property.refetch()}
          data-testid="wallet-property-retry"
        >
          {t('error.request_failed_reload')}
        </button>
      )}
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
