import { Button, Popup } from 'antd-mobile';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './rules-popup.module.css';

const RULES = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'] as const;

/** The operation rules as a bottom sheet. */
export function RulesPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.body}
      destroyOnClose
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="ad-center-rules-popup"
      >
        <div className={styles.grabber} aria-hidden="true" />
        <h2 id={titleId} className={styles.title}>
          {t('ad_center.rules.title')}
        </h2>
        <p className={styles.intro}>{t('ad_center.rules.intro')}</p>
        <ol className={styles.list}>
          {RULES.map((key) => (
            <li key={key}>{t(`ad_center.rules.${key}`)}</li>
          ))}
        </ol>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          onClick={onClose}
          data-testid="ad-center-rules-close"
        >
          {t('ad_center.rules.close')}
        </Button>
      </div>
    </Popup>
  );
}
