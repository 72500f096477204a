import { cht } from './locales/cht';
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { jp } from './locales/jp';
import { kor } from './locales/kor';
import { pt } from './locales/pt';
import { ru } from './locales/ru';
import { spa } from './locales/spa';
import { th } from './locales/th';
import { vi } from './locales/vi';
import { zh } from './locales/zh';
import { flatCatalogue, PLACEHOLDER } from './flat-catalogue';
import { DEFAULT_LANG, LANGS, type Lang, type MessageKey, type Messages } from './types';

export { DEFAULT_LANG, LANGS, type Lang, type MessageKey, type Messages };

/** Every locale's nested catalogue (i18next `resources`-compatible: interpolation is `{{name}}`). */
export const catalogue: Readonly<Record<Lang, Messages>> = Object.freeze({
  cht,
  de,
  en,
  fr,
  jp,
  kor,
  pt,
  ru,
  spa,
  th,
  vi,
  zh,
});

/** Each language's name in that language, for a language picker. */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = Object.freeze({
  cht: '繁體中文',
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
  jp: '日本語',
  kor: '한국어',
  pt: 'Português',
  ru: 'Русский',
  spa: 'Español',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  zh: '简体中文',
});

/**
 * Browser / BCP-47 locale tags that map to each app lang (the spec's `client_language_map`).
 * A tag appears under one lang only. `matchLang` also accepts the app codes themselves.
 */
export const LOCALE_SOURCES: Readonly<Record<Lang, string[]>> = Object.freeze({
  cht: ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'cht'],
  de: ['de', 'de-DE', 'de-AT', 'de-CH', 'de-LI', 'de-LU'],
  en: ['en', 'en-US', 'en-GB', 'en-AU', 'en-CA', 'en-IN', 'en-NZ', 'en-IE', 'en-SG', 'en-ZA'],
  fr: ['fr', 'fr-FR', 'fr-CA', 'fr-BE', 'fr-CH', 'fr-LU'],
  jp: ['ja', 'ja-JP', 'jp'],
  kor: ['ko', 'ko-KR', 'kor'],
  pt: ['pt', 'pt-BR', 'pt-PT'],
  ru: ['ru', 'ru-RU', 'ru-BY', 'ru-KZ', 'ru-UA'],
  spa: ['es', 'es-ES', 'es-MX', 'es-419', 'es-AR', 'es-CO', 'es-CL', 'es-PE', 'es-US', 'spa'],
  th: ['th', 'th-TH'],
  vi: ['vi', 'vi-VN'],
  zh: ['zh-CN', 'zh-SG', 'zh-Hans', 'zh', 'cn'],
});

const LANG_SET: ReadonlySet<string> = new Set(LANGS);

export function isLang(x: unknown): x is Lang {
  return typeof x === 'string' && LANG_SET.has(x);
}

// ---------------------------------------------------------------------------------------------
// translate: flat key -> string maps, built once at module load.

const MESSAGES = flatCatalogue<MessageKey>(catalogue);

/** All message keys, in catalogue order. */
export const MESSAGE_KEYS: readonly MessageKey[] = MESSAGES.keys;

export function hasMessageKey(key: string): key is MessageKey {
  return MESSAGES.has(key);
}

/** Replaces `{{name}}` with `params.name`; placeholders without a param stay as they are. */
export function interpolate(
  template: string,
  params?: Readonly<Record<string, string | number>>,
): string {
  if (!params || !template.includes('{{')) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/**
 * The message for `key` in `lang`, interpolated with `params`. Falls back to English when the
 * lang is unknown or lacks the key, and to the key itself when no catalogue has it.
 */
export function translate(
  lang: Lang,
  key: MessageKey,
  params?: Readonly<Record<string, string | number>>,
): string {
  return interpolate(MESSAGES.template(lang, key), params);
}

/** The catalogue key for an envelope code: 402 -> 'code.402'; a code without a message -> 'code.400'. */
export function codeMessageKey(code: number): MessageKey {
  const key = `code.${code}`;
  return hasMessageKey(key) ? key : 'code.400';
}

// ---------------------------------------------------------------------------------------------
// matchLang: Accept-Language / locale tags -> app lang.

/** Lower-cased exact tag -> lang, from LOCALE_SOURCES and the app codes. */
const EXACT: ReadonlyMap<string, Lang> = (() => {
  const m = new Map<string, Lang>();
  for (const l of LANGS) {
    m.set(l, l);
    for (const tag of LOCALE_SOURCES[l]) m.set(tag.toLowerCase(), l);
  }
  return m;
})();

/** Lower-cased primary subtag -> lang: the bare tags of LOCALE_SOURCES (e.g. "es" -> spa) and app codes. */
const PRIMARY: ReadonlyMap<string, Lang> = (() => {
  const m = new Map<string, Lang>();
  for (const l of LANGS) {
    for (const tag of LOCALE_SOURCES[l]) if (!tag.includes('-')) m.set(tag.toLowerCase(), l);
    m.set(l, l);
  }
  return m;
})();

const TRADITIONAL_CHINESE_REGIONS = new Set(['tw', 'hk', 'mo']);

/** Primary-subtag match for one lower-cased tag (no exact match found). */
function matchByPrimary(tag: string): Lang | undefined {
  const [primary = '', ...rest] = tag.split('-');
  const lang = PRIMARY.get(primary);
  if (lang !== 'zh' && lang !== 'cht') return lang;
  // Chinese: the script subtag decides; without one, the region does (TW/HK/MO write Traditional).
  if (rest.includes('hant')) return 'cht';
  if (rest.includes('hans')) return 'zh';
  if (rest.some((s) => TRADITIONAL_CHINESE_REGIONS.has(s))) return 'cht';
  return lang;
}

/** Tags of an Accept-Language value (or a list of tags / values), best first by q, `q=0` dropped. */
function rankedTags(input: string | readonly string[]): string[] {
  const parts = (typeof input === 'string' ? [input] : input).flatMap((s) => s.split(','));
  const entries: { tag: string; q: number; i: number }[] = [];
  parts.forEach((part, i) => {
    const [rawTag = '', ...params] = part.split(';');
    const tag = rawTag.trim().toLowerCase().replace(/_/g, '-');
    if (!tag || tag === '*') return;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=(.*)$/i.exec(p);
      if (m) q = Number(m[1]?.trim() || Number.NaN); // a malformed weight drops the tag
    }
    if (!(q > 0)) return;
    entries.push({ tag, q, i });
  });
  entries.sort((a, b) => b.q - a.q || a.i - b.i);
  return entries.map((e) => e.tag);
}

/**
 * The best app lang for an Accept-Language header value (q-weights honoured) or a list of tags.
 * Tags are tried best first; for each, an exact match (case-insensitive, against LOCALE_SOURCES
 * or the app codes) wins, else its primary subtag ("de-LU" -> de, "zh-Hant-TW" -> cht).
 * Returns undefined when nothing matches.
 */
export function matchLang(tags: string | readonly string[] | undefined | null): Lang | undefined {
  if (!tags) return undefined;
  for (const tag of rankedTags(tags)) {
    const lang = EXACT.get(tag) ?? matchByPrimary(tag);
    if (lang) return lang;
  }
  return undefined;
}
