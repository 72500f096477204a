import { useTranslation } from 'react-i18next';
import styles from './state-view.module.css';

/**
 * Marks figures that are still shown but no longer current (their refresh failed): a short note and
 * a visible Retry button.
 */
export function StaleNote({ onRetry, className }: { onRetry: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={[styles.stale, className ?? ''].filter(Boolean).join(' ')} role="status">
      <span>{t('connection.stale')}</span>
      <button type="button" className={styles.staleRetry} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
