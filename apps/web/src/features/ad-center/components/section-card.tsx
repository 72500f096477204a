import { useId, type ReactNode } from 'react';
import { SectionHeader } from '@/components/section-header';
import styles from './section-card.module.css';

export interface SectionCardProps {
  title?: ReactNode;
  /** Right side of the title row (a link, a timestamp…). */
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Removes the inner padding (lists with their own row padding). */
  flush?: boolean;
  testId?: string;
}

/** A white rounded card with an optional title row: the building block of the ad-center screens. */
export function SectionCard({
  title,
  extra,
  children,
  className,
  flush,
  testId,
}: SectionCardProps) {
  const id = useId();
  return (
    <section
      className={[styles.card, flush ? styles.flush : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={title ? id : undefined}
      data-testid={testId}
    >
      {(title || extra) && (
        <SectionHeader id={id} title={title} extra={extra} className={styles.head} />
      )}
      {children}
    </section>
  );
}
