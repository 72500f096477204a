import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@adc/contract';
import { loadFeatureMessages } from '@/lib/i18n';
import { storage } from '@/lib/storage';
import { renderAtRoute, stubApi } from '@/test/render';
import { Component as EditLoginPassword } from './edit-login-password';

const input = (testId: string) => {
  const element = screen.getByTestId(testId).querySelector('input');
  if (!element) throw new Error(`no input in ${testId}`);
  return element;
};

function fill(old: string, next: string, confirm: string) {
  fireEvent.change(input('ad-center-login-password-old'), { target: { value: old } });
  fireEvent.change(input('ad-center-login-password-new'), { target: { value: next } });
  fireEvent.change(input('ad-center-login-password-confirm'), { target: { value: confirm } });
}

const passwordCalls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/update/password'));

beforeAll(() => loadFeatureMessages('en'));

afterEach(() => {
  vi.unstubAllGlobals();
  document.querySelectorAll('.adc-toast').forEach((el) => el.remove());
});

describe('/ad-center/edit-login-password', () => {
  it('checks the fields on the client before sending anything', async () => {
    const fetchMock = stubApi();
    renderAtRoute(<EditLoginPassword />, { path: '/ad-center/edit-login-password' });

    fireEvent.click(screen.getByTestId('ad-center-login-password-submit'));
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(screen.getByText('New password is required')).toBeTruthy();
    expect(screen.getByText('Confirm new password is required')).toBeTruthy();

    fill('demo1234', 'demo1234', 'demo1234');
    fireEvent.click(screen.getByTestId('ad-center-login-password-submit'));
    expect(await screen.findByText('New password cannot be the same as the old')).toBeTruthy();

    fill('demo1234', 'better567', 'better568');
    fireEvent.click(screen.getByTestId('ad-center-login-password-submit'));
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();

    fill('demo1234', 'abc', 'abc');
    fireEvent.click(screen.getByTestId('ad-center-login-password-submit'));
    expect(await screen.findByText('Password must be 6-64 characters')).toBeTruthy();

    expect(passwordCalls(fetchMock)).toHaveLength(0);
  });

  it('sends the change, clears the session and asks to log in again', async () => {
    storage.setSession('tok', { username: 'demo', entry: 'register' } as UserInfo);
    const fetchMock = stubApi({ '/api/update/password': null });
    const { router } = renderAtRoute(<EditLoginPassword />, {
      path: '/ad-center/edit-login-password',
    });

    fill('demo1234', 'better567', 'better567');
    fireEvent.click(screen.getByTestId('ad-center-login-password-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const [, init] = passwordCalls(fetchMock)[0] ?? [];
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      old_password: 'demo1234',
      new_password: 'better567',
      confirm_password: 'better567',
    });
    expect(storage.getToken()).toBeNull();
    expect(storage.getUserInfo()).toBeNull();
    expect(document.body.textContent).toContain('Password changed, please log in again');
    // /login is told why, and whose username to fill in (the session is gone by then).
    expect(router.state.location.state).toEqual({
      relogin: true,
      username: 'demo',
      returnTo: null,
      reason: 'password_changed',
    });
  });

  it('keeps the session when the server refuses the old password', async () => {
    storage.setSession('tok', { username: 'demo', entry: 'register' } as UserInfo);
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/api/update/password')
        ? new Response(
            JSON.stringify({ code: 400, msg: 'Please enter the correct old password', data: null }),
            { status: 200 },
          )
        : new Response(JSON.stringify({ code: 200, msg: 'ok', data: null }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderAtRoute(<EditLoginPassword />, {
      path: '/ad-center/edit-login-password',
    });
    fill('wrong-one', 'better567', 'better567');
    fireEvent.click(screen.getByTestId('ad-center-login-password-submit'));
    await waitFor(() => expect(passwordCalls(fetchMock)).toHaveLength(1));
    // The API layer shows the server's message; the button is usable again.
    await waitFor(() =>
      expect(screen.getByTestId('ad-center-login-password-submit').hasAttribute('disabled')).toBe(
        false,
      ),
    );
    expect(router.state.location.pathname).toBe('/ad-center/edit-login-password');
    expect(storage.getToken()).toBe('tok');
  });
});
