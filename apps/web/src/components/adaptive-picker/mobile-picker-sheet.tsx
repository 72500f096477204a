import PickerView from 'antd-mobile/es/components/picker-view';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { px } from '@/lib/units';
import styles from './adaptive-picker.module.css';
import { PickerDialog } from './picker-dialog';
import type { PickerOption, PickerValue } from './types';
import { WheelControls } from './wheel-controls';

export interface MobilePickerSheetProps<V extends PickerValue> {
  visible: boolean;
  options: readonly PickerOption<V>[];
  draft: V | undefined;
  onDraftChange: (value: V) => void;
  onConfirm: () => void;
  onClose: () => void;
  title?: string;
  optionHeight: number;
  visibleOptions: number;
}

/**
 * The phone variant: a bottom sheet with Cancel / title / Confirm and antd-mobile's wheel
 * PickerView, sized through PickerView's documented CSS variables (`--item-height`, `--height`)
 * on its own `style`: exactly `visibleOptions` options of `optionHeight` design px. A screen
 * reader uses the wheel through `WheelControls`, in the app's language.
 */
export function MobilePickerSheet<V extends PickerValue>({
  visible,
  options,
  draft,
  onDraftChange,
  onConfirm,
  onClose,
  title,
  optionHeight,
  visibleOptions,
}: MobilePickerSheetProps<V>) {
  const { t } = useTranslation();
  const sizing = {
    '--item-height': px(optionHeight),
    '--height': px(optionHeight * visibleOptions),
  } as CSSProperties;

  return (
    <PickerDialog
      variant="sheet"
      visible={visible}
      onClose={onClose}
      title={title}
      titleClassName={styles.sheetTitle}
      data-testid="picker-sheet"
    >
      {(heading) => (
        <>
          <div className={styles.sheetHeader}>
            <button type="button" className={styles.sheetButton} onClick={onClose}>
              {t('common.cancel')}
            </button>
            {heading}
            <button
              type="button"
              className={`${styles.sheetButton} ${styles.sheetConfirm}`}
              onClick={onConfirm}
              disabled={draft === undefined}
            >
              {t('common.confirm')}
            </button>
          </div>
          <PickerView
            style={sizing}
            columns={[options.map((option) => ({ label: option.label, value: option.value }))]}
            value={draft === undefined ? [] : [draft]}
            onChange={(picked) => {
              const next = picked[0];
              if (next !== undefined && next !== null) onDraftChange(next as V);
            }}
            mouseWheel
          />
          <WheelControls options={options} draft={draft} onDraftChange={onDraftChange} />
        </>
      )}
    </PickerDialog>
  );
}
