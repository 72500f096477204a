import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './state-view.module.css';

export type ViewState = 'loading' | 'empty' | 'error';

export interface StateViewProps {
  state: ViewState;
  /** Replaces the default text of the state. */
  message?: ReactNode;
  /** error: the whole block is a button calling this ("Request failed, click to reload"). */
  onRetry?: () => void;
  /** loading: skeleton rows instead of a spinner (lists and cards). */
  skeleton?: number;
  className?: string;
}

/** Loading / empty / error placeholder for any data-driven block. */
export function StateView({ state, message, onRetry, skeleton, className }: StateViewProps) {
  const { t } = useTranslation();
  const cls = [styles.state, className ?? ''].filter(Boolean).join(' ');

  if (state === 'loading') {
    if (skeleton) {
      return (
        <div
          className={`${cls} ${styles.skeleton}`}
          role="status"
          aria-busy="true"
          aria-label={t('common.loading')}
        >
          <span className={`${styles.bone} ${styles.boneTitle}`} />
          {Array.from({ length: skeleton }, (_, i) => (
            <span key={i} className={styles.bone} />
          ))}
        </div>
      );
    }
    return (
      <div className={cls} role="status" aria-busy="true">
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.text}>{message ?? t('common.loading')}</span>
      </div>
    );
  }

  if (state === 'empty') {
    return (
      <div className={cls} role="status">
        <EmptyIllustration />
        <span className={styles.text}>{message ?? t('common.empty')}</span>
      </div>
    );
  }

  return (
    <button
      type="button"
      className={`${cls} ${styles.error}`}
      onClick={onRetry}
      disabled={!onRetry}
    >
      <ErrorIllustration />
      <span className={styles.text}>{message ?? t('error.request_failed_reload')}</span>
    </button>
  );
}

function EmptyIllustration() {
  return (
    <svg className={styles.art} viewBox="0 0 96 72" aria-hidden="true">
      <rect x="14" y="18" width="68" height="44" rx="8" fill="var(--adc-primary-soft)" />
      <path
        d="M14 34h20l6 8h16l6-8h20"
        fill="none"
        stroke="var(--adc-primary)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M30 10l6 6M48 6v8M66 10l-6 6"
        stroke="var(--adc-text-3)"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

function ErrorIllustration() {
  return (
    <svg className={styles.art} viewBox="0 0 96 72" aria-hidden="true">
      <circle cx="48" cy="36" r="26" fill="var(--adc-primary-soft)" />
      <path
        d="M36 36a12 12 0 1 0 4-9"
        fill="none"
        stroke="var(--adc-primary)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M38 21v7h7"
        fill="none"
        stroke="var(--adc-primary)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
