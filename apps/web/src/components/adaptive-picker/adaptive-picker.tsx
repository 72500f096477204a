import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PICKER_OPTION_HEIGHT, PICKER_VISIBLE_OPTIONS } from '@adc/contract/constants';
import styles from './adaptive-picker.module.css';
import { DesktopPickerList } from './desktop-picker-list';
import { currentDeviceInfo, isMobileDevice } from './detect-mobile';
import { MobilePickerSheet } from './mobile-picker-sheet';
import { PickerDialog } from './picker-dialog';
import type { PickerOption, PickerValue } from './types';

export interface AdaptivePickerProps<V extends PickerValue> {
  visible: boolean;
  options: readonly PickerOption<V>[];
  value?: V;
  onConfirm: (value: V) => void;
  onClose: () => void;
  title?: string;
  /** Default PICKER_OPTION_HEIGHT (44). */
  optionHeight?: number;
  /** Default PICKER_VISIBLE_OPTIONS (6). */
  visibleOptions?: number;
  /** Force a variant (tests, previews); default: detected once per mount. */
  mode?: 'mobile' | 'desktop';
}

/**
 * A single-column picker: a bottom sheet with antd-mobile's wheel PickerView on mobile (touch +
 * mouse wheel; MobilePickerSheet), a
 * keyboard/wheel/drag listbox in a centred popup on desktop (see `isMobileDevice`).
 *
 *   <AdaptivePicker visible={open} options={months} value={month}
 *     onConfirm={setMonth} onClose={() => setOpen(false)} title={t('...')} />
 */
export function AdaptivePicker<V extends PickerValue>({
  visible,
  options,
  value,
  onConfirm,
  onClose,
  title,
  optionHeight = PICKER_OPTION_HEIGHT,
  visibleOptions = PICKER_VISIBLE_OPTIONS,
  mode,
}: AdaptivePickerProps<V>) {
  const { t } = useTranslation();
  const [mobile] = useState(() => (mode ? mode === 'mobile' : isMobileDevice(currentDeviceInfo())));
  const [draft, setDraft] = useState<V | undefined>(value ?? options[0]?.value);

  // Re-seed the draft when the picker opens or the value changes, not when the parent merely
  // re-renders with a new (equal) options array, which would throw the user's choice away.
  const firstValue = options[0]?.value;
  useEffect(() => {
    if (visible) setDraft(value ?? firstValue);
  }, [visible, value, firstValue]);

  const confirm = () => {
    if (draft !== undefined) onConfirm(draft);
    onClose();
  };

  if (mobile) {
    return (
      <MobilePickerSheet
        visible={visible}
        options={options}
        draft={draft}
        onDraftChange={setDraft}
        onConfirm={confirm}
        onClose={onClose}
        title={title}
        optionHeight={optionHeight}
        visibleOptions={visibleOptions}
      />
    );
  }

  return (
    <PickerDialog
      variant="center"
      visible={visible}
      onClose={onClose}
      title={title}
      titleClassName={styles.desktopTitle}
      className={styles.desktopBody}
    >
      {(heading) => (
        <>
          {title && heading}
          <DesktopPickerList
            options={options}
            value={draft}
            onChange={setDraft}
            optionHeight={optionHeight}
            visibleOptions={visibleOptions}
            aria-label={title ?? t('common.please_select')}
          />
          <div className={styles.desktopActions}>
            <Button block fill="outline" shape="rounded" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              block
              color="primary"
              shape="rounded"
              disabled={draft === undefined}
              onClick={confirm}
            >
              {t('common.confirm')}
            </Button>
          </div>
        </>
      )}
    </PickerDialog>
  );
}
