import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';

/** A QueryClient without retries or caching between tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: 0 }, mutations: { retry: false } },
  });
}

/** The app providers as a `wrapper` (renderHook). */
export function withProviders(queryClient: QueryClient = testQueryClient()) {
  return function Providers({ children }: { children: ReactNode }) {
    return <AppProviders queryClient={queryClient}>{children}</AppProviders>;
  };
}

/** Renders inside the app providers (React Query, i18n, antd-mobile config). */
export function renderWithProviders(ui: ReactElement): RenderResult {
  return render(ui, { wrapper: withProviders() });
}

/** Renders a component at `path` inside a memory router and the providers. */
export function renderAtRoute(
  ui: ReactElement,
  { path = '/', handle }: { path?: string; handle?: unknown } = {},
) {
  const router = createMemoryRouter(
    [
      { path, element: ui, handle },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    {
      initialEntries: [path],
    },
  );
  const result = render(<RouterProvider router={router} />, { wrapper: withProviders() });
  return { ...result, router };
}

/** Renders a memory router inside the providers (the caller keeps the router and the client). */
export function renderRouter(
  router: ReturnType<typeof createMemoryRouter>,
  queryClient: QueryClient = testQueryClient(),
): RenderResult {
  return render(<RouterProvider router={router} />, { wrapper: withProviders(queryClient) });
}

/** Every /api call answers `data` for its path (or a 200 envelope with null). */
export function stubApi(responses: Record<string, unknown> = {}) {
  const fetchMock = vi.fn(async (url: string) => {
    const path = url.split('?')[0] ?? url;
    const data = path in responses ? responses[path] : null;
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
