import { describe, expect, it } from 'vitest';
import { LANGS } from '@adc/domain/languages';
import { inAppLanguageOrder, LANGUAGE_ORDER } from './language-order';

describe('LANGUAGE_ORDER', () => {
  it('is English, then the other languages as @adc/domain lists them', () => {
    expect(LANGUAGE_ORDER[0]).toBe('en');
    expect(LANGUAGE_ORDER.slice(1)).toEqual(LANGS.filter((lang) => lang !== 'en'));
    expect([...LANGUAGE_ORDER].sort()).toEqual([...LANGS].sort());
  });
});

describe('inAppLanguageOrder', () => {
  it("puts the server's languages in the app's order, whatever the config's", () => {
    const offered = ['cht', 'zh', 'th', 'en', 'de'].map((lang) => ({ lang, label: lang })) as {
      lang: (typeof LANGS)[number];
      label: string;
    }[];
    expect(inAppLanguageOrder(offered).map((option) => option.lang)).toEqual([
      'en',
      'cht',
      'de',
      'th',
      'zh',
    ]);
  });

  it('keeps only what the server offers and leaves the input as it was', () => {
    const offered = [
      { lang: 'vi', label: 'Tiếng Việt' },
      { lang: 'fr', label: 'Français' },
    ] as const;
    expect(inAppLanguageOrder(offered)).toEqual([
      { lang: 'fr', label: 'Français' },
      { lang: 'vi', label: 'Tiếng Việt' },
    ]);
    expect(offered[0].lang).toBe('vi');
  });
});
