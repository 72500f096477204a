import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SupportMessage, SupportThread } from '@adc/contract';
import { loadFeatureMessages } from '@/lib/i18n';
import { renderAtRoute } from '@/test/render';
import { SupportThreadView } from './support-thread';

beforeAll(() => loadFeatureMessages('en'));

afterEach(() => {
  vi.unstubAllGlobals();
  document.querySelectorAll('.adc-toast').forEach((el) => el.remove());
});

const emptyThread: SupportThread = { list: [], has_more: false, unread_count: 0 };
const stored = (id: number, content: string): SupportMessage => ({
  id,
  sender: 'user',
  content,
  automatic: false,
  created_at: '2026-11-26T10:00:00.000Z',
  read: false,
});

const envelope = (data: unknown, code = 200, msg = 'ok') =>
  new Response(JSON.stringify({ code, msg, data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/**
 * The thread view on a fake server: GET answers an empty thread, each POST is answered by the
 * next of `sends` ('drop': the connection breaks, the answer is lost; 'refuse': a business error).
 */
function open(sends: ('drop' | 'store' | 'refuse')[]) {
  let id = 0;
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (!url.startsWith('/api/support/messages') || init.method !== 'POST')
      return envelope(url.startsWith('/api/support/messages') ? emptyThread : null);
    const next = sends.shift() ?? 'store';
    if (next === 'drop') throw new TypeError('Failed to fetch');
    if (next === 'refuse') return envelope(null, 400, 'Refused');
    const { content } = JSON.parse(String(init.body)) as { content: string };
    return envelope({ list: [stored(++id, content)] });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderAtRoute(<SupportThreadView />, { path: '/customer' });
  const posts = () =>
    fetchMock.mock.calls
      .filter(([url, init]) => url.startsWith('/api/support/messages') && init?.method === 'POST')
      .map(([, init]) => ({
        content: (JSON.parse(String(init?.body)) as { content: string }).content,
        key: (init?.headers as Record<string, string>)['idempotency-key'],
      }));
  const write = async (text: string) => {
    const input = (await screen.findByTestId('support-input')).querySelector('textarea');
    fireEvent.change(input!, { target: { value: text } });
    fireEvent.submit(screen.getByTestId('support-composer'));
  };
  const retry = async () => fireEvent.click(await screen.findByTestId('support-retry-send'));
  return { posts, write, retry };
}

describe('<SupportThreadView> sending', () => {
  it('sends a message again with its Idempotency-Key after a lost answer, so it cannot post twice', async () => {
    const { posts, write, retry } = open(['drop', 'store', 'store']);
    await write('Where is my withdrawal?');
    await waitFor(() => expect(posts()).toHaveLength(1));
    await retry();
    await waitFor(() => expect(posts()).toHaveLength(2));
    await waitFor(() => expect(screen.queryByTestId('support-outgoing')).toBeNull());
    await write('Thanks');
    await waitFor(() => expect(posts()).toHaveLength(3));
    const [first, resent, next] = posts();
    expect(first!.key).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(resent).toEqual(first);
    // Another message is another key.
    expect(next!.content).toBe('Thanks');
    expect(next!.key).not.toBe(first!.key);
  });

  it('sends it with a fresh key after a business error (the server would replay the error)', async () => {
    const { posts, write, retry } = open(['refuse', 'store']);
    await write('Hello');
    await waitFor(() => expect(posts()).toHaveLength(1));
    await retry();
    await waitFor(() => expect(posts()).toHaveLength(2));
    const [first, again] = posts();
    expect(again!.content).toBe(first!.content);
    expect(again!.key).not.toBe(first!.key);
  });
});

describe('<SupportThreadView> composer', () => {
  it('counts characters as the server does: three emoji are 3', async () => {
    open([]);
    const input = (await screen.findByTestId('support-input')).querySelector('textarea');
    fireEvent.change(input!, { target: { value: ' 👍🏻😀 ' } });
    // The hint "count / limit" (the old count said 6: UTF-16 units).
    expect(await screen.findByText(/^3 \/ \d/)).toBeDefined();
  });
});
