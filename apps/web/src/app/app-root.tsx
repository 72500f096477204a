import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useRouteError } from 'react-router-dom';
import { Page, STATE_FRAME_HEADER } from '@/components/layout';
import { StateView } from '@/components/state-view';
import { useBasicConfig } from '@/hooks/use-basic-config';
import { useRouteMeta } from '@/hooks/use-route-meta';
import { api } from '@/lib/api';
import { changeLanguage, i18n } from '@/lib/i18n';
import { resolveLanguage } from '@/lib/language';
import { storage } from '@/lib/storage';
import { toast } from '@/lib/notify';
import { ConnectionBanner } from './connection-banner';
import { NavigationProgress } from './navigation-progress';
import styles from './app-root.module.css';

/** document.title is the route meta's title, translated (the app name where there is none). */
function useDocumentTitle(): void {
  const meta = useRouteMeta();
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = meta ? t(meta.title) : t('app.name');
  }, [meta, t, i18n.language]);
}

/**
 * First visit (no stored `lang`): ask the server which language the browser prefers
 * (GET /api/auth/v2/lang maps Accept-Language through client_language_map).
 */
function useInitialLanguage(): void {
  useEffect(() => {
    if (storage.hasLang()) return;
    let cancelled = false;
    const browserLang = resolveLanguage(
      navigator.language,
      storage.getBasicConfig()?.client_language_map,
    );
    api.common
      .lang()
      .then(({ lang }) => {
        if (!cancelled && !storage.hasLang()) void changeLanguage(lang);
      })
      .catch(() => {
        if (!cancelled && browserLang && !storage.hasLang()) void changeLanguage(browserLang);
      });
    return () => {
      cancelled = true;
    };
  }, []);
}

/**
 * After the first paint: antd-mobile's React 19 renderer for imperative Toast / Dialog (see
 * lib/antd-render.ts); a page that calls them before this has run should use '@/lib/dialogs'.
 */
function useDeferredAntdRender(): void {
  useEffect(() => {
    void import('@/lib/antd-render').then(({ setupAntdRender }) => setupAntdRender());
  }, []);
}

/** The root layout: shared effects for every page, then the page. */
export function AppRoot() {
  useDeferredAntdRender();
  useDocumentTitle();
  useInitialLanguage();
  useBasicConfig(); // warm fb_basic_config for the header and the API layer
  return (
    <div className={styles.shell}>
      <NavigationProgress />
      <Outlet />
      <ConnectionBanner />
      <ScrollRestoration />
    </div>
  );
}

/** Shown while the first route chunk loads. */
export function RouteFallback() {
  return (
    <div className={styles.shell}>
      <StateView state="loading" className={styles.fallback} />
    </div>
  );
}

/**
 * Retry of a page that could not load or crashed: a fresh load of the app. Offline that would
 * show the browser's own error page, so it says "No connection" instead (the offline state
 * reloads by itself once the browser is back online).
 */
function reloadWhenOnline(): void {
  if (navigator.onLine) window.location.reload();
  else toast(i18n.t('connection.network_failed'));
}

/**
 * A page that crashed while rendering or could not load (its chunk or its strings, e.g. offline):
 * its header (from the route meta) stays, so the user can go back or reach customer service, and
 * the body says what happened with a Retry button.
 */
export function PageError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Page header={STATE_FRAME_HEADER}>
      <StateView state="error" error={error} onRetry={reloadWhenOnline} />
    </Page>
  );
}

export function RootError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className={styles.shell}>
      <StateView
        state="error"
        error={error}
        className={styles.fallback}
        onRetry={reloadWhenOnline}
      />
    </div>
  );
}
