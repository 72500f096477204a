import {
  createBrowserRouter,
  createMemoryRouter,
  redirect,
  type RouteObject,
} from 'react-router-dom';
import { PATHS } from '@/config/paths';
import type { RouteHandle } from '@/hooks/use-route-meta';
import { AppRoot, PageError, RootError, RouteFallback } from './app-root';
import { requireAuthLoader } from './guard';
import { lazyPage } from './page-load';
import { APP_ROUTES } from './route-table';

/** The route objects: a root layout holding '/', every page of the table, and the catch-all. */
export function buildRoutes(): RouteObject[] {
  const pages: RouteObject[] = APP_ROUTES.map(({ path, meta, load }) => ({
    path,
    handle: { meta } satisfies RouteHandle,
    loader: meta.auth ? requireAuthLoader : undefined,
    ErrorBoundary: PageError,
    // Granular lazy: only the component is lazy, so the guard's loader (a redirect) does not
    // wait for the page chunk. A page that cannot load shows why, with a Retry (./page-load.tsx).
    lazy: { Component: lazyPage(load) },
  }));
  return [
    {
      id: 'root',
      path: PATHS.root,
      Component: AppRoot,
      HydrateFallback: RouteFallback,
      ErrorBoundary: RootError,
      children: [
        { index: true, loader: () => redirect(PATHS.login) },
        ...pages,
        { path: '*', loader: () => redirect(PATHS.notFound) },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}

/** For tests: the same routes in memory. */
export function createTestRouter(initialEntries: string[] = [PATHS.root]) {
  return createMemoryRouter(buildRoutes(), { initialEntries });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
