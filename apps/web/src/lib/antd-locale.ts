/**
 * antd-mobile's own locale (built-in texts of Picker, Dialog, PullToRefresh…) for each app lang,
 * loaded on demand (about 1.5 kB each). First-load pages show no antd built-in texts.
 */
import type { Lang } from '@adc/contract';
import type { Locale } from 'antd-mobile/es/locales/base';

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

export async function loadAntdLocale(lang: Lang): Promise<AntdLocale> {
  return (await loaders[lang]()).default;
}
