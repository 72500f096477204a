/**
 * THE formatter of the client: every amount, count, percentage, date, time and relative time a
 * user reads goes through this module, in the app language (not the browser's), so one language
 * shows one format on every screen. Components use `useFormat()`; code without React (tests,
 * helpers that receive the formatter) uses `createFormatter(lang)`.
 *
 * Choices, per language (see also README "Languages and formats"):
 * - Locale: the app code maps to a BCP-47 tag (jp→ja, kor→ko, cht→zh-Hant, spa→es, zh→zh-Hans;
 *   the others are their own tag) and Intl applies that locale's grouping, decimal mark, date
 *   order, month names and 12/24-hour clock: en "Nov 30, 2026, 10:51 PM" · de "30.11.2026, 22:51" ·
 *   fr "30 nov. 2026, 22:51" · ja "2026/11/30 22:51" · th "30 พ.ย. 2569 22:51".
 * - Calendar: Gregorian everywhere except Thai, which shows the Buddhist Era year (2026 → 2569), as
 *   Thai documents and Thai Intl do by default. No Japanese era, no Minguo (ROC) years for cht.
 * - Digits: Latin (0–9) in every language (`-u-nu-latn`), also for th.
 * - Money: always two decimals with the locale's grouping ("1,080.00", "1.080,00", "1 080,00");
 *   no currency symbol (the platform has one unit). Amount strings of the API are formatted
 *   exactly (no floating point).
 * - Minus: always U+2212 "−" (never the ASCII hyphen), with "+" for signed gains: `MINUS`.
 * - Times: the device's time zone (the one the client sends as X-TZ).
 * - Relative times ("5 minutes ago", "yesterday") within a week, then the date; under a minute
 *   the catalogue's "just now" (`common.just_now`: Intl's numeric 'auto' says "this minute").
 * - Missing or invalid values: `MISSING` ("—").
 *
 * Not here: CSS lengths (src/lib/units.ts turns design px into vw; nothing a user reads) and the
 * parsing of amounts (@adc/domain `parseMoney`; typed ones: src/lib/amount-rule.ts).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { UNREAD_BADGE_CAP } from '@adc/contract/constants';
import { moneySign } from '@adc/domain/money';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@adc/domain/timing';
import { DEFAULT_LANG, type Lang } from '@adc/messages/types';
import { formatAmount, formatMinor, INTL_LOCALE, MINUS, withMinus } from '@adc/messages/format';
import { i18n } from './i18n';
import { isAppLang } from './language';

/** What a missing or unreadable figure shows. */
export const MISSING = '—';
/** The one minus sign of the app (U+2212 MINUS SIGN), shared with the server's texts. */
export { MINUS, INTL_LOCALE };

/** The Intl locale of an app language code; an unknown code gets English. */
export function localeOf(lang: string): string {
  return INTL_LOCALE[isAppLang(lang) ? lang : DEFAULT_LANG];
}

// ---- values -----------------------------------------------------------------------------------

type NumericInput = string | number | null | undefined;
type Numeric = number | `${number}`;

const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/** Whether `text` is a decimal number ("7.25", "-3"): what `decimal` and `amount` format. */
export const isDecimalText = (text: string): boolean => DECIMAL.test(text.trim());

/** A finite number, or a decimal string kept as a string (Intl formats it exactly); else null. */
function toNumeric(value: NumericInput): Numeric | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  return DECIMAL.test(text) ? (text as `${number}`) : null;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// ---- the formatter ------------------------------------------------------------------------------

export interface AmountOptions {
  /** Adds "+" to positive amounts (negative ones always show "−"). */
  signed?: boolean;
}

export interface Formatter {
  /** The app language and its Intl locale. */
  readonly lang: Lang;
  readonly locale: string;
  /** Money, two decimals: "1,080.00" / "1.080,00" / "−980.00"; "+12.00" with `signed`. */
  amount(value: NumericInput, options?: AmountOptions): string;
  /** Money in minor units (bigint, e.g. a launch price): 125000n → "1,250.00". */
  minor(value: bigint | null | undefined, options?: AmountOptions): string;
  /** A whole count with grouping: "442,067". */
  count(value: NumericInput): string;
  /** A rate or other decimal, keeping the decimals it has (up to 6): "7.2500", "7,2500". */
  decimal(value: NumericInput): string;
  /** The decimal mark of the language's numbers: "." (en, jp…), "," (de, fr, ru…). */
  decimalMark(): string;
  /** A percentage of 0–100 (not 0–1): "5%", "5 %" (de, fr), "12.5%". */
  percent(value: NumericInput): string;
  /** Date and time: "Nov 30, 2026, 10:51 PM". */
  dateTime(value: string | number | Date | null | undefined): string;
  /** Date only: "Nov 30, 2026". */
  date(value: string | number | Date | null | undefined): string;
  /** A "YYYY-MM" month (the API's month key): "November 2026", "พฤศจิกายน 2569". */
  month(key: string): string;
  /** Clock time with seconds: "10:51:08 PM", "22:51:08". */
  clock(value: string | number | Date | null | undefined): string;
  /** Relative within a week ("just now", "5 minutes ago", "yesterday"), else the date. */
  relative(value: string | number | Date | null | undefined, now?: number): string;
}

const MONTH_KEY = /^(\d{4})-(\d{2})$/;

export interface FormatterOptions {
  /** IANA time zone of dates and times; the device's by default (tests pin one). */
  timeZone?: string;
}

/** A value made on first use: an Intl formatter costs its locale data when it is built. */
function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/**
 * A formatter for one app language. Each Intl object is built once, when first used: a page that
 * shows only amounts does not load the locale data of dates, times and relative times (building
 * all seven up front took some 12 ms of a page's first render here, four times that on a slow phone).
 */
export function createFormatter(lang: string, { timeZone }: FormatterOptions = {}): Formatter {
  const appLang: Lang = isAppLang(lang) ? lang : DEFAULT_LANG;
  const locale = localeOf(appLang);
  const zoned = timeZone ? { timeZone } : {};
  const whole = onFirstUse(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
  const decimalMark = onFirstUse(
    () =>
      new Intl.NumberFormat(locale).formatToParts(0.5).find((part) => part.type === 'decimal')
        ?.value ?? '.',
  );
  const percent = onFirstUse(
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
  );
  const dateTime = onFirstUse(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...zoned }),
  );
  const date = onFirstUse(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...zoned }));
  // A month key names a calendar month, not an instant: formatted in UTC from UTC mid-month.
  const month = onFirstUse(
    () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }),
  );
  const clock = onFirstUse(
    () => new Intl.DateTimeFormat(locale, { timeStyle: 'medium', ...zoned }),
  );
  const relative = onFirstUse(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));

  const dated =
    (format: () => Intl.DateTimeFormat) =>
    (value: string | number | Date | null | undefined): string => {
      const at = toDate(value);
      return at ? format().format(at) : MISSING;
    };

  return {
    lang: appLang,
    locale,
    amount(value, { signed = false } = {}) {
      const number = toNumeric(value);
      return number === null ? MISSING : formatAmount(appLang, number, { signed });
    },
    minor(value, { signed = false } = {}) {
      return value === null || value === undefined
        ? MISSING
        : formatMinor(appLang, value, { signed });
    },
    count(value) {
      const number = toNumeric(value);
      return number === null ? MISSING : withMinus(whole(), number);
    },
    decimal(value) {
      const number = toNumeric(value);
      if (number === null) return MISSING;
      const digits = Math.min(6, String(number).split('.')[1]?.length ?? 0);
      const decimal = new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: 6,
      });
      return withMinus(decimal, number);
    },
    decimalMark,
    percent(value) {
      const number = toNumeric(value);
      return number === null ? MISSING : withMinus(percent(), Number(number) / 100);
    },
    dateTime: dated(dateTime),
    date: dated(date),
    month(key) {
      const match = MONTH_KEY.exec(key);
      if (!match) return MISSING;
      return month().format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15)));
    },
    clock: dated(clock),
    relative(value, now = Date.now()) {
      const at = toDate(value);
      if (!at) return MISSING;
      const diff = at.getTime() - now;
      const abs = Math.abs(diff);
      if (abs >= 7 * DAY_MS) return date().format(at);
      // Under a minute, in the user's words: Intl's 0 minutes is "this minute" / "cette minute-ci".
      if (abs < MINUTE_MS) return i18n.t('common.just_now', { lng: appLang });
      if (abs < HOUR_MS) return relative().format(Math.round(diff / MINUTE_MS), 'minute');
      if (abs < DAY_MS) return relative().format(Math.round(diff / HOUR_MS), 'hour');
      return relative().format(Math.round(diff / DAY_MS), 'day');
    },
  };
}

const formatters = new Map<string, Formatter>();

/** The (cached) formatter of an app language. */
export function formatterFor(lang: string): Formatter {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = createFormatter(lang);
    formatters.set(lang, formatter);
  }
  return formatter;
}

/** The formatter of the current app language; components re-render when the language changes. */
export function useFormat(): Formatter {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => formatterFor(lang), [lang]);
}

export type AmountTone = 'positive' | 'negative' | 'zero';

/** The colour of an API amount string by its sign ("-12.50" negative); unreadable is zero. */
export function amountTone(value: string | null | undefined): AmountTone {
  const sign = moneySign(value);
  return sign > 0 ? 'positive' : sign < 0 ? 'negative' : 'zero';
}

/** Badge text for an unread count: '' for none, '99+' above UNREAD_BADGE_CAP (99). */
export function formatBadge(
  count: number | null | undefined,
  cap: number = UNREAD_BADGE_CAP,
): string {
  if (!count || !Number.isFinite(count) || count <= 0) return '';
  return count > cap ? `${cap}+` : String(Math.floor(count));
}
