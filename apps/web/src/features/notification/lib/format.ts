import { useTranslation } from 'react-i18next';
import { HTML_LANG, isAppLang } from '@/lib/language';

/** The BCP-47 locale of the current app language, for Intl date formats. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return isAppLang(lang) ? HTML_LANG[lang] : 'en';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A notification's time: relative within a week ("5 minutes ago", "yesterday"), else the date
 * ("21 Nov 2026"). `now` is injectable for tests.
 */
export function formatWhen(iso: string, locale: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const diff = time - now;
  const abs = Math.abs(diff);
  if (abs < 7 * DAY) {
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    if (abs < HOUR) return relative.format(Math.round(diff / MINUTE), 'minute');
    if (abs < DAY) return relative.format(Math.round(diff / HOUR), 'hour');
    return relative.format(Math.round(diff / DAY), 'day');
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(time));
}

/** Full date and time (the opened notification). */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
