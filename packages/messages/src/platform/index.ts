import { flatCatalogue, PLACEHOLDER } from '../flat-catalogue';
import type { Lang } from '../types';
import { cht } from './cht';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { jp } from './jp';
import { kor } from './kor';
import { pt } from './pt';
import { ru } from './ru';
import { spa } from './spa';
import { th } from './th';
import { vi } from './vi';
import { zh } from './zh';
import type { PlatformKey, PlatformMessages } from './types';

export type { PlatformKey, PlatformMessages };

/**
 * The platform catalogue: texts the platform writes (product names and descriptions, plan
 * content, rules and targeting, coupon names, flow remarks, notifications), in all 12 languages.
 * Rows store a key and parameters ({@link PlatformText}); readers get them in their language.
 */
export const platformCatalogue: Readonly<Record<Lang, PlatformMessages>> = Object.freeze({
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

/** A parameter: a literal, or another platform text rendered in the same language first. */
export type PlatformParam = string | number | PlatformText;

/** A stored platform text: a key of the platform catalogue and its `{{name}}` parameters. */
export interface PlatformText {
  key: PlatformKey;
  params?: Readonly<Record<string, PlatformParam>>;
}

const PLATFORM = flatCatalogue<PlatformKey>(platformCatalogue);

/** Every platform key, in catalogue order. */
export const PLATFORM_KEYS: readonly PlatformKey[] = PLATFORM.keys;

export function isPlatformKey(key: string): key is PlatformKey {
  return PLATFORM.has(key);
}

/**
 * `text` in `lang` with its parameters (nested texts rendered in `lang` too). Falls back to
 * English when the language lacks the key, and to the key itself when no catalogue has it.
 */
export function renderPlatformText(lang: Lang, text: PlatformText): string {
  const template = PLATFORM.template(lang, text.key);
  const params = text.params;
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(params, name)) return whole;
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? renderPlatformText(lang, value) : String(value);
  });
}

/** Shorthand for building a stored text. */
export function platformText(
  key: PlatformKey,
  params?: Readonly<Record<string, PlatformParam>>,
): PlatformText {
  return params ? { key, params } : { key };
}
