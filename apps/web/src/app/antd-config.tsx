// antd-mobile's global styles (CSS variables) before any feature page renders a component.
import 'antd-mobile/es/global';
import ConfigProvider, { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAntdLocale, type AntdLocale } from '@/lib/antd-locale';
import type { Lang } from '@adc/contract';
import { currentLang } from '@/lib/i18n';

/** Locales loaded so far: a page whose locale was preloaded renders with it from the start. */
const loaded = new Map<Lang, AntdLocale>();

/**
 * Loads antd-mobile's locale of `lang` (the route table awaits it with every feature page, so
 * built-in texts never show in English first).
 */
export async function preloadAntdLocale(lang: Lang): Promise<AntdLocale> {
  const cached = loaded.get(lang);
  if (cached) return cached;
  const locale = await loadAntdLocale(lang);
  loaded.set(lang, locale);
  setDefaultConfig({ locale });
  return locale;
}

/**
 * antd-mobile's ConfigProvider with the locale of the current app language. The route table
 * wraps every feature page in it (it loads with the first one); the sign-in pages use no
 * antd-mobile component with built-in texts, which keeps antd-mobile out of their first load.
 * Imperative Dialog / Toast render outside React's tree: they get the locale via setDefaultConfig.
 */
export function AntdConfig({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = currentLang();
  const [locale, setLocale] = useState<AntdLocale | null>(() => loaded.get(lang) ?? null);
  useEffect(() => {
    let cancelled = false;
    preloadAntdLocale(currentLang())
      .then((next) => {
        if (!cancelled) setLocale(next);
      })
      .catch((error: unknown) => console.error('[antd-locale]', error));
    return () => {
      cancelled = true;
    };
  }, [i18n.language]);
  // Until a language switch's locale chunk arrives antd-mobile keeps the previous one.
  return <ConfigProvider {...(locale ? { locale } : {})}>{children}</ConfigProvider>;
}
