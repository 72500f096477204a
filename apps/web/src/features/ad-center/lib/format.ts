/**
 * Number and date formatting for the ad-center screens, in the app language (Intl). Amounts of
 * the API are strings with two decimals ("1250.00", "-3.20").
 */
import type { Lang } from '@adc/messages/types';
import { HTML_LANG, isAppLang } from '@/lib/language';

export function localeOf(lang: string): string {
  return isAppLang(lang) ? HTML_LANG[lang as Lang] : 'en';
}

function toNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** "1,250.00"; `signed` adds "+" to positive amounts (negative ones always keep their "-"). */
export function formatAmount(
  value: string | number | null | undefined,
  lang: string,
  { signed = false } = {},
): string {
  const number = toNumber(value);
  if (number === null) return '--';
  return new Intl.NumberFormat(localeOf(lang), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(number);
}

/** A whole count with grouping: "442,067". */
export function formatCount(value: number | null | undefined, lang: string): string {
  const number = toNumber(value);
  if (number === null) return '--';
  return new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 0 }).format(number);
}

/** Date and time of an ISO string, e.g. "Nov 21, 2026, 11:35 PM". */
export function formatDateTime(iso: string | null | undefined, lang: string): string {
  if (!iso) return '--';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '--';
  return new Intl.DateTimeFormat(localeOf(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** Clock time of a timestamp (ms), e.g. "23:35:08". */
export function formatClock(timestamp: number, lang: string): string {
  return new Intl.DateTimeFormat(localeOf(lang), {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(timestamp));
}
