import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BasicConfig, UserInfo } from '@adc/contract';
import { HEADER } from '@/config/route-meta';
import { changeLanguage, i18n } from '@/lib/i18n';
import { storage } from '@/lib/storage';
import { renderAtRoute, stubApi } from '@/test/render';
import { AppHeader } from './app-header';

const config = (url: string, type: 1 | 2): BasicConfig => ({
  client_language_map: [
    { source: ['en'], targets: 'en', description: 'English' },
    { source: ['de'], targets: 'de', description: 'Deutsch' },
  ],
  customer_service_url: url,
  customer_service_url_type: type,
  default_lang: 'en',
});

const signIn = (entry: UserInfo['entry']) =>
  storage.setSession('tok', { username: 'demo', entry } as UserInfo);

afterEach(() => {
  vi.unstubAllGlobals();
  document.querySelectorAll('.adc-toast').forEach((el) => el.remove());
});

describe('AppHeader', () => {
  it('shows back, title and every main action for a register-entry user', async () => {
    signIn('register');
    stubApi({ '/api/user/notifications/unread_count': { unread_total: 3 } });
    renderAtRoute(<AppHeader title="Wallet" options={{ ...HEADER.main }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Wallet');
    for (const name of ['Back', 'Customer service', 'Language', 'Log out']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Notifications 3' })).toBeTruthy(),
      { timeout: 5000 },
    );
  });

  it('caps the unread badge at 99+', async () => {
    signIn('register');
    stubApi({ '/api/user/notifications/unread_count': { unread_total: 150 } });
    renderAtRoute(<AppHeader title="x" options={{ bell: true }} />);
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Notifications 99+' })).toBeTruthy(),
      { timeout: 5000 },
    );
    expect(screen.getByText('99+')).toBeTruthy();
  });

  it('hides the logout icon unless the entry is register', () => {
    signIn('code');
    stubApi();
    renderAtRoute(<AppHeader title="x" options={{ ...HEADER.main }} />);
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('login / register variant: no back, bell, logout or title; service and language shown', () => {
    signIn('register');
    stubApi();
    renderAtRoute(<AppHeader title="Log in" options={HEADER.auth} />);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Language' })).toBeTruthy();
  });

  it('welcome variant: transparent, light, only the service entry', () => {
    stubApi();
    renderAtRoute(<AppHeader title="Open an ad account" options={HEADER.welcome} />);
    const header = screen.getByTestId('app-header');
    expect(header.className).toMatch(/transparent/);
    expect(header.className).toMatch(/light/);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Language' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeTruthy();
  });

  it('customer service: toast "No configuration" without a url', async () => {
    stubApi();
    renderAtRoute(<AppHeader title="x" />);
    fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    await waitFor(
      () => expect(document.querySelector('.adc-toast')?.textContent).toBe('No configuration'),
      { timeout: 5000 },
    );
  });

  it('customer service: url type 1 opens the internal /customer page', async () => {
    storage.setBasicConfig(config('https://chat.example.com', 1));
    stubApi({ '/api/basic_config': config('https://chat.example.com', 1) });
    const { router } = renderAtRoute(<AppHeader title="x" />, { path: '/wallet' });
    fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer'), {
      timeout: 5000,
    });
  });

  it('customer service: a tap before the config has arrived waits for it (first visit)', async () => {
    stubApi({ '/api/basic_config': config('https://chat.example.com', 1) });
    const { router } = renderAtRoute(<AppHeader title="x" />, { path: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer'), {
      timeout: 5000,
    });
    expect(document.querySelector('.adc-toast')?.textContent ?? '').not.toBe('No configuration');
  });

  it('customer service: other url types open the external url', () => {
    storage.setBasicConfig(config('https://chat.example.com', 2));
    stubApi({ '/api/basic_config': config('https://chat.example.com', 2) });
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: {} } as Window);
    renderAtRoute(<AppHeader title="x" />);
    fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(open).toHaveBeenCalledWith('https://chat.example.com', '_blank');
  });

  it('back: a custom handler wins', () => {
    stubApi();
    const onBack = vi.fn();
    renderAtRoute(<AppHeader title="x" onBack={onBack} options={{ back: { to: '/ad-center' } }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('back: a named back route (plan list → /ad-center)', async () => {
    stubApi();
    const { router } = renderAtRoute(
      <AppHeader title="x" options={{ back: { to: '/ad-center' } }} />,
      { path: '/plan' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ad-center'), {
      timeout: 5000,
    });
  });

  it('back without a previous page: asks the native bridge to close the app', () => {
    stubApi();
    const postMessage = vi.fn();
    vi.stubGlobal('ReactNativeWebView', { postMessage });
    renderAtRoute(<AppHeader title="x" />, { path: '/wallet' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'close' }));
  });

  it('back without a previous page and no bridge: window.close(), then a home route', async () => {
    stubApi();
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const { router } = renderAtRoute(<AppHeader title="x" />, { path: '/wallet' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(close).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
  });

  it('back without a previous page, signed in: the page this one sits under (a plan → the plans)', async () => {
    signIn('register');
    stubApi();
    vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const { router } = renderAtRoute(<AppHeader title="x" />, { path: '/plan/detail' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plan'), { timeout: 5000 });
  });

  it('language: a bottom sheet of client_language_map; picking one switches the app', async () => {
    storage.setBasicConfig(config('', 2));
    stubApi({ '/api/basic_config': config('', 2) });
    renderAtRoute(<AppHeader title="x" options={{ language: true }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    fireEvent.click(await screen.findByText('Deutsch', undefined, { timeout: 5000 }));
    await waitFor(() => expect(i18n.language).toBe('de'), { timeout: 5000 });
    expect(storage.getLang()).toBe('de');
    // Signed out: stored as the user's pick, which the next sign-in saves to the account.
    expect(storage.getLangChoice()).toEqual({ lang: 'de', picked: true });
    await changeLanguage('en');
  });

  it('language, signed in: the account takes the language at once, nothing is left to a next sign-in', async () => {
    signIn('register');
    storage.setBasicConfig(config('', 2));
    const fetchMock = stubApi({
      '/api/basic_config': config('', 2),
      '/api/user/info/edit': { username: 'demo', entry: 'register', lang: 'de' },
    });
    renderAtRoute(<AppHeader title="x" options={{ language: true }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    fireEvent.click(await screen.findByText('Deutsch', undefined, { timeout: 5000 }));
    await waitFor(() => expect(i18n.language).toBe('de'), { timeout: 5000 });
    await waitFor(() => expect(storage.getUserInfo()?.lang).toBe('de'), { timeout: 5000 });
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const saves = calls.filter(([url]) => url.includes('/user/info/edit'));
    expect(saves.map(([, init]) => JSON.parse(String(init.body)) as unknown)).toEqual([
      { lang: 'de' },
    ]);
    expect(storage.getLangChoice()).toEqual({ lang: 'de', picked: false });
    await changeLanguage('en');
  });

  it('logout: confirm, clear the session, go to /login', async () => {
    signIn('register');
    stubApi();
    const { router } = renderAtRoute(<AppHeader title="x" options={{ logout: true }} />, {
      path: '/wallet',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const confirm = await screen.findByText('Are you sure you want to log out?', undefined, {
      timeout: 5000,
    });
    expect(confirm).toBeTruthy();
    const buttons = await screen.findAllByRole('button', { name: 'Log out' });
    fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    expect(storage.getToken()).toBeNull();
    expect(storage.getUserInfo()).toBeNull();
  });
});
