import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD_MAX, USERNAME_INPUT_MAX } from '@adc/contract/constants';
import type { ReloginState } from '@/lib/api-shared';
import { loadFeatureMessages } from '@/lib/i18n';
import { renderRouter, stubApi } from '@/test/render';
import { Component as Login } from './login';

function renderLogin(state?: ReloginState) {
  const router = createMemoryRouter([{ path: '/login', element: <Login /> }], {
    initialEntries: [{ pathname: '/login', state }],
  });
  renderRouter(router);
}

const usernameInput = () => screen.getByLabelText('Username') as HTMLInputElement;

beforeAll(() => loadFeatureMessages('en'));
afterEach(() => vi.unstubAllGlobals());

describe('/login after the session ended', () => {
  it('a refused session: says so and fills in the username', async () => {
    stubApi();
    renderLogin({ relogin: true, username: 'demo', returnTo: '/wallet' });
    expect((await screen.findByTestId('login-relogin-notice')).textContent).toBe(
      'Your session has ended. Log in again to continue where you left off.',
    );
    expect(usernameInput().value).toBe('demo');
  });

  it('a changed login password: asks for the new password, with the username filled in', async () => {
    stubApi();
    renderLogin({ relogin: true, username: 'demo', returnTo: null, reason: 'password_changed' });
    expect((await screen.findByTestId('login-relogin-notice')).textContent).toBe(
      'Password changed, please log in again',
    );
    expect(usernameInput().value).toBe('demo');
  });

  it('a visitor: no notice, an empty username', () => {
    stubApi();
    renderLogin();
    expect(screen.queryByTestId('login-relogin-notice')).toBeNull();
    expect(usernameInput().value).toBe('');
  });
});

describe('/login stops at the server’s limits', () => {
  it('the username at USERNAME_INPUT_MAX characters, the password at PASSWORD_MAX', () => {
    stubApi();
    renderLogin();
    fireEvent.change(usernameInput(), { target: { value: 'u'.repeat(USERNAME_INPUT_MAX + 5) } });
    expect(usernameInput().value).toBe('u'.repeat(USERNAME_INPUT_MAX));
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    // In characters, as the server counts them: an emoji is one.
    fireEvent.change(password, { target: { value: '🔑'.repeat(PASSWORD_MAX + 1) } });
    expect(password.value).toBe('🔑'.repeat(PASSWORD_MAX));
  });
});
