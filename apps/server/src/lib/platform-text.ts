import { formatMoney } from '@adc/contract';
import type { Lang } from '@adc/messages';
import {
  isPlatformKey,
  platformMoney,
  renderPlatformText,
  type PlatformMoney,
  type PlatformParam,
  type PlatformText,
} from '@adc/messages/platform';
import { memoizeByString } from './string-memo';

/**
 * Platform texts in storage. A row whose texts the platform wrote keeps, in its `texts` column,
 * each field as a key of the platform catalogue with its parameters (JSON `{ field: { key,
 * params } }`), and the English rendering in the field's own column (for SQL, logs and the unique
 * indexes that use a name). Reads render the key in the reader's language. A row with `texts`
 * null (written through the QA surface) is shown as given.
 */

/** The column values for texts written by the platform: English plain columns plus the keys. */
export function storeTexts<T extends Readonly<Record<string, PlatformText | undefined>>>(
  texts: T,
): {
  plain: { [K in keyof T]: undefined extends T[K] ? string | undefined : string };
  texts: string;
} {
  const plain: Record<string, string> = {};
  for (const [field, text] of Object.entries(texts)) {
    if (text) plain[field] = renderPlatformText('en', text);
  }
  return {
    plain: plain as { [K in keyof T]: undefined extends T[K] ? string | undefined : string },
    texts: JSON.stringify(texts),
  };
}

/** `field` of a row in `lang`: its platform text when it has one, else the stored value. */
export function localized(lang: Lang, texts: string | null, field: string, stored: string): string {
  if (texts === null) return stored;
  const text = parseTexts(texts)[field];
  return text ? renderPlatformText(lang, text) : stored;
}

/** The platform text stored for `field`, or null (no `texts`, or none for that field). */
export function storedText(texts: string | null, field: string): PlatformText | null {
  return texts === null ? null : (parseTexts(texts)[field] ?? null);
}

/** Parsed `texts` columns (rows repeat from request to request), validated on the way in. */
const parseTexts = memoizeByString((json: string): Record<string, PlatformText | undefined> => {
  try {
    const value: unknown = JSON.parse(json);
    if (!isRecord(value)) return {};
    const out: Record<string, PlatformText | undefined> = {};
    for (const [field, text] of Object.entries(value)) {
      if (isPlatformText(text)) out[field] = text;
    }
    return out;
  } catch {
    return {};
  }
}, 5000);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPlatformText(value: unknown): value is PlatformText {
  if (!isRecord(value) || typeof value.key !== 'string' || !isPlatformKey(value.key)) return false;
  if (value.params === undefined) return true;
  return isRecord(value.params) && Object.values(value.params).every(isParam);
}

function isParam(value: unknown): value is PlatformParam {
  return (
    typeof value === 'string' ||
    typeof value === 'number' ||
    isPlatformMoney(value) ||
    isPlatformText(value)
  );
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

function isPlatformMoney(value: unknown): value is PlatformMoney {
  return isRecord(value) && typeof value.money === 'string' && DECIMAL.test(value.money);
}

/** An amount in minor units as a platform-text parameter: written in the reader's money format. */
export const moneyParam = (minor: bigint): PlatformMoney => platformMoney(formatMoney(minor));
