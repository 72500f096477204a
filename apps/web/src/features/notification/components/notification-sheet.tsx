import Popup from 'antd-mobile/es/components/popup';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@adc/contract';
import { useFormat } from '@/lib/format';
import { useBackToClose } from '@/lib/overlay-history';
import { CategoryIcon } from './category-icon';
import styles from './notification-sheet.module.css';

export interface NotificationSheetProps {
  item: Notification | null;
  onClose: () => void;
}

/** The opened notification in a bottom sheet: category, title, time and the whole text. */
export function NotificationSheet({ item, onClose }: NotificationSheetProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const openerRef = useRef<HTMLElement | null>(null);
  const closeFromMask = useBackToClose(item !== null, onClose);
  // Move focus into the sheet when it opens (screen readers read it; keyboards can scroll it),
  // and back to the notification that opened it once it has closed.
  const focusOnOpen = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    if (!node.contains(document.activeElement) && document.activeElement instanceof HTMLElement)
      openerRef.current = document.activeElement;
    node.focus({ preventScroll: true });
  }, []);
  // As soon as it closes: the sheet's content goes with `item` (the focus falls to the page's
  // start), while the popup's closing animation (whose end `afterClose` waits for) may not end in
  // a hidden tab or a test's DOM.
  useEffect(() => {
    if (item !== null || !openerRef.current) return;
    openerRef.current.focus({ preventScroll: true });
    openerRef.current = null;
  }, [item]);
  return (
    <Popup
      visible={item !== null}
      onMaskClick={closeFromMask}
      onClose={onClose}
      bodyClassName={styles.sheet}
      showCloseButton
    >
      {item && (
        <div
          ref={focusOnOpen}
          role="dialog"
          aria-labelledby={titleId}
          aria-modal="true"
          tabIndex={0}
          className={styles.body}
          data-testid="notification-detail"
        >
          <span className={`${styles.category} ${styles[item.category]}`}>
            <CategoryIcon category={item.category} />
            {t(`enums.notification_category.${item.category}`)}
          </span>
          <h2 id={titleId} className={styles.title}>
            {item.title}
          </h2>
          <p className={styles.time}>
            {t('notification.received_at', { time: format.dateTime(item.created_at) })}
          </p>
          <div className={styles.content} data-platform-text>
            {item.content}
          </div>
        </div>
      )}
    </Popup>
  );
}
