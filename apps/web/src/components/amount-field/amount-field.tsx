import { useId, type ReactNode } from 'react';
import { FieldBox, fieldLabelClass } from '@/components/form';
import { NumberInput } from '@/components/number-input';
import styles from './amount-field.module.css';

export interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** What is wrong with the amount, under the field (red box, role=alert); null when fine. */
  error?: string | null;
  /** A line under the field (range, available balance…). */
  hint?: ReactNode;
  /** A button at the right of the box (e.g. "Withdraw all"). */
  action?: ReactNode;
  onEnterPress?: () => void;
  autoFocus?: boolean;
  /** Test ids of the field (its label, holding the input) and of the error text. */
  testId?: string;
  errorTestId?: string;
}

/**
 * The one money input of the app (withdrawal, plan launch): a label, a bordered box with a large
 * decimal input (two decimals at most) and an optional action, the error under it, then a hint.
 */
export function AmountField({
  label,
  value,
  onChange,
  placeholder,
  error = null,
  hint,
  action,
  onEnterPress,
  autoFocus,
  testId,
  errorTestId,
}: AmountFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={fieldLabelClass} htmlFor={id}>
        {label}
      </label>
      <FieldBox invalid={Boolean(error)} className={styles.box}>
        <span className={styles.control} data-testid={testId}>
          <NumberInput
            id={id}
            decimal
            value={value}
            onChange={onChange}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            className={styles.input}
            onEnterPress={onEnterPress}
            autoFocus={autoFocus}
          />
        </span>
        {action}
      </FieldBox>
      {error && (
        <p id={errorId} className={styles.error} role="alert" data-testid={errorTestId}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
