import Badge from 'antd-mobile/es/components/badge';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HeadsetIcon } from '@/components/icons';
import { PATHS } from '@/config/paths';
import { useBasicConfig } from '@/hooks/use-basic-config';
import { formatBadge, useFormat } from '@/lib/format';
import { useSupportUnread } from '../api/support-queries';
import { externalServiceUrl, openExternal } from '../lib/online-service';
import styles from './support-entry.module.css';

export interface SupportEntryProps {
  signedIn: boolean;
  onOpen: () => void;
  className?: string;
}

/**
 * The support conversation's card on /customer: for a signed-in user the way in, with the
 * number of unread replies; for a visitor a sign-in prompt. The configured external chat, when
 * there is one, is offered to both.
 */
export function SupportEntry({ signedIn, onOpen, className }: SupportEntryProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const external = externalServiceUrl(useBasicConfig());

  return (
    <section
      className={[styles.card, className].filter(Boolean).join(' ')}
      aria-labelledby="support-entry-title"
      data-testid="support-entry"
    >
      <div className={styles.head}>
        <span className={styles.avatar} aria-hidden="true">
          <HeadsetIcon />
        </span>
        <div className={styles.text}>
          <h3 id="support-entry-title" className={styles.title}>
            {signedIn ? t('customer.chat_title') : t('customer.sign_in_title')}
          </h3>
          <p className={styles.desc}>
            {signedIn ? t('customer.chat_desc') : t('customer.sign_in_text')}
          </p>
        </div>
      </div>
      {signedIn && <UnreadReplies />}
      {signedIn ? (
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          className={styles.action}
          onClick={onOpen}
          data-testid="support-open"
        >
          {t('customer.chat_open')}
        </Button>
      ) : (
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          className={styles.action}
          onClick={() => navigate(PATHS.login)}
          data-testid="support-sign-in"
        >
          {t('customer.sign_in_button')}
        </Button>
      )}
      {external && (
        <Button
          block
          fill="outline"
          shape="rounded"
          size="large"
          className={styles.action}
          onClick={() => openExternal(external)}
          data-testid="customer-external-chat"
        >
          {t('customer.external_button')}
        </Button>
      )}
    </section>
  );
}

/** "New replies: 2" while replies wait unread (kept fresh while the screen is open). */
function UnreadReplies() {
  const { t } = useTranslation();
  const format = useFormat();
  const unread = useSupportUnread(true).data?.unread_count ?? 0;
  if (unread === 0) return null;
  return (
    <p className={styles.unread} role="status" data-testid="support-unread">
      <Badge content={formatBadge(unread)} className={styles.badge} aria-hidden="true" />
      {t('customer.chat_unread', { count: format.count(unread) })}
    </p>
  );
}
