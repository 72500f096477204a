import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { AmountField } from './amount-field';

let given = '';

function Harness() {
  const [value, setValue] = useState('');
  given = value;
  return (
    <>
      <AmountField label="Amount" value={value} onChange={setValue} placeholder="amount" />
      <button type="button" onClick={() => setValue('40')}>
        all
      </button>
    </>
  );
}

function type(input: HTMLInputElement, keys: string) {
  fireEvent.focus(input);
  for (const key of keys) fireEvent.change(input, { target: { value: input.value + key } });
}

const notice = () => screen.queryByTestId('amount-input-notice')?.textContent ?? null;

describe('<AmountField>: what the input refused is said under it, in the language', () => {
  afterEach(() => changeLanguage('en'));

  it.each([
    ['fr', '1,000.50', '1,00', 'Deux décimales au plus après « , »'],
    ['en', '1.000,50', '1.00', 'At most two decimals after “.”'],
    ['en', '1.00,', '1.00', 'Only one decimal mark: “.”'],
    ['en', '10.005', '10.00', 'At most two decimals after “.”'],
    ['de', '1,000', '1,00', 'Höchstens zwei Nachkommastellen nach „,“'],
    ['ru', '5р', '5', 'Только цифры и «,» для дробной части'],
    // A second decimal mark, and the keys after it: refused, and said (never 1,23).
    ['de', '1,2,3', '1,2', 'Nur ein Dezimaltrennzeichen: „,“'],
    ['de', '12,345', '12,34', 'Höchstens zwei Nachkommastellen nach „,“'],
    ['en', '1.2.3', '1.2', 'Only one decimal mark: “.”'],
    ['fr', '1,000.50', '1,00', 'Deux décimales au plus après « , »'],
  ] as const)('%s: %s typed leaves %s and says "%s"', async (lang, keys, shown, text) => {
    await changeLanguage(lang);
    render(<Harness />);
    const input = screen.getByPlaceholderText('amount') as HTMLInputElement;
    type(input, keys);
    expect([input.value, notice()]).toEqual([shown, text]);
    // Still said once the field is left (the amount it left is the one shown).
    fireEvent.blur(input);
    expect(notice()).toBe(text);
  });

  it('says nothing for an amount typed as the language writes it, and forgets once changed', async () => {
    await changeLanguage('fr');
    render(<Harness />);
    const input = screen.getByPlaceholderText('amount') as HTMLInputElement;
    type(input, '1 000,5');
    expect([input.value, given, notice()]).toEqual(['1 000,5', '1000.5', null]);
    type(input, '05');
    expect(notice()).toBe('Deux décimales au plus après « , »');
    fireEvent.click(screen.getByText('all'));
    expect(notice()).toBeNull();
  });

  it('Enter on a thousands group left unfinished says so before the form is sent, as the button does', () => {
    const sent: [string, string | null][] = [];
    function Form() {
      const [value, setValue] = useState('');
      given = value;
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            sent.push([value, notice()]);
          }}
        >
          <AmountField
            label="Amount"
            value={value}
            onChange={setValue}
            placeholder="amount"
            onEnterPress={() => sent.push(['enter', null])}
          />
          <button type="submit">send</button>
        </form>
      );
    }
    render(<Form />);
    const input = screen.getByPlaceholderText('amount') as HTMLInputElement;
    type(input, '1,000,5');
    // Enter: the key, then the form's implicit submission (which jsdom does not do by itself).
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.submit(input.form as HTMLFormElement);
    const grouping = 'Use “.” for decimals and type thousands without a separator';
    expect([given, notice()]).toEqual(['', grouping]);
    expect(sent).toEqual([
      ['enter', null],
      ['', grouping],
    ]);
  });

  it('says one thing at a time: the caller’s check of the amount waits while the input says why', () => {
    function Checked() {
      const [value, setValue] = useState('');
      return (
        <AmountField
          label="Amount"
          value={value}
          onChange={setValue}
          placeholder="amount"
          error={value === '' || Number(value) === 0 ? 'Amount cannot be 0' : null}
          errorTestId="checked"
        />
      );
    }
    render(<Checked />);
    const input = screen.getByPlaceholderText('amount') as HTMLInputElement;
    const checked = () => screen.queryByTestId('checked')?.textContent ?? null;
    type(input, '1,000,5');
    fireEvent.blur(input);
    expect([notice(), checked()]).toEqual([
      'Use “.” for decimals and type thousands without a separator',
      null,
    ]);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    fireEvent.change(input, { target: { value: '' } });
    expect([notice(), checked()]).toEqual([null, 'Amount cannot be 0']);
  });

  it('a thousands group left unfinished says how to write the amount', () => {
    render(<Harness />);
    const input = screen.getByPlaceholderText('amount') as HTMLInputElement;
    type(input, '12,345,6');
    expect(notice()).toBeNull();
    fireEvent.blur(input);
    expect([given, notice()]).toEqual([
      '',
      'Use “.” for decimals and type thousands without a separator',
    ]);
  });
});
