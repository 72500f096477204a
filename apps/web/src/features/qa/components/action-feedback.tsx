import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { useActionFeedback } from '../hooks/action-feedback';
import styles from './qa.module.css';

/** The outcome of the last console action: "Done: …" or "Failed: <the envelope's msg>". */
export function ActionFeedback() {
  const { current, dismiss } = useActionFeedback();
  const { t } = useTranslation();
  return (
    <div aria-live="polite" data-testid="qa-feedback">
      {current && (
        <div
          key={current.serial}
          className={`${styles.feedback} ${current.tone === 'success' ? styles.success : styles.error}`}
          role={current.tone === 'error' ? 'alert' : 'status'}
          data-tone={current.tone}
        >
          <span>{current.text}</span>
          <Button size="mini" fill="none" onClick={dismiss}>
            {t('qa.journal.close')}
          </Button>
        </div>
      )}
    </div>
  );
}
