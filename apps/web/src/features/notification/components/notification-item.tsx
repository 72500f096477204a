import { useTranslation } from 'react-i18next';
import type { Notification } from '@adc/contract';
import { useFormat } from '@/lib/format';
import { HTML_LANG } from '@/lib/language';
import { useFittedPreview } from '../lib/use-fitted-preview';
import { CategoryIcon } from './category-icon';
import styles from './notification-item.module.css';

export interface NotificationItemProps {
  item: Notification;
  onOpen: (item: Notification) => void;
}

/**
 * One notification: category, title, preview, time; unread ones carry a dot and bold title. The
 * preview is the content's first two lines, cut at a word boundary of the app language with "…"
 * (lib/use-fitted-preview.ts: never inside a number, in Thai too); screen readers get the whole
 * content.
 */
export function NotificationItem({ item, onOpen }: NotificationItemProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [previewRef, preview] = useFittedPreview<HTMLSpanElement>(
    item.content,
    HTML_LANG[format.lang],
  );
  const cut = preview !== item.content;
  return (
    <li className={styles.wrap}>
      <button
        type="button"
        className={[styles.item, item.read ? styles.read : styles.unread].join(' ')}
        onClick={() => onOpen(item)}
        data-testid="notification-item"
        data-id={item.id}
        data-read={item.read}
        aria-haspopup="dialog"
      >
        <span className={`${styles.icon} ${styles[item.category]}`}>
          <CategoryIcon category={item.category} />
        </span>
        <span className={styles.main}>
          <span className={styles.top}>
            <span className={styles.category}>
              {t(`enums.notification_category.${item.category}`)}
            </span>
            <time className={styles.time} dateTime={item.created_at}>
              {format.relative(item.created_at)}
            </time>
          </span>
          <span className={styles.title}>
            {!item.read && (
              <span className={styles.dot} data-testid="notification-unread-dot">
                <span className="adc-visually-hidden">{t('notification.unread_mark')}</span>
              </span>
            )}
            {item.title}
          </span>
          <span
            ref={previewRef}
            className={styles.preview}
            data-platform-text
            data-testid="notification-preview"
            aria-hidden={cut || undefined}
          >
            {preview}
          </span>
          {cut && (
            <span className="adc-visually-hidden" data-platform-text>
              {item.content}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}
