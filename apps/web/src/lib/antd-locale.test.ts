import { LANGS } from '@adc/messages/types';
import { uiCatalogue } from '@adc/messages/ui';
import { describe, expect, it } from 'vitest';
import { loadAntdLocale } from './antd-locale';

describe('antd-mobile locale of every app language', () => {
  // The close button of antd-mobile's Popup (the notification sheet) is named by common.close:
  // ja-JP, fr-FR and es-ES have none (it read "Close"), de-DE's says "Deaktivieren".
  it.each(LANGS)('%s: the close text is the app’s own', async (lang) => {
    const locale = await loadAntdLocale(lang);
    expect(locale.common.close).toBe(uiCatalogue[lang].common.close);
    if (lang !== 'en') expect(locale.common.close).not.toBe(uiCatalogue.en.common.close);
  });

  // The tap area behind a popup is a button that closes it: antd-mobile named it "Mask".
  it.each(LANGS)('%s: the popup mask’s button is named by the app’s close', async (lang) => {
    const locale = await loadAntdLocale(lang);
    expect(locale.Mask.name).toBe(uiCatalogue[lang].common.close);
  });

  it.each(LANGS)('%s: the confirm, cancel and clear texts are the app’s own', async (lang) => {
    const locale = await loadAntdLocale(lang);
    const common = uiCatalogue[lang].common;
    expect([locale.common.confirm, locale.common.cancel, locale.Input.clear]).toEqual([
      common.confirm,
      common.cancel,
      common.clear,
    ]);
  });
});
