import { useTranslation } from 'react-i18next';
import type { AcceptanceOrder } from '@adc/contract';
import { useFormat } from '@/lib/format';
import { AcceptanceStatusTag, orderAmount } from './acceptance';
import styles from './foreign-exchange.module.css';
import shared from './wallet.module.css';

/** Transaction records of foreign-exchange acceptance. */
export function AcceptanceRecords({ orders }: { orders: AcceptanceOrder[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul className={styles.records} data-testid="fx-records">
      {orders.map((order) => (
        <li
          key={order.id}
          className={styles.record}
          data-testid="fx-record"
          data-status={order.status}
        >
          <div className={styles.recordMain}>
            <span className={styles.recordName}>{order.acceptor_name}</span>
            <span className={styles.recordMeta}>
              {t(`enums.acceptor_type.${order.acceptor_type}`)} ·{' '}
              <time dateTime={order.created_at}>{format.dateTime(order.created_at)}</time>
            </span>
          </div>
          <div className={styles.recordSide}>
            <span className={`${shared.amount} ${styles.recordAmount}`}>
              {orderAmount(order, t('wallet.fx.amount_pending'), format)}
            </span>
            <AcceptanceStatusTag status={order.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
