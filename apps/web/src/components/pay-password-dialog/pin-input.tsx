import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { PAY_PASSWORD_LENGTH } from '@adc/contract/constants';
import styles from './pay-password-dialog.module.css';

/**
 * Keeps the digits of `raw`, at most `length` of them. Full-width digits (a Japanese, Chinese or
 * Korean IME left on, on a desktop: "１２３４５６") count as the digits they are.
 */
export function sanitizePin(raw: string, length: number = PAY_PASSWORD_LENGTH): string {
  return raw.normalize('NFKC').replace(/\D/g, '').slice(0, length);
}

export interface PinInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'maxLength'
> {
  value: string;
  onChange: (digits: string) => void;
  length?: number;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Six masked cells over one real input (so mobile shows the numeric keyboard, desktop can type
 * and paste). Only digits get in, at most `length`. It hands the clear digits to its parent:
 * use it directly only where the API wants the clear PIN (setting the transaction password);
 * everywhere else use <PayPasswordDialog>, which only ever emits the MD5 hash.
 */
export function PinInput({
  value,
  onChange,
  length = PAY_PASSWORD_LENGTH,
  className,
  ref,
  ...rest
}: PinInputProps) {
  const [focused, setFocused] = useState(false);
  return (
    <div className={[styles.pin, className ?? ''].filter(Boolean).join(' ')}>
      <div className={styles.cells} aria-hidden="true">
        {Array.from({ length }, (_, i) => (
          <span
            key={i}
            className={[
              styles.cell,
              i < value.length ? styles.filled : '',
              focused && i === Math.min(value.length, length - 1) ? styles.active : '',
            ]
              .filter(Boolean)
              .join(' ')}
          />
        ))}
      </div>
      <input
        {...rest}
        ref={ref}
        className={styles.native}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={length}
        value={value}
        onChange={(event) => onChange(sanitizePin(event.target.value, length))}
        onPaste={(event) => {
          // maxLength would cut "1a2345" to "1a234" before the letters are stripped: splice the
          // pasted text in ourselves and keep its first digits.
          event.preventDefault();
          const input = event.currentTarget;
          const start = input.selectionStart ?? value.length;
          const end = input.selectionEnd ?? value.length;
          const pasted = event.clipboardData.getData('text');
          onChange(sanitizePin(value.slice(0, start) + pasted + value.slice(end), length));
          rest.onPaste?.(event);
        }}
        onFocus={(event) => {
          setFocused(true);
          rest.onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          rest.onBlur?.(event);
        }}
      />
    </div>
  );
}
