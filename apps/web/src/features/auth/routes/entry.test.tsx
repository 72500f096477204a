import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { renderRouter } from '@/test/render';
import { Component as Entry } from './entry';

afterEach(() => {
  vi.unstubAllGlobals();
  storage.clearSession();
});

describe('/entry', () => {
  it('offers the sign-in page when the token is refused as expired (no dead end)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ code: 503, msg: 'Session expired, please log in again', data: null }),
      ),
    );
    renderRouter(
      createMemoryRouter([{ path: '/entry', element: <Entry /> }], {
        initialEntries: ['/entry?token=expired-token'],
      }),
    );
    const link = await screen.findByRole('link', { name: 'Log in' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/login');
  });
});
