import TextArea from 'antd-mobile/es/components/text-area';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_MESSAGE_MAX, type SupportMessage } from '@adc/contract';
import { characterCount } from '@adc/domain/text';
import { PullRefresh, refetching } from '@/components/pull-refresh';
import { StateView } from '@/components/state-view';
import { isApiError } from '@/lib/api';
import { useFormat } from '@/lib/format';
import {
  useMarkSupportRead,
  useSendSupportMessage,
  useSupportThread,
} from '../api/support-queries';
import {
  checkMessage,
  failedOutgoing,
  firstUnreadReplyId,
  newOutgoing,
  threadMessages,
  unreadOf,
  type Outgoing,
} from '../lib/thread';
import styles from './support-thread.module.css';

/**
 * The support conversation of the signed-in user: the thread (newest page, earlier ones on
 * demand), new replies while it is open (polled), pull to refresh, and the composer. Replies
 * unread when it opened sit under a "New replies" marker; whatever the user sees is marked read.
 */
export function SupportThreadView() {
  const { t } = useTranslation();
  const thread = useSupportThread(true);
  const sendMessage = useSendSupportMessage();
  const messages = threadMessages(thread.data);
  const unread = unreadOf(thread.data);
  const [outgoing, setOutgoing] = useState<Outgoing[]>([]);
  const [markerId, setMarkerId] = useState<number | null>(null);
  const endRef = useRef<HTMLDivElement>(null);

  // The marker stays above the first reply that was new when it arrived, while the screen is open.
  const firstUnread = firstUnreadReplyId(messages);
  useEffect(() => {
    if (firstUnread !== null) setMarkerId((current) => current ?? firstUnread);
  }, [firstUnread]);

  // What the user sees is read: the entry card's marker goes away. Once per newest message, so a
  // failed call is not repeated in a loop (the next reply tries again).
  const { mutate: markAllRead } = useMarkSupportRead();
  const newestId = messages.at(-1)?.id ?? 0;
  const markedUpTo = useRef(0);
  useEffect(() => {
    if (unread === 0 || newestId <= markedUpTo.current) return;
    markedUpTo.current = newestId;
    markAllRead();
  }, [unread, newestId, markAllRead]);

  // Follow the conversation: a new message (or one being sent) scrolls to the end.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [newestId, outgoing.length]);

  const stale = thread.isError && thread.data !== undefined;

  return (
    <div className={styles.screen}>
      <PullRefresh onRefresh={refetching(thread)}>
        <section
          className={styles.thread}
          aria-label={t('customer.thread_title')}
          aria-busy={thread.isFetching}
          data-testid="support-thread"
        >
          {thread.isPending ? (
            <StateView state="loading" skeleton={4} />
          ) : thread.data === undefined ? (
            <div data-testid="support-thread-error">
              <StateView
                state="error"
                error={thread.error}
                message={`${t('customer.load_failed')} ${t('customer.retry')}`}
                onRetry={() => void thread.refetch()}
              />
            </div>
          ) : (
            <>
              {stale && (
                <div className={styles.stale} role="status" data-testid="support-thread-stale">
                  <span>{t('customer.stale')}</span>
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => void thread.refetch()}
                  >
                    {t('customer.retry')}
                  </button>
                </div>
              )}
              {thread.hasNextPage && (
                <button
                  type="button"
                  className={styles.earlier}
                  onClick={() => void thread.fetchNextPage()}
                  disabled={thread.isFetchingNextPage}
                  data-testid="support-load-earlier"
                >
                  {t('customer.load_earlier')}
                </button>
              )}
              {messages.length === 0 && outgoing.length === 0 ? (
                <div className={styles.empty} data-testid="support-thread-empty">
                  <strong>{t('customer.empty_title')}</strong>
                  <p>{t('customer.empty_text')}</p>
                </div>
              ) : (
                <ol className={styles.messages}>
                  {messages.map((message) => (
                    <MessageItem
                      key={message.id}
                      message={message}
                      marker={message.id === markerId}
                    />
                  ))}
                  {outgoing.map((item) => (
                    <OutgoingItem key={item.key} item={item} onRetry={() => resend(item)} />
                  ))}
                </ol>
              )}
            </>
          )}
          <div ref={endRef} />
        </section>
      </PullRefresh>
      <Composer onSend={(content) => send(content)} />
    </div>
  );

  function send(content: string) {
    const item = newOutgoing(content);
    setOutgoing((items) => [...items, item]);
    deliver(item);
  }

  /** The same message again, with its Idempotency-Key: never posted twice. */
  function resend(item: Outgoing) {
    setOutgoing((items) =>
      items.map((other) => (other.key === item.key ? { ...other, status: 'sending' } : other)),
    );
    deliver(item);
  }

  function deliver(item: Outgoing) {
    // mutateAsync: every send settles its own bubble, however many are under way.
    sendMessage.mutateAsync({ content: item.content, idempotencyKey: item.idempotencyKey }).then(
      () => setOutgoing((items) => items.filter((other) => other.key !== item.key)),
      (error: unknown) =>
        setOutgoing((items) =>
          items.map((other) =>
            other.key === item.key ? failedOutgoing(other, isApiError(error)) : other,
          ),
        ),
    );
  }
}

function MessageItem({ message, marker }: { message: SupportMessage; marker: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const mine = message.sender === 'user';
  const who = mine ? t('customer.sender_you') : t('customer.sender_support');
  return (
    <>
      {marker && (
        <li className={styles.marker} data-testid="support-new-replies">
          <span>{t('customer.new_replies')}</span>
        </li>
      )}
      <li
        className={`${styles.message} ${mine ? styles.mine : styles.theirs}`}
        data-testid="support-message"
        data-sender={message.sender}
      >
        <span className={styles.meta}>
          {message.automatic ? t('customer.automatic') : who}
          {' · '}
          <time dateTime={message.created_at}>{format.dateTime(message.created_at)}</time>
        </span>
        <p className={styles.bubble}>{message.content}</p>
      </li>
    </>
  );
}

function OutgoingItem({ item, onRetry }: { item: Outgoing; onRetry: () => void }) {
  const { t } = useTranslation();
  const failed = item.status === 'failed';
  return (
    <li
      className={`${styles.message} ${styles.mine} ${failed ? styles.failed : styles.sending}`}
      data-testid="support-outgoing"
      data-status={item.status}
    >
      <span className={styles.meta} role="status">
        {failed ? t('customer.send_failed') : t('customer.sending')}
      </span>
      <p className={styles.bubble}>{item.content}</p>
      {failed && (
        <button
          type="button"
          className={styles.linkButton}
          onClick={onRetry}
          data-testid="support-retry-send"
        >
          {t('customer.retry_send')}
        </button>
      )}
    </li>
  );
}

/** The message field and its send button; the text is checked with the contract's rule. */
function Composer({ onSend }: { onSend: (content: string) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const label = t('customer.input_label');
  const length = characterCount(value.trim()); // as the server counts: an emoji is one

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const check = checkMessage(value);
    if (!check.ok) {
      if (check.reason === 'too_long')
        setError(t('validation.too_long', { field: label, max: SUPPORT_MESSAGE_MAX }));
      else if (check.reason === 'invalid')
        setError(t('validation.control_characters', { field: label }));
      return;
    }
    setError(null);
    setValue('');
    onSend(check.content);
  };

  return (
    <form className={styles.composer} onSubmit={submit} data-testid="support-composer">
      <label htmlFor={id} className="adc-visually-hidden">
        {label}
      </label>
      <div className={styles.field}>
        <TextArea
          id={id}
          value={value}
          onChange={(next) => {
            setValue(next);
            if (error) setError(null);
          }}
          placeholder={t('customer.input_placeholder')}
          rows={1}
          autoSize={{ minRows: 1, maxRows: 4 }}
          aria-invalid={error !== null}
          aria-describedby={`${id}-hint`}
          data-testid="support-input"
        />
        <span
          id={`${id}-hint`}
          className={`${styles.hint} ${error ? styles.hintError : ''}`}
          aria-live="polite"
        >
          {error ?? `${format.count(length)} / ${format.count(SUPPORT_MESSAGE_MAX)}`}
        </span>
      </div>
      <button
        type="submit"
        className={styles.send}
        disabled={length === 0}
        data-testid="support-send"
      >
        {t('customer.send')}
      </button>
    </form>
  );
}
