import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { StateView } from '@/components/state-view';
import { QaKeyRejectedError, QaSurfaceOffError } from '../api/qa-client';
import { qaKeyStore } from '../api/qa-key';
import { useQaProbe } from '../api/qa-queries';
import { useQaKey } from '../hooks/use-qa-key';
import { QaCard, QaInput } from './field';
import styles from './qa.module.css';

/**
 * The console's door: it shows its children only when the server answers the QA surface with the
 * stored key. 404 → "QA surface is off"; 403 → the key form (again, with why, after a refusal).
 */
export function KeyGate({ children }: { children: ReactNode }) {
  const { key, rejected } = useQaKey();
  const probe = useQaProbe(key);
  const { t } = useTranslation();

  if (probe.isPending) return <StateView state="loading" message={t('qa.checking')} />;
  if (probe.error instanceof QaSurfaceOffError) return <SurfaceOff />;
  if (probe.error instanceof QaKeyRejectedError)
    return <KeyForm rejected={rejected || key !== null} />;
  if (probe.isError)
    return <StateView state="error" error={probe.error} onRetry={() => void probe.refetch()} />;
  return <>{children}</>;
}

function SurfaceOff() {
  const { t } = useTranslation();
  return (
    <div className={styles.console} data-testid="qa-off">
      <QaCard title={t('qa.off_title')}>
        <p>{t('qa.off_text')}</p>
      </QaCard>
    </div>
  );
}

function KeyForm({ rejected }: { rejected: boolean }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) qaKeyStore.set(value);
  };
  return (
    <div className={styles.console}>
      <QaCard title={t('qa.key_title')} testId="qa-key-form">
        <p className={styles.subtitle}>{t('qa.key_text')}</p>
        {rejected && (
          <p className={`${styles.feedback} ${styles.error}`} role="alert">
            {t('qa.key_rejected')}
          </p>
        )}
        <form className={styles.row} onSubmit={submit}>
          <QaInput
            className={styles.grow}
            label={t('qa.key_label')}
            type="password"
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <Button type="submit" color="primary" disabled={!value.trim()}>
            {t('qa.key_submit')}
          </Button>
        </form>
      </QaCard>
    </div>
  );
}
