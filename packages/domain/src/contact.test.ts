import { describe, expect, it } from 'vitest';
import { contactKind, isPhoneNumber } from './contact';

describe('contactKind', () => {
  it.each([
    ['ana@example.com', 'email'],
    ['first.last+tag@mail.example.co.uk', 'email'],
    ['+4915123456789', 'phone'],
    ['+49 151 2345-6789', 'phone'],
    ['(030) 123 456', 'phone'],
    ['030.123.456', 'phone'],
    ['123456', 'phone'],
  ] as const)('%j is a %s', (value, kind) => {
    expect(contactKind(value)).toBe(kind);
  });

  it.each([
    '',
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana..b@example.com',
    'ana @example.com',
    '12345',
    '+1 234',
    '1'.repeat(21),
    '12+3456789',
    '+49 151 2345 6789 ext 1',
    'call me: 123456',
    '１２３４５６７', // full-width digits: not what a phone dials
  ])('%j is neither', (value) => {
    expect(contactKind(value)).toBeNull();
  });
});

describe('isPhoneNumber (the one phone rule: register, profile, bank card mobile)', () => {
  it.each(['123456', '+4915123456789', '13800000000', '1'.repeat(20), `+${'1'.repeat(20)}`])(
    '%j is a phone number',
    (value) => {
      expect(isPhoneNumber(value)).toBe(true);
    },
  );

  it.each([
    '',
    'abc',
    '!!!',
    '1',
    '12345',
    '1'.repeat(21),
    '++123456',
    '12+3456',
    '+49 151 2345',
    ' 123456',
    '１２３４５６７',
  ])('%j is not', (value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });
});
