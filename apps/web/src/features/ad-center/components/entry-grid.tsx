import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './entry-grid.module.css';

export interface EntryItem {
  key: string;
  icon: ReactNode;
  /** Icon colours: foreground and tinted background. */
  color: string;
  background: string;
  label: string;
  to?: string;
  onClick?: () => void;
  testId?: string;
}

/** A grid of round-cornered icon shortcuts with their labels (4 per row). */
export function EntryGrid({ items }: { items: readonly EntryItem[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => {
        const inner = (
          <>
            <span
              className={styles.icon}
              style={{ color: item.color, background: item.background }}
              aria-hidden="true"
            >
              {item.icon}
            </span>
            <span className={styles.label}>{item.label}</span>
          </>
        );
        return (
          <li key={item.key}>
            {item.to ? (
              <Link to={item.to} className={styles.entry} data-testid={item.testId}>
                {inner}
              </Link>
            ) : (
              <button
                type="button"
                className={styles.entry}
                onClick={item.onClick}
                data-testid={item.testId}
              >
                {inner}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
