import { ConfigProvider, setDefaultConfig } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAntdLocale, type AntdLocale } from '@/lib/antd-locale';
import { currentLang } from '@/lib/i18n';

/**
 * antd-mobile's ConfigProvider with the locale of the current app language. The route table
 * wraps every feature page in it (it loads with the first one); the sign-in pages use no
 * antd-mobile component with built-in texts, which keeps antd-mobile out of their first load.
 * Imperative Dialog / Toast render outside React's tree: they get the locale via setDefaultConfig.
 */
export function AntdConfig({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState<AntdLocale | null>(null);
  useEffect(() => {
    let cancelled = false;
    loadAntdLocale(currentLang())
      .then((loaded) => {
        if (cancelled) return;
        setDefaultConfig({ locale: loaded });
        setLocale(loaded);
      })
      .catch((error: unknown) => console.error('[antd-locale]', error));
    return () => {
      cancelled = true;
    };
  }, [i18n.language]);
  // Until the locale chunk arrives antd-mobile keeps its defaults (only built-in texts differ).
  return <ConfigProvider {...(locale ? { locale } : {})}>{children}</ConfigProvider>;
}
