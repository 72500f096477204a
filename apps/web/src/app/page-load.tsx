import { useState, type ComponentType } from 'react';
import { Page } from '@/components/layout';
import { StateView } from '@/components/state-view';

export type PageModule = { Component: ComponentType };

/**
 * The lazy `Component` of a route that never fails: when the page's chunk or strings cannot load
 * (offline, a dropped connection) it resolves to a page that says so (the route's header stays,
 * the offline state when the request never reached the server) with a Retry button, and loads the
 * real page on Retry or once the browser is back online.
 *
 * React Router leaves a rejected lazy `Component` of a route without a loader unrendered: the user
 * saw an empty shell instead of its error element. Resolving instead of rejecting avoids that.
 */
export function lazyPage(load: () => Promise<PageModule>): () => Promise<ComponentType> {
  return async () => {
    try {
      return (await load()).Component;
    } catch (error) {
      console.error('[route] page failed to load', error);
      return function PageLoadFailed() {
        return <PageLoadRetry load={load} firstError={error} />;
      };
    }
  };
}

function PageLoadRetry({
  load,
  firstError,
}: {
  load: () => Promise<PageModule>;
  firstError: unknown;
}) {
  const [state, setState] = useState<{ Component: ComponentType | null; error: unknown }>({
    Component: null,
    error: firstError,
  });
  const retry = () => {
    load().then(
      ({ Component }) => setState({ Component, error: null }),
      (error: unknown) => {
        // Online again but still failing (a browser may keep a failed module import): a fresh load.
        if (navigator.onLine) window.location.reload();
        else setState({ Component: null, error });
      },
    );
  };
  if (state.Component) return <state.Component />;
  return (
    <Page>
      <StateView state="error" error={state.error} onRetry={retry} />
    </Page>
  );
}
