import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisitorMessage } from '@adc/contract';
import { loadFeatureMessages } from '@/lib/i18n';
import { renderAtRoute } from '@/test/render';
import { qaKeyStore } from '../api/qa-key';
import { SupportPanel } from './support-panel';

beforeAll(() => loadFeatureMessages('en'));

const page = (list: unknown[]) => ({ list, total: list.length, page: 1, page_size: 50 });

const visitor = (id: number, over: Partial<VisitorMessage>): VisitorMessage => ({
  id,
  username: 'inactive',
  account: { username: 'inactive', uid: '10000005', status: 'inactive', lang: 'en' },
  contact: 'ana@example.com',
  contact_kind: 'email',
  content: 'I cannot sign in',
  lang: 'de',
  created_at: '2026-11-27T03:00:00.000Z',
  ...over,
});

beforeEach(() => {
  qaKeyStore.set('qa-local');
  const messages = [
    visitor(2, { username: 'Nobody_here', account: null, contact: '+49 151 2345 6789' }),
    visitor(1, {}),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const data = url.endsWith('/support/visitor_messages') ? page(messages) : page([]);
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  qaKeyStore.forget();
});

describe('<SupportPanel> visitor messages', () => {
  it('lists each message with its contact, language and the state of the account it names', async () => {
    renderAtRoute(<SupportPanel />, { path: '/qa' });
    const known = await screen.findByTestId('qa-visitor-message-1');
    expect(known.textContent).toContain('I cannot sign in');
    expect(known.textContent).toContain('Answer at ana@example.com · language de');
    expect(within(known).getByText('Inactive (402)')).toBeTruthy();
    const unknown = screen.getByTestId('qa-visitor-message-2');
    expect(unknown.textContent).toContain('Nobody_here');
    expect(within(unknown).getByText('No such account')).toBeTruthy();
  });
});
