import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, withProviders } from '@/test/render';
import { useReceiveCoupon } from './use-coupons';

afterEach(() => {
  vi.unstubAllGlobals();
  document.querySelectorAll('.adc-toast').forEach((el) => el.remove());
});

describe('useReceiveCoupon', () => {
  it('claims again with the same Idempotency-Key after a transport failure, a new one after an answer', async () => {
    const fetchMock = stubApi({ '/api/user_coupon/receive': { id: 1 } });
    const answer = fetchMock.getMockImplementation();
    let dropped = false;
    fetchMock.mockImplementation(async (url: string) => {
      if (!dropped) {
        dropped = true; // the connection dropped: was the coupon claimed? The client cannot know.
        throw new TypeError('Failed to fetch');
      }
      if (!answer) throw new Error('no stub');
      return answer(url);
    });
    const { result } = renderHook(() => useReceiveCoupon(), { wrapper: withProviders() });
    const claim = async (templateId: number) => {
      await act(async () => {
        await result.current.mutateAsync(templateId).catch(() => undefined);
      });
    };
    await claim(3); // dropped
    await claim(3); // the same claim again: the server replays the first answer
    await claim(3); // answered: another claim is a new attempt
    await claim(4);
    const keys = fetchMock.mock.calls
      .filter((call) => String(call[0]).startsWith('/api/user_coupon/receive'))
      .map((call) => {
        const [, init] = call as unknown as [string, RequestInit];
        return (init.headers as Record<string, string>)['idempotency-key'];
      });
    expect(keys).toHaveLength(4);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set([keys[1], keys[2], keys[3]]).size).toBe(3);
  });
});
