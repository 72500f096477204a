import { BankcardOutline, GlobalOutline, LockOutline, RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '@/hooks/use-online-status';
import styles from './wallet.module.css';
import { SectionHeader } from '@/components/section-header';

export interface ServiceRow {
  key: string;
  icon: ReactNode;
  label: ReactNode;
  hint?: ReactNode;
  extra?: ReactNode;
  /** Highlight the extra text (e.g. "Not set"). */
  warn?: boolean;
  onClick: () => void;
  testId: string;
}

/** A card of tappable rows: icon, label (+ hint), status text, chevron. */
export function RowList({ rows }: { rows: ServiceRow[] }) {
  return (
    <ul className={styles.rows}>
      {rows.map((row) => (
        <li key={row.key}>
          <button
            type="button"
            className={styles.row}
            onClick={row.onClick}
            data-testid={row.testId}
          >
            <span className={styles.rowIcon} aria-hidden="true">
              {row.icon}
            </span>
            <span className={styles.rowText}>
              <span className={styles.rowLabel}>{row.label}</span>
              {row.hint && <span className={styles.rowHint}>{row.hint}</span>}
            </span>
            {row.extra !== undefined && (
              <span
                className={[styles.rowExtra, row.warn ? styles.rowExtraWarn : '']
                  .filter(Boolean)
                  .join(' ')}
              >
                {row.extra}
              </span>
            )}
            <RightOutline className={styles.chevron} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A row's status: `yes` or `no` (a warning) once known, `failedText` (a warning) when it could not
 * load, nothing while loading.
 */
function rowStatus(
  value: boolean | undefined,
  failed: boolean,
  yes: string,
  no: string,
  failedText: string,
): { extra: string | undefined; warn: boolean } {
  if (value === undefined) return { extra: failed ? failedText : undefined, warn: failed };
  return { extra: value ? yes : no, warn: !value };
}

export interface WalletServicesProps {
  /** undefined while loading (or failed). */
  cardBound: boolean | undefined;
  /** The card could not load: the row says so instead of a blank status. */
  cardFailed?: boolean;
  /** undefined while loading (or failed). */
  hasPayPassword: boolean | undefined;
  /** The user could not load: the row says so instead of a blank status. */
  payPasswordFailed?: boolean;
  onBindCard: () => void;
  onForeignExchange: () => void;
  onPayPassword: () => void;
}

/**
 * Bind card, foreign exchange acceptance and transaction password entries of the wallet home. A
 * status that could not load says so (the failed state's "Couldn't load this"), never a blank.
 */
export function WalletServices({
  cardBound,
  cardFailed = false,
  hasPayPassword,
  payPasswordFailed = false,
  onBindCard,
  onForeignExchange,
  onPayPassword,
}: WalletServicesProps) {
  const { t } = useTranslation();
  // Offline, the rows say so, as the balance card beside them does (not "Couldn't load this").
  const failed = t(useOnlineStatus() ? 'connection.failed_title' : 'connection.offline_title');
  return (
    <section className={styles.card} aria-labelledby="wallet-services-title">
      <SectionHeader
        id="wallet-services-title"
        title={t('wallet.home.services')}
        className={styles.cardHeader}
      />
      <RowList
        rows={[
          {
            key: 'card',
            icon: <BankcardOutline />,
            label: t('wallet.home.bind_card'),
            ...rowStatus(
              cardBound,
              cardFailed,
              t('wallet.home.card_bound'),
              t('wallet.home.card_not_bound'),
              failed,
            ),
            onClick: onBindCard,
            testId: 'wallet-bind-card',
          },
          {
            key: 'fx',
            icon: <GlobalOutline />,
            label: t('wallet.home.foreign_exchange'),
            hint: t('wallet.home.foreign_exchange_hint'),
            onClick: onForeignExchange,
            testId: 'wallet-foreign-exchange',
          },
          {
            key: 'pin',
            icon: <LockOutline />,
            label: t('wallet.home.pay_password'),
            ...rowStatus(
              hasPayPassword,
              payPasswordFailed,
              t('wallet.home.pay_password_set'),
              t('wallet.home.pay_password_not_set'),
              failed,
            ),
            onClick: onPayPassword,
            testId: 'wallet-pay-password',
          },
        ]}
      />
    </section>
  );
}
