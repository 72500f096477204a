import Input from 'antd-mobile/es/components/input';
import type { InputProps } from 'antd-mobile/es/components/input';

/** Max decimals of a money field (API.md: amounts have at most two decimals). */
const MONEY_DECIMALS = 2;

/**
 * Keeps only what a number field may hold: digits, plus (with `decimal`) one dot and at most
 * two decimals. Leading zeros collapse ("007" → "7"), a leading dot gets a zero (".5" → "0.5").
 */
export function sanitizeNumber(raw: string, decimal = false): string {
  let text = raw.replace(decimal ? /[^\d.]/g : /\D/g, '');
  if (decimal) {
    const dot = text.indexOf('.');
    if (dot !== -1) {
      const whole = text.slice(0, dot);
      const fraction = text
        .slice(dot + 1)
        .replace(/\./g, '')
        .slice(0, MONEY_DECIMALS);
      text = `${whole === '' ? '0' : whole}.${fraction}`;
    }
  }
  return text.replace(/^0+(?=\d)/, '');
}

/** Clamps a sanitized value to [min, max]; empty and unparsable values stay as they are. */
export function clampNumber(value: string, min?: number, max?: number): string {
  if (value === '' || value === '.') return value === '.' ? '' : value;
  const number = Number(value);
  if (!Number.isFinite(number)) return value;
  if (min !== undefined && number < min) return String(min);
  if (max !== undefined && number > max) return String(max);
  return value.endsWith('.') ? value.slice(0, -1) : value;
}

export interface NumberInputProps extends Omit<
  InputProps,
  'value' | 'onChange' | 'type' | 'min' | 'max'
> {
  value?: string;
  onChange?: (value: string) => void;
  /** Allow one dot and two decimals (money). */
  decimal?: boolean;
  /** Clamp on blur. */
  min?: number;
  max?: number;
}

/**
 * A number field (antd-mobile Input): strips non-numeric characters as the user types and clamps
 * to min/max on blur. Works inside antd-mobile <Form.Item> (value / onChange as a string).
 */
export function NumberInput({
  value,
  onChange,
  decimal = false,
  min,
  max,
  onBlur,
  ...rest
}: NumberInputProps) {
  return (
    <Input
      {...rest}
      type="text"
      inputMode={decimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={value ?? ''}
      onChange={(next) => onChange?.(sanitizeNumber(next, decimal))}
      onBlur={(event) => {
        const clamped = clampNumber(value ?? '', min, max);
        if (clamped !== (value ?? '')) onChange?.(clamped);
        onBlur?.(event);
      }}
    />
  );
}
