import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { useFormat } from '@/lib/format';
import { qaApi } from '../api/qa-client';
import { qaKeys, useQaClock } from '../api/qa-queries';
import { qaKeyStore } from '../api/qa-key';
import { useQaAction } from '../hooks/use-qa-action';
import { QaCard, QaInput } from './field';
import { NotificationForm } from './user-detail';
import styles from './qa.module.css';

/** Global tools: the simulation clock, a notification to everyone, licence keys, reset, the key. */
export function SystemPanel() {
  return (
    <>
      <ClockCard />
      <NotificationForm />
      <LicenceCard />
      <ResetCard />
    </>
  );
}

function ClockCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const [seconds, setSeconds] = useState('3600');
  const clock = useQaClock(null);
  const advance = useQaAction(
    (value: string) => qaApi.advanceClock({ body: { seconds: value.trim() } }),
    {
      describe: (result) => t('qa.system.now', { now: format.dateTime(result.now) }),
      invalidates: [qaKeys.all],
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    advance.mutate(seconds);
  };
  return (
    <QaCard title={t('qa.system.clock_title')} testId="qa-clock">
      <p className={styles.help}>{t('qa.system.clock_text')}</p>
      <form className={styles.row} onSubmit={submit}>
        <QaInput
          className={styles.grow}
          label={t('qa.system.seconds_label')}
          inputMode="numeric"
          value={seconds}
          onChange={(event) => setSeconds(event.target.value)}
        />
        <Button type="submit" color="primary" loading={advance.isPending}>
          {t('qa.system.advance')}
        </Button>
      </form>
      {clock.data && (
        <p className={styles.muted} data-testid="qa-clock-now">
          {t('qa.system.now', { now: format.dateTime(clock.data.now) })}
        </p>
      )}
    </QaCard>
  );
}

function LicenceCard() {
  const { t } = useTranslation();
  const [keys, setKeys] = useState<string[]>([]);
  const create = useQaAction(() => qaApi.licenceKeys({ body: { count: 1 } }), {
    describe: (result) => result.keys.join(', '),
    onSuccess: (result) => setKeys((previous) => [...result.keys, ...previous]),
  });
  return (
    <QaCard title={t('qa.system.licence_title')} testId="qa-licence">
      <Button loading={create.isPending} onClick={() => create.mutate(undefined)}>
        {t('qa.system.licence_create')}
      </Button>
      {keys.length > 0 && <pre className={styles.pre}>{keys.join('\n')}</pre>}
    </QaCard>
  );
}

function ResetCard() {
  const { t } = useTranslation();
  const reset = useQaAction(() => qaApi.reset({ body: {} }), {
    describe: () => t('qa.system.reset'),
    invalidates: [qaKeys.all],
  });
  const run = () => {
    if (window.confirm(t('qa.system.reset_confirm'))) reset.mutate(undefined);
  };
  return (
    <QaCard title={t('qa.system.reset_title')} testId="qa-reset">
      <p className={styles.help}>{t('qa.system.reset_text')}</p>
      <div className={styles.actions}>
        <Button color="danger" loading={reset.isPending} onClick={run}>
          {t('qa.system.reset')}
        </Button>
        <Button fill="outline" onClick={() => qaKeyStore.forget()}>
          {t('qa.key_forget')}
        </Button>
      </div>
    </QaCard>
  );
}
