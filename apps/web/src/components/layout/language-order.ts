import { DEFAULT_LANG, LANGS, type Lang } from '@adc/domain/languages';

/**
 * The app's own order of its languages: English (the default language) first, then the others as
 * @adc/domain's language list has them. The picker follows it, not the order of the basic config's
 * client_language_map (a server's config may list them in any order: 繁體中文 first, say), so the
 * list reads the same on every server and every visit.
 */
export const LANGUAGE_ORDER: readonly Lang[] = [
  DEFAULT_LANG,
  ...LANGS.filter((lang) => lang !== DEFAULT_LANG),
];

const RANK = new Map<Lang, number>(LANGUAGE_ORDER.map((lang, index) => [lang, index]));

/** `options` (the languages the server offers) in the app's order; nothing added, nothing dropped. */
export function inAppLanguageOrder<T extends { lang: Lang }>(options: readonly T[]): T[] {
  return [...options].sort(
    (a, b) =>
      (RANK.get(a.lang) ?? LANGUAGE_ORDER.length) - (RANK.get(b.lang) ?? LANGUAGE_ORDER.length),
  );
}
