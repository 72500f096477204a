import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@adc/contract';
import { loadFeatureMessages } from '@/lib/i18n';
import { storage } from '@/lib/storage';
import { renderRouter, stubApi } from '@/test/render';
import { Component as Customer } from './customer';

beforeAll(() => loadFeatureMessages('en'));

afterEach(() => {
  storage.clearSession();
  vi.unstubAllGlobals();
});

function openCustomer(state?: unknown) {
  const fetchMock = stubApi({ '/api/support/unread_count': { unread_count: 0 } });
  const router = createMemoryRouter([{ path: '/customer', element: <Customer /> }], {
    initialEntries: [{ pathname: '/customer', state }],
  });
  renderRouter(router);
  return fetchMock;
}

const called = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.some(([url]) => String(url).startsWith(path));

describe('/customer', () => {
  it('lets a visitor write to customer service, with the sign-in prompt for the conversation below', () => {
    openCustomer();
    expect(screen.getByTestId('visitor-contact-form')).toBeTruthy();
    expect(screen.getByTestId('support-sign-in')).toBeTruthy();
    expect(screen.queryByTestId('support-open')).toBeNull();
  });

  it('keeps the conversation for a signed-in user, without the visitor form', () => {
    storage.setSession('tok', { username: 'demo', entry: 'register' } as UserInfo);
    openCustomer();
    expect(screen.getByTestId('support-open')).toBeTruthy();
    expect(screen.queryByTestId('visitor-contact')).toBeNull();
  });

  it('from the 402/403/404 dialog: the visitor form with the username, no sign-in prompt', () => {
    openCustomer({ accountBlocked: true, username: 'inactive' });
    const username = screen.getByTestId('visitor-contact-username') as HTMLInputElement;
    expect(username.value).toBe('inactive');
    expect(screen.queryByTestId('support-sign-in')).toBeNull();
  });

  it('from the dialog while signed in (the account was refused since): the form, no call with the session', () => {
    storage.setSession('tok', { username: 'disabled', entry: 'register' } as UserInfo);
    const fetchMock = openCustomer({ accountBlocked: true, username: 'disabled' });
    expect(screen.getByTestId('visitor-contact-form')).toBeTruthy();
    expect(screen.queryByTestId('support-open')).toBeNull();
    expect(screen.queryByTestId('customer-feedback')).toBeNull();
    expect(called(fetchMock, '/api/support/unread_count')).toBe(false);
  });
});
