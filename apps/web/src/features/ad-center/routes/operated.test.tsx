import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@adc/contract';
import { loadFeatureMessages } from '@/lib/i18n';
import { storage } from '@/lib/storage';
import { renderAtRoute, stubApi } from '@/test/render';
import { Component as Operated } from './operated';

beforeAll(async () => {
  await loadFeatureMessages('en');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('/ad-center/operated', () => {
  it('follows an ID typed with a space or in full width (a CJK input method) as its digits', async () => {
    storage.setSession('tok', { username: 'demo', uid: '10000001', entry: 'register' } as UserInfo);
    const fetchMock = stubApi({
      '/api/assistance/list': {
        list: [],
        total: 0,
        page: 1,
        page_size: 10,
        current_operated_id: null,
      },
    });
    renderAtRoute(<Operated />, { path: '/ad-center/operated' });
    const input = screen.getByTestId('ad-center-operated-input').querySelector('input');
    if (!input) throw new Error('no input');

    fireEvent.change(input, { target: { value: '１０００ ０００９' } });
    expect(input.value).toBe('10000009');
    fireEvent.submit(screen.getByTestId('ad-center-operated-form'));
    const followCalls = () =>
      (fetchMock.mock.calls as unknown[][]).filter(([url]) =>
        String(url).startsWith('/api/assistance/follow'),
      );
    await waitFor(() => expect(followCalls()).toHaveLength(1));
    const [, init] = followCalls()[0] ?? [];
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ operated_id: '10000009' });
  });
});
