import { useTranslation } from 'react-i18next';
import { HTML_LANG, isAppLang } from '@/lib/language';

/** The BCP-47 locale of the current app language, for Intl number and date formats. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return isAppLang(lang) ? HTML_LANG[lang] : 'en';
}

/** "21 Nov 2026, 23:35" in the reader's locale and time zone; '—' when absent or invalid. */
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** "23:35:10": the time of the last live refresh. */
export function formatClock(timestamp: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(new Date(timestamp));
}
