import { describe, expect, it } from 'vitest';
import { MONEY_MAX_MINOR, formatMoney, moneySign, parseMoney, readMoney } from './money';

describe('parseMoney', () => {
  it.each([
    ['1250.5', 125_050n],
    ['1250.50', 125_050n],
    ['0.01', 1n],
    ['100', 10_000n],
    ['0', 0n],
    ['9999999999999.99', 999_999_999_999_999n],
    ['00000000000001.50', 150n],
    [7, 700n],
    [9_999_999_999_999.99, 999_999_999_999_999n],
    [12.5, 1_250n],
    [0.1, 10n],
  ] as const)('%s → %s minor units', (input, minor) => {
    expect(parseMoney(input)).toBe(minor);
  });

  it.each([
    '',
    ' ',
    ' 7.25 ',
    '\t100',
    '100\n',
    '.5',
    '12.',
    '1.234',
    '-1',
    '+1',
    '1e3',
    '1,5',
    '1.2.3', // a second decimal mark is no amount (never 1.23)
    '1.2.',
    '1..2',
    '1,2,3',
    'abc',
    '12345678901234',
    -1,
    1.234,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    null,
    undefined,
    10n,
    {},
  ])('refuses %s', (input) => {
    expect(parseMoney(input)).toBeNull();
  });

  it.each([
    ['-100.00', -10_000n],
    ['-0.05', -5n],
    ['+3', 300n],
    ['12.34', 1_234n],
    [-2.5, -250n],
  ] as const)('signed: %s → %s', (input, minor) => {
    expect(parseMoney(input, { signed: true })).toBe(minor);
  });

  it.each(['--1', '-', '1.234', '- 1'])('signed refuses %j', (input) => {
    expect(parseMoney(input, { signed: true })).toBeNull();
  });
});

describe('readMoney: the one rule, telling a too large amount from a malformed one', () => {
  it('the largest amount is 9999999999999.99', () => {
    expect(formatMoney(MONEY_MAX_MINOR)).toBe('9999999999999.99');
    expect(readMoney('9999999999999.99')).toEqual({ minor: MONEY_MAX_MINOR });
  });

  it.each([
    '10000000000000',
    '99999999999999.99',
    '12345678901234',
    '1'.repeat(40),
    `${'9'.repeat(20)}.5`,
    10_000_000_000_000,
    Number('99999999999999.99'),
    1e21,
    Number.MAX_VALUE,
  ])('%s is well-formed but too large', (input) => {
    expect(readMoney(input)).toEqual({ problem: 'too_large' });
    expect(parseMoney(input)).toBeNull();
  });

  it.each(['-99999999999999.99', '99999999999999.999', '1e21', 'abc', '', -1e21, Number.NaN, null])(
    '%s is not an amount at all',
    (input) => {
      expect(readMoney(input)).toEqual({ problem: 'invalid' });
    },
  );

  it('signed: too large in size either way', () => {
    expect(readMoney('-99999999999999.99', { signed: true })).toEqual({ problem: 'too_large' });
    expect(readMoney(-1e21, { signed: true })).toEqual({ problem: 'too_large' });
    expect(readMoney('-9999999999999.99', { signed: true })).toEqual({ minor: -MONEY_MAX_MINOR });
  });
});

describe('formatMoney', () => {
  it.each([
    [125_000n, '1250.00'],
    [125_050n, '1250.50'],
    [5n, '0.05'],
    [0n, '0.00'],
    [-5n, '-0.05'],
    [-2_000n, '-20.00'],
    [999_999_999_999_999n, '9999999999999.99'],
  ])('%s → %s', (minor, text) => {
    expect(formatMoney(minor)).toBe(text);
  });

  it('round-trips with parseMoney', () => {
    for (const minor of [0n, 1n, 99n, 100n, 123_456_789n, -42n]) {
      expect(parseMoney(formatMoney(minor), { signed: true })).toBe(minor);
    }
  });
});

describe('moneySign', () => {
  it.each([
    ['-0.01', -1],
    ['0.00', 0],
    ['3', 1],
    ['+4.00', 1],
    ['abc', 0],
    [null, 0],
  ] as const)('%j → %s', (input, sign) => {
    expect(moneySign(input)).toBe(sign);
  });
});
