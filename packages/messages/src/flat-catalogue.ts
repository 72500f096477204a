import { DEFAULT_LANG, LANGS, type Lang } from './types';

/**
 * A nested catalogue per language, looked up by dotted key (`error.id_error`) with English as the
 * fallback: the message catalogue and the platform catalogue are both read through one of these.
 */
export interface FlatCatalogue<K extends string> {
  /** Every key, in the English catalogue's order. */
  readonly keys: readonly K[];
  has(key: string): key is K;
  /** The template in `lang`, else English, else the key itself. */
  template(lang: Lang, key: K): string;
}

export function flatCatalogue<K extends string>(
  catalogue: Readonly<Record<Lang, object>>,
): FlatCatalogue<K> {
  const flat = new Map(LANGS.map((lang) => [lang, flatten(catalogue[lang], '', new Map())]));
  const english = flat.get(DEFAULT_LANG) ?? new Map<string, string>();
  return {
    keys: Object.freeze([...english.keys()] as K[]),
    has: (key: string): key is K => english.has(key),
    template: (lang, key) => flat.get(lang)?.get(key) ?? english.get(key) ?? key,
  };
}

function flatten(node: object, prefix: string, out: Map<string, string>): Map<string, string> {
  for (const [k, v] of Object.entries(node)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else if (v && typeof v === 'object') flatten(v as object, key, out);
  }
  return out;
}

/** `{{name}}` placeholders of i18next syntax. */
export const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;
