import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFeatureMessages } from '@/lib/i18n';
import { withProviders } from '@/test/render';
import { NavigationProgress } from './navigation-progress';

beforeAll(() => loadFeatureMessages('en'));

describe('<NavigationProgress>', () => {
  it('shows a bar while the next page loads (a slow network), and removes it once it opens', async () => {
    let arrive: (Component: ComponentType) => void = () => undefined;
    const slowPage = new Promise<ComponentType>((resolve) => {
      arrive = resolve;
    });
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <NavigationProgress />
              <Outlet />
            </>
          ),
          children: [
            { index: true, element: <Link to="/customer">Customer service</Link> },
            { path: 'customer', lazy: { Component: () => slowPage } },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />, { wrapper: withProviders() });

    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Customer service' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();

    arrive(() => <h1>How can we help?</h1>);
    expect(await screen.findByRole('heading', { name: 'How can we help?' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
