import { describe, expect, it } from 'vitest';
import { catalogue, LANGS, MESSAGE_KEYS, type Lang } from './index';
import { en } from './locales/en';

type Tree = { readonly [k: string]: string | Tree };

function flat(node: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(node)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flat(v, key)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (s: string): string[] =>
  [...s.matchAll(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

const EN = flat(en);
const OTHERS = LANGS.filter((l) => l !== 'en');

/**
 * Translations that are legitimately spelled exactly like the English. Keep minimal:
 * - spa `error.generic`: the Spanish word for "error" is "error" (the spec's bare fallback toast).
 */
const SAME_AS_ENGLISH: Partial<Record<Lang, readonly string[]>> = {
  spa: ['error.generic'],
};

describe('catalogue', () => {
  it('has all 12 languages, en first among equals as default', () => {
    expect(Object.keys(catalogue).sort()).toEqual([...LANGS].sort());
    expect(LANGS).toHaveLength(12);
    expect(catalogue.en).toBe(en);
  });

  it('MESSAGE_KEYS lists every English leaf', () => {
    expect([...MESSAGE_KEYS]).toEqual([...EN.keys()]);
    expect(EN.size).toBeGreaterThan(50);
  });

  it.each(OTHERS)('%s has exactly the English keys, all non-empty strings', (lang) => {
    const m = flat(catalogue[lang] as Tree);
    expect([...m.keys()].sort()).toEqual([...EN.keys()].sort());
    for (const [key, value] of m) {
      expect(typeof value, `${lang} ${key}`).toBe('string');
      expect(value.trim(), `${lang} ${key}`).not.toBe('');
      expect(value, `${lang} ${key} has stray whitespace`).toBe(value.trim());
    }
  });

  it.each(OTHERS)('%s is translated (no value equals English outside the allowlist)', (lang) => {
    const m = flat(catalogue[lang] as Tree);
    const allowed = new Set(SAME_AS_ENGLISH[lang] ?? []);
    const same = [...EN].filter(([k, v]) => m.get(k) === v && !allowed.has(k)).map(([k]) => k);
    expect(same).toEqual([]);
  });

  it('the allowlist is not stale: every entry really equals English', () => {
    for (const [lang, keys] of Object.entries(SAME_AS_ENGLISH)) {
      const m = flat(catalogue[lang as Lang] as Tree);
      for (const k of keys ?? []) expect(m.get(k), `${lang} ${k}`).toBe(EN.get(k));
    }
  });

  it.each(OTHERS)('%s keeps exactly the English placeholders', (lang) => {
    const m = flat(catalogue[lang] as Tree);
    for (const [key, value] of EN) {
      expect(placeholders(m.get(key) ?? ''), `${lang} ${key}`).toEqual(placeholders(value));
    }
  });

  it.each(LANGS)('%s has no malformed braces', (lang) => {
    for (const [key, value] of flat(catalogue[lang] as Tree)) {
      const stripped = value.replace(/\{\{[A-Za-z0-9_]+\}\}/g, '');
      expect(stripped, `${lang} ${key}`).not.toMatch(/[{}]/);
    }
  });

  it('Chinese locales are really in their script', () => {
    // A few characters that differ between Simplified and Traditional.
    const zh = [...flat(catalogue.zh as Tree).values()].join('');
    const cht = [...flat(catalogue.cht as Tree).values()].join('');
    expect(zh).not.toMatch(/[錯誤請帳戶號碼設餘額優]/);
    expect(cht).not.toMatch(/[错误请账户号码设余额优]/);
  });

  it('scripts match the language', () => {
    const text = (l: Lang) => [...flat(catalogue[l] as Tree).values()].join(' ');
    expect(text('jp')).toMatch(/[\u3040-\u30ff]/);
    expect(text('kor')).toMatch(/[\uac00-\ud7af]/);
    expect(text('ru')).toMatch(/[\u0400-\u04ff]/);
    expect(text('th')).toMatch(/[\u0e00-\u0e7f]/);
    expect(text('vi')).toMatch(/[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđ]/);
  });
});
