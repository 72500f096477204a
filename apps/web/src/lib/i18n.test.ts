import { describe, expect, it } from 'vitest';
import { LANGS, catalogue } from '@adc/messages';
import { uiCatalogue } from '@adc/messages/ui';
import { changeLanguage, fetchMessages, i18n } from './i18n';

describe('i18n', () => {
  it('merges server and UI messages in one tree', () => {
    expect(i18n.t('error.coupon_used')).toBe('Coupon used');
    expect(i18n.t('titles.login')).toBe('Log in');
    expect(i18n.t('validation.required', { field: 'Email' })).toBe('Email is required');
  });

  it.each(LANGS)(
    '%s resources are exactly the server catalogue plus the UI catalogue (features included)',
    async (lang) => {
      expect(await fetchMessages(lang)).toEqual({ ...catalogue[lang], ...uiCatalogue[lang] });
    },
  );

  it.each(LANGS.filter((lang) => lang !== 'en'))(
    'loads %s on demand and updates <html lang> and storage',
    async (lang) => {
      await changeLanguage(lang);
      expect(i18n.language).toBe(lang);
      expect(window.localStorage.getItem('lang')).toBe(lang);
      expect(document.documentElement.lang).not.toBe('en');
      expect(i18n.t('titles.login')).toBe(uiCatalogue[lang].titles.login);
      expect(i18n.t('code.503')).toBe(catalogue[lang].code['503']);
      await changeLanguage('en');
      expect(document.documentElement.lang).toBe('en');
    },
  );
});
