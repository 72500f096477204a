import { flatCatalogue, PLACEHOLDER } from '../flat-catalogue';
import { formatAmount } from '../format';
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
 * content, rules and targeting, coupon names, flow remarks, notifications, and the QA scenarios'
 * descriptions), in all 12 languages. Rows store a key and parameters ({@link PlatformText});
 * readers get them in their language.
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

/** An amount (API decimal string, "250.00"), written in the reader's money format. */
export interface PlatformMoney {
  money: `${number}`;
}

/**
 * A parameter: a literal, an amount (formatted for the reader), or another platform text rendered
 * in the same language first.
 */
export type PlatformParam = string | number | PlatformMoney | PlatformText;

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
    if (typeof value !== 'object') return String(value);
    return 'money' in value ? formatAmount(lang, value.money) : renderPlatformText(lang, value);
  });
}

/** An amount parameter: `platformMoney('250.00')` reads "250,00" in German. */
export function platformMoney(amount: string): PlatformMoney {
  return { money: amount as `${number}` };
}

/** Shorthand for building a stored text. */
export function platformText(
  key: PlatformKey,
  params?: Readonly<Record<string, PlatformParam>>,
): PlatformText {
  return params ? { key, params } : { key };
}
