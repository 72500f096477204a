import { useEffect, useState, type ComponentType } from 'react';
import { Page, STATE_FRAME_HEADER } from '@/components/layout';
import { StateView } from '@/components/state-view';
import { reloadFailedStylesheets } from './stylesheet-recovery';

export type PageModule = { Component: ComponentType };

/**
 * The lazy `Component` of a route that never fails: when the page's chunk or strings cannot load
 * (offline, a dropped connection) it resolves to a page that says so (the route's header stays,
 * the offline state while the browser is offline, else "Couldn't load this") with a Retry button,
 * and loads the real page on Retry or once the browser is back online.
 *
 * React Router leaves a rejected lazy `Component` of a route without a loader unrendered: the user
 * saw an empty shell instead of its error element. Resolving instead of rejecting avoids that.
 */
export function lazyPage(loadPage: () => Promise<PageModule>): () => Promise<ComponentType> {
  // With the page, the stylesheets that failed before (offline): the page's own among them.
  const load = async (): Promise<PageModule> => {
    const [module] = await Promise.all([loadPage(), reloadFailedStylesheets()]);
    return module;
  };
  return async () => {
    try {
      return (await load()).Component;
    } catch (error) {
      console.error('[route] page failed to load', error);
      return recoveringPage(load, error);
    }
  };
}

/** What every mount of a page that failed to load shares: the page once loaded, the last error. */
interface PageSource {
  load: () => Promise<ComponentType>;
  loaded: ComponentType | null;
  error: unknown;
  /** The failure that made the route resolve to this page is for its first mount only. */
  fresh: boolean;
}

/**
 * React Router keeps the resolved component as the route's for good: this one serves every later
 * visit, so it holds what they share. Once the page has loaded (a Retry, the reconnect) later
 * visits render it directly; a later visit while online loads it again (the loading state
 * meanwhile) instead of starting from the old failure.
 */
function recoveringPage(load: () => Promise<PageModule>, firstError: unknown): ComponentType {
  let pending: Promise<ComponentType> | null = null;
  const source: PageSource = {
    loaded: null,
    error: firstError,
    fresh: true,
    // Mounts and retries at the same time share one load.
    load: () =>
      (pending ??= load()
        .then(
          ({ Component }) => (source.loaded = Component),
          (error: unknown) => {
            source.error = error;
            throw error;
          },
        )
        .finally(() => {
          pending = null;
        })),
  };
  return function PageLoadFailed() {
    return <PageLoadRetry source={source} />;
  };
}

interface LoadState {
  Component: ComponentType | null;
  loading: boolean;
  error: unknown;
}

function initialState(source: PageSource): LoadState {
  if (source.loaded) return { Component: source.loaded, loading: false, error: null };
  // The first mount shows the failure just met; offline a new load would only fail: the offline
  // state, which loads once back online.
  if (source.fresh || !navigator.onLine)
    return { Component: null, loading: false, error: source.error };
  return { Component: null, loading: true, error: null };
}

function PageLoadRetry({ source }: { source: PageSource }) {
  const [state, setState] = useState<LoadState>(() => initialState(source));
  const show = (Component: ComponentType) => setState({ Component, loading: false, error: null });
  const fail = (error: unknown) => setState({ Component: null, loading: false, error });

  useEffect(() => {
    source.fresh = false;
  }, [source]);

  useEffect(() => {
    if (!state.loading) return;
    let active = true;
    source.load().then(
      (Component) => active && setState({ Component, loading: false, error: null }),
      (error: unknown) => active && setState({ Component: null, loading: false, error }),
    );
    return () => {
      active = false;
    };
  }, [source, state.loading]);

  const retry = () => {
    source.load().then(show, (error: unknown) => {
      // Online again but still failing (a browser may keep a failed module import): a fresh load.
      if (navigator.onLine) window.location.reload();
      else fail(error);
    });
  };

  if (state.Component) return <state.Component />;
  return (
    <Page header={STATE_FRAME_HEADER}>
      {state.loading ? (
        <StateView state="loading" />
      ) : (
        <StateView state="error" error={state.error} onRetry={retry} />
      )}
    </Page>
  );
}
