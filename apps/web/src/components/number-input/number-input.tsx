import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { InputProps } from 'antd-mobile/es/components/input';
import { useFormat, type Formatter } from '@/lib/format';

/** Max decimals of a money field (API.md: amounts have at most two decimals). */
const MONEY_DECIMALS = 2;

/**
 * Keeps only what a number field may hold: digits, plus (with `decimal`) one decimal mark and at
 * most two decimals, written as a dot. Leading zeros collapse ("007" → "7"), a leading mark gets a
 * zero (".5" → "0.5").
 *
 * The decimal mark may be typed as a dot or a comma: `inputmode="decimal"` gives a German, French,
 * Russian… keyboard a comma key and no dot, and "100,5" must not become 1005. A mark followed by
 * exactly three digits and another mark is a group separator (a pasted "1,234.56" or "10.000,00",
 * "10 000,00" as the wallet shows it), as is the last of a run of such groups ("1.000.000"), and a
 * lone mark that is not the language's decimal mark (`decimalMark`) before exactly three digits:
 * "1,080" pasted by an English user is 1080, "1.000" by a German one 1000 (each language's own
 * mark stays a decimal one: "1,080" in German is 1.08). The first mark left is the decimal one,
 * later ones are dropped. Typed key by key, the same rules hold (NumberInput shows the marks as
 * they were typed): "100,000" typed in English is a hundred thousand, "10.000" in German ten
 * thousand. Full-width digits and marks (a Japanese, Chinese or Korean IME left on, on a desktop:
 * "１００．５") are the ones they stand for.
 */
export function sanitizeNumber(raw: string, decimal = false, decimalMark = '.'): string {
  const folded = raw.normalize('NFKC');
  if (!decimal) return folded.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return readDecimal(folded, decimalMark).value;
}

/**
 * A decimal field's text read as sanitizeNumber does, and whether it was read whole (`exact`):
 * false when a third decimal or a second decimal mark had to be dropped.
 */
export function readDecimal(raw: string, decimalMark = '.'): { value: string; exact: boolean } {
  let text = raw.normalize('NFKC').replace(/[^\d.,]/g, '');
  const marks = [...text.matchAll(/[.,]/g)].map((match) => match.index);
  const grouping = new Set<number>();
  const isGroupOf = (previous: number, at: number) =>
    grouping.has(previous) && text[previous] === text[at];
  marks.forEach((at, i) => {
    const next = marks[i + 1];
    const digits = (next ?? text.length) - at - 1;
    if (digits !== 3) return;
    if (next !== undefined) grouping.add(at);
    else if (i === 0 ? text[at] !== decimalMark : isGroupOf(marks[i - 1]!, at)) grouping.add(at);
  });
  text = [...text]
    .filter((_, at) => !grouping.has(at))
    .join('')
    .replace(/,/g, '.');
  let exact = true;
  const dot = text.indexOf('.');
  if (dot !== -1) {
    const whole = text.slice(0, dot);
    const typed = text.slice(dot + 1);
    const fraction = typed.replace(/\./g, '').slice(0, MONEY_DECIMALS);
    exact = fraction === typed;
    text = `${whole === '' ? '0' : whole}.${fraction}`;
  }
  return { value: text.replace(/^0+(?=\d)/, ''), exact };
}

/** Whether `next` is `before` with one character typed into it (not a paste or a replacement). */
function isOneKeyMore(before: string, next: string): boolean {
  if (next.length !== before.length + 1) return false;
  let at = 0;
  while (at < before.length && before[at] === next[at]) at += 1;
  return next.slice(at + 1) === before.slice(at);
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

/** A sanitized value written canonically: "0100.50" → "100.5", "12." → "12", "0.00" → "0". */
function canonical(value: string): string {
  const [whole = '', fraction = ''] = value.split('.');
  const decimals = fraction.replace(/0+$/, '');
  const digits = whole.replace(/^0+(?=\d)/, '') || '0';
  return decimals ? `${digits}.${decimals}` : digits;
}

/**
 * A number field's value as the app shows its figures, for a field the user is not editing: the
 * language's grouping and decimal mark, a decimal field's two decimals ("100000" → en
 * "100,000.00", de "100.000,00", fr "100 000,00"), an integer field's grouping ("50,000"). Only
 * when the text reads back (readDecimal, the field's one reading) as the same value: otherwise,
 * and for a value still being typed ("12."), null (the field then shows the value as it is).
 */
export function displayNumber(value: string, decimal: boolean, format: Formatter): string | null {
  if (value === '' || !/^\d+(\.\d+)?$/.test(value)) return null;
  const shown = decimal ? format.amount(value) : format.count(value);
  const read = decimal
    ? readDecimal(shown, format.decimalMark())
    : { value: sanitizeNumber(shown), exact: true };
  return read.exact && canonical(read.value) === canonical(value) ? shown : null;
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
 * to min/max on blur. Works inside antd-mobile <Form.Item> (value / onChange as a string). The
 * value is written with a dot ("100.5"). While the field has the focus, a decimal field shows
 * what was typed, or the value with the app language's mark and no grouping ("1000,5" in German),
 * to edit; once left (and for a value set from outside) it shows the value as the app's amounts
 * show it ("1.000,50", see displayNumber), which reads as the same value: only the text changes,
 * never the value. A key that would be dropped (a third decimal) is refused rather than read as
 * another amount.
 */
export function NumberInput({
  value,
  onChange,
  decimal = false,
  min,
  max,
  onBlur,
  onFocus,
  ...rest
}: NumberInputProps) {
  const format = useFormat();
  const mark = format.decimalMark();
  const given = value ?? '';
  // A decimal field shows what was typed (its marks as typed: "100,000" in English is a hundred
  // thousand, as the value says) while that reads as the value; otherwise (a value set from
  // outside, a paste that had to be cut) the value with the language's mark.
  const [typed, setTyped] = useState('');
  const [focused, setFocused] = useState(Boolean(rest.autoFocus));
  const readsAsValue = typed !== '' && readDecimal(typed, mark).value === given;
  const editable = !decimal ? given : readsAsValue ? typed : given.replace('.', mark);
  const shown = focused ? editable : (displayNumber(given, decimal, format) ?? editable);
  return (
    <Input
      {...rest}
      type="text"
      inputMode={decimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={shown}
      onFocus={(event) => {
        // The text to edit replaces the figure within the focus event, and is selected whole, as
        // a Tab selects a field's text: a selection made with the focus (a Tab, select(), a
        // script's fill) is lost when the text changes, and a key typed over "60,000.00" would
        // then be added to the amount ("6000050") instead of replacing it. A tap or a click
        // then puts the caret where it lands.
        const switching = shown !== editable;
        flushSync(() => setFocused(true));
        if (switching) event.target.select();
        onFocus?.(event);
      }}
      onChange={(next) => {
        if (!decimal) return onChange?.(sanitizeNumber(next));
        const cleaned = next.normalize('NFKC').replace(/[^\d.,]/g, '');
        const read = readDecimal(cleaned, mark);
        // One more key that would be dropped (a third decimal, a second decimal mark) is refused:
        // the field never shows one amount and means another. A paste is read as it can be.
        if (!read.exact && isOneKeyMore(shown, next)) return;
        setTyped(read.exact ? cleaned : '');
        onChange?.(read.value);
      }}
      onBlur={(event) => {
        setFocused(false);
        setTyped(''); // back in the field, the value is edited without its grouping
        const clamped = clampNumber(given, min, max);
        if (clamped !== given) onChange?.(clamped);
        onBlur?.(event);
      }}
    />
  );
}
