/**
 * Language matching through the basic config's `client_language_map` (spec section 4, "Language"):
 * each entry maps a list of `source` locale tags to one app lang (`targets`).
 *
 * Kept free of @adc/messages' index (which carries all 12 catalogues): its `matchLang` is loaded
 * on demand only when neither the map nor the app codes know a tag.
 */
import { BCP47_TAG } from '@adc/messages/format';
import type { BasicConfig } from '@adc/contract';
import { DEFAULT_LANG, isLang } from '@adc/domain/languages';
import { LANGS, type Lang } from '@adc/messages/types';

export type LanguageMap = BasicConfig['client_language_map'];

/** Whether `value` is one of the app's language codes (@adc/domain's one list). */
export const isAppLang: (value: unknown) => value is Lang = isLang;

/**
 * The app lang for `code` (the `data.lang` of a 402/403/404 answer, a ?lang= parameter, a
 * browser tag): the first map entry whose `source` list contains it (case-insensitive) wins;
 * else an app code is taken as it is. Returns undefined when neither matches.
 */
export function resolveLanguage(
  code: string | null | undefined,
  map: LanguageMap | null | undefined,
): Lang | undefined {
  if (!code) return undefined;
  const wanted = code.trim().toLowerCase().replace(/_/g, '-');
  const entry = map?.find((item) => item.source.some((source) => source.toLowerCase() === wanted));
  if (entry && isAppLang(entry.targets)) return entry.targets;
  return isAppLang(wanted) ? wanted : undefined;
}

/** `resolveLanguage`, then @adc/messages' `matchLang` (primary subtags, q-values) as a last resort. */
export async function resolveLanguageLoose(
  code: string | null | undefined,
  map: LanguageMap | null | undefined,
): Promise<Lang | undefined> {
  const exact = resolveLanguage(code, map);
  if (exact || !code) return exact;
  const { matchLang } = await import('@adc/messages');
  return matchLang(code);
}

export interface LanguageOption {
  lang: Lang;
  /** The language's own name, e.g. "Deutsch". */
  label: string;
}

/** BCP-47 tag for <html lang> (the app codes are not all valid tags: jp, kor, spa, cht). */
export const HTML_LANG: Readonly<Record<Lang, string>> = BCP47_TAG;

/** A language's own name from the platform (used when the config has no description). */
function nativeName(lang: Lang): string {
  try {
    const tag = HTML_LANG[lang];
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    if (name) return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    // no Intl.DisplayNames: the code
  }
  return lang;
}

/**
 * The app's own order of its languages: English (the default language) first, then the others as
 * @adc/domain's list has them. The pickers follow it, not the order of the basic config's
 * client_language_map (a server's config may list them in any order: 繁體中文 first, say), so a
 * list reads the same on every server and every visit.
 */
export const LANGUAGE_ORDER: readonly Lang[] = [
  DEFAULT_LANG,
  ...LANGS.filter((lang) => lang !== DEFAULT_LANG),
];

/**
 * The languages the pickers offer (the header's sheet, the profile): the map's targets once each
 * (the first entry's description), else all 12; in LANGUAGE_ORDER.
 */
export function languageOptions(map: LanguageMap | null | undefined): LanguageOption[] {
  const offered = new Map<Lang, string>();
  for (const item of map ?? []) {
    if (!isAppLang(item.targets) || offered.has(item.targets)) continue;
    offered.set(item.targets, item.description || nativeName(item.targets));
  }
  const all = offered.size === 0;
  return LANGUAGE_ORDER.filter((lang) => all || offered.has(lang)).map((lang) => ({
    lang,
    label: offered.get(lang) ?? nativeName(lang),
  }));
}
