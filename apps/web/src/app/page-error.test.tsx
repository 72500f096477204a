import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteHandle } from '@/hooks/use-route-meta';
import { stubApi, testQueryClient } from '@/test/render';
import { PageError } from './app-root';
import { lazyPage } from './page-load';
import { AppProviders } from './providers';

afterEach(() => vi.unstubAllGlobals());

function Crashing(): never {
  throw new Error('boom');
}

describe('PageError', () => {
  it('keeps the page header and shows a visible Retry button when a page crashes', async () => {
    stubApi();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handle: RouteHandle = { meta: { auth: false, title: 'titles.feedback', header: {} } };
    const router = createMemoryRouter(
      [{ path: '/x', handle, Component: Crashing, ErrorBoundary: PageError }],
      {
        initialEntries: ['/x'],
      },
    );
    render(
      <AppProviders queryClient={testQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText("Couldn't load this")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Feedback' })).toBeTruthy();
  });
});

describe('a page that cannot load (lazyPage)', () => {
  it('offline: the offline state with a Retry button, then the page once it loads', async () => {
    stubApi();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handle: RouteHandle = { meta: { auth: false, title: 'titles.feedback', header: {} } };
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { Component: () => <p>The feedback form</p> };
    });
    // No loader: React Router itself would render nothing for a rejected lazy Component.
    const router = createMemoryRouter(
      [{ path: '/x', handle, lazy: { Component: lazyPage(load) }, ErrorBoundary: PageError }],
      { initialEntries: ['/x'] },
    );
    render(
      <AppProviders queryClient={testQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText("You're offline")).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Feedback' })).toBeTruthy();
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The feedback form')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
