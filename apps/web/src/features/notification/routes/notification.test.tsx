import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@adc/contract';
import { resourceKeys } from '@/lib/resources';
import { REQUEST_TIMEOUT_MS } from '@/lib/api-client';
import { configureApiEffects } from '@/lib/api-shared';
import { createQueryClient } from '@/lib/query-client';
import { loadFeatureMessages } from '@/lib/i18n';
import { renderRouter } from '@/test/render';
import { Component as NotificationPage } from './notification';

const items: Notification[] = [
  {
    id: 1,
    category: 'system_announcement',
    title: 'New placements',
    content: 'Rewarded video is open.',
    read: false,
    created_at: '2026-11-21T10:00:00.000Z',
  },
  {
    id: 2,
    category: 'activity',
    title: 'Coupon is back',
    content: 'Claim it today.',
    read: true,
    created_at: '2026-11-20T10:00:00.000Z',
  },
];

/** Two unread in different categories (an announcement, an activity) and a read activity. */
const mixed: Notification[] = [
  ...items,
  {
    id: 3,
    category: 'activity',
    title: 'Weekend boost',
    content: 'Double budget this weekend.',
    read: false,
    created_at: '2026-11-19T10:00:00.000Z',
  },
];

interface Call {
  path: string;
  body: Record<string, unknown>;
}

function fakeServer({ readFails = false, seed = items } = {}) {
  const calls: Call[] = [];
  const state = seed.map((item) => ({ ...item }));
  const unread = () => state.filter((item) => !item.read).length;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.split('?')[0] ?? url;
      const body = (init.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
      calls.push({ path, body });
      let envelope: { code: number; msg: string; data: unknown } = {
        code: 200,
        msg: 'ok',
        data: null,
      };
      if (path === '/api/user/notifications') {
        const list = state.filter(
          (item) =>
            (body.category === 'all' || item.category === body.category) &&
            (body.read === 'all' || (body.read === 'unread' ? !item.read : item.read)),
        );
        envelope.data = { list, total: list.length, page: 1, page_size: 20 };
      } else if (path === '/api/user/notifications/unread_count') {
        envelope.data = { unread_total: unread() };
      } else if (path === '/api/user/notifications/read') {
        if (readFails) envelope = { code: 500, msg: 'Server error', data: null };
        else {
          for (const item of state) {
            const inAll =
              body.all === true &&
              (body.category === undefined ||
                body.category === 'all' ||
                item.category === body.category);
            if (body.id === undefined ? inAll : item.id === body.id) item.read = true;
          }
          envelope.data = { unread_total: unread() };
        }
      }
      return new Response(JSON.stringify(envelope), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderPage(path = '/notification', client?: QueryClient) {
  client ??= new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '/notification', element: <NotificationPage /> }], {
    initialEntries: [path],
  });
  renderRouter(router, client);
  return { client, router };
}

const toasts = () => [...document.querySelectorAll('.adc-toast')].map((node) => node.textContent);
const item = (id: number) =>
  screen
    .getAllByTestId('notification-item')
    .find((node) => node.getAttribute('data-id') === String(id));

beforeAll(async () => {
  await loadFeatureMessages('en');
});

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  configureApiEffects({
    toast: () => undefined,
    navigate: () => undefined,
    logError: () => undefined,
  });
  document.querySelectorAll('.adc-toast').forEach((node) => node.remove());
});

describe('/notification', () => {
  it('lists newest first with unread marked, and sends the filter', async () => {
    const calls = fakeServer();
    renderPage('/notification?category=activity&read=unread');
    await screen.findByTestId('notification-empty');
    expect(calls.find((call) => call.path === '/api/user/notifications')?.body).toMatchObject({
      category: 'activity',
      read: 'unread',
      page: 1,
    });
    expect(screen.getByText('You are all caught up: no unread notifications')).toBeTruthy();
  });

  it('opening an unread item shows it and marks it read; the bell count follows', async () => {
    const calls = fakeServer();
    const { client } = renderPage();
    await screen.findAllByTestId('notification-item');
    expect(item(1)?.getAttribute('data-read')).toBe('false');
    expect(item(2)?.getAttribute('data-read')).toBe('true');
    await waitFor(() =>
      expect(client.getQueryData(resourceKeys.unreadCount)).toEqual({ unread_total: 1 }),
    );
    expect((await screen.findByTestId('notification-unread-total')).textContent).toBe('1');

    fireEvent.click(item(1) as HTMLElement);
    expect(await screen.findByTestId('notification-detail')).toBeTruthy();
    await waitFor(() => expect(item(1)?.getAttribute('data-read')).toBe('true'));
    expect(calls.find((call) => call.path === '/api/user/notifications/read')?.body).toEqual({
      id: 1,
    });
    expect(client.getQueryData(resourceKeys.unreadCount)).toEqual({ unread_total: 0 });
    expect(screen.queryByTestId('notification-unread-total')).toBeNull();
  });

  it('opening a read item does not call the server', async () => {
    const calls = fakeServer();
    renderPage();
    await screen.findAllByTestId('notification-item');
    fireEvent.click(item(2) as HTMLElement);
    await screen.findByTestId('notification-detail');
    expect(calls.some((call) => call.path === '/api/user/notifications/read')).toBe(false);
  });

  it('closing an opened item (Escape) gives the focus back to it', async () => {
    fakeServer();
    renderPage();
    await screen.findAllByTestId('notification-item');
    const opener = item(2) as HTMLElement;
    opener.focus();
    fireEvent.click(opener);
    const detail = await screen.findByTestId('notification-detail');
    expect(document.activeElement).toBe(detail);
    fireEvent.keyDown(detail, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('notification-detail')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('a failed mark-read says so', async () => {
    fakeServer({ readFails: true });
    renderPage();
    await screen.findAllByTestId('notification-item');
    fireEvent.click(item(1) as HTMLElement);
    await waitFor(() => expect(toasts()).toContain('Failed to mark message as read'));
    expect(item(1)?.getAttribute('data-read')).toBe('false');
  });

  it('mark all as read: every item read, badge 0', async () => {
    const calls = fakeServer();
    const { client } = renderPage();
    await screen.findAllByTestId('notification-item');
    const button = screen.getByTestId('notification-mark-all');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(toasts()).toContain('Marked as read'));
    expect(calls.find((call) => call.path === '/api/user/notifications/read')?.body).toEqual({
      all: true,
    });
    await waitFor(() => expect(item(1)?.getAttribute('data-read')).toBe('true'));
    expect(client.getQueryData(resourceKeys.unreadCount)).toEqual({ unread_total: 0 });
  });

  it('inside a category tab, the Unread count and "Mark all read" are about that category only', async () => {
    const calls = fakeServer({ seed: mixed });
    const { client, router } = renderPage('/notification?category=activity');
    await screen.findAllByTestId('notification-item');
    await waitFor(() =>
      expect(client.getQueryData(resourceKeys.unreadCount)).toEqual({ unread_total: 2 }),
    );
    // 2 unread in all, 1 in this tab: the segment counts the tab's.
    await waitFor(() =>
      expect(screen.getByTestId('notification-unread-total').textContent).toBe('1'),
    );

    const markAll = screen.getByTestId('notification-mark-all') as HTMLButtonElement;
    await waitFor(() => expect(markAll.disabled).toBe(false));
    fireEvent.click(markAll);
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/user/notifications/read')?.body).toEqual({
        all: true,
        category: 'activity',
      }),
    );
    await waitFor(() => expect(item(3)?.getAttribute('data-read')).toBe('true'));
    // The bell keeps the announcement; the tab has nothing left.
    expect(client.getQueryData(resourceKeys.unreadCount)).toEqual({ unread_total: 1 });
    await waitFor(() => expect(screen.queryByTestId('notification-unread-total')).toBeNull());
    // Nothing unread left in the tab: nothing to mark, no button.
    expect(screen.queryByTestId('notification-mark-all')).toBeNull();

    // The "all" tab: every category's count again, and the announcement still unread.
    await router.navigate('/notification');
    await waitFor(() => expect(item(1)?.getAttribute('data-read')).toBe('false'));
    expect(screen.getByTestId('notification-unread-total').textContent).toBe('1');
  });

  it('a user with no notifications: no "Mark all as read" (nothing to mark)', async () => {
    fakeServer({ seed: [] });
    const { client } = renderPage();
    await screen.findByTestId('notification-empty');
    await waitFor(() =>
      expect(client.getQueryData(resourceKeys.unreadCount)).toEqual({ unread_total: 0 }),
    );
    expect(screen.queryByTestId('notification-mark-all')).toBeNull();
  });

  it('mark all failure shows the catalogue message', async () => {
    fakeServer({ readFails: true });
    renderPage();
    await screen.findAllByTestId('notification-item');
    const button = screen.getByTestId('notification-mark-all');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(toasts()).toContain('Failed to mark all as read'));
  });

  it('a list that does not answer: "Mark all" waits for it; after the timeout, no retry and the screen says the server took too long', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let listCalls = 0;
      // The list (and the rest) never answers, until the client gives up; the bell's count does.
      vi.stubGlobal(
        'fetch',
        vi.fn((url: string, init: RequestInit = {}) => {
          if (url.startsWith('/api/user/notifications/unread_count')) {
            const envelope = { code: 200, msg: 'ok', data: { unread_total: 1 } };
            return Promise.resolve(new Response(JSON.stringify(envelope), { status: 200 }));
          }
          if (url.split('?')[0] === '/api/user/notifications') listCalls += 1;
          return new Promise((_, reject) =>
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            ),
          );
        }),
      );
      // The app's retry policy (src/lib/query-client.ts), not the tests' "never".
      const { client } = renderPage('/notification', createQueryClient());
      await waitFor(() =>
        expect(client.getQueryData(resourceKeys.unreadCount)).toEqual({ unread_total: 1 }),
      );
      await waitFor(() => expect(listCalls).toBe(1));
      // One unread, but nothing shown yet: nothing to mark.
      expect((screen.getByTestId('notification-mark-all') as HTMLButtonElement).disabled).toBe(
        true,
      );

      await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 100));
      const failed = await screen.findByRole('alert');
      expect(failed.textContent).toContain('The server took too long to answer');
      expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(listCalls).toBe(1);
      expect((screen.getByTestId('notification-mark-all') as HTMLButtonElement).disabled).toBe(
        true,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('the read filter is a radio group that updates the URL', async () => {
    fakeServer();
    const { router } = renderPage();
    await screen.findAllByTestId('notification-item');
    fireEvent.click(screen.getByRole('radio', { name: 'Read' }));
    await waitFor(() => expect(router.state.location.search).toBe('?read=read'));
    expect(screen.getByRole('radio', { name: 'Read' }).getAttribute('aria-checked')).toBe('true');
  });
});
