import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteHandle } from '@/hooks/use-route-meta';
import { stubApi, testQueryClient } from '@/test/render';
import { PageError } from './app-root';
import { AppProviders } from './providers';

afterEach(() => vi.unstubAllGlobals());

function Crashing(): never {
  throw new Error('boom');
}

describe('PageError', () => {
  it('keeps the page header and offers a reload when a page crashes', async () => {
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
    expect(await screen.findByText('Request failed, click to reload')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Feedback' })).toBeTruthy();
  });
});
