import { describe, expect, it } from 'vitest';
import { uiCatalogue } from '@adc/messages/ui';
import { changeLanguage, i18n, loadFeatureMessages } from './i18n';

describe('switching language while a feature page loads its strings', () => {
  it('the feature strings of the new language are there when the language switches', async () => {
    // A first visit: the server's language detection switches to French while the user, still
    // in English, opens a feature page (which asks for the English feature strings).
    const switching = changeLanguage('fr');
    await loadFeatureMessages('en');
    await switching;
    expect(i18n.language).toBe('fr');
    expect(i18n.t('ad_center.entries.feedback')).toBe(uiCatalogue.fr.ad_center.entries.feedback);
    expect(i18n.t('ad_center.entries.feedback')).not.toBe(
      uiCatalogue.en.ad_center.entries.feedback,
    );
  });
});

describe('switching to the language already shown', () => {
  it('stores it and tells no translated view (nothing renders again)', async () => {
    await changeLanguage('de');
    localStorage.removeItem('lang');
    const told: string[] = [];
    const listen = (lang: string) => told.push(lang);
    i18n.on('languageChanged', listen);
    try {
      await changeLanguage('de');
      expect(told).toEqual([]);
      expect(localStorage.getItem('lang')).toBe('de');
      await changeLanguage('en');
      expect(told).toEqual(['en']);
    } finally {
      i18n.off('languageChanged', listen);
    }
  });
});
