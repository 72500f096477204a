import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { Chip } from './chip';
import { SUPPORT_MESSAGE_MAX, type SupportThreadSummary, type VisitorMessage } from '@adc/contract';
import { useCharacterLimit } from '@/components/form/character-limit';
import { QueryState } from '@/components/state-view';
import { useFormat } from '@/lib/format';
import { qaApi } from '../api/qa-client';
import {
  qaKeys,
  useSupportMessages,
  useSupportThreads,
  useVisitorMessages,
} from '../api/qa-queries';
import { useQaAction } from '../hooks/use-qa-action';
import { QaCard } from './field';
import styles from './qa.module.css';

/**
 * Support conversations: the threads (most recent first), one thread, and the team's reply; below
 * the threads, the messages of visitors who cannot sign in (answered at the contact they gave).
 */
export function SupportPanel() {
  const [open, setOpen] = useState<string | null>(null);
  return open ? (
    <SupportThread username={open} onBack={() => setOpen(null)} />
  ) : (
    <>
      <SupportThreads onOpen={setOpen} />
      <VisitorMessages />
    </>
  );
}

function VisitorMessages() {
  const { t } = useTranslation();
  const messages = useVisitorMessages();
  return (
    <QaCard title={t('qa.support.visitor_title')} testId="qa-visitor-messages">
      <div className={styles.row}>
        <Button size="small" fill="none" onClick={() => void messages.refetch()}>
          {t('qa.refresh')}
        </Button>
      </div>
      <QueryState
        query={messages}
        isEmpty={(data) => data.list.length === 0}
        emptyMessage={t('qa.support.visitor_none')}
        skeleton={3}
      >
        {(data) => (
          <ul className={styles.list}>
            {data.list.map((message) => (
              <VisitorMessageRow key={message.id} message={message} />
            ))}
          </ul>
        )}
      </QueryState>
    </QaCard>
  );
}

function VisitorMessageRow({ message }: { message: VisitorMessage }) {
  const { t } = useTranslation();
  const format = useFormat();
  const account = message.account;
  return (
    <li className={styles.item} data-testid={`qa-visitor-message-${message.id}`}>
      <span className={styles.itemMain}>
        <span className={styles.strong}>
          {message.username} {account && <span className={styles.muted}>#{account.uid}</span>}
        </span>
        <span className={styles.muted}>
          {format.dateTime(message.created_at)} ·{' '}
          {t('qa.support.visitor_answer_at', { contact: message.contact, lang: message.lang })}
        </span>
        <span>{message.content}</span>
      </span>
      {account ? (
        <Chip tone={account.status === 'active' ? 'ok' : 'bad'}>
          {t(`qa.user_status.${account.status}`)}
        </Chip>
      ) : (
        <Chip tone="neutral">{t('qa.support.visitor_no_account')}</Chip>
      )}
    </li>
  );
}

function SupportThreads({ onOpen }: { onOpen: (username: string) => void }) {
  const { t } = useTranslation();
  const [awaitingOnly, setAwaitingOnly] = useState(false);
  const threads = useSupportThreads(awaitingOnly);
  return (
    <QaCard title={t('qa.tabs.support')} testId="qa-support">
      <div className={styles.row}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={awaitingOnly}
            onChange={(event) => setAwaitingOnly(event.target.checked)}
          />
          {t('qa.support.awaiting_only')}
        </label>
        <Button size="small" fill="none" onClick={() => void threads.refetch()}>
          {t('qa.refresh')}
        </Button>
      </div>
      <QueryState
        query={threads}
        isEmpty={(data) => data.list.length === 0}
        emptyMessage={t('qa.support.none')}
        skeleton={3}
      >
        {(data) => (
          <ul className={styles.list}>
            {data.list.map((thread) => (
              <ThreadRow key={thread.username} thread={thread} onOpen={onOpen} />
            ))}
          </ul>
        )}
      </QueryState>
    </QaCard>
  );
}

function ThreadRow({
  thread,
  onOpen,
}: {
  thread: SupportThreadSummary;
  onOpen: (username: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li className={styles.item} data-testid={`qa-thread-${thread.username}`}>
      <span className={styles.itemMain}>
        <span className={styles.strong}>
          {thread.username} <span className={styles.muted}>#{thread.uid}</span>
        </span>
        <span className={styles.muted}>
          {format.dateTime(thread.last_message.created_at)} · {thread.last_message.content}
        </span>
      </span>
      {thread.awaiting_reply > 0 && (
        <Chip tone="warn">{t('qa.support.awaiting', { count: thread.awaiting_reply })}</Chip>
      )}
      <Button size="small" color="primary" fill="outline" onClick={() => onOpen(thread.username)}>
        {t('qa.users.open_user')}
      </Button>
    </li>
  );
}

function SupportThread({ username, onBack }: { username: string; onBack: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const thread = useSupportMessages(username);
  const [content, setContent] = useState('');
  const contentLimit = useCharacterLimit<HTMLTextAreaElement>(SUPPORT_MESSAGE_MAX, setContent);
  const reply = useQaAction(() => qaApi.support.reply({ body: { username, content } }), {
    describe: () => `${t('qa.support.send')} → ${username}`,
    invalidates: [qaKeys.supportAll],
    onSuccess: () => setContent(''),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate(undefined);
  };
  return (
    <QaCard title={username} testId="qa-support-thread">
      <div className={styles.row}>
        <Button size="small" onClick={onBack}>
          {t('qa.user.back')}
        </Button>
        <Button size="small" fill="none" onClick={() => void thread.refetch()}>
          {t('qa.refresh')}
        </Button>
      </div>
      <QueryState
        query={thread}
        isEmpty={(data) => data.list.length === 0}
        emptyMessage={t('qa.support.none')}
        skeleton={3}
      >
        {(data) => (
          <ul className={styles.list}>
            {data.list.map((message) => (
              <li
                key={message.id}
                className={`${styles.bubble} ${message.sender === 'support' ? styles.bubbleSupport : ''}`}
              >
                <span className={styles.muted}>
                  {message.sender === 'support'
                    ? t('qa.support.from_support')
                    : t('qa.support.from_user')}
                  {message.automatic && ` (${t('qa.support.automatic')})`} ·{' '}
                  {format.dateTime(message.created_at)}
                </span>
                <div>{message.content}</div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <form className={styles.stack} onSubmit={submit}>
        <label className={styles.field}>
          <span className={styles.label}>{t('qa.support.reply_label')}</span>
          <textarea
            className={styles.input}
            rows={3}
            placeholder={t('qa.support.reply_placeholder')}
            value={content}
            onChange={(event) => contentLimit.onChange(event.target.value)}
            onCompositionStart={contentLimit.onCompositionStart}
            onCompositionEnd={contentLimit.onCompositionEnd}
          />
        </label>
        <Button type="submit" color="primary" loading={reply.isPending}>
          {t('qa.support.send')}
        </Button>
      </form>
    </QaCard>
  );
}
