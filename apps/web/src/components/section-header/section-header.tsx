import type { ReactNode } from 'react';
import styles from './section-header.module.css';

export interface SectionHeaderProps {
  /** The heading's id, for the section's aria-labelledby. */
  id?: string;
  title?: ReactNode;
  /** Right side of the title row (a status, a timestamp, a button…). */
  extra?: ReactNode;
  /** Spacing of the row in its card (the look is the component's). */
  className?: string;
}

/**
 * The title row of every card section: an h2 with the brand bar, and optional content on the
 * right. One look for the ad center, the plans, the wallet and the profile.
 */
export function SectionHeader({ id, title, extra, className }: SectionHeaderProps) {
  return (
    <div className={[styles.head, className ?? ''].filter(Boolean).join(' ')}>
      {title && (
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
      )}
      {extra && <div className={styles.extra}>{extra}</div>}
    </div>
  );
}
