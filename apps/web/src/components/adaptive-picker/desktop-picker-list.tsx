import { useId, useRef, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { PICKER_OPTION_HEIGHT, PICKER_VISIBLE_OPTIONS } from '@adc/contract/constants';
import { px } from '@/lib/units';
import styles from './adaptive-picker.module.css';
import type { PickerOption, PickerValue } from './types';

export interface DesktopPickerListProps<V extends PickerValue> {
  options: readonly PickerOption<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  optionHeight?: number;
  visibleOptions?: number;
  'aria-label'?: string;
}

/** Clamped index step from the current value. */
function stepIndex<V extends PickerValue>(
  options: readonly PickerOption<V>[],
  value: V | undefined,
  delta: number,
): number {
  const current = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  return Math.min(options.length - 1, Math.max(0, current + delta));
}

/**
 * The desktop picker: a listbox with the selected option centred in a band. The value moves
 * one option per wheel notch or ArrowUp/ArrowDown (Home/End jump), and by dragging
 * (one option per option height dragged). Clicking an option selects it.
 */
export function DesktopPickerList<V extends PickerValue>({
  options,
  value,
  onChange,
  optionHeight = PICKER_OPTION_HEIGHT,
  visibleOptions = PICKER_VISIBLE_OPTIONS,
  'aria-label': ariaLabel,
}: DesktopPickerListProps<V>) {
  const drag = useRef<{ startY: number; startIndex: number; moved: boolean } | null>(null);
  /** A drag ends with a click on whatever option is under the pointer: ignore that click. */
  const suppressClick = useRef(false);
  const idPrefix = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const selectedIndex = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );

  const select = (index: number) => {
    const option = options[index];
    if (option && option.value !== value) onChange(option.value);
  };

  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (event.deltaY === 0) return;
    select(stepIndex(options, value, event.deltaY > 0 ? 1 : -1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: 1,
      ArrowUp: -1,
      PageDown: visibleOptions,
      PageUp: -visibleOptions,
    };
    if (event.key in moves) select(stepIndex(options, value, moves[event.key] ?? 0));
    else if (event.key === 'Home') select(0);
    else if (event.key === 'End') select(options.length - 1);
    else return;
    event.preventDefault();
  };

  /** Rendered option height (the layout is zoomed/scaled: measure, don't assume). */
  const renderedOptionHeight = () => {
    const first = listRef.current?.querySelector<HTMLElement>('[role="option"]');
    const height = first?.getBoundingClientRect().height;
    return height && height > 0 ? height : optionHeight;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { startY: event.clientY, startIndex: selectedIndex, moved: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (!state) return;
    // Dragging up moves to later options, like a wheel.
    const steps = Math.round((state.startY - event.clientY) / renderedOptionHeight());
    if (steps !== 0) state.moved = true;
    select(Math.min(options.length - 1, Math.max(0, state.startIndex + steps)));
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    suppressClick.current = drag.current?.moved ?? false;
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };

  // The selected option sits in a band centred in the list (like antd-mobile's wheel).
  const bandTop = (optionHeight * (visibleOptions - 1)) / 2;
  return (
    <div
      ref={listRef}
      role="listbox"
      tabIndex={0}
      aria-label={ariaLabel}
      aria-activedescendant={
        options[selectedIndex] ? `${idPrefix}-option-${selectedIndex}` : undefined
      }
      className={styles.list}
      style={{ height: px(optionHeight * visibleOptions) }}
      onWheel={onWheel}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <div
        className={styles.band}
        style={{ top: px(bandTop), height: px(optionHeight) }}
        aria-hidden="true"
      />
      <div
        className={styles.track}
        style={{ transform: `translateY(${px(bandTop - optionHeight * selectedIndex)})` }}
      >
        {options.map((option, index) => (
          <div
            key={String(option.value)}
            id={`${idPrefix}-option-${index}`}
            role="option"
            aria-selected={index === selectedIndex}
            className={[styles.option, index === selectedIndex ? styles.selected : '']
              .filter(Boolean)
              .join(' ')}
            style={{ height: px(optionHeight) }}
            onClick={() => {
              if (suppressClick.current) suppressClick.current = false;
              else select(index);
            }}
          >
            {option.label}
          </div>
        ))}
      </div>
    </div>
  );
}
