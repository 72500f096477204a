import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  createMemoryRouter,
  Navigate,
  redirect,
  type RouteObject,
} from 'react-router-dom';
import { PATHS } from '@/config/paths';
import type { RouteHandle } from '@/hooks/use-route-meta';
import { installOverlayHistory } from '@/lib/overlay-history';
import { AppRoot, PageError, RootError, RouteFallback } from './app-root';
import { requireAuthLoader } from './guard';
import { lazyPage } from './page-load';
import { APP_ROUTES, type AppRouteDef } from './route-table';

/** A page's loader: the guard of an auth route, then its prefetch (not awaited) when given a client. */
function pageLoader({ meta, prefetch }: AppRouteDef, client?: QueryClient) {
  const start = client && prefetch ? () => void prefetch(client) : undefined;
  if (!meta.auth && !start) return undefined;
  return () => {
    if (meta.auth) requireAuthLoader();
    start?.();
    return null;
  };
}

/**
 * A route that only sends the visitor on (`/` → /login, an unknown path → /404): its loader
 * redirects before anything renders, and its element says the same thing, so the route has
 * something to render. Without one react-router logs "Matched leaf route … does not have an
 * element or Component" on every visit (it checks the leaf while the loader runs).
 */
function redirectRoute(route: { index: true } | { path: string }, to: string): RouteObject {
  return { ...route, loader: () => redirect(to), element: <Navigate to={to} replace /> };
}

/**
 * The route objects: a root layout holding '/', every page of the table, and the catch-all. With
 * a query client, pages start their first queries from their loader (see AppRouteDef.prefetch).
 */
export function buildRoutes(client?: QueryClient): RouteObject[] {
  const pages: RouteObject[] = APP_ROUTES.map((route) => ({
    path: route.path,
    handle: { meta: route.meta } satisfies RouteHandle,
    loader: pageLoader(route, client),
    ErrorBoundary: PageError,
    // Granular lazy: only the component is lazy, so the guard's loader (a redirect) does not
    // wait for the page chunk. A page that cannot load shows why, with a Retry (./page-load.tsx).
    lazy: { Component: lazyPage(route.load) },
  }));
  return [
    {
      id: 'root',
      path: PATHS.root,
      Component: AppRoot,
      HydrateFallback: RouteFallback,
      ErrorBoundary: RootError,
      children: [
        redirectRoute({ index: true }, PATHS.login),
        ...pages,
        redirectRoute({ path: '*' }, PATHS.notFound),
      ],
    },
  ];
}

export function createAppRouter(client: QueryClient) {
  // The back gesture closes an open sheet or dialog: its listener goes before the router's.
  const created: { router?: ReturnType<typeof createBrowserRouter> } = {};
  installOverlayHistory(() => created.router?.state.location.key ?? 'default');
  created.router = createBrowserRouter(buildRoutes(client));
  return created.router;
}

/** For tests: the same routes in memory. */
export function createTestRouter(initialEntries: string[] = [PATHS.root]) {
  return createMemoryRouter(buildRoutes(), { initialEntries });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
