import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { isAccountBlocked, RequestTimeoutError, type AccountBlockedCode } from '@/lib/api-shared';
import styles from './state-view.module.css';

export type ViewState = 'loading' | 'empty' | 'error';

export interface StateViewProps {
  state: ViewState;
  /** Replaces the default text of the state. */
  message?: ReactNode;
  /**
   * error: the visible Retry button calls this; offline, it is also called once the browser is
   * back online.
   */
  onRetry?: () => void;
  /**
   * error: what failed. The offline state is shown while the browser is offline, whatever failed;
   * a request that never reached the server while the browser is online is a failed request.
   */
  error?: unknown;
  /** loading: skeleton rows instead of a spinner (lists and cards). */
  skeleton?: number;
  className?: string;
}

/** Loading / empty / error placeholder for any data-driven block. */
export function StateView({ state, message, onRetry, skeleton, className, error }: StateViewProps) {
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

  if (isAccountBlocked(error)) return <BlockedState className={cls} code={error.code} />;
  return <ErrorState className={cls} message={message} onRetry={onRetry} error={error} />;
}

/**
 * A block that failed because the account cannot be used (402/403/404, or its session expired):
 * the API layer's dialog (or toast) already says so and asking again cannot succeed, so the block
 * says it calmly, without an error's alarm or a Retry.
 */
function BlockedState({ className, code }: { className: string; code: AccountBlockedCode }) {
  const { t } = useTranslation();
  return (
    <div className={className} role="status" data-state="blocked">
      <BlockedIllustration />
      <span className={styles.text}>{t(`code.${code}`)}</span>
    </div>
  );
}

/**
 * A failed block: what happened (offline; the server took too long, the catalogue's message the
 * API layer also toasts for a RequestTimeoutError; or the request failed), a visible Retry button,
 * and, offline, a retry of its own once the browser is back online. "Offline" is the browser's
 * state, not the kind of failure: a network failure while online (a dropped connection, a blocked
 * call) is a failed request, as no reconnection will come to load it again.
 */
function ErrorState({
  className,
  message,
  onRetry,
  error,
}: Pick<StateViewProps, 'className' | 'message' | 'onRetry' | 'error'>) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const offline = !online;
  const text = offline
    ? 'connection.offline_text'
    : error instanceof RequestTimeoutError
      ? 'connection.timed_out'
      : 'connection.failed_text';
  useRetryWhenBackOnline(online, onRetry);
  return (
    <div className={`${className ?? ''} ${styles.error}`} role="alert" data-state="error">
      {offline ? <OfflineIllustration /> : <ErrorIllustration />}
      <span className={styles.title}>
        {t(offline ? 'connection.offline_title' : 'connection.failed_title')}
      </span>
      <span className={styles.text}>{message ?? t(text)}</span>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

/** Calls `retry` when the browser goes from offline back to online. */
function useRetryWhenBackOnline(online: boolean, retry: (() => void) | undefined): void {
  const wasOnline = useRef(online);
  const retryRef = useRef(retry);
  retryRef.current = retry;
  useEffect(() => {
    if (online && !wasOnline.current) retryRef.current?.();
    wasOnline.current = online;
  }, [online]);
}

function BlockedIllustration() {
  return (
    <svg className={styles.art} viewBox="0 0 96 72" aria-hidden="true">
      <circle cx="48" cy="36" r="26" fill="var(--adc-primary-soft)" />
      <rect x="37" y="33" width="22" height="17" rx="3" fill="var(--adc-primary)" />
      <path
        d="M41 33v-5a7 7 0 0 1 14 0v5"
        fill="none"
        stroke="var(--adc-primary)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

function OfflineIllustration() {
  return (
    <svg className={styles.art} viewBox="0 0 96 72" aria-hidden="true">
      <circle cx="48" cy="36" r="26" fill="var(--adc-primary-soft)" />
      <path
        d="M32 34a22 22 0 0 1 32 0M37 40a14 14 0 0 1 22 0M43 46a6 6 0 0 1 10 0"
        fill="none"
        stroke="var(--adc-primary)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M30 22l36 30" stroke="var(--adc-danger)" strokeWidth="3" strokeLinecap="round" />
    </svg>
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
