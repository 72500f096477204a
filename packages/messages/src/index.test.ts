import { describe, expect, it } from 'vitest';
import {
  catalogue,
  codeMessageKey,
  DEFAULT_LANG,
  hasMessageKey,
  interpolate,
  isLang,
  LANGS,
  LANGUAGE_NAMES,
  LOCALE_SOURCES,
  matchLang,
  type Lang,
  type MessageKey,
  translate,
} from './index';

describe('constants', () => {
  it('LANGS in spec order, default en', () => {
    expect(LANGS).toEqual([
      'cht',
      'de',
      'en',
      'fr',
      'jp',
      'kor',
      'pt',
      'ru',
      'spa',
      'th',
      'vi',
      'zh',
    ]);
    expect(DEFAULT_LANG).toBe('en');
  });

  it('isLang', () => {
    for (const l of LANGS) expect(isLang(l)).toBe(true);
    for (const x of ['EN', 'ja', 'zh-CN', '', 'toString', undefined, null, 3])
      expect(isLang(x)).toBe(false);
  });

  it('LANGUAGE_NAMES are endonyms for every lang', () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LANGS].sort());
    expect(LANGUAGE_NAMES).toMatchObject({
      cht: '繁體中文',
      zh: '简体中文',
      jp: '日本語',
      kor: '한국어',
      de: 'Deutsch',
      spa: 'Español',
      en: 'English',
    });
  });

  it('LOCALE_SOURCES cover every lang, each tag under one lang only', () => {
    expect(Object.keys(LOCALE_SOURCES).sort()).toEqual([...LANGS].sort());
    const seen = new Map<string, Lang>();
    for (const l of LANGS) {
      expect(LOCALE_SOURCES[l].length).toBeGreaterThan(0);
      for (const tag of LOCALE_SOURCES[l]) {
        const key = tag.toLowerCase();
        expect(seen.get(key), `${tag} listed twice`).toBeUndefined();
        seen.set(key, l);
        // every listed source maps back to its lang
        expect(matchLang(tag), tag).toBe(l);
      }
    }
  });
});

describe('translate', () => {
  it('returns the message in the language', () => {
    expect(translate('en', 'error.coupon_used')).toBe('Coupon used');
    expect(translate('zh', 'error.coupon_used')).toBe('优惠券已使用');
    expect(translate('de', 'code.503')).toBe(catalogue.de.code['503']);
  });

  it('interpolates params, numbers included', () => {
    expect(translate('en', 'validation.too_short', { field: 'username', min: 4 })).toBe(
      'username must be at least 4 characters',
    );
    expect(translate('en', 'error.pay_password_locked', { minutes: 15 })).toBe(
      'Too many wrong attempts, please try again in 15 min',
    );
    // No plural to get wrong: "1 min", not "1 minutes".
    expect(translate('en', 'error.pay_password_locked', { minutes: 1 })).toBe(
      'Too many wrong attempts, please try again in 1 min',
    );
    expect(translate('zh', 'error.pay_password_locked', { minutes: 15 })).toBe(
      '错误次数过多，请15分钟后再试',
    );
    expect(translate('en', 'validation.number_range', { field: 'page', min: 1, max: 100 })).toBe(
      'page must be between 1 and 100',
    );
  });

  it('leaves missing params as they are', () => {
    expect(translate('en', 'validation.number_range', { field: 'x' })).toBe(
      'x must be between {{min}} and {{max}}',
    );
    expect(translate('en', 'validation.required')).toBe('{{field}} is required');
  });

  it('does not treat $ patterns in values specially', () => {
    expect(translate('en', 'validation.required', { field: "$& $' $1" })).toBe(
      "$& $' $1 is required",
    );
  });

  it('ignores inherited properties of params', () => {
    expect(interpolate('{{constructor}} {{toString}}', {})).toBe('{{constructor}} {{toString}}');
  });

  it('falls back to en for an unknown lang, and to the key for an unknown key', () => {
    expect(translate('xx' as Lang, 'code.200')).toBe('Success');
    expect(translate('de', 'no.such.key' as MessageKey)).toBe('no.such.key');
  });

  it('every key resolves in every lang', () => {
    for (const l of LANGS) {
      for (const group of Object.keys(catalogue.en) as (keyof typeof catalogue.en)[]) {
        for (const k of Object.keys(catalogue.en[group])) {
          const key = `${group}.${k}` as MessageKey;
          expect(translate(l, key)).toBe((catalogue[l][group] as Record<string, string>)[k]);
        }
      }
    }
  });
});

describe('hasMessageKey / codeMessageKey', () => {
  it('hasMessageKey', () => {
    expect(hasMessageKey('error.coupon_used')).toBe(true);
    expect(hasMessageKey('code.503')).toBe(true);
    expect(hasMessageKey('error')).toBe(false);
    expect(hasMessageKey('error.nope')).toBe(false);
    expect(hasMessageKey('')).toBe(false);
  });

  it('codeMessageKey', () => {
    expect(codeMessageKey(200)).toBe('code.200');
    expect(codeMessageKey(402)).toBe('code.402');
    expect(codeMessageKey(503)).toBe('code.503');
    expect(codeMessageKey(418)).toBe('code.400');
    expect(codeMessageKey(-1)).toBe('code.400');
    expect(codeMessageKey(402.5)).toBe('code.400');
    expect(codeMessageKey(Number.NaN)).toBe('code.400');
  });
});

describe('matchLang', () => {
  it('returns undefined for nothing usable', () => {
    expect(matchLang(undefined)).toBeUndefined();
    expect(matchLang('')).toBeUndefined();
    expect(matchLang([])).toBeUndefined();
    expect(matchLang('*')).toBeUndefined();
    expect(matchLang('xx-YY, la')).toBeUndefined();
  });

  it('matches the app codes themselves', () => {
    for (const l of LANGS) expect(matchLang(l)).toBe(l);
    expect(matchLang('JP')).toBe('jp');
    expect(matchLang('Kor')).toBe('kor');
  });

  it('matches exact browser tags case-insensitively', () => {
    expect(matchLang('zh-TW')).toBe('cht');
    expect(matchLang('zh-hk')).toBe('cht');
    expect(matchLang('ZH-CN')).toBe('zh');
    expect(matchLang('ja-JP')).toBe('jp');
    expect(matchLang('ko')).toBe('kor');
    expect(matchLang('es-419')).toBe('spa');
    expect(matchLang('pt-BR')).toBe('pt');
    expect(matchLang('en-GB')).toBe('en');
    expect(matchLang('zh_TW')).toBe('cht');
  });

  it('falls back to the primary subtag', () => {
    expect(matchLang('de-BE')).toBe('de');
    expect(matchLang('fr-SN')).toBe('fr');
    expect(matchLang('es-VE')).toBe('spa');
    expect(matchLang('ja-Jpan-JP')).toBe('jp');
    expect(matchLang('ko-Kore-KR')).toBe('kor');
    expect(matchLang('pt-AO')).toBe('pt');
    expect(matchLang('th-TH-u-nu-thai')).toBe('th');
    expect(matchLang('en-PH')).toBe('en');
  });

  it('resolves Chinese by script, then by region', () => {
    expect(matchLang('zh')).toBe('zh');
    expect(matchLang('zh-Hant-TW')).toBe('cht');
    expect(matchLang('zh-Hant-CN')).toBe('cht');
    expect(matchLang('zh-Hans-HK')).toBe('zh');
    expect(matchLang('zh-Hans-CN')).toBe('zh');
    expect(matchLang('zh-MY')).toBe('zh');
    expect(matchLang('zh-yue-HK')).toBe('cht');
  });

  it('honours q-weights and order', () => {
    expect(matchLang('zh-TW,zh;q=0.9,en;q=0.8')).toBe('cht');
    expect(matchLang('en;q=0.8, zh-TW;q=0.9, zh')).toBe('zh');
    expect(matchLang('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toBe('fr');
    expect(matchLang('de;q=0.5, ja;q=0.7')).toBe('jp');
    expect(matchLang('ja;q=0, ko')).toBe('kor');
    expect(matchLang('xx, ru;q=0.1')).toBe('ru');
    // equal weights keep header order
    expect(matchLang('vi;q=0.5, th;q=0.5')).toBe('vi');
    // a specific tag earlier in q order beats an exact match later
    expect(matchLang('de-LU-x-foo, en;q=0.9')).toBe('de');
  });

  it('tolerates sloppy whitespace and malformed weights', () => {
    expect(matchLang('  en-US ; q = 0.4 ,  th ; q=0.6 ')).toBe('th');
    expect(matchLang('ru;q=abc, vi')).toBe('vi');
  });

  it('accepts a list of tags', () => {
    expect(matchLang(['xx', 'pt-PT', 'en'])).toBe('pt');
    expect(matchLang(['es-MX', 'en-US'])).toBe('spa');
    expect(matchLang(['en;q=0.1', 'ko;q=0.5'])).toBe('kor');
  });
});
