import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { Chip } from './chip';
import type { JournalEntry } from '@adc/contract';
import { QueryState } from '@/components/state-view';
import { useFormat } from '@/lib/format';
import { useBackToClose } from '@/lib/overlay-history';
import { qaApi } from '../api/qa-client';
import { LIVE_POLL_MS, qaKeys, useJournal, type JournalFilters } from '../api/qa-queries';
import { useQaAction } from '../hooks/use-qa-action';
import { QaCard, QaInput, QaSelect } from './field';
import styles from './qa.module.css';

const NO_FILTERS: JournalFilters = { username: '', path: '', method: '', code: '' };

/** The request journal, live (polled while shown) or paused, filtered; one entry opens in full. */
export function JournalPanel() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<JournalFilters>(NO_FILTERS);
  const deferred = useDeferredValue(filters);
  const [live, setLive] = useState(true);
  const [open, setOpen] = useState<JournalEntry | null>(null);
  const closeFromMask = useBackToClose(open !== null, () => setOpen(null));
  const journal = useJournal(deferred, live ? LIVE_POLL_MS : false);
  const clear = useQaAction(() => qaApi.toolkit.clearRequests({ body: {} }), {
    describe: ({ cleared }) => `${t('qa.journal.clear')} (${cleared})`,
    invalidates: [qaKeys.journalAll],
  });
  const set = (field: keyof JournalFilters) => (event: { target: { value: string } }) =>
    setFilters((previous) => ({ ...previous, [field]: event.target.value }));

  return (
    <QaCard title={t('qa.tabs.journal')} testId="qa-journal">
      <div className={styles.row}>
        <Chip tone={live ? 'ok' : 'neutral'} data-testid="qa-journal-state">
          {live ? t('qa.journal.live') : t('qa.journal.paused')}
        </Chip>
        <Button
          size="small"
          onClick={() => {
            // Resuming shows what happened meanwhile at once, then polls again.
            if (!live) void journal.refetch();
            setLive(!live);
          }}
        >
          {live ? t('qa.journal.pause') : t('qa.journal.resume')}
        </Button>
        <Button size="small" fill="none" onClick={() => void journal.refetch()}>
          {t('qa.refresh')}
        </Button>
        <Button
          size="small"
          color="danger"
          fill="outline"
          disabled={clear.isPending}
          onClick={() => clear.mutate(undefined)}
        >
          {t('qa.journal.clear')}
        </Button>
      </div>
      <div className={styles.row}>
        <QaInput
          className={styles.grow}
          label={t('qa.journal.filter_username')}
          value={filters.username}
          onChange={set('username')}
        />
        <QaInput
          className={styles.grow}
          label={t('qa.journal.filter_path')}
          placeholder="/user/*"
          value={filters.path}
          onChange={set('path')}
        />
        <QaSelect
          label={t('qa.journal.filter_method')}
          value={filters.method}
          onChange={set('method')}
          options={[
            { value: '', label: t('qa.faults.any') },
            { value: 'GET', label: 'GET' },
            { value: 'POST', label: 'POST' },
          ]}
        />
        <QaInput
          label={t('qa.journal.filter_code')}
          inputMode="numeric"
          size={4}
          value={filters.code}
          onChange={set('code')}
        />
      </div>
      <QueryState
        query={journal}
        isEmpty={(data) => data.list.length === 0}
        emptyMessage={t('qa.journal.none')}
        skeleton={4}
      >
        {(data) => (
          <>
            <p className={styles.muted}>
              {t('qa.journal.total', { shown: data.list.length, total: data.total })}
            </p>
            <JournalTable entries={data.list} onOpen={setOpen} />
          </>
        )}
      </QueryState>
      <Popup
        visible={open !== null}
        onMaskClick={closeFromMask}
        onClose={() => setOpen(null)}
        destroyOnClose
      >
        {open && <JournalEntryDetail entry={open} onClose={() => setOpen(null)} />}
      </Popup>
    </QaCard>
  );
}

function JournalTable({
  entries,
  onOpen,
}: {
  entries: JournalEntry[];
  onOpen: (entry: JournalEntry) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    // Scrolls sideways on a phone (its rows can be focused: the keyboard reaches every one).
    <div className={styles.tableScroll}>
      <table className={styles.table} data-testid="qa-journal-table">
        <thead>
          <tr>
            <th style={{ width: '18%' }}>{t('qa.journal.time')}</th>
            <th style={{ width: '36%' }}>{t('qa.journal.filter_path')}</th>
            <th>{t('qa.journal.filter_username')}</th>
            <th style={{ width: '11%' }}>{t('qa.journal.status')}</th>
            <th style={{ width: '11%' }}>{t('qa.journal.code')}</th>
            <th style={{ width: '10%' }}>{t('qa.journal.duration')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr
              key={entry.id}
              tabIndex={0}
              data-testid="qa-journal-row"
              aria-label={`${entry.method} ${entry.path}`}
              onClick={() => onOpen(entry)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onOpen(entry);
                }
              }}
            >
              <td>{format.clock(entry.time)}</td>
              <td title={entry.path}>
                {/* First, so that a path cut short never hides it. */}
                {entry.fault && (
                  <>
                    <span aria-hidden="true">⚡ </span>
                    <span className="adc-visually-hidden">{t('qa.journal.fault')}: </span>
                  </>
                )}
                {entry.method} {entry.path}
              </td>
              <td>{entry.username ?? '—'}</td>
              <td>{entry.http_status === 0 ? t('qa.journal.dropped') : entry.http_status}</td>
              <td>{entry.code ?? '—'}</td>
              <td>{Math.round(entry.duration_ms)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The fault applied to the call, e.g. "code (rule 3)", or "—". */
function useFaultText(entry: JournalEntry): string {
  const { t } = useTranslation();
  if (!entry.fault) return '—';
  const { kind, rule_id: ruleId } = entry.fault;
  if (ruleId === null) return t('qa.journal.fault_header', { kind });
  return t('qa.journal.fault_rule', { kind, id: ruleId });
}

function JournalEntryDetail({ entry, onClose }: { entry: JournalEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const fault = useFaultText(entry);
  const rows: [string, string][] = [
    [t('qa.journal.request_id'), entry.id],
    [t('qa.journal.time'), format.dateTime(entry.time)],
    [t('qa.journal.filter_username'), entry.username ?? '—'],
    [
      t('qa.journal.status'),
      entry.http_status === 0 ? t('qa.journal.dropped') : String(entry.http_status),
    ],
    [t('qa.journal.code'), entry.code === null ? '—' : String(entry.code)],
    [t('qa.journal.duration'), String(Math.round(entry.duration_ms))],
    [t('qa.journal.fault'), fault],
  ];
  return (
    <div
      className={styles.popup}
      role="dialog"
      aria-label={`${entry.method} ${entry.path}`}
      data-testid="qa-journal-entry"
    >
      <div className={styles.row}>
        <h2 className={`${styles.cardTitle} ${styles.grow}`}>
          {entry.method} {entry.path}
        </h2>
        <Button size="small" onClick={onClose}>
          {t('qa.journal.close')}
        </Button>
      </div>
      <dl className={styles.figures}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.cardTitle}>{t('qa.journal.query')}</h3>
      <pre className={styles.pre}>{JSON.stringify(entry.query, null, 2)}</pre>
      <h3 className={styles.cardTitle}>{t('qa.journal.body')}</h3>
      <pre className={styles.pre} data-testid="qa-journal-body">
        {entry.body === undefined || entry.body === null
          ? '—'
          : JSON.stringify(entry.body, null, 2)}
      </pre>
    </div>
  );
}
