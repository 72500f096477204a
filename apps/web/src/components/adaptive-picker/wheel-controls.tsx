import { useTranslation } from 'react-i18next';
import type { PickerOption, PickerValue } from './types';

export interface WheelControlsProps<V extends PickerValue> {
  options: readonly PickerOption<V>[];
  draft: V | undefined;
  onDraftChange: (value: V) => void;
}

/** What a screen reader says for an option: its label when it is text, else its value. */
function spoken(option: PickerOption<PickerValue>): string {
  return typeof option.label === 'string' ? option.label : String(option.value);
}

/**
 * The wheel's controls for screen readers, in the app's language: what is selected, and buttons
 * that select the option before or after it (the wheel turns with them). antd-mobile's wheel has
 * such controls of its own, but their labels are hard-coded in Chinese; the sheet's CSS takes those
 * out of the accessibility tree (`display: none`), and these stand in for them, visually hidden.
 */
export function WheelControls<V extends PickerValue>({
  options,
  draft,
  onDraftChange,
}: WheelControlsProps<V>) {
  const { t } = useTranslation();
  const index = options.findIndex((option) => option.value === draft);
  const current = options[index];
  const previous = index > 0 ? options[index - 1] : undefined;
  // Nothing selected yet: "next" selects the first option.
  const next = options[index + 1];
  return (
    <div className="adc-visually-hidden" data-testid="picker-wheel-controls">
      <p aria-live="polite">
        {current ? t('picker.selected', { label: spoken(current) }) : t('common.please_select')}
      </p>
      <button
        type="button"
        disabled={!previous}
        onClick={() => previous && onDraftChange(previous.value)}
      >
        {previous ? t('picker.previous', { label: spoken(previous) }) : t('picker.no_previous')}
      </button>
      <button type="button" disabled={!next} onClick={() => next && onDraftChange(next.value)}>
        {next ? t('picker.next', { label: spoken(next) }) : t('picker.no_next')}
      </button>
    </div>
  );
}
