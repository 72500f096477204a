/**
 * antd-mobile's own locale (built-in texts of Picker, Dialog, PullToRefresh…) for each app lang,
 * loaded on demand (about 1.5 kB each). First-load pages show no antd built-in texts.
 */
import type { Lang } from '@adc/contract';
import type { TFunction } from 'i18next';
import type { Locale } from 'antd-mobile/es/locales/base';
import { i18n, loadLanguage } from './i18n';

export type AntdLocale = Locale;

const loaders: Record<Lang, () => Promise<{ default: AntdLocale }>> = {
  en: () => import('antd-mobile/es/locales/en-US'),
  cht: () => import('antd-mobile/es/locales/zh-TW'),
  de: () => import('antd-mobile/es/locales/de-DE'),
  fr: () => import('antd-mobile/es/locales/fr-FR'),
  jp: () => import('antd-mobile/es/locales/ja-JP'),
  kor: () => import('antd-mobile/es/locales/ko-KR'),
  pt: () => import('antd-mobile/es/locales/pt-BR'),
  ru: () => import('antd-mobile/es/locales/ru-RU'),
  spa: () => import('antd-mobile/es/locales/es-ES'),
  th: () => import('antd-mobile/es/locales/th-TH'),
  vi: () => import('antd-mobile/es/locales/vi-VN'),
  zh: () => import('antd-mobile/es/locales/zh-CN'),
};

/**
 * The built-in texts the app has words of its own for come from its catalogue, in every language.
 * antd-mobile's locales lack some (ja-JP, fr-FR and es-ES have no `common.close`: their Popup's
 * close button read "Close"; es-ES, fr-FR and zh-TW no `Input.clear`) and get others wrong (de-DE's
 * close is "Deaktivieren", fr-FR's confirm "Activer", th-TH's clear "ชัดเจน", "obvious"; and they name
 * the popup mask’s close button "Mask", zh-TW "遮罩層"); the app’s words are those of its own buttons.
 */
function withAppTexts(locale: AntdLocale, t: TFunction): AntdLocale {
  return {
    ...locale,
    common: {
      ...locale.common,
      confirm: t('common.confirm'),
      cancel: t('common.cancel'),
      loading: t('common.loading'),
      close: t('common.close'),
    },
    Input: { ...locale.Input, clear: t('common.clear') },
    // The name of the tap area behind a popup (a button that closes it): "Mask" in every language
    // but a few (zh-TW "遮罩層"), which names the thing, not what a tap does.
    Mask: { ...locale.Mask, name: t('common.close') },
    InfiniteScroll: {
      ...locale.InfiniteScroll,
      noMore: t('common.no_more'),
      retry: t('common.retry'),
    },
    PullToRefresh: {
      ...locale.PullToRefresh,
      pulling: t('common.pull_to_refresh'),
      canRelease: t('common.release_to_refresh'),
      complete: t('common.refreshed'),
    },
  };
}

export async function loadAntdLocale(lang: Lang): Promise<AntdLocale> {
  // The language's shared strings (`common`) are usually there already: then this waits for nothing.
  const [{ default: locale }] = await Promise.all([loaders[lang](), loadLanguage(lang)]);
  return withAppTexts(locale, i18n.getFixedT(lang));
}
