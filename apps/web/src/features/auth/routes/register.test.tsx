import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMAIL_MAX, LICENSE_KEY_MAX, PASSWORD_MAX, USERNAME_MAX } from '@adc/contract/constants';
import { changeLanguage, loadFeatureMessages } from '@/lib/i18n';
import { storage } from '@/lib/storage';
import { renderRouter, stubApi, testQueryClient } from '@/test/render';
import { Component as Register } from './register';

function renderRegister() {
  const router = createMemoryRouter([{ path: '/register', element: <Register /> }], {
    initialEntries: ['/register'],
  });
  renderRouter(router);
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

/** Types (or pastes) `text` into the field named `name`, then leaves it. */
function enter(name: string, text: string) {
  fireEvent.change(input(name), { target: { value: text } });
  fireEvent.blur(input(name));
}

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
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('/register stops each field at the server’s limit', () => {
  it('in characters, as the server counts them', () => {
    stubApi();
    renderRegister();
    enter('username', 'u'.repeat(USERNAME_MAX + 8));
    expect(input('username').value).toBe('u'.repeat(USERNAME_MAX));
    // An emoji is one character (the browser's maxLength would count two).
    enter('password', '🔑'.repeat(PASSWORD_MAX + 1));
    expect(input('password').value).toBe('🔑'.repeat(PASSWORD_MAX));
    enter('confirm_password', 'p'.repeat(PASSWORD_MAX + 1));
    expect(input('confirm_password').value).toBe('p'.repeat(PASSWORD_MAX));
    enter('email', `${'e'.repeat(EMAIL_MAX)}@example.com`);
    expect(input('email').value).toBe('e'.repeat(EMAIL_MAX));
    // A licence key is upper-cased, then cut.
    enter('license_key', 'lic-'.repeat(LICENSE_KEY_MAX));
    expect(input('license_key').value).toBe('LIC-'.repeat(LICENSE_KEY_MAX / 4));
    // The limit is the rule's: the longest value is still valid.
    expect(screen.queryByText(/^Username must be/)).toBeNull();
    expect(screen.queryByText(/^Password must be/)).toBeNull();
  });

  it('says the server’s rule in the user’s language, with its limits', async () => {
    stubApi();
    await changeLanguage('de');
    renderRegister();
    enter('username', 'abc');
    expect(
      await screen.findByText(
        'Der Benutzername muss aus 4-32 Buchstaben, Ziffern oder Unterstrichen bestehen',
      ),
    ).toBeTruthy();
    enter('password', '12345');
    expect(await screen.findByText('Das Passwort muss 6-64 Zeichen lang sein')).toBeTruthy();
  });

  it('in English too', async () => {
    stubApi();
    renderRegister();
    enter('username', 'a b');
    expect(
      await screen.findByText('Username must be 4-32 letters, digits or underscores'),
    ).toBeTruthy();
    enter('password', '12345');
    expect(await screen.findByText('Password must be 6-64 characters')).toBeTruthy();
  });
});

describe('/register after a successful sign-up', () => {
  it('keeps the button busy until the next page shows: a second tap sends nothing', async () => {
    const fetchMock = stubApi({
      '/api/auth/v2/register': { token: 'token-2', user_info: { id: 8, username: 'walker' } },
    });
    // The next page's code still downloading (a slow network): the navigation waits on it.
    const router = createMemoryRouter(
      [
        { path: '/register', element: <Register /> },
        { path: '/ad-center', lazy: () => new Promise<never>(() => undefined) },
      ],
      { initialEntries: ['/register'] },
    );
    const queryClient = testQueryClient();
    renderRouter(router, queryClient);
    enter('username', 'walker');
    enter('password', 'walker1234');
    enter('confirm_password', 'walker1234');
    enter('email', 'walker@example.com');
    enter('phone', '+4915112345678');
    enter('license_key', 'LIC-ABCD-EFGH');
    const button = screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement;
    const succeeded = successRendered(queryClient);
    fireEvent.click(button);
    await act(() => succeeded);
    expect(storage.getToken()).toBe('token-2');
    expect(router.state.navigation.location?.pathname).toBe('/ad-center');
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
    const registers = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/auth/v2/register'));
    expect(registers()).toHaveLength(1);
  });
});
