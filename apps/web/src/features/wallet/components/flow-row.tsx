import { DownOutline } from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flow } from '@adc/contract';
import { useClamped } from '@/hooks/use-clamped';
import { useFormat } from '@/lib/format';
import { amountSign } from '../lib/money';
import styles from './funding-details.module.css';
import shared from './wallet.module.css';

/**
 * One money flow: its type (and "Info" or the withdrawal's status), the remark the server wrote,
 * the time and the amount. A remark longer than two lines is cut there; the row is then a button
 * that shows it whole (and folds it again), with a chevron saying so.
 */
export function FlowRow({ flow }: { flow: Flow }) {
  const [expanded, setExpanded] = useState(false);
  const [remarkRef, clamped] = useClamped<HTMLSpanElement>(flow.remark ?? '');
  const expandable = clamped || expanded;
  const content = (
    <>
      <span className={styles.itemMain}>
        <FlowHead flow={flow} />
        {flow.remark && (
          <span ref={remarkRef} className={styles.itemRemark} data-platform-text>
            {flow.remark}
          </span>
        )}
        <FlowTime time={flow.time} />
      </span>
      <span className={styles.itemSide}>
        <FlowAmount flow={flow} />
        {expandable && <DownOutline className={styles.itemToggle} aria-hidden="true" />}
      </span>
    </>
  );
  return (
    <li
      className={[
        styles.item,
        flow.informational ? styles.informational : '',
        expanded ? styles.expanded : '',
      ].join(' ')}
      data-testid="wallet-flow-item"
      data-type={flow.type}
      data-informational={flow.informational || undefined}
      data-status={flow.status ?? undefined}
    >
      {expandable ? (
        <button
          type="button"
          className={`${styles.row} ${styles.rowButton}`}
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
          data-testid="wallet-flow-toggle"
        >
          {content}
        </button>
      ) : (
        <div className={styles.row}>{content}</div>
      )}
    </li>
  );
}

function FlowHead({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={styles.itemHead}>
        <span className={styles.itemType}>{t(`enums.flow_type.${flow.type}`)}</span>
        {flow.informational && (
          <Chip tone="info" testId="wallet-flow-info">
            {t('wallet.flows.info')}
          </Chip>
        )}
        {flow.status && (
          <Chip tone={flow.status} testId="wallet-flow-status">
            {t(`enums.withdrawal_status.${flow.status}`)}
          </Chip>
        )}
      </span>
      {flow.informational && (
        <span className={styles.itemExplain}>{t('wallet.flows.info_explain')}</span>
      )}
    </>
  );
}

function Chip({ tone, testId, children }: { tone: string; testId: string; children: ReactNode }) {
  return (
    <span className={`${styles.chip} ${styles[`chip_${tone}`] ?? ''}`} data-testid={testId}>
      {children}
    </span>
  );
}

function FlowTime({ time }: { time: string }) {
  const format = useFormat();
  return (
    <time className={styles.itemTime} dateTime={time}>
      {format.dateTime(time)}
    </time>
  );
}

function FlowAmount({ flow }: { flow: Flow }) {
  const format = useFormat();
  const sign = amountSign(flow.amount);
  const tone = flow.informational
    ? shared.muted
    : sign > 0
      ? shared.income
      : sign < 0
        ? shared.expense
        : shared.muted;
  return (
    <span
      className={`${shared.amount} ${styles.itemAmount} ${tone}`}
      data-testid="wallet-flow-amount"
    >
      {flow.informational
        ? format.amount(flow.amount.replace(/^-/, ''))
        : format.amount(flow.amount, { signed: true })}
    </span>
  );
}
