import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteHandle } from '@/hooks/use-route-meta';
import { createQueryClient } from '@/lib/query-client';
import { renderRouter, stubApi } from '@/test/render';
import { PageError } from './app-root';
import { lazyPage, type PageModule } from './page-load';
import { watchStylesheets } from './stylesheet-recovery';

afterEach(() => vi.unstubAllGlobals());

function Crashing(): never {
  throw new Error('boom');
}

/** The route at /x (with PageError as its error boundary), rendered with the app's providers. */
function renderAtX(route: Omit<RouteObject, 'path' | 'ErrorBoundary' | 'index' | 'children'>) {
  return renderRouter(
    createMemoryRouter([{ ...route, path: '/x', ErrorBoundary: PageError }], {
      initialEntries: ['/x'],
    }),
  );
}

describe('PageError', () => {
  it('keeps the page header and shows a visible Retry button when a page crashes', async () => {
    stubApi();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handle: RouteHandle = { meta: { auth: false, title: 'titles.feedback', header: {} } };
    renderAtX({ handle, Component: Crashing });
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
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { Component: () => <p>The feedback form</p> };
    });
    // No loader: React Router itself would render nothing for a rejected lazy Component.
    renderAtX({ handle, lazy: { Component: lazyPage(load) } });
    expect(await screen.findByText("You're offline")).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Feedback' })).toBeTruthy();
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The feedback form')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a page that cannot load while the browser is online', () => {
  it('says it could not load, with a Retry, not "offline"', async () => {
    stubApi();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const handle: RouteHandle = { meta: { auth: false, title: 'titles.feedback', header: {} } };
    const load = vi.fn(async (): Promise<PageModule> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    renderAtX({ handle, lazy: { Component: lazyPage(load) } });
    expect(await screen.findByText("Couldn't load this")).toBeTruthy();
    expect(screen.queryByText("You're offline")).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('a page with a see-through white header (its own hero under it)', () => {
  const handle: RouteHandle = {
    meta: {
      auth: false,
      title: 'titles.foreign_exchange',
      header: { transparent: true, light: true },
    },
  };
  const headerClass = () => screen.getByTestId('app-header').className;

  it('that cannot load: an opaque header with dark text over the offline state', async () => {
    stubApi();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(async (): Promise<PageModule> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    renderAtX({ handle, lazy: { Component: lazyPage(load) } });
    expect(await screen.findByText("You're offline")).toBeTruthy();
    expect(headerClass()).not.toMatch(/transparent|light/);
  });

  it('that crashed: an opaque header with dark text over the error', async () => {
    stubApi();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAtX({ handle, Component: Crashing });
    expect(await screen.findByText("Couldn't load this")).toBeTruthy();
    expect(headerClass()).not.toMatch(/transparent|light/);
  });
});

describe('a page whose stylesheet could not load', () => {
  it('loads the stylesheet again with the page: once back online the page is not unstyled', async () => {
    stubApi();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unwatch = watchStylesheets();
    const handle: RouteHandle = { meta: { auth: false, title: 'titles.profile', header: {} } };
    const href = `${location.origin}/assets/profile-test.css`;
    // Like Vite's preload helper: the CSS as a <link> the first time, then never asked again.
    let asked = false;
    const load = vi.fn(async (): Promise<PageModule> => {
      if (!asked) {
        asked = true;
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        document.head.append(link);
        await new Promise((resolve) => setTimeout(resolve)); // the network answers later
        link.dispatchEvent(new Event('error'));
        throw new Error(`Unable to preload CSS for ${href}`);
      }
      return { Component: () => <p>The profile</p> };
    });
    try {
      renderAtX({ handle, lazy: { Component: lazyPage(load) } });
      expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      // The stylesheet is asked for again, in place of the failed one; the page waits for it.
      const links = () => [...document.head.querySelectorAll(`link[href="${href}"]`)];
      await waitFor(() => expect(links()).toHaveLength(1));
      expect(screen.queryByText('The profile')).toBeNull();
      act(() => void links()[0]?.dispatchEvent(new Event('load')));
      expect(await screen.findByText('The profile')).toBeTruthy();
      expect(links()).toHaveLength(1);
    } finally {
      unwatch();
      document.head.querySelectorAll(`link[href="${href}"]`).forEach((link) => link.remove());
    }
  });
});

describe('a page that could not load, on later visits', () => {
  const handle: RouteHandle = { meta: { auth: false, title: 'titles.feedback', header: {} } };

  it('loads again while online (the loading state meanwhile), then opens directly', async () => {
    stubApi();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let release = () => {};
    const load = vi
      .fn<() => Promise<PageModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(
        () =>
          new Promise((resolve) => {
            release = () => resolve({ Component: () => <p>The feedback form</p> });
          }),
      );
    const router = createMemoryRouter(
      [
        { path: '/x', handle, lazy: { Component: lazyPage(load) }, ErrorBoundary: PageError },
        { path: '/home', Component: () => <p>Home</p> },
      ],
      { initialEntries: ['/x'] },
    );
    renderRouter(router);
    expect(await screen.findByText("You're offline")).toBeTruthy();

    // A later visit while online: not the old failure, a new load.
    onLine.mockReturnValue(true);
    await act(() => router.navigate('/home'));
    await act(() => router.navigate('/x'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status', { busy: true })).toBeTruthy();
    act(() => release());
    expect(await screen.findByText('The feedback form')).toBeTruthy();

    // Loaded: every later visit renders the page at once.
    await act(() => router.navigate('/home'));
    await act(() => router.navigate('/x'));
    expect(screen.getByText('The feedback form')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks again, once back online, for the prefetch that failed offline (retryOnMount: false)', async () => {
    stubApi();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const client = createQueryClient();
      client.setQueryDefaults(['balances'], { retry: false });
      const balances = vi.fn(async () => {
        if (!navigator.onLine) throw new TypeError('Failed to fetch');
        return 'the balances';
      });
      const query = { queryKey: ['balances'], queryFn: balances };
      function Wallet() {
        const { data, isError } = useQuery({ ...query, retryOnMount: false });
        return <p>{isError ? 'failed' : (data ?? 'loading')}</p>;
      }
      const load = vi.fn(async () => {
        if (!navigator.onLine) throw new TypeError('Failed to fetch dynamically imported module');
        return { Component: Wallet };
      });
      const router = createMemoryRouter(
        [
          {
            path: '/x',
            handle,
            loader: () => {
              void client.prefetchQuery(query);
              return null;
            },
            lazy: { Component: lazyPage(load) },
            ErrorBoundary: PageError,
          },
        ],
        { initialEntries: ['/x'] },
      );
      renderRouter(router, client);
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(await screen.findByText("You're offline")).toBeTruthy();
      await waitFor(() => expect(client.getQueryState(['balances'])?.status).toBe('error'));

      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      // The page loads by itself and asks for the balances again (the prefetch's failure was
      // the offline one).
      expect(await screen.findByText('the balances')).toBeTruthy();
      expect(balances).toHaveBeenCalledTimes(2);
      // The header's queries, asked again too, end before the test's fetch stub goes.
      await waitFor(() => expect(client.isFetching()).toBe(0));
    } finally {
      onLine.mockRestore();
    }
  });
});
