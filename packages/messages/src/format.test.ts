import { describe, expect, it } from 'vitest';
import { BCP47_TAG, INTL_LOCALE, MINUS, formatAmount, formatMinor } from './format';
import { platformMoney, platformText, renderPlatformText } from './platform';
import { LANGS } from './types';

describe('the money format of each language', () => {
  it.each([
    ['en', '1,080.00'],
    ['de', '1.080,00'],
    ['fr', '1\u202f080,00'],
    ['jp', '1,080.00'],
    ['ru', '1\u00a0080,00'],
    ['spa', '1080,00'],
    ['th', '1,080.00'],
  ] as const)('%s writes 1080 as %s', (lang, written) => {
    expect(formatAmount(lang, '1080.00')).toBe(written);
  });

  it('has one minus sign and signs gains on request, exactly (no floating point)', () => {
    expect(formatAmount('de', '-980.5')).toBe(`${MINUS}980,50`);
    expect(formatAmount('en', '12', { signed: true })).toBe('+12.00');
    expect(formatAmount('en', '0', { signed: true })).toBe('0.00');
    expect(formatAmount('en', '12345678901234.01')).toBe('12,345,678,901,234.01');
  });

  it.each([
    ['en', 125_000n, {}, '1,250.00'],
    ['de', -5n, {}, `${MINUS}0,05`],
    ['en', 1_200n, { signed: true }, '+12.00'],
    ['fr', 999_999_999_999_999n, {}, '9\u202f999\u202f999\u202f999\u202f999,99'],
  ] as const)('%s writes %s minor units (%j) as %s', (lang, minor, options, written) => {
    expect(formatMinor(lang, minor, options)).toBe(written);
  });

  it('gives every language a tag and a locale with Latin digits (Buddhist years in Thai)', () => {
    for (const lang of LANGS) {
      expect(INTL_LOCALE[lang]).toContain(`${BCP47_TAG[lang]}-u-ca-`);
      expect(INTL_LOCALE[lang]).toMatch(/-nu-latn$/);
    }
    expect(INTL_LOCALE.th).toContain('buddhist');
  });

  it('writes the amounts of platform texts in the reader format', () => {
    const text = platformText('event.deposit_credited.content', {
      id: 7,
      amount: platformMoney('1250.00'),
    });
    expect(renderPlatformText('de', text)).toContain('1.250,00');
    expect(renderPlatformText('en', text)).toContain('1,250.00');
  });
});
