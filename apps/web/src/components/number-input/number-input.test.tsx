import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFormatter } from '@/lib/format';
import { changeLanguage } from '@/lib/i18n';
import {
  NumberInput,
  amountMarks,
  clampNumber,
  displayNumber,
  readAmount,
  sanitizeNumber,
  type AmountTextProblem,
} from './number-input';

describe('sanitizeNumber', () => {
  it('keeps digits only for integer fields', () => {
    expect(sanitizeNumber('12a3-4.5e')).toBe('12345');
    expect(sanitizeNumber('007')).toBe('7');
    expect(sanitizeNumber('0')).toBe('0');
  });

  it("a decimal field: the amount readAmount reads in the language's decimal mark, or none", () => {
    expect(sanitizeNumber('00.50', true)).toBe('0.50');
    expect(sanitizeNumber('100,5', true, ',')).toBe('100.5');
    expect(sanitizeNumber('1,234.567', true)).toBe('');
  });
});

const EN = { decimal: '.', group: ',' };
const DE = { decimal: ',', group: '.' };
const FR = { decimal: ',', group: '\u202f' };

describe('readAmount: what is read is what was meant, else a problem and no amount', () => {
  it.each([
    // [marks, text, value, problem]
    [EN, '1000.5', '1000.5', null],
    [EN, '.5', '0.5', null],
    [EN, '12.', '12.', null],
    [EN, '007', '7', null],
    [EN, '1,000.50', '1000.50', null],
    [EN, '1,234,567.89', '1234567.89', null],
    [EN, '1 000.50', '1000.50', null], // a space groups in every language
    [EN, '1.000', '', 'decimals'], // never 1.00
    [EN, '1.000,50', '', 'mark'],
    [EN, '1.00,', '', 'mark'],
    [EN, '1.2.3', '', 'mark'],
    [EN, '1,0000', '', 'group'],
    [EN, '1234,567', '', 'group'],
    [EN, '1,5.30', '', 'group'],
    [EN, '100,5', '100.5', null], // the decimal key of a German keypad
    [EN, '1234,56', '1234.56', null],
    [EN, '12,345,6', '', null], // a group still being typed: no amount yet
    [DE, '100.5', '100.5', null], // the decimal key of an English keypad
    [EN, '12ab', '', 'characters'],
    [EN, '-5', '', 'characters'],
    [DE, '1.000,50', '1000.50', null],
    [DE, '10.000', '10000', null],
    [DE, '100,5', '100.5', null],
    [DE, '1,000', '', 'decimals'], // never 1,00
    [DE, '1,000.50', '', 'mark'],
    [DE, '1,5.', '', 'mark'],
    [DE, '1,2,', '', 'mark'], // a second decimal mark: refused, never read as 1,2 or 1,23
    [DE, '1,2,3', '', 'mark'],
    [DE, '1,23', '1.23', null],
    [DE, '12,345', '', 'decimals'],
    [DE, '1.2345', '', 'group'],
    [EN, '1.2.', '', 'mark'],
    [EN, '1,000,5', '', null], // a later group still being typed: no amount yet
    [FR, '1\u202f000,50', '1000.50', null],
    [FR, '1\u00a0000,50', '1000.50', null],
    [FR, '1 000,50', '1000.50', null],
    [FR, '1.5', '1.5', null], // a "." key of another keyboard, shown as ","
    [FR, '1,000', '', 'decimals'], // never 1,00
    [FR, '1,000.50', '', 'mark'],
    [FR, '1,00.', '', 'mark'],
    [FR, '1.000', '', 'group'], // France does not group with "."
    [FR, '1.000,50', '', 'group'],
  ] as const)('%o "%s" → "%s" (%s)', (marks, text, value, problem) => {
    const read = readAmount(text, marks);
    expect([read.value, read.problem]).toEqual([value, problem]);
  });

  it('a thousands group being typed is no problem; a first one reads as decimals meanwhile', () => {
    // The group mark with up to two digits after it: another keypad's decimal key, until a third
    // digit comes.
    expect(readAmount('1,', EN)).toMatchObject({ value: '1.', partial: true, problem: null });
    expect(readAmount('1,0', EN)).toMatchObject({ value: '1.0', partial: true, problem: null });
    expect(readAmount('1,00', EN)).toMatchObject({ value: '1.00', partial: true, problem: null });
    expect(readAmount('1.0', DE)).toMatchObject({ value: '1.0', partial: true, problem: null });
    expect(readAmount('1234,5', EN)).toMatchObject({ value: '1234.5', partial: false });
    expect(readAmount('12,345,6', EN)).toMatchObject({ value: '', partial: true, problem: null });
    expect(readAmount('1 ', FR)).toMatchObject({ text: '1 ', partial: true, problem: null });
    expect(readAmount('1,000', EN)).toMatchObject({ value: '1000', partial: false });
  });

  it('folds full-width digits and marks (a CJK input method left on), and a French "." to ","', () => {
    expect(readAmount('１００．５', EN)).toMatchObject({ value: '100.5', problem: null });
    expect(readAmount('１，０００．００', EN)).toMatchObject({ value: '1000.00', problem: null });
    expect(readAmount('１０００，５', FR)).toMatchObject({ text: '1000,5', value: '1000.5' });
    expect(readAmount('12.5', FR).text).toBe('12,5');
    expect(readAmount('1000 ', EN)).toMatchObject({ value: '1000', problem: null });
  });

  it('reads every amount as the app prints it, in every language', () => {
    for (const lang of [
      'en',
      'de',
      'fr',
      'spa',
      'ru',
      'th',
      'jp',
      'zh',
      'cht',
      'kor',
      'vi',
      'pt',
    ]) {
      const format = createFormatter(lang);
      for (const [value, read] of [
        ['1080.5', '1080.50'],
        ['1234567.89', '1234567.89'],
      ] as const) {
        expect(readAmount(format.amount(value), amountMarks(format)).value, lang).toBe(read);
      }
    }
  });
});

describe('clampNumber', () => {
  it('clamps to min and max and leaves empty values', () => {
    expect(clampNumber('5', 10, 100)).toBe('10');
    expect(clampNumber('500', 10, 100)).toBe('100');
    expect(clampNumber('50', 10, 100)).toBe('50');
    expect(clampNumber('', 10, 100)).toBe('');
    expect(clampNumber('12.', 0, 100)).toBe('12');
  });
});

let given = '';
let said: AmountTextProblem | null = null;

function Harness(props: { decimal?: boolean; min?: number; max?: number }) {
  const [value, setValue] = useState('');
  given = value;
  return (
    <NumberInput
      {...props}
      value={value}
      onChange={setValue}
      onProblem={(problem) => (said = problem)}
      placeholder="amount"
    />
  );
}

/** Types `keys` one by one, as a person does (in the field, which has the focus). */
function type(input: HTMLInputElement, keys: string) {
  fireEvent.focus(input);
  for (const key of keys) fireEvent.change(input, { target: { value: input.value + key } });
}

/** The field, focused as a person's tap does. */
function focusedField(): HTMLInputElement {
  const input = screen.getByPlaceholderText('amount') as HTMLInputElement;
  fireEvent.focus(input);
  return input;
}

describe('NumberInput: typed or pasted, never another amount without a word', () => {
  afterEach(async () => {
    said = null;
    await changeLanguage('en');
  });

  it.each([
    // [language, keys typed one by one, field shows, value, problem said]
    ['fr', '1,000.50', '1,00', '1.00', 'decimals'], // the walk's case: said, not silently 1,00
    ['fr', '1,5', '1,5', '1.5', null],
    ['fr', '1.5', '1,5', '1.5', null], // a "." key: the French mark, shown
    ['fr', '1 000,50', '1 000,50', '1000.50', null],
    ['fr', '1.000', '1,00', '1.00', 'decimals'],
    ['en', '1.000,50', '1.00', '1.00', 'decimals'], // the walk's case in en-US
    ['en', '1.000', '1.00', '1.00', 'decimals'],
    ['en', '1,000.50', '1,000.50', '1000.50', null],
    ['en', '100,000', '100,000', '100000', null],
    ['en', '10.005', '10.00', '10.00', 'decimals'],
    ['en', '10.00.', '10.00', '10.00', 'mark'],
    ['en', '1,0000', '1,000', '1000', 'group'],
    ['en', '12a', '12', '12', 'characters'],
    ['en', '１００．５', '100.5', '100.5', null], // full-width, key by key
    ['de', '1.000,50', '1.000,50', '1000.50', null],
    ['de', '1,000', '1,00', '1.00', 'decimals'],
    ['de', '1080,5', '1080,5', '1080.5', null],
    ['jp', '１，０００．５', '1,000.5', '1000.5', null],
    // The keys after a refused one continue it: refused too, and still said (never 1,23).
    ['de', '1,2,3', '1,2', '1.2', 'mark'],
    ['de', '1,2,34', '1,2', '1.2', 'mark'],
    ['de', '12,345', '12,34', '12.34', 'decimals'],
    ['de', '1.2345', '1.234', '1234', 'group'],
    ['en', '1.2.3', '1.2', '1.2', 'mark'],
    ['fr', '1,2,3', '1,2', '1.2', 'mark'],
    ['fr', '1,2.3', '1,2', '1.2', 'mark'],
    ['en', '1,0000.5', '1,000', '1000', 'group'], // never 1,000.5
    ['en', '10.005.5', '10.00', '10.00', 'decimals'],
    ['en', '12a3', '12', '12', 'characters'], // never 123
  ] as const)(
    '%s: typing %s shows %s, value %s, says %s',
    async (lang, keys, shown, value, problem) => {
      await changeLanguage(lang);
      render(<Harness decimal />);
      const input = focusedField();
      type(input, keys);
      expect([input.value, given, said]).toEqual([shown, value, problem]);
    },
  );

  it.each([
    // [language, pasted, field shows, value, problem said]
    ['fr', '1 000,50', '1 000,50', '1000.50', null],
    ['fr', '1\u202f000,50', '1 000,50', '1000.50', null], // as the app prints it
    ['fr', '1,000.50', '', '', 'mark'],
    ['fr', '1.000', '', '', 'group'],
    ['en', '1,234.567', '', '', 'decimals'],
    ['en', '1 000,50', '', '', 'group'],
    ['en', '12ab.345', '', '', 'characters'],
    ['de', '1.000', '1.000', '1000', null],
    ['en', '１，０００．００', '1,000.00', '1000.00', null],
  ] as const)(
    '%s: pasting "%s" shows "%s", value "%s", says %s',
    async (lang, text, shown, value, problem) => {
      await changeLanguage(lang);
      render(<Harness decimal />);
      const input = focusedField();
      fireEvent.change(input, { target: { value: text } });
      expect([input.value.replace(/\s/g, ' '), given, said]).toEqual([shown, value, problem]);
    },
  );

  it('a refused paste keeps what was there', () => {
    render(<Harness decimal />);
    const input = focusedField();
    type(input, '25');
    fireEvent.change(input, { target: { value: '1.000,50' } });
    expect([input.value, given, said]).toEqual(['25', '25', 'mark']);
    type(input, '.5');
    expect([input.value, given, said]).toEqual(['25.5', '25.5', null]);
  });

  it('a group mark with two digits or fewer after it is a decimal key: its amount, shown once left', () => {
    render(<Harness decimal />);
    const input = focusedField();
    type(input, '100,5'); // an English app on a phone whose decimal key types ","
    expect([input.value, given, said]).toEqual(['100,5', '100.5', null]);
    fireEvent.blur(input);
    expect([input.value, given, said]).toEqual(['100.50', '100.5', null]);
  });

  it('a group mark followed by a third digit groups thousands', () => {
    render(<Harness decimal />);
    const input = focusedField();
    type(input, '1,5');
    expect([input.value, given, said]).toEqual(['1,5', '1.5', null]);
    type(input, '00');
    expect([input.value, given, said]).toEqual(['1,500', '1500', null]);
  });

  it('a later thousands group left unfinished is no amount, and says so when the field is left', () => {
    render(<Harness decimal />);
    const input = focusedField();
    type(input, '12,345,6');
    expect([input.value, given, said]).toEqual(['12,345,6', '', null]);
    fireEvent.blur(input);
    expect([input.value, given, said]).toEqual(['12,345,6', '', 'group']);
  });

  it('after refused keys, a deletion is taken and what follows it is read afresh', async () => {
    await changeLanguage('de');
    render(<Harness decimal />);
    const input = focusedField();
    type(input, '1,2,3');
    expect([input.value, given, said]).toEqual(['1,2', '1.2', 'mark']);
    fireEvent.change(input, { target: { value: '1,' } });
    expect([input.value, given, said]).toEqual(['1,', '1.', null]);
    type(input, '23');
    expect([input.value, given, said]).toEqual(['1,23', '1.23', null]);
  });

  it('refused keys are forgotten once the field is left', () => {
    render(<Harness decimal />);
    const input = focusedField();
    type(input, '1.2.');
    expect([input.value, given, said]).toEqual(['1.2', '1.2', 'mark']);
    fireEvent.blur(input);
    type(input, '5');
    expect([input.value, given, said]).toEqual(['1.25', '1.25', null]);
  });

  it('Enter on a later thousands group left unfinished says so, as leaving the field does', () => {
    let entered = 0;
    function Entering() {
      const [value, setValue] = useState('');
      given = value;
      return (
        <NumberInput
          decimal
          value={value}
          onChange={setValue}
          onProblem={(problem) => (said = problem)}
          onEnterPress={() => (entered += 1)}
          placeholder="amount"
        />
      );
    }
    render(<Entering />);
    const input = focusedField();
    type(input, '1,000,5');
    expect(said).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect([input.value, given, said, entered]).toEqual(['1,000,5', '', 'group', 1]);
    // A finished amount: nothing said, Enter still goes through.
    type(input, '00');
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect([given, said, entered]).toEqual(['1000500', null, 2]);
  });

  it('a deletion is always taken, and says what is wrong with what is left', () => {
    render(<Harness decimal />);
    const input = focusedField();
    type(input, '1,000,000');
    fireEvent.change(input, { target: { value: '1,00,000' } });
    expect([input.value, given, said]).toEqual(['1,00,000', '', 'group']);
  });

  it('integer fields keep their digits', () => {
    render(<Harness />);
    const input = focusedField();
    fireEvent.change(input, { target: { value: '12a3' } });
    expect([input.value, input.getAttribute('inputmode')]).toEqual(['123', 'numeric']);
  });

  it('clamps to min/max on blur', () => {
    render(<Harness min={100} max={50000} />);
    const input = focusedField();
    fireEvent.change(input, { target: { value: '99999' } });
    fireEvent.blur(input);
    expect([input.value, given]).toEqual(['50,000', '50000']);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '5' } });
    fireEvent.blur(input);
    expect([input.value, given]).toEqual(['100', '100']);
  });
});

describe('NumberInput once left: the value as the app shows amounts', () => {
  afterEach(() => changeLanguage('en'));

  it.each([
    ['100000', '100,000.00'],
    ['100,000', '100,000.00'], // typed with its group separator: a hundred thousand
    ['1,234.5', '1,234.50'],
    ['0.5', '0.50'],
    ['12.', '12.00'], // a mark left at the end
  ])('en: %s typed shows %s, the value unchanged', (keys, shown) => {
    render(<Harness decimal />);
    const input = screen.getByPlaceholderText('amount') as HTMLInputElement;
    type(input, keys);
    const value = given;
    fireEvent.blur(input);
    expect(input.value).toBe(shown);
    expect(given).toBe(value.replace(/\.$/, '')); // the same amount ("12." leaves as "12")
    // What is shown reads as the value (the field's one reading).
    expect(Number(readAmount(input.value).value)).toBe(Number(given));
  });

  it('en: back in the field, the value without its grouping, to edit', () => {
    render(<Harness decimal />);
    const input = screen.getByPlaceholderText('amount') as HTMLInputElement;
    type(input, '100,000.5');
    fireEvent.blur(input);
    expect(input.value).toBe('100,000.50');
    fireEvent.focus(input);
    expect(input.value).toBe('100000.5');
    type(input, '5');
    expect([input.value, given]).toEqual(['100000.55', '100000.55']);
    fireEvent.blur(input);
    expect(input.value).toBe('100,000.55');
  });

  it.each([
    ['100000', '100.000,00', '100000'],
    ['100.000', '100.000,00', '100000'], // typed with its group separator
    ['1.234,56', '1.234,56', '1234.56'],
    ['100,5', '100,50', '100.5'],
    ['1,08', '1,08', '1.08'],
  ])('de: %s typed shows %s, the value still %s', async (keys, shown, value) => {
    await changeLanguage('de');
    render(<Harness decimal />);
    const input = screen.getByPlaceholderText('amount') as HTMLInputElement;
    type(input, keys);
    expect(given).toBe(value);
    fireEvent.blur(input);
    expect([input.value, given]).toEqual([shown, value]);
    fireEvent.focus(input);
    expect(input.value).toBe(value.replace('.', ','));
  });

  it('focused, shows the text to edit at once, selected whole: a key replaces the amount', () => {
    render(<Harness decimal />);
    const input = screen.getByPlaceholderText('amount') as HTMLInputElement;
    type(input, '60000');
    fireEvent.blur(input);
    expect(input.value).toBe('60,000.00');
    input.focus();
    // Within the focus event, before anything that selects the text on focus (a Tab, select()).
    expect(input.value).toBe('60000');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 5]);
    // Focused again while the text to edit is shown already: the caret is left alone.
    input.setSelectionRange(2, 2);
    fireEvent.focus(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2]);
  });

  it('a value set from outside (Withdraw all) is shown so too', async () => {
    await changeLanguage('de');
    function Outside() {
      const [value, setValue] = useState('');
      return (
        <>
          <NumberInput decimal value={value} onChange={setValue} placeholder="amount" />
          <button type="button" onClick={() => setValue('12345.6')}>
            all
          </button>
        </>
      );
    }
    render(<Outside />);
    fireEvent.click(screen.getByText('all'));
    const input = screen.getByPlaceholderText('amount') as HTMLInputElement;
    expect(input.value).toBe('12.345,60');
  });
});

describe('displayNumber', () => {
  it.each(['en', 'de', 'fr', 'spa', 'ru', 'th', 'jp', 'vi'] as const)(
    '%s: grouped, two decimals, and read back as the same value',
    (lang) => {
      const format = createFormatter(lang);
      for (const value of ['0', '5', '1080', '12345.6', '100000', '9007199254740993.01']) {
        const shown = displayNumber(value, true, format);
        expect(shown, `${lang} ${value}`).toBe(format.amount(value));
        expect(Number(readAmount(shown!, amountMarks(format)).value)).toBe(Number(value));
      }
    },
  );

  it('integer fields: grouped, no decimals', () => {
    expect(displayNumber('50000', false, createFormatter('en'))).toBe('50,000');
    expect(displayNumber('50000', false, createFormatter('de'))).toBe('50.000');
  });

  it('leaves a value still being typed, or empty, as it is', () => {
    const format = createFormatter('en');
    expect(displayNumber('', true, format)).toBeNull();
    expect(displayNumber('12.', true, format)).toBeNull();
  });
});
