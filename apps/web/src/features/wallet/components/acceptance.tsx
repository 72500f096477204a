import { useTranslation } from 'react-i18next';
import type { AcceptanceOrder } from '@adc/contract';
import { useFormat, type Formatter } from '@/lib/format';
import styles from './wallet.module.css';

const TAG_CLASS: Record<AcceptanceOrder['status'], string | undefined> = {
  accepting: styles.tagAccepting,
  completed: styles.tagCompleted,
  cancelled: styles.tagCancelled,
};

export function AcceptanceStatusTag({ status }: { status: AcceptanceOrder['status'] }) {
  const { t } = useTranslation();
  return (
    <span
      className={`${styles.tag} ${TAG_CLASS[status] ?? ''}`}
      data-testid="fx-status"
      data-status={status}
    >
      {t(`enums.acceptance_status.${status}`)}
    </span>
  );
}

/** An order's amount with its currency, or "To be confirmed" while the acceptor has not set it. */
export function orderAmount(order: AcceptanceOrder, pending: string, format: Formatter): string {
  return order.amount === null
    ? pending
    : `${format.amount(order.amount)} ${order.currency}`.trim();
}

/** The open acceptance order: who, what type, status, when, amount, and what to do next. */
export function CurrentAcceptance({ order }: { order: AcceptanceOrder }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div data-testid="fx-current">
      <dl className={styles.details}>
        <dt>{t('wallet.fx.acceptor')}</dt>
        <dd data-testid="fx-current-acceptor">{order.acceptor_name}</dd>
        <dt>{t('wallet.fx.acceptor_type')}</dt>
        <dd>{t(`enums.acceptor_type.${order.acceptor_type}`)}</dd>
        <dt>{t('wallet.fx.order_status')}</dt>
        <dd>
          <AcceptanceStatusTag status={order.status} />
        </dd>
        <dt>{t('wallet.fx.created_at')}</dt>
        <dd>
          <time dateTime={order.created_at}>{format.dateTime(order.created_at)}</time>
        </dd>
        <dt>{t('wallet.fx.amount')}</dt>
        <dd className={styles.amount}>
          {orderAmount(order, t('wallet.fx.amount_pending'), format)}
        </dd>
      </dl>
    </div>
  );
}
