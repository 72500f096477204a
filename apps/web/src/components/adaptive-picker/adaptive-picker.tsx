import { Button, CenterPopup, Picker } from 'antd-mobile';
import { useEffect, useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PICKER_OPTION_HEIGHT, PICKER_VISIBLE_OPTIONS } from '@adc/contract/constants';
import { px } from '@/lib/units';
import styles from './adaptive-picker.module.css';
import { DesktopPickerList } from './desktop-picker-list';
import { currentDeviceInfo, isMobileDevice } from './detect-mobile';
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
 * A single-column picker: antd-mobile's wheel Picker on mobile (touch + mouse wheel), a
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
  const titleId = useId();

  // Re-seed the draft when the picker opens or the value changes, not when the parent merely
  // re-renders with a new (equal) options array, which would throw the user's choice away.
  const firstValue = options[0]?.value;
  useEffect(() => {
    if (visible) setDraft(value ?? firstValue);
  }, [visible, value, firstValue]);

  if (mobile) {
    const sizing = {
      '--adc-item-height': px(optionHeight),
      '--adc-visible': String(visibleOptions),
    } as CSSProperties;
    return (
      <Picker
        className={styles.mobile}
        style={sizing}
        visible={visible}
        columns={[options.map((option) => ({ label: option.label, value: option.value }))]}
        value={value === undefined ? [] : [value]}
        onConfirm={(picked) => {
          const next = picked[0];
          if (next !== undefined && next !== null) onConfirm(next as V);
        }}
        onClose={onClose}
        title={title}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        mouseWheel
      />
    );
  }

  return (
    <CenterPopup visible={visible} onMaskClick={onClose} className={styles.desktop}>
      <div
        role="dialog"
        aria-labelledby={title ? titleId : undefined}
        className={styles.desktopBody}
      >
        {title && (
          <h2 id={titleId} className={styles.desktopTitle}>
            {title}
          </h2>
        )}
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
            onClick={() => {
              if (draft !== undefined) onConfirm(draft);
              onClose();
            }}
          >
            {t('common.confirm')}
          </Button>
        </div>
      </div>
    </CenterPopup>
  );
}
