import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadFilter as ReadFilterValue } from '@adc/contract';
import { formatBadge } from '@/lib/format';
import { READ_FILTERS } from '../lib/filters';
import styles from './read-filter.module.css';

export interface ReadFilterProps {
  value: ReadFilterValue;
  onChange: (value: ReadFilterValue) => void;
  label: string;
  /** Unread total, shown as a count on the "Unread" option (hidden when 0 or unknown). */
  unread?: number;
}

/** All / Unread / Read as a segmented radio group (arrow keys move the choice). */
export function ReadFilter({ value, onChange, label, unread }: ReadFilterProps) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + READ_FILTERS.length) % READ_FILTERS.length;
    const nextValue = READ_FILTERS[next];
    if (nextValue) onChange(nextValue);
    refs.current[next]?.focus();
  };

  return (
    <div
      className={styles.group}
      role="radiogroup"
      aria-label={label}
      data-testid="notification-read-filter"
    >
      {READ_FILTERS.map((read, index) => {
        const checked = read === value;
        return (
          <button
            key={read}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            className={[styles.option, checked ? styles.checked : ''].filter(Boolean).join(' ')}
            onClick={() => onChange(read)}
            onKeyDown={(event) => onKeyDown(event, index)}
            data-value={read}
          >
            <span>{t(`enums.read_filter.${read}`)}</span>
            {read === 'unread' && unread !== undefined && unread > 0 && (
              <span className={styles.count} data-testid="notification-unread-total">
                {formatBadge(unread)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
