import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../types';
import { catalogue } from '../index';
import { uiCatalogue } from './index';

function flatten(node: object, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') flatten(value as object, path, out);
  }
  return out;
}

const EN = flatten(uiCatalogue.en);
const OTHERS = LANGS.filter((lang): lang is Exclude<Lang, 'en'> => lang !== 'en');

/** UI strings legitimately spelled like the English (placeholders, loanwords, brand-neutral words). */
const SAME_AS_ENGLISH: Partial<Record<Lang, readonly string[]>> = {
  cht: ['auth.email_placeholder'],
  de: [
    'titles.feedback',
    'titles.wallet',
    'enums.product_type.video',
    'qa.tabs.system',
    'qa.user.wallet',
    'ad_center.entries.wallet',
    'ad_center.entries.feedback',
  ],
  fr: ['titles.notification', 'header.notifications', 'qa.user.plans', 'plan.launch.coupon'],
  jp: ['auth.email_placeholder'],
  kor: ['auth.email_placeholder'],
  pt: ['titles.feedback', 'ad_center.entries.feedback'],
  ru: ['auth.email_placeholder'],
  spa: ['enums.acceptor_type.personal'],
  th: ['auth.email_placeholder'],
  vi: ['auth.email', 'enums.product_type.video'],
  zh: ['auth.email_placeholder'],
};

describe('UI catalogue', () => {
  it.each(OTHERS)('%s has exactly the English keys, all non-empty', (lang) => {
    const flat = flatten(uiCatalogue[lang]);
    expect([...flat.keys()].sort()).toEqual([...EN.keys()].sort());
    for (const value of flat.values()) expect(value.trim()).not.toBe('');
  });

  it.each(OTHERS)('%s is translated (no English left outside the allowlist)', (lang) => {
    const flat = flatten(uiCatalogue[lang]);
    const allowed = new Set(SAME_AS_ENGLISH[lang] ?? []);
    const same = [...EN]
      .filter(([key, value]) => flat.get(key) === value && !allowed.has(key))
      .map(([key]) => key);
    expect(same).toEqual([]);
  });

  it('the allowlist is not stale', () => {
    for (const [lang, keys] of Object.entries(SAME_AS_ENGLISH) as [Lang, readonly string[]][]) {
      const flat = flatten(uiCatalogue[lang]);
      for (const key of keys) expect(flat.get(key), `${lang} ${key}`).toBe(EN.get(key));
    }
  });

  it.each(OTHERS)('%s keeps the English placeholders', (lang) => {
    const flat = flatten(uiCatalogue[lang]);
    for (const [key, value] of EN) {
      const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
      expect(placeholders(flat.get(key) ?? ''), key).toEqual(placeholders(value));
    }
  });

  it('never reuses a top-level key of the server catalogue (they share one i18next tree)', () => {
    const server = new Set(Object.keys(catalogue.en));
    expect(Object.keys(uiCatalogue.en).filter((key) => server.has(key))).toEqual([]);
  });
});
