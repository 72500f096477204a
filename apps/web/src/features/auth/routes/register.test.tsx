import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMAIL_MAX, LICENSE_KEY_MAX, PASSWORD_MAX, USERNAME_MAX } from '@adc/contract/constants';
import { configureApiEffects } from '@/lib/api-shared';
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

/** Every field of the form, filled in as the server accepts it. */
function fillIn() {
  enter('username', 'walker');
  enter('password', 'walker1234');
  enter('confirm_password', 'walker1234');
  enter('email', 'walker@example.com');
  enter('phone', '+4915112345678');
  enter('license_key', 'LIC-ABCD-EFGH');
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
    fillIn();
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

describe('/register refused by the server: the toast, and the message under its field', () => {
  afterEach(() => configureApiEffects({}));

  /** POST /auth/v2/register answers code 400 with `msg` (as the server writes it): its calls. */
  function refusing(msg: string) {
    const calls = vi.fn(async (url: string) => {
      const refused = url.startsWith('/api/auth/v2/register');
      return Response.json(
        refused ? { code: 400, msg, data: null } : { code: 200, msg: 'ok', data: null },
      );
    });
    vi.stubGlobal('fetch', calls);
    return () => calls.mock.calls.filter(([url]) => url.startsWith('/api/auth/v2/register'));
  }

  const errorOf = (name: string) => {
    const described = input(name).getAttribute('aria-describedby');
    return described
      ? (document.getElementById(described.split(' ')[0]!)?.textContent ?? null)
      : null;
  };

  it.each([
    ['en', 'Authorization code not found', 'license_key'],
    ['en', 'This username is already taken', 'username'],
    ['de', 'Dieser Benutzername ist bereits vergeben', 'username'],
  ] as const)('%s: "%s" is said under %s until it is edited', async (lang, msg, name) => {
    const toasts: string[] = [];
    configureApiEffects({ toast: (message) => toasts.push(message) });
    await changeLanguage(lang);
    refusing(msg);
    renderRegister();
    fillIn();
    fireEvent.click(
      screen.getByRole('button', { name: lang === 'de' ? 'Registrieren' : 'Sign up' }),
    );
    await waitFor(() => expect(errorOf(name)).toBe(msg));
    expect(toasts).toEqual([msg]); // toasted as every error is
    expect(input(name).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input(name));
    // The other fields are not marked.
    for (const other of ['username', 'password', 'email', 'phone', 'license_key'])
      if (other !== name) expect(errorOf(other), other).toBeNull();
    // Edited, the field is the user's again.
    fireEvent.change(input(name), { target: { value: `${input(name).value}X` } });
    expect(errorOf(name)).toBeNull();
  });

  it('any other refusal is only toasted', async () => {
    const toasts: string[] = [];
    configureApiEffects({ toast: (message) => toasts.push(message) });
    refusing('System error');
    renderRegister();
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(toasts).toEqual(['System error']));
    for (const name of ['username', 'password', 'email', 'phone', 'license_key'])
      expect(errorOf(name), name).toBeNull();
  });

  it('a resubmit answered again says it again', async () => {
    configureApiEffects({ toast: () => undefined });
    const registers = refusing('This username is already taken');
    renderRegister();
    fillIn();
    const button = screen.getByRole('button', { name: 'Sign up' });
    fireEvent.click(button);
    await waitFor(() => expect(errorOf('username')).toBe('This username is already taken'));
    fireEvent.change(input('username'), { target: { value: 'walker2' } });
    expect(errorOf('username')).toBeNull();
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(registers()).toHaveLength(2));
    await waitFor(() => expect(errorOf('username')).toBe('This username is already taken'));
  });
});
