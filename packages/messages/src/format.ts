/**
 * How each language writes numbers: its BCP-47 tag, its Intl locale and the one money format. The
 * web client's formatter (apps/web/src/lib/format.ts) and the server's platform texts (money in a
 * notification) both format amounts here, so an amount reads the same on a screen and in a text.
 *
 * - Locale: the app code's BCP-47 tag with Latin digits; Thai uses the Buddhist calendar, the
 *   others the Gregorian one (dates are the client's; listed here so the locale is in one place).
 * - Money: always two decimals with the locale's grouping ("1,080.00", "1.080,00", "1 080,00"),
 *   no currency symbol, and the one minus sign U+2212 "−" ("+" for signed gains). Amounts in
 *   minor units are written by @adc/domain's `formatMoney` first, so no float ever rounds them.
 */
import { MONEY_MAX_MINOR, formatMoney } from '@adc/domain/money';
import { IMAGE_MAX_MB } from '@adc/domain/uploads';
import { DEFAULT_LANG, LANGS, type Lang } from './types';

/** The BCP-47 tag of each app language (also `<html lang>`). */
export const BCP47_TAG: Readonly<Record<Lang, string>> = Object.freeze({
  cht: 'zh-Hant',
  de: 'de',
  en: 'en',
  fr: 'fr',
  jp: 'ja',
  kor: 'ko',
  pt: 'pt',
  ru: 'ru',
  spa: 'es',
  th: 'th',
  vi: 'vi',
  zh: 'zh-Hans',
});

/** The Intl locale of each app language: its tag, Latin digits, and the calendar. */
export const INTL_LOCALE: Readonly<Record<Lang, string>> = Object.freeze(
  Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      `${BCP47_TAG[lang]}-u-ca-${lang === 'th' ? 'buddhist' : 'gregory'}-nu-latn`,
    ]),
  ) as Record<Lang, string>,
);

/** The one minus sign (U+2212 MINUS SIGN), never the ASCII hyphen. */
export const MINUS = '\u2212';

/** A number, or a decimal string that Intl formats exactly (no floating point). */
export type Decimal = number | `${number}`;

/** Intl's minus signs (ASCII hyphen-minus, or the locale's own) → the one MINUS. */
export function withMinus(format: Intl.NumberFormat, value: Decimal): string {
  return format
    .formatToParts(value as number)
    .map((part) => (part.type === 'minusSign' ? MINUS : part.value))
    .join('');
}

const amountFormats = new Map<string, Intl.NumberFormat>();

function amountFormat(lang: Lang, signed: boolean): Intl.NumberFormat {
  const key = `${lang}:${signed}`;
  let format = amountFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[lang] ?? INTL_LOCALE[DEFAULT_LANG], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
    });
    amountFormats.set(key, format);
  }
  return format;
}

/** Money in `lang`: "1,080.00", "1.080,00", "−980.00"; "+12.00" with `signed`. */
export function formatAmount(lang: Lang, value: Decimal, { signed = false } = {}): string {
  return withMinus(amountFormat(lang, signed), value);
}

/** Minor units in `lang`: 125000n → "1,250.00" (en), "1.250,00" (de); -5n → "−0.05". */
export function formatMinor(lang: Lang, minor: bigint, options: { signed?: boolean } = {}): string {
  return formatAmount(lang, formatMoney(minor) as `${number}`, options);
}

/**
 * A size in megabytes as `lang` writes it (Intl's short unit): "5 MB" (en, de, es, pt, vi…),
 * "5 Mo" (fr), "5 МБ" (ru), "5MB" (ko, no space in Korean). The space is a no-break space: the
 * number and its unit never end up on two lines.
 */
export function formatMegabytes(lang: Lang, value: number): string {
  return new Intl.NumberFormat(INTL_LOCALE[lang] ?? INTL_LOCALE[DEFAULT_LANG], {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'short',
  })
    .format(value)
    .replace(/ /g, '\u00a0');
}

/** The image upload limit (IMAGE_MAX_MB) as `lang` writes it, for the texts that name it. */
export const imageMaxSize = (lang: Lang): string => formatMegabytes(lang, IMAGE_MAX_MB);

/** The largest amount the system takes (MONEY_MAX_MINOR) as `lang` writes it, for its message. */
export const moneyMax = (lang: Lang): string => formatMinor(lang, MONEY_MAX_MINOR);
