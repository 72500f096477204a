import { describe, expect, it } from 'vitest';
import { contactKind } from './contact';

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
