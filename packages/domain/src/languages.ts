/** The app's language codes, in catalogue order. `lang` in the API and in storage is one of these. */
export const LANGS = [
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
] as const;

export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG = 'en' satisfies Lang;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}
