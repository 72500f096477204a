import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '@/components/icons';
import styles from './menu-list.module.css';

export interface MenuItem {
  key: string;
  icon?: ReactNode;
  /** Icon tint (CSS colour). */
  tone?: string;
  label: ReactNode;
  /** Right side before the chevron (a status, a tag). */
  extra?: ReactNode;
  /** A route (rendered as a link) … */
  to?: string;
  /** … or an action (rendered as a button). */
  onClick?: () => void;
  testId?: string;
}

/** Rows of links or actions with an icon, a label and a chevron. */
export function MenuList({ items, className }: { items: readonly MenuItem[]; className?: string }) {
  return (
    <ul className={[styles.list, className ?? ''].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const content = (
          <>
            {item.icon && (
              <span
                className={styles.icon}
                style={
                  item.tone
                    ? {
                        color: item.tone,
                        background: `color-mix(in srgb, ${item.tone} 12%, transparent)`,
                      }
                    : undefined
                }
                aria-hidden="true"
              >
                {item.icon}
              </span>
            )}
            <span className={styles.label}>{item.label}</span>
            {item.extra && <span className={styles.extra}>{item.extra}</span>}
            <ChevronRightIcon className={styles.chevron} />
          </>
        );
        return (
          <li key={item.key} className={styles.item}>
            {item.to ? (
              <Link to={item.to} className={styles.row} data-testid={item.testId}>
                {content}
              </Link>
            ) : (
              <button
                type="button"
                className={styles.row}
                onClick={item.onClick}
                data-testid={item.testId}
              >
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
