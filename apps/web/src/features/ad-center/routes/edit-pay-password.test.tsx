import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFeatureMessages } from '@/lib/i18n';
import { md5Hex } from '@/lib/md5';
import type * as Md5Module from '@/lib/md5';
import { renderAtRoute, stubApi } from '@/test/render';
import { Component as EditPayPassword } from './edit-pay-password';

vi.mock('@/lib/md5', async (importOriginal) => {
  const actual = await importOriginal<typeof Md5Module>();
  return { ...actual, md5Hex: vi.fn(actual.md5Hex) };
});

beforeAll(() => loadFeatureMessages('en'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.querySelectorAll('.adc-toast').forEach((el) => el.remove());
});

/** Types the current PIN and sends it while the hash code cannot load; what the toast says. */
async function verifyWithoutHashCode(): Promise<ReturnType<typeof stubApi>> {
  const fetchMock = stubApi({ '/api/user/info': { username: 'demo', has_pay_password: true } });
  vi.mocked(md5Hex).mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
  renderAtRoute(<EditPayPassword />, { path: '/ad-center/edit-pay-password' });
  const pin = (await screen.findByTestId('ad-center-pay-password-current')).querySelector('input');
  if (!pin) throw new Error('no PIN input');
  fireEvent.change(pin, { target: { value: '123456' } });
  fireEvent.click(screen.getByTestId('ad-center-pay-password-next'));
  return fetchMock;
}

const checkCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/check/password'));

describe('/ad-center/edit-pay-password, the current PIN when the hash code cannot load', () => {
  it('online: the request did not go through (no "no connection"), nothing sent', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const fetchMock = await verifyWithoutHashCode();
    expect(
      await screen.findByText('The request did not go through. Please try again.'),
    ).toBeTruthy();
    expect(screen.queryByText('No connection. Check your network and try again.')).toBeNull();
    expect(checkCalls(fetchMock)).toEqual([]);
  });

  it('offline: no connection, nothing sent', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = await verifyWithoutHashCode();
    expect(
      await screen.findByText('No connection. Check your network and try again.'),
    ).toBeTruthy();
    await waitFor(() => expect(checkCalls(fetchMock)).toEqual([]));
  });
});
