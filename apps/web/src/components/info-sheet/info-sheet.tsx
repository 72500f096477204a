import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useId, type ReactNode } from 'react';
import { useBackToClose } from '@/lib/overlay-history';
import styles from './info-sheet.module.css';

export interface InfoSheetProps {
  visible: boolean;
  onClose: () => void;
  title: string;
  /** A sentence under the title (optional). */
  intro?: string;
  closeLabel: string;
  /** The sheet's test id; its close button is `${testId}-close`. */
  testId: string;
  /** The scrolling body: definitions, rules… */
  children: ReactNode;
}

/**
 * A bottom sheet that explains something: a grabber, a title, an optional intro, a body that
 * scrolls when long, and a close button (the mask and the back gesture close it too). An
 * accessible dialog named by its title.
 */
export function InfoSheet({
  visible,
  onClose,
  title,
  intro,
  closeLabel,
  testId,
  children,
}: InfoSheetProps) {
  const titleId = useId();
  const closeFromMask = useBackToClose(visible, onClose);
  return (
    <Popup
      visible={visible}
      onMaskClick={closeFromMask}
      onClose={onClose}
      bodyClassName={styles.body}
      destroyOnClose
    >
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
        <div className={styles.grabber} aria-hidden="true" />
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        <div className={styles.content}>{children}</div>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          onClick={onClose}
          data-testid={`${testId}-close`}
        >
          {closeLabel}
        </Button>
      </div>
    </Popup>
  );
}
