import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { stubApi, testQueryClient } from '@/test/render';
import { guardRedirect } from './guard';
import { AppProviders } from './providers';
import { APP_ROUTES } from './route-table';
import { createTestRouter } from './router';

afterEach(() => vi.unstubAllGlobals());

/** react-router's warnings among what was logged ("Matched leaf route at location …"). */
const routeWarnings = (warn: { mock: { calls: unknown[][] } }) =>
  warn.mock.calls.map((call) => String(call[0])).filter((text) => /route/i.test(text));

function renderApp(path: string) {
  stubApi();
  const router = createTestRouter([path]);
  render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('guardRedirect', () => {
  it('lets auth-false routes through, token or not', () => {
    expect(guardRedirect({ auth: false }, null)).toBeNull();
    expect(guardRedirect({ auth: false }, 'tok')).toBeNull();
    expect(guardRedirect(undefined, null)).toBeNull();
  });

  it('sends auth routes without a token to /login', () => {
    expect(guardRedirect({ auth: true }, null)).toBe('/login');
    expect(guardRedirect({ auth: true }, 'tok')).toBeNull();
  });
});

describe('route table', () => {
  it('has the 22 pages of the spec (plus / and the catch-all) and the profile screen', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    for (const path of [
      '/404',
      '/login',
      '/register',
      '/entry',
      '/ad-welcome',
      '/ad-center',
      '/ad-center/activities',
      '/ad-center/coupons',
      '/ad-center/edit-login-password',
      '/ad-center/edit-pay-password',
      '/ad-center/feedback',
      '/ad-center/level',
      '/ad-center/operated',
      '/ad-center/ques-detail',
      '/customer',
      '/notification',
      '/plan',
      '/plan/detail',
      '/plan/goods-detail',
      '/wallet',
      '/wallet/bind-card',
      '/wallet/foreign-exchange',
      '/wallet/set-password',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('opens only the welcome, login, register and 404 pages, the two untitled ones (/entry, /customer) and the QA console (its own key) to visitors', () => {
    const open = APP_ROUTES.filter((route) => !route.meta.auth).map((route) => route.path);
    expect(open.sort()).toEqual([
      '/404',
      '/ad-welcome',
      '/customer',
      '/entry',
      '/login',
      '/qa',
      '/register',
    ]);
  });
});

describe('router guard', () => {
  it('redirects / to /login, without a react-router warning (a route with nothing to render)', async () => {
    const warn = vi.spyOn(console, 'warn');
    const router = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(routeWarnings(warn)).toEqual([]);
  });

  it('redirects a protected route to /login without a token', async () => {
    const router = renderApp('/wallet');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
  });

  it('opens a protected route with a stored token and titles the document', async () => {
    storage.setToken('tok');
    const router = renderApp('/wallet/bind-card');
    await waitFor(
      () => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bind card'),
      { timeout: 5000 },
    );
    expect(router.state.location.pathname).toBe('/wallet/bind-card');
    await waitFor(() => expect(document.title).toBe('Bind card'));
  });

  it('sends unknown paths to /404, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    const router = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'), { timeout: 5000 });
    await waitFor(
      () => expect(screen.getByText('Page not found', { selector: 'h2' })).toBeTruthy(),
      { timeout: 5000 },
    );
    expect(routeWarnings(warn)).toEqual([]);
  });
});
