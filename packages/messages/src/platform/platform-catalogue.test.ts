import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../types';
import { en } from './en';
import { PLATFORM_KEYS, platformCatalogue, platformText, renderPlatformText } from './index';

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

/** `plan.content` is only "{{name}}: {{description}}", spelled the same in these languages. */
const SAME_AS_ENGLISH: Partial<Record<Lang, readonly string[]>> = Object.fromEntries(
  (['de', 'kor', 'pt', 'ru', 'spa', 'th', 'vi'] as const).map((l) => [l, ['plan.content']]),
);

describe('platform catalogue', () => {
  it('has all 12 languages and lists every English key', () => {
    expect(Object.keys(platformCatalogue).sort()).toEqual([...LANGS].sort());
    expect([...PLATFORM_KEYS]).toEqual([...EN.keys()]);
    expect(EN.size).toBeGreaterThan(50);
  });

  it.each(OTHERS)('%s has exactly the English keys, all non-empty trimmed strings', (lang) => {
    const m = flat(platformCatalogue[lang] as Tree);
    expect([...m.keys()].sort()).toEqual([...EN.keys()].sort());
    for (const [key, value] of m) {
      expect(value.trim(), `${lang} ${key}`).not.toBe('');
      expect(value, `${lang} ${key} has stray whitespace`).toBe(value.trim());
    }
  });

  it.each(OTHERS)('%s is translated (no value equals English outside the allowlist)', (lang) => {
    const m = flat(platformCatalogue[lang] as Tree);
    const allowed = new Set(SAME_AS_ENGLISH[lang] ?? []);
    const same = [...EN].filter(([k, v]) => m.get(k) === v && !allowed.has(k)).map(([k]) => k);
    expect(same).toEqual([]);
  });

  it.each(OTHERS)('%s keeps exactly the English placeholders', (lang) => {
    const m = flat(platformCatalogue[lang] as Tree);
    for (const [key, value] of EN) {
      expect(placeholders(m.get(key) ?? ''), `${lang} ${key}`).toEqual(placeholders(value));
    }
  });

  it.each(OTHERS)(
    '%s QA scenario descriptions keep the numbers, amounts, codes and API names',
    (lang) => {
      // The same facts in every language: 10000.00, 402, 123456, pending_launch, token null…
      const API_TOKENS =
        /\d+(?:\.\d+)?|[a-z]+(?:_[a-z0-9]+)+|\b(?:inactive|disabled|cancelled|null)\b/g;
      const m = flat(platformCatalogue[lang] as Tree);
      const keys = [...EN.keys()].filter((key) => key.startsWith('qa_scenario.'));
      expect(keys.length).toBeGreaterThan(10);
      for (const key of keys) {
        const text = m.get(key) ?? '';
        const missing = (EN.get(key)?.match(API_TOKENS) ?? []).filter((t) => !text.includes(t));
        expect(missing, `${lang} ${key}`).toEqual([]);
      }
    },
  );

  it('renders nested texts in the reader language', () => {
    const content = platformText('plan.content', {
      name: platformText('product.video_1.name'),
      description: platformText('product.video_1.description'),
    });
    expect(renderPlatformText('de', content)).toBe(
      `${platformCatalogue.de.product.video_1.name}: ${platformCatalogue.de.product.video_1.description}`,
    );
    expect(
      renderPlatformText('fr', platformText('flow.withdrawal', { id: 7, account: '****3000' })),
    ).toBe('Retrait n° 7 vers ****3000');
  });
});
