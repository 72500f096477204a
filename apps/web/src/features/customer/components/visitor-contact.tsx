import { MailOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  USERNAME_INPUT_MAX,
  VISITOR_CONTACT_MAX,
  VISITOR_MESSAGE_MAX,
} from '@adc/contract/constants';
import { contactKind } from '@adc/domain/contact';
import { Button } from '@/components/button';
import { TextAreaField, TextField, useForm } from '@/components/form';
import { isApiError } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { createAttemptKeys } from '@/lib/idempotency';
import { required, type Validator } from '@/lib/validation';
import { useSendVisitorMessage, type VisitorMessageInput } from '../api/support-queries';
import entry from './support-entry.module.css';
import styles from './visitor-contact.module.css';

export interface VisitorContactProps {
  /** The username to start with (the account a sign-in was refused for). */
  username?: string;
  className?: string;
}

/** An email address or a phone number: the rule the server checks (@adc/domain). */
const contactRule: Validator<VisitorMessageInput> = (value) =>
  value.trim() === '' || contactKind(value.trim()) ? null : i18n.t('validation.contact');

/**
 * Customer service for someone who cannot sign in (an account not activated, disabled or
 * cancelled answers every call with a session the same way): username, where to answer and the
 * message, sent without a session. Sent, it says where the answer will come; a new message starts
 * a fresh form.
 */
export function VisitorContact({ username = '', className }: VisitorContactProps) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  return (
    <section
      className={[entry.card, className].filter(Boolean).join(' ')}
      aria-labelledby="visitor-contact-title"
      data-testid="visitor-contact"
    >
      <div className={`${entry.head} ${styles.head}`}>
        <span className={entry.avatar} aria-hidden="true">
          <MailOutline />
        </span>
        <div className={entry.text}>
          <h3 id="visitor-contact-title" className={entry.title}>
            {sent ? t('customer.visitor_sent_title') : t('customer.visitor_title')}
          </h3>
          {!sent && <p className={entry.desc}>{t('customer.visitor_text')}</p>}
        </div>
      </div>
      {sent ? (
        <div className={styles.sent} role="status" data-testid="visitor-contact-sent">
          <p className={styles.sentText}>{t('customer.visitor_sent_text', { contact: sent })}</p>
          <Button
            block
            fill="outline"
            size="large"
            className={entry.action}
            onClick={() => {
              setSent(null);
              setRound((value) => value + 1);
            }}
            data-testid="visitor-contact-again"
          >
            {t('customer.visitor_send_another')}
          </Button>
        </div>
      ) : (
        <VisitorForm key={round} username={username} onSent={setSent} />
      )}
    </section>
  );
}

function VisitorForm({
  username,
  onSent,
}: {
  username: string;
  onSent: (contact: string) => void;
}) {
  const { t } = useTranslation();
  const send = useSendVisitorMessage();
  const keys = useRef(createAttemptKeys()).current;
  const [failed, setFailed] = useState(false);
  const label = {
    username: t('customer.visitor_username'),
    contact: t('customer.visitor_contact'),
    content: t('customer.visitor_message'),
  };
  const form = useForm<VisitorMessageInput>(
    { username, contact: '', content: '' },
    {
      username: [required(label.username)],
      contact: [required(label.contact), contactRule],
      content: [required(label.content)],
    },
  );

  const submit = form.handleSubmit((values) => {
    const message = {
      username: values.username.trim(),
      contact: values.contact.trim(),
      content: values.content.trim(),
    };
    // The same message sent again after a lost answer reuses its key: it is stored once.
    const idempotencyKey = keys.keyFor(JSON.stringify(message));
    setFailed(false);
    send.mutate(
      { ...message, idempotencyKey },
      {
        onSuccess: () => {
          keys.reset();
          onSent(message.contact);
        },
        // The API layer has said why (a toast in the user's language); the form stays filled.
        onError: (error) => {
          if (isApiError(error)) keys.reset();
          setFailed(true);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className={styles.form} data-testid="visitor-contact-form">
      <TextField
        label={label.username}
        placeholder={t('customer.visitor_username_placeholder')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxCharacters={USERNAME_INPUT_MAX}
        data-testid="visitor-contact-username"
        {...form.field('username')}
      />
      <TextField
        label={label.contact}
        placeholder={t('customer.visitor_contact_placeholder')}
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        maxCharacters={VISITOR_CONTACT_MAX}
        data-testid="visitor-contact-contact"
        {...form.field('contact')}
      />
      <TextAreaField
        label={label.content}
        placeholder={t('customer.visitor_message_placeholder')}
        maxCharacters={VISITOR_MESSAGE_MAX}
        minHeight={120}
        data-testid="visitor-contact-message"
        counterTestId="visitor-contact-counter"
        {...form.field('content')}
      />
      {failed && !send.isPending && (
        <p className={styles.failed} role="alert" data-testid="visitor-contact-failed">
          {t('customer.send_failed')}
        </p>
      )}
      <Button
        block
        type="submit"
        color="primary"
        size="large"
        loading={send.isPending}
        className={entry.action}
        data-testid="visitor-contact-send"
      >
        {send.isPending ? t('customer.sending') : t('customer.visitor_send')}
      </Button>
    </form>
  );
}
