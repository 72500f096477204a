import { useTranslation } from 'react-i18next';
import type { PlanStatus } from '@adc/contract';
import { useFormat } from '@/lib/format';
import styles from './status.module.css';

/** The plan status as a coloured pill (colours per status in status.module.css). */
export function StatusBadge({ status, className }: { status: PlanStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={[styles.badge, styles[status], className ?? ''].filter(Boolean).join(' ')}
      data-testid="plan-status"
      data-status={status}
    >
      {t(`enums.plan_status.${status}`)}
    </span>
  );
}

export interface PutProgressProps {
  value: number;
  status: PlanStatus;
  /** Accessible name of the bar (e.g. "Put progress"). */
  label: string;
  /** Thicker bar with the percentage above (detail page). */
  large?: boolean;
}

/** The put progress 0–100 as a bar coloured by status. */
export function PutProgress({ value, status, label, large }: PutProgressProps) {
  const format = useFormat();
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div className={[styles.progress, large ? styles.large : ''].filter(Boolean).join(' ')}>
      <div
        className={[styles.track, styles[status]].join(' ')}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-testid="plan-progress"
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.percent} aria-hidden="true">
        {format.percent(percent)}
      </span>
    </div>
  );
}
