import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, IMAGE_MAX_MB } from '@adc/domain/uploads';
import {
  BCP47_TAG,
  INTL_LOCALE,
  MINUS,
  formatAmount,
  formatMegabytes,
  formatMinor,
  imageMaxSize,
} from './format';
import { catalogue } from './index';
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

describe('the image size limit in each language', () => {
  // From the one constant (IMAGE_MAX_MB), in the language's form: de, spa, pt and vi read "5MB".
  it.each([
    ['en', 'Image size cannot exceed 5\u00a0MB'],
    ['de', 'Das Bild darf nicht größer als 5\u00a0MB sein'],
    ['fr', 'La taille de l’image ne peut pas dépasser 5\u202fMo'],
    ['kor', '이미지 크기는 5MB를 초과할 수 없습니다'],
    ['pt', 'O tamanho da imagem não pode exceder 5\u00a0MB'],
    ['ru', 'Размер изображения не должен превышать 5\u00a0МБ'],
    ['spa', 'El tamaño de la imagen no puede superar los 5\u00a0MB'],
    ['vi', 'Kích thước ảnh không được vượt quá 5\u00a0MB'],
    ['zh', '图片大小不能超过 5\u00a0MB'],
  ] as const)('%s: %s', (lang, text) => {
    expect(catalogue[lang].error.image_too_large).toBe(text);
  });

  it.each(LANGS)('%s names the size as formatMegabytes writes IMAGE_MAX_MB', (lang) => {
    expect(imageMaxSize(lang)).toBe(formatMegabytes(lang, IMAGE_MAX_MB));
    expect(catalogue[lang].error.image_too_large).toContain(imageMaxSize(lang));
    expect(IMAGE_MAX_BYTES).toBe(IMAGE_MAX_MB * 1024 * 1024);
  });
});
