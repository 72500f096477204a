import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFormatter } from '@/lib/format';
import { changeLanguage } from '@/lib/i18n';
import {
  NumberInput,
  clampNumber,
  displayNumber,
  readDecimal,
  sanitizeNumber,
} from './number-input';

describe('sanitizeNumber', () => {
  it('keeps digits only for integer fields', () => {
    expect(sanitizeNumber('12a3-4.5e')).toBe('12345');
    expect(sanitizeNumber('007')).toBe('7');
    expect(sanitizeNumber('0')).toBe('0');
  });

  it('allows one dot and two decimals with `decimal`', () => {
    expect(sanitizeNumber('1,234.567', true)).toBe('1234.56');
    expect(sanitizeNumber('1.2.3', true)).toBe('1.23');
    expect(sanitizeNumber('.5', true)).toBe('0.5');
    expect(sanitizeNumber('00.50', true)).toBe('0.50');
    expect(sanitizeNumber('12.', true)).toBe('12.');
  });

  it("takes a comma as the decimal mark (a German or Russian keyboard's decimal key)", () => {
    expect(sanitizeNumber('100,5', true)).toBe('100.5');
    expect(sanitizeNumber('100,', true)).toBe('100.');
    expect(sanitizeNumber(',5', true)).toBe('0.5');
    expect(sanitizeNumber('100,555', true, ',')).toBe('100.55');
    // One more mark typed after the decimals is dropped, whichever key it was.
    expect(sanitizeNumber('1.2,', true)).toBe('1.2');
    expect(sanitizeNumber('1.25.', true)).toBe('1.25');
  });

  it('drops the group separators of a pasted amount, as the app prints it in any language', () => {
    expect(sanitizeNumber('10,000.00', true)).toBe('10000.00');
    expect(sanitizeNumber('10.000,00', true)).toBe('10000.00');
    expect(sanitizeNumber('10\u202f000,00', true)).toBe('10000.00');
    expect(sanitizeNumber('10\u00a0000,50', true)).toBe('10000.50');
    expect(sanitizeNumber('1,234,567.89', true)).toBe('1234567.89');
    expect(sanitizeNumber('1.000.000', true)).toBe('1000000');
  });

  it("reads a lone mark before three digits as the language's group separator unless it is its decimal mark", () => {
    expect(sanitizeNumber('1,080', true, '.')).toBe('1080');
    expect(sanitizeNumber('1,080', true, ',')).toBe('1.08');
    expect(sanitizeNumber('1.000', true, ',')).toBe('1000');
    expect(sanitizeNumber('1.000', true, '.')).toBe('1.00');
    // Not three digits after it: a decimal mark whichever key it was.
    expect(sanitizeNumber('1,5', true, '.')).toBe('1.5');
    expect(sanitizeNumber('1.5', true, ',')).toBe('1.5');
    expect(sanitizeNumber('1,0800', true, '.')).toBe('1.08');
  });

  it('reads full-width digits and marks (a CJK input method left on)', () => {
    expect(sanitizeNumber('１００．５', true)).toBe('100.5');
    expect(sanitizeNumber('１，０００．００', true)).toBe('1000.00');
    expect(sanitizeNumber('５００')).toBe('500');
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

function Harness(props: { decimal?: boolean; min?: number; max?: number }) {
  const [value, setValue] = useState('');
  given = value;
  return <NumberInput {...props} value={value} onChange={setValue} placeholder="amount" />;
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

describe('NumberInput', () => {
  it('strips non-numeric characters as the user types', () => {
    render(<Harness decimal />);
    const input = focusedField();
    fireEvent.change(input, { target: { value: '12ab.345' } });
    expect(input.value).toBe('12.34');
    expect(input.getAttribute('inputmode')).toBe('decimal');
  });

  it('keeps the decimals typed after a comma key', () => {
    render(<Harness decimal />);
    const input = screen.getByPlaceholderText('amount') as HTMLInputElement;
    type(input, '100,5');
    expect(given).toBe('100.5');
    expect(input.value).toBe('100,5'); // as typed
  });

  it('reads amounts typed with group separators as the thousands they say, shown as typed', () => {
    render(<Harness decimal />);
    const input = screen.getByPlaceholderText('amount') as HTMLInputElement;
    type(input, '100,000');
    expect([input.value, given]).toEqual(['100,000', '100000']);
    fireEvent.change(input, { target: { value: '' } });
    type(input, '1,234.56');
    expect([input.value, given]).toEqual(['1,234.56', '1234.56']);
  });

  it('refuses a key that would be dropped: the field never shows one amount and means another', () => {
    render(<Harness decimal />);
    const input = screen.getByPlaceholderText('amount') as HTMLInputElement;
    type(input, '10.005');
    expect([input.value, given]).toEqual(['10.00', '10.00']);
    type(input, '.');
    expect([input.value, given]).toEqual(['10.00', '10.00']);
    // A grouped amount, one digit too many: the digit is refused, the thousands kept.
    fireEvent.change(input, { target: { value: '' } });
    type(input, '1,0000');
    expect([input.value, given]).toEqual(['1,000', '1000']);
  });

  describe('in a language that writes a decimal comma', () => {
    afterEach(() => changeLanguage('en'));

    it('shows the comma, and gives the value with a dot', async () => {
      await changeLanguage('de');
      let given = '';
      function German() {
        const [value, setValue] = useState('');
        given = value;
        return <NumberInput decimal value={value} onChange={setValue} placeholder="amount" />;
      }
      render(<German />);
      const input = focusedField();
      for (const key of '1080,5') fireEvent.change(input, { target: { value: input.value + key } });
      expect(input.value).toBe('1080,5');
      expect(given).toBe('1080.5');
      fireEvent.change(input, { target: { value: '1080,50' } });
      expect(input.value).toBe('1080,50');
      expect(given).toBe('1080.50');
      // Pasted with a German group separator: a thousand, not one.
      fireEvent.change(input, { target: { value: '1.000' } });
      expect(given).toBe('1000');
      // Typed so, key by key: ten thousand, and 1.234,56 (it became 10,00 and 1,23).
      fireEvent.change(input, { target: { value: '' } });
      type(input, '10.000');
      expect([input.value, given]).toEqual(['10.000', '10000']);
      fireEvent.change(input, { target: { value: '' } });
      type(input, '1.234,56');
      expect([input.value, given]).toEqual(['1.234,56', '1234.56']);
      // A third decimal after the language's own mark is refused.
      fireEvent.change(input, { target: { value: '' } });
      type(input, '10,005');
      expect([input.value, given]).toEqual(['10,00', '10.00']);
    });
  });

  it('reads an English amount pasted with a group separator as the thousands it says', () => {
    render(<Harness decimal />);
    const input = focusedField();
    fireEvent.change(input, { target: { value: '1,080' } });
    expect([input.value, given]).toEqual(['1,080', '1080']);
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
    ['100,00', '100.00'], // read as 100.00 (a decimal comma key): now it says so
    ['1,234.5', '1,234.50'],
    ['0.5', '0.50'],
    ['12,', '12.00'], // a mark left at the end
  ])('en: %s typed shows %s, the value unchanged', (keys, shown) => {
    render(<Harness decimal />);
    const input = screen.getByPlaceholderText('amount') as HTMLInputElement;
    type(input, keys);
    const value = given;
    fireEvent.blur(input);
    expect(input.value).toBe(shown);
    expect(given).toBe(value.replace(/\.$/, '')); // the same amount ("12." leaves as "12")
    // What is shown reads as the value (the field's one reading).
    expect(Number(readDecimal(input.value, '.').value)).toBe(Number(given));
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
    ['1,080', '1,08', '1.08'], // the German decimal comma stays one
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
        expect(Number(readDecimal(shown!, format.decimalMark()).value)).toBe(Number(value));
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
