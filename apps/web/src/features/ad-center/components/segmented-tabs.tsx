import { useRef, type KeyboardEvent } from 'react';
import styles from './segmented-tabs.module.css';

export interface SegmentedTab<K extends string> {
  key: K;
  label: string;
}

export interface SegmentedTabsProps<K extends string> {
  tabs: readonly SegmentedTab<K>[];
  active: K;
  onChange: (key: K) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Id prefix: tab `${idPrefix}-tab-${key}` controls panel `${idPrefix}-panel`. */
  idPrefix: string;
  /** data-testid prefix: each tab gets `${testIdPrefix}-${key}`. */
  testIdPrefix?: string;
  className?: string;
  /** `equal` (default): tabs of one width; `label`: each as wide as its label needs, plus a share. */
  sizing?: 'equal' | 'label';
}

/**
 * A compact segmented tab list (WAI-ARIA tabs: arrow keys, Home/End, roving focus). Labels wrap
 * instead of overflowing, so long translations stay readable. Tabs are of equal width, or with
 * `sizing="label"` as wide as their label plus an even share of the room left (a long label keeps
 * one line while a short one leaves it room). A label takes the width it has when selected (bolder),
 * so choosing a tab neither wraps its label nor moves the others.
 */
export function SegmentedTabs<K extends string>({
  tabs,
  active,
  onChange,
  label,
  idPrefix,
  testIdPrefix,
  className,
  sizing = 'equal',
}: SegmentedTabsProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  const focusTab = (key: K) => {
    onChange(key);
    refs.current.get(key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = index === last ? 0 : index + 1;
    else if (event.key === 'ArrowLeft') next = index === 0 ? last : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    const tab = next === null ? undefined : tabs[next];
    if (tab) {
      event.preventDefault();
      focusTab(tab.key);
    }
  };

  return (
    <div
      className={[styles.tabs, sizing === 'label' ? styles.byLabel : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      role="tablist"
      aria-label={label}
    >
      {tabs.map((tab, index) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) refs.current.set(tab.key, element);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.key}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            className={[styles.tab, selected ? styles.active : ''].filter(Boolean).join(' ')}
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
            data-testid={testIdPrefix ? `${testIdPrefix}-${tab.key}` : undefined}
          >
            <span className={styles.label}>
              {tab.label}
              {/* As wide as the label in the selected tab's weight: selecting one moves none. */}
              <span className={styles.reserve} aria-hidden="true">
                {tab.label}
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
