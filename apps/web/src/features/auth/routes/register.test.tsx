import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMAIL_MAX, LICENSE_KEY_MAX, PASSWORD_MAX, USERNAME_MAX } from '@adc/contract/constants';
import { changeLanguage, loadFeatureMessages } from '@/lib/i18n';
import { renderRouter, stubApi } from '@/test/render';
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
