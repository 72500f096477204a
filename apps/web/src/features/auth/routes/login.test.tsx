import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD_MAX, USERNAME_INPUT_MAX } from '@adc/contract/constants';
import type { ReloginState } from '@/lib/api-shared';
import { changeLanguage, i18n, loadFeatureMessages, pickLanguage } from '@/lib/i18n';
import { storage } from '@/lib/storage';
import { renderRouter, stubApi, testQueryClient } from '@/test/render';
import { Component as Login } from './login';

function renderLogin(state?: ReloginState) {
  const router = createMemoryRouter([{ path: '/login', element: <Login /> }], {
    initialEntries: [{ pathname: '/login', state }],
  });
  renderRouter(router);
}

/** A session as the server answers a sign-in. */
const SESSION = {
  token: 'token-1',
  user_info: {
    id: 7,
    uid: '10000007',
    username: 'walker',
    nickname: 'walker',
    email: 'walker@example.com',
    phone: '',
    avatar: null,
    lang: 'en',
    shop_level: 1,
    credit_score: 100,
    deposit: '0.00',
    entry: 'register',
    status: 'active',
    has_pay_password: false,
    operated_id: null,
    time_zone: 'UTC',
    created_at: '2026-11-27T00:00:00.000Z',
  },
};

/** The next page's code still downloading (a slow network): the navigation waits on it. */
const slowNextPage = () => ({
  path: '/ad-center',
  lazy: () => new Promise<never>(() => undefined),
});

const usernameInput = () => screen.getByLabelText('Username') as HTMLInputElement;

/**
 * Resolves once the mutation's success has reached the page: the cache hears of it first, the
 * components on the next task (React Query notifies them on a 0 ms timer, queued before ours).
 */
function successRendered(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const stop = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') {
        stop();
        setTimeout(resolve, 0);
      }
    });
  });
}

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

describe('/login after a successful sign-in', () => {
  it('keeps the button busy until the next page shows: a second tap sends nothing', async () => {
    const fetchMock = stubApi({ '/api/auth/v2/login': SESSION });
    const router = createMemoryRouter([{ path: '/login', element: <Login /> }, slowNextPage()], {
      initialEntries: ['/login'],
    });
    const queryClient = testQueryClient();
    renderRouter(router, queryClient);
    fireEvent.change(usernameInput(), { target: { value: 'walker' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'walker1234' } });
    const button = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
    const succeeded = successRendered(queryClient);
    fireEvent.click(button);
    await act(() => succeeded);
    expect(storage.getToken()).toBe('token-1');
    expect(router.state.navigation.location?.pathname).toBe('/ad-center');
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
    const logins = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/auth/v2/login'));
    expect(logins()).toHaveLength(1);
  });

  /** Signs in as walker (whose account is English) and resolves once the app went on. */
  async function signIn(fetchMock: ReturnType<typeof stubApi>) {
    const router = createMemoryRouter([{ path: '/login', element: <Login /> }, slowNextPage()], {
      initialEntries: ['/login'],
    });
    const queryClient = testQueryClient();
    renderRouter(router, queryClient);
    fireEvent.change(screen.getByLabelText(i18n.t('auth.username')), {
      target: { value: 'walker' },
    });
    fireEvent.change(screen.getByLabelText(i18n.t('auth.password')), {
      target: { value: 'walker1234' },
    });
    const succeeded = successRendered(queryClient);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('auth.login_button') }));
    await act(() => succeeded);
    expect(router.state.navigation.location?.pathname).toBe('/ad-center');
    return (fetchMock.mock.calls as unknown as [string, RequestInit][])
      .filter(([url]) => url.includes('/api/user/info/edit'))
      .map(([, init]) => JSON.parse(String(init.body)) as unknown);
  }

  it('a language picked on this device is saved to the account before the app goes on', async () => {
    const fetchMock = stubApi({
      '/api/auth/v2/login': SESSION,
      '/api/user/info/edit': { ...SESSION.user_info, lang: 'de' },
    });
    await pickLanguage('de');
    expect(await signIn(fetchMock)).toEqual([{ lang: 'de' }]);
    expect(i18n.language).toBe('de');
    expect(storage.getUserInfo()?.lang).toBe('de');
    await changeLanguage('en');
  });

  it('a detected language gives way to the account’s', async () => {
    const fetchMock = stubApi({ '/api/auth/v2/login': SESSION });
    await changeLanguage('de');
    expect(await signIn(fetchMock)).toEqual([]);
    expect(i18n.language).toBe('en');
    expect(storage.getLang()).toBe('en');
  });
});
