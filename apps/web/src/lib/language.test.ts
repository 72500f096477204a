import { describe, expect, it } from 'vitest';
import type { BasicConfig } from '@adc/contract';
import { LANGS } from '@adc/domain/languages';
import {
  HTML_LANG,
  LANGUAGE_ORDER,
  languageOptions,
  resolveLanguage,
  resolveLanguageLoose,
} from './language';

const map: BasicConfig['client_language_map'] = [
  { source: ['zh-TW', 'zh-HK', 'cht'], targets: 'cht', description: '繁體中文' },
  { source: ['zh-CN', 'zh', 'cn'], targets: 'zh', description: '简体中文' },
  { source: ['ja', 'ja-JP', 'jp'], targets: 'jp', description: '日本語' },
  { source: ['en', 'en-US'], targets: 'en', description: 'English' },
  { source: ['en-GB'], targets: 'en', description: 'English (UK)' },
];

describe('resolveLanguage (client_language_map)', () => {
  it('matches the source list, case-insensitively, and takes targets', () => {
    expect(resolveLanguage('zh-HK', map)).toBe('cht');
    expect(resolveLanguage('ZH-tw', map)).toBe('cht');
    expect(resolveLanguage('cn', map)).toBe('zh');
    expect(resolveLanguage('ja_JP', map)).toBe('jp');
  });

  it('takes an app code as it is when the map does not list it', () => {
    expect(resolveLanguage('de', map)).toBe('de');
    expect(resolveLanguage('kor', null)).toBe('kor');
  });

  it('returns undefined for unknown tags and empty input', () => {
    expect(resolveLanguage('xx-YY', map)).toBeUndefined();
    expect(resolveLanguage('', map)).toBeUndefined();
    expect(resolveLanguage(null, map)).toBeUndefined();
  });

  it('falls back to @adc/messages matchLang in the loose variant', async () => {
    await expect(resolveLanguageLoose('de-AT', [])).resolves.toBe('de');
    await expect(resolveLanguageLoose('es-MX', null)).resolves.toBe('spa');
    await expect(resolveLanguageLoose('zh-HK', map)).resolves.toBe('cht');
  });
});

describe('LANGUAGE_ORDER', () => {
  it('is English, then the other languages as @adc/domain lists them', () => {
    expect(LANGUAGE_ORDER[0]).toBe('en');
    expect(LANGUAGE_ORDER.slice(1)).toEqual(LANGS.filter((lang) => lang !== 'en'));
    expect([...LANGUAGE_ORDER].sort()).toEqual([...LANGS].sort());
  });
});

describe('languageOptions', () => {
  it("lists the map's targets once each, with the first description, in the app's order", () => {
    expect(languageOptions(map)).toEqual([
      { lang: 'en', label: 'English' },
      { lang: 'cht', label: '繁體中文' },
      { lang: 'jp', label: '日本語' },
      { lang: 'zh', label: '简体中文' },
    ]);
  });

  it('offers all 12 languages without a map, English first', () => {
    const options = languageOptions(undefined);
    expect(options.map((o) => o.lang)).toEqual(LANGUAGE_ORDER);
    expect([...LANGUAGE_ORDER].sort()).toEqual(Object.keys(HTML_LANG).sort());
    expect(options.every((o) => o.label.length > 0)).toBe(true);
  });
});
