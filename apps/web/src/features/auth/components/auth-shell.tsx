import type { ReactNode } from 'react';
import { gradientHeroClass } from '@/components/gradient-hero';
import { Page } from '@/components/layout';
import styles from './auth-shell.module.css';

export interface AuthShellProps {
  heading: ReactNode;
  subheading?: ReactNode;
  children: ReactNode;
  /** Below the card (secondary links). */
  footer?: ReactNode;
}

/** Login / register frame: brand hero (under the transparent header), then the form card. */
export function AuthShell({ heading, subheading, children, footer }: AuthShellProps) {
  return (
    <Page>
      <div className={`${gradientHeroClass} ${styles.hero}`}>
        <BrandMark />
        {/* The page's one h1: the auth header shows no title. */}
        <h1 className={styles.heading}>{heading}</h1>
        {subheading && <p className={styles.subheading}>{subheading}</p>}
      </div>
      <div className={styles.card}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </Page>
  );
}

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      className={[styles.mark, className ?? ''].filter(Boolean).join(' ')}
      viewBox="0 0 48 48"
      aria-hidden="true"
    >
      <rect width="48" height="48" rx="14" fill="rgba(255,255,255,0.16)" />
      <rect
        x="0.75"
        y="0.75"
        width="46.5"
        height="46.5"
        rx="13.25"
        fill="none"
        stroke="rgba(255,255,255,0.35)"
        strokeWidth="1.5"
      />
      <path d="M13 33l11-20 11 20h-6l-5-9.5-5 9.5z" fill="#fff" />
      <circle cx="35" cy="14" r="3.5" fill="#ffc53d" />
    </svg>
  );
}
