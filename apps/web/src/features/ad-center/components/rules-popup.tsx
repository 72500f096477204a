import { useTranslation } from 'react-i18next';
import { InfoSheet } from '@/components/info-sheet';
import styles from './rules-popup.module.css';

const RULES = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'] as const;

/** The operation rules as a bottom sheet, numbered. */
export function RulesPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <InfoSheet
      visible={visible}
      onClose={onClose}
      title={t('ad_center.rules.title')}
      intro={t('ad_center.rules.intro')}
      closeLabel={t('ad_center.rules.close')}
      testId="ad-center-rules-popup"
    >
      <ol className={styles.list}>
        {RULES.map((key) => (
          <li key={key}>{t(`ad_center.rules.${key}`)}</li>
        ))}
      </ol>
    </InfoSheet>
  );
}
