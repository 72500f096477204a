import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { MOCK_CODES, type FaultRule, type FaultRuleBody } from '@adc/contract';
import { QueryState } from '@/components/state-view';
import { qaApi } from '../api/qa-client';
import { qaKeys, useFaultRules } from '../api/qa-queries';
import { useQaAction } from '../hooks/use-qa-action';
import { EMPTY_FAULT_FORM, faultBody, faultEffects, type FaultForm } from '../lib/fault-form';
import { QaCard, QaInput, QaSelect } from './field';
import styles from './qa.module.css';

/** Fault rules: create one (every field), see them with hits and times left, remove them. */
export function FaultsPanel() {
  return (
    <div className={styles.split}>
      <FaultRuleForm />
      <FaultRuleList />
    </div>
  );
}

type TextField = Exclude<keyof FaultForm, 'drop' | 'method'>;

function FaultRuleForm() {
  const { t } = useTranslation();
  const [form, setForm] = useState<FaultForm>(EMPTY_FAULT_FORM);
  const create = useQaAction(
    // Sent as typed: the server's validation names what is wrong (shown in the feedback line).
    (body: FaultForm) => qaApi.toolkit.createFault({ body: faultBody(body) as FaultRuleBody }),
    {
      describe: (rule) => `#${rule.id} ${rule.path}`,
      invalidates: [qaKeys.faults],
      onSuccess: () => setForm(EMPTY_FAULT_FORM),
    },
  );
  const set = (field: TextField) => (event: { target: { value: string } }) =>
    setForm((previous) => ({ ...previous, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(form);
  };
  const number = (field: TextField, label: string) => (
    <QaInput
      className={styles.grow}
      label={label}
      inputMode="decimal"
      value={form[field]}
      onChange={set(field)}
    />
  );
  return (
    <QaCard title={t('qa.faults.create_title')} testId="qa-fault-form">
      <form className={styles.stack} onSubmit={submit}>
        <QaInput
          label={t('qa.faults.path_label')}
          help={t('qa.faults.path_help')}
          placeholder="/user/property"
          value={form.path}
          onChange={set('path')}
        />
        <div className={styles.row}>
          <QaSelect
            className={styles.grow}
            label={t('qa.faults.method_label')}
            value={form.method}
            onChange={(event) =>
              setForm((previous) => ({
                ...previous,
                method: event.target.value as FaultForm['method'],
              }))
            }
            options={[
              { value: '', label: t('qa.faults.any') },
              { value: 'GET', label: 'GET' },
              { value: 'POST', label: 'POST' },
            ]}
          />
          <QaInput
            className={styles.grow}
            label={t('qa.faults.username_label')}
            value={form.username}
            onChange={set('username')}
          />
        </div>
        <div className={styles.row}>
          {number('delay_ms', t('qa.faults.delay_label'))}
          <QaSelect
            className={styles.grow}
            label={t('qa.faults.code_label')}
            value={form.code}
            onChange={set('code')}
            options={[
              { value: '', label: '—' },
              ...MOCK_CODES.map((code) => ({ value: String(code), label: String(code) })),
            ]}
          />
          {number('http_status', t('qa.faults.status_label'))}
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={form.drop}
            onChange={(event) =>
              setForm((previous) => ({ ...previous, drop: event.target.checked }))
            }
          />
          {t('qa.faults.drop_label')}
        </label>
        <div className={styles.row}>
          {number('probability', t('qa.faults.probability_label'))}
          {number('seed', t('qa.faults.seed_label'))}
          {number('times', t('qa.faults.times_label'))}
        </div>
        <Button type="submit" color="primary" loading={create.isPending}>
          {t('qa.faults.create')}
        </Button>
      </form>
    </QaCard>
  );
}

function FaultRuleList() {
  const { t } = useTranslation();
  const rules = useFaultRules();
  const clear = useQaAction(
    (id: number | undefined) => qaApi.toolkit.clearFaults({ body: { id } }),
    {
      describe: ({ cleared }) => `${t('qa.faults.clear_one')}: ${cleared}`,
      invalidates: [qaKeys.faults],
    },
  );
  return (
    <QaCard title={t('qa.faults.list_title')} testId="qa-fault-list">
      <div className={styles.actions}>
        <Button size="small" fill="none" onClick={() => void rules.refetch()}>
          {t('qa.refresh')}
        </Button>
        <Button
          size="small"
          color="danger"
          fill="outline"
          disabled={clear.isPending || !rules.data?.list.length}
          onClick={() => clear.mutate(undefined)}
        >
          {t('qa.faults.clear_all')}
        </Button>
      </div>
      <QueryState
        query={rules}
        isEmpty={(data) => data.list.length === 0}
        emptyMessage={t('qa.faults.none')}
      >
        {(data) => (
          <ul className={styles.list}>
            {data.list.map((rule) => (
              <FaultRuleRow
                key={rule.id}
                rule={rule}
                removing={clear.isPending}
                onRemove={() => clear.mutate(rule.id)}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </QaCard>
  );
}

function FaultRuleRow({
  rule,
  removing,
  onRemove,
}: {
  rule: FaultRule;
  removing: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const effects = faultEffects(rule)
    .map(({ key, values }) => t(`qa.faults.${key}` as 'qa.faults.effect_drop', values))
    .join(', ');
  const scope = [rule.method ?? t('qa.faults.any'), rule.username ?? '*'].join(' · ');
  const chance =
    rule.probability < 1
      ? ` · p=${rule.probability}${rule.seed === null ? '' : ` seed=${rule.seed}`}`
      : '';
  return (
    <li className={styles.item} data-testid={`qa-fault-${rule.id}`}>
      <span className={styles.itemMain}>
        <span className={styles.strong}>
          #{rule.id} {rule.path}
        </span>
        <span className={styles.muted}>
          {scope} → {effects}
          {chance}
        </span>
        <span className={styles.muted}>
          {t('qa.faults.hits')}: <b data-testid="qa-fault-hits">{rule.hits}</b> ·{' '}
          {t('qa.faults.times_left')}:{' '}
          <b data-testid="qa-fault-times-left">{rule.times_left ?? t('qa.faults.unlimited')}</b>
        </span>
      </span>
      <Button size="mini" color="danger" fill="outline" disabled={removing} onClick={onRemove}>
        {t('qa.faults.clear_one')}
      </Button>
    </li>
  );
}
