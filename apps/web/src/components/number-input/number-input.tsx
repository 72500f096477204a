import Input from 'antd-mobile/es/components/input';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import type { InputProps } from 'antd-mobile/es/components/input';
import { useFormat, type Formatter } from '@/lib/format';

/** Max decimals of a money field (API.md: amounts have at most two decimals). */
const MONEY_DECIMALS = 2;

/**
 * Why an amount field refused what was typed or pasted (the field says so under it, in the
 * user's language): a third decimal (`decimals`), a second decimal mark (`mark`), a group
 * separator that does not group thousands in this language, or is not followed by three digits
 * (`group`), anything but digits, marks and spaces (`characters`).
 */
export type AmountTextProblem = 'decimals' | 'mark' | 'group' | 'characters';

/** The marks of the app language: its decimal mark, and the one that groups thousands. */
export interface AmountMarks {
  decimal: string;
  group: string;
}

const EN_MARKS: AmountMarks = { decimal: '.', group: ',' };

/** The marks of a language from its decimal mark (the other of "." and "," groups). */
function marksOf(decimalMark: string): AmountMarks {
  return decimalMark === ',' ? { decimal: ',', group: '.' } : EN_MARKS;
}

/** The marks of the formatter's language, as its amounts print them ("1 000 000,00": "," and " "). */
export function amountMarks(format: Formatter): AmountMarks {
  const decimal = format.decimalMark();
  const group = format.amount('1000000').replace(/\d/g, '').charAt(0);
  return { decimal, group: group === decimal || group === '' ? marksOf(decimal).group : group };
}

export interface AmountText {
  /** The text to show: as typed, full-width digits folded and a "." typed for the decimal mark
   * of a language that does not group with it (French "1.5" → "1,5"). */
  text: string;
  /** The amount, written with a dot ("1000.5", "12." while typing); "" while it is not one yet
   * (empty, a thousands group still being typed: "1,000,5" on the way to "1,000,500") or refused.
   * A group mark with at most two digits after it is read as a decimal mark meanwhile ("1,5" in
   * English: "1.5", a keypad's decimal key; "1,500" once a third digit comes). */
  value: string;
  /** A thousands group still being typed (fewer than three digits after the last separator). */
  partial: boolean;
  /** Why the text is not an amount of this language; null when it is one (or on its way). */
  problem: AmountTextProblem | null;
}

const SPACE = /[\s\u00a0\u2007\u2009\u202f]/;

/**
 * Reads an amount field's text in the app language, refusing rather than guessing: the language's
 * decimal mark (`marks.decimal`) is the one decimal mark, with at most two decimals after it; the
 * language's group separator ("," in English, "." in German) and spaces group thousands, only as
 * such (one to three digits, then groups of exactly three, all before the decimal mark). A "." in
 * a language whose decimal mark is "," and which does not group with "." (French, Russian: spaces)
 * is a decimal key of another keyboard: read, and shown, as the language's mark while at most two
 * digits follow it. Full-width digits and marks (a CJK input method) are the ones they stand for.
 * What cannot be read so is not read another way: it gets a `problem` (and no value), never a
 * different amount ("1,000" in French is not 1,00; "1.000,50" in English is not 1.00).
 */
export function readAmount(raw: string, marks: AmountMarks = EN_MARKS): AmountText {
  const folded = raw.normalize('NFKC').trimStart();
  const read = readFolded(folded, marks);
  // A space typed at the end may start a thousands group ("1 " on the way to "1 000"); one pasted
  // after an amount is nothing.
  return read.problem && /\s$/.test(folded) ? readFolded(folded.trimEnd(), marks) : read;
}

function readFolded(folded: string, marks: AmountMarks): AmountText {
  const other = marks.decimal === ',' ? '.' : ',';
  const groupsWithOther = marks.group === other;
  let text = '';
  let problem: AmountTextProblem | null = null;
  for (const char of folded) {
    if (/\d/.test(char)) text += char;
    else if (char === marks.decimal || char === other) text += char;
    else if (SPACE.test(char)) text += ' ';
    else problem ??= 'characters';
  }
  const result = (value: string, partial = false): AmountText => ({
    text,
    value: problem ? '' : value,
    partial: !problem && partial,
    problem,
  });
  if (problem) return result('');
  // The other mark as a decimal key: only where it groups nothing, only once, no mark of the
  // language's own, at most two digits after it (else it reads as no amount: see below).
  if (!groupsWithOther && !text.includes(marks.decimal)) {
    const at = text.indexOf(other);
    if (at !== -1 && text.indexOf(other, at + 1) === -1 && /^\d{0,2}$/.test(text.slice(at + 1))) {
      text = text.slice(0, at) + marks.decimal + text.slice(at + 1);
    }
  }
  // The language's group mark once, with at most two digits after it and no decimal mark: a
  // group has three digits, so it is the decimal key of a phone set to another region ("100,5" in
  // English on a German keypad, whose decimal key types ","). Read as that decimal mark, and still
  // `partial` while more digits could make it a group ("1,5" on the way to "1,500").
  if (groupsWithOther && !text.includes(marks.decimal)) {
    const at = text.indexOf(other);
    const before = text.slice(0, at);
    const after = text.slice(at + 1);
    if (at > 0 && /^\d+$/.test(before) && /^\d{0,2}$/.test(after)) {
      return result(`${before.replace(/^0+(?=\d)/, '')}.${after}`, /^\d{1,3}$/.test(before));
    }
  }
  const dot = text.indexOf(marks.decimal);
  const whole = dot === -1 ? text : text.slice(0, dot);
  const fraction = dot === -1 ? '' : text.slice(dot + 1);
  if (/[.,]/.test(fraction)) problem = 'mark';
  else if (/\D/.test(fraction)) problem = 'group';
  else if (fraction.length > MONEY_DECIMALS) problem = 'decimals';
  if (problem) return result('');
  // The whole part: digits, or grouped thousands ("1,234,567", "1 000"); no other mark.
  if (!groupsWithOther && whole.includes(other)) {
    problem = 'group';
    return result('');
  }
  const groups = whole.split(/[ .,]/);
  let partial = false;
  if (groups.length > 1) {
    const [first = '', ...rest] = groups;
    const last = rest.length - 1;
    const fits =
      /^\d{1,3}$/.test(first) &&
      rest.every((group, i) =>
        i === last && dot === -1 ? /^\d{0,3}$/.test(group) : /^\d{3}$/.test(group),
      );
    if (!fits) {
      problem = 'group';
      return result('');
    }
    partial = (rest[last] ?? '').length < 3;
  }
  if (partial) return result('', true);
  const digits = groups.join('').replace(/^0+(?=\d)/, '');
  if (dot === -1) return result(digits);
  return result(`${digits === '' ? '0' : digits}.${fraction}`);
}

/**
 * Keeps only what a number field may hold: an integer field its digits (leading zeros collapse,
 * full-width digits read), a decimal field the amount readAmount reads ("" when it reads none).
 */
export function sanitizeNumber(raw: string, decimal = false, decimalMark = '.'): string {
  const folded = raw.normalize('NFKC');
  if (!decimal) return folded.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return readAmount(folded, marksOf(decimalMark)).value;
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
 * when the text reads back (readAmount, the field's one reading) as the same value: otherwise,
 * and for a value still being typed ("12."), null (the field then shows the value as it is).
 */
export function displayNumber(value: string, decimal: boolean, format: Formatter): string | null {
  if (value === '' || !/^\d+(\.\d+)?$/.test(value)) return null;
  const shown = decimal ? format.amount(value) : format.count(value);
  const read = decimal
    ? readAmount(shown, amountMarks(format))
    : { value: sanitizeNumber(shown), problem: null, partial: false };
  return !read.problem && !read.partial && canonical(read.value) === canonical(value)
    ? shown
    : null;
}

export interface NumberInputProps extends Omit<
  InputProps,
  'value' | 'onChange' | 'type' | 'min' | 'max'
> {
  value?: string;
  onChange?: (value: string) => void;
  /** Allow one dot and two decimals (money). */
  decimal?: boolean;
  /**
   * A decimal field's text refused, or not an amount, and why (`value`: the value it is about);
   * null once what is typed reads as an amount again. The field keeps what it can and the caller
   * says why (AmountField, under the field): nothing typed is ever dropped or read otherwise
   * without a word.
   */
  onProblem?: (problem: AmountTextProblem | null, value: string) => void;
  /** Clamp on blur. */
  min?: number;
  max?: number;
}

/**
 * A number field (antd-mobile Input): an integer field keeps its digits, and is clamped to
 * min/max on blur. Works inside antd-mobile <Form.Item> (value / onChange as a string). A decimal
 * (money) field reads its text by readAmount in the app language and gives the amount written
 * with a dot ("100.5"). What it cannot read as an amount is refused, a key or a paste: the field
 * keeps its text and `onProblem` says why (a third decimal, a second decimal mark, a thousands
 * separator this language does not use, a letter), never another amount ("1,000" typed in French
 * stays "1,00", with "At most two decimals" under the field). The keys typed after a refused one
 * continue what was refused, so they are refused too, and the field goes on saying why ("1,2,3"
 * typed in German stays "1,2", "Only one decimal mark", never 1,23). Only a deletion is always
 * taken, even when what is left is no amount (its value is then ""). The group mark with at most
 * two digits after it is a decimal key of another region's keypad ("100,5" in English is 100.5,
 * shown "100.50" once the field is left) until a third digit makes it a group ("1,500"); a later
 * group still being typed ("1,000,5") has no value yet, and says so when the field is left or
 * Enter is pressed in it (as a tap on the form's button, which leaves the field, does). While the
 * field has the focus it shows what was typed, or the value with the app
 * language's mark and no grouping ("1000,5" in German), to edit; once left (and for a value set
 * from outside) it shows the value as the app's amounts show it ("1.000,50", see displayNumber),
 * which reads as the same value: only the text changes, never the value.
 */
export function NumberInput({
  value,
  onChange,
  decimal = false,
  min,
  max,
  onBlur,
  onFocus,
  onProblem,
  onEnterPress,
  onKeyDown,
  ...rest
}: NumberInputProps) {
  const format = useFormat();
  const marks = useMemo(() => amountMarks(format), [format]);
  const given = value ?? '';
  // A decimal field shows what was typed (its marks as typed: "100,000" in English is a hundred
  // thousand, as the value says) while that reads as the value; otherwise (a value set from
  // outside) the value with the language's mark.
  const [typed, setTyped] = useState('');
  const [focused, setFocused] = useState(Boolean(rest.autoFocus));
  const typedRead = decimal && typed !== '' ? readAmount(typed, marks) : null;
  const readsAsValue = typedRead !== null && typedRead.value === given;
  const editable = !decimal ? given : readsAsValue ? typed : given.replace('.', marks.decimal);
  const shown = focused ? editable : (displayNumber(given, decimal, format) ?? editable);
  // The keys refused at the end of what the field shows (`shown` then), and why the first was: the
  // keys typed after them continue them ("1,2" shown, "," refused, then "3": "1,2,3", refused
  // too, for the same reason). Forgotten once the field shows another text (a deletion, an
  // accepted key, a value set from outside) or is left.
  const refused = useRef<{ shown: string; tail: string; problem: AmountTextProblem } | null>(null);
  // A thousands group left unfinished ("1,000,5") is no amount: said when the field is left, and
  // on Enter, which submits without leaving it.
  const sayUnfinished = () => {
    if (typedRead?.partial && typedRead.value === '') onProblem?.('group', given);
  };
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
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        // antd-mobile's test for Enter, and its order (onEnterPress, then onKeyDown).
        if (event.code === 'Enter' || event.keyCode === 13) {
          if (decimal) sayUnfinished();
          onEnterPress?.(event);
        }
        onKeyDown?.(event);
      }}
      onChange={(next) => {
        if (!decimal) return onChange?.(sanitizeNumber(next));
        // Typed at the end after refused keys: what is read is the refused text continued.
        const appended = next.length > shown.length && next.startsWith(shown);
        const earlier = appended && refused.current?.shown === shown ? refused.current : null;
        const candidate = earlier ? shown + earlier.tail + next.slice(shown.length) : next;
        refused.current = null;
        const read = readAmount(candidate, marks);
        // A paste (more than a key) is whole: a thousands group it leaves unfinished is no group
        // (one read as a decimal mark, "100,5", is that amount).
        const unfinished = read.partial && read.value === '';
        const problem = unfinished && next.length > shown.length + 1 ? 'group' : read.problem;
        // Refused, a key or a paste: the field keeps its text, and the caller says why.
        if (problem && next.length >= shown.length) {
          const why = earlier?.problem ?? problem;
          if (appended)
            refused.current = { shown, tail: candidate.slice(shown.length), problem: why };
          return onProblem?.(why, given);
        }
        setTyped(read.text);
        onChange?.(read.value);
        onProblem?.(read.problem, read.value);
      }}
      onBlur={(event) => {
        setFocused(false);
        refused.current = null;
        // Back in the field, an amount is edited without its grouping; what is not one yet stays
        // as typed, and a thousands group left unfinished ("1,000,5" in English) says why it is
        // none. A group mark read as the decimal mark ("1,5") shows as the amount now ("1.50").
        if (typedRead?.partial && typedRead.value === '') sayUnfinished();
        else if (!typedRead?.problem) setTyped('');
        const clamped = clampNumber(given, min, max);
        if (clamped !== given) onChange?.(clamped);
        onBlur?.(event);
      }}
    />
  );
}
