import { describe, expect, it } from 'vitest';
import { formatMoney, moneySign, parseMoney } from './money';

describe('parseMoney', () => {
  it.each([
    ['1250.5', 125_050n],
    ['1250.50', 125_050n],
    ['0.01', 1n],
    ['100', 10_000n],
    ['0', 0n],
    ['9999999999999.99', 999_999_999_999_999n],
    [7, 700n],
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
