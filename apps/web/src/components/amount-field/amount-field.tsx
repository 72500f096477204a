import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldBox, fieldLabelClass } from '@/components/form';
import { NumberInput, type AmountTextProblem } from '@/components/number-input';
import { useFormat } from '@/lib/format';
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
 * What the input refused or cannot read as an amount of the app language (a third decimal, a
 * second decimal mark, a thousands separator the language does not use or not followed by three
 * digits, a letter) is said under the box first, with the language's decimal mark, for as long
 * as the amount is the one it was said about: nothing typed is ever dropped without a word.
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
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const errorId = `${id}-error`;
  const noticeId = `${id}-notice`;
  const hintId = `${id}-hint`;
  // What the input refused, and the amount it left (hidden once the amount is another, e.g. set
  // by "Withdraw all").
  const [problem, setProblem] = useState<{ problem: AmountTextProblem; value: string } | null>(
    null,
  );
  const notice =
    problem && problem.value === value
      ? t(`amount_input.${problem.problem}`, { mark: format.decimalMark() })
      : null;
  // One message at a time: while the input says why it refused or cannot read what was typed, the
  // caller's check of the amount it left ("cannot be 0" for an unfinished "1,000,5") waits.
  const shownError = notice ? null : error;
  const describedBy = [notice ? noticeId : '', shownError ? errorId : '', hint ? hintId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label className={fieldLabelClass} htmlFor={id}>
        {label}
      </label>
      <FieldBox invalid={Boolean(shownError || notice)} className={styles.box}>
        <span className={styles.control} data-testid={testId}>
          <NumberInput
            id={id}
            decimal
            value={value}
            onChange={onChange}
            onProblem={(next, about) => setProblem(next && { problem: next, value: about })}
            placeholder={placeholder}
            aria-invalid={shownError || notice ? true : undefined}
            aria-describedby={describedBy || undefined}
            className={styles.input}
            onEnterPress={onEnterPress}
            autoFocus={autoFocus}
          />
        </span>
        {action}
      </FieldBox>
      {notice && (
        <p id={noticeId} className={styles.error} role="alert" data-testid="amount-input-notice">
          {notice}
        </p>
      )}
      {shownError && (
        <p id={errorId} className={styles.error} role="alert" data-testid={errorTestId}>
          {shownError}
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
