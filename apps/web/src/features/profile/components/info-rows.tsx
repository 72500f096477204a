import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import styles from './profile.module.css';

export interface InfoRow {
  key: string;
  label: ReactNode;
  value?: ReactNode;
  /** Tappable rows get a chevron. */
  onClick?: () => void;
  testId?: string;
  /** Highlight the value (e.g. "Not set"). */
  warn?: boolean;
}

/** Label / value rows; the tappable ones are buttons with a chevron. */
export function InfoRows({ rows }: { rows: InfoRow[] }) {
  return (
    <ul className={styles.rows}>
      {rows.map((row) => {
        const body = (
          <>
            <span className={styles.rowLabel}>{row.label}</span>
            {row.value !== undefined && (
              <span
                className={[styles.rowValue, row.warn ? styles.warn : ''].filter(Boolean).join(' ')}
              >
                {row.value}
              </span>
            )}
            {row.onClick && <RightOutline className={styles.chevron} aria-hidden="true" />}
          </>
        );
        return (
          <li key={row.key}>
            {row.onClick ? (
              <button
                type="button"
                className={`${styles.row} ${styles.rowButton}`}
                onClick={row.onClick}
                data-testid={row.testId}
              >
                {body}
              </button>
            ) : (
              <div className={styles.row} data-testid={row.testId}>
                {body}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
