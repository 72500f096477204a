import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@adc/contract';
import { storage } from '@/lib/storage';
import { renderWithProviders, stubApi } from '@/test/render';
import {
  invalidateAccount,
  invalidateCoupons,
  resourceKeys,
  setUserInfo,
  useProperty,
  useUserInfo,
} from '.';

const USER = { id: 7, username: 'demo', has_pay_password: true } as UserInfo;

/** Every key a screen may have cached, with whether each invalidation point must reach it. */
const CACHED = {
  userInfo: resourceKeys.userInfo,
  property: resourceKeys.property,
  flows: resourceKeys.flows('2026-11', 'all'),
  flowsOfType: resourceKeys.flows('2026-10', 'manual_withdrawal'),
  statistics: resourceKeys.statistics(1),
  statisticsAllTime: resourceKeys.statistics(4),
  couponPages: resourceKeys.couponPages('unused'),
  usableCoupons: resourceKeys.usableCoupons,
  claimableCoupons: resourceKeys.claimableCoupons,
  unreadCount: resourceKeys.unreadCount,
  plans: ['plan', 'list', 'all'],
  bankCard: ['wallet', 'bank-card'],
} as const;
type Cached = keyof typeof CACHED;

function cachedClient(): QueryClient {
  const client = new QueryClient();
  for (const key of Object.values(CACHED)) client.setQueryData(key, { cached: true });
  return client;
}

function invalidated(client: QueryClient): Cached[] {
  return (Object.keys(CACHED) as Cached[]).filter(
    (name) => client.getQueryState(CACHED[name])?.isInvalidated,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  storage.clearSession();
});

describe('invalidation points', () => {
  it('invalidateAccount reaches the user, the balances, every month of flows and every period of statistics, nothing else', async () => {
    const client = cachedClient();
    await invalidateAccount(client);
    expect(invalidated(client).sort()).toEqual(
      ['flows', 'flowsOfType', 'property', 'statistics', 'statisticsAllTime', 'userInfo'].sort(),
    );
  });

  it('invalidateCoupons reaches every coupon list (each status, the usable ones, the claimable ones)', async () => {
    const client = cachedClient();
    await invalidateCoupons(client);
    expect(invalidated(client).sort()).toEqual(
      ['claimableCoupons', 'couponPages', 'usableCoupons'].sort(),
    );
  });

  it('setUserInfo puts an edited user in the one cache entry and in fb_userInfo', () => {
    storage.setToken('t1');
    const client = new QueryClient();
    setUserInfo(client, USER);
    expect(client.getQueryData(resourceKeys.userInfo)).toEqual(USER);
    expect(storage.getUserInfo()).toEqual(USER);
  });
});

function Screen({ name, fresh }: { name: string; fresh?: boolean }) {
  const user = useUserInfo(fresh ? { staleTime: 0 } : {});
  const property = useProperty(fresh ? { staleTime: 0 } : {});
  return (
    <output data-testid={name}>
      {user.data?.username ?? '…'} {property.data?.available_balance ?? '…'}
    </output>
  );
}

describe('one cache entry per resource', () => {
  it('two screens reading the user and the balance make one call each and show the same data', async () => {
    storage.setToken('t1');
    const fetchMock = stubApi({
      '/api/user/info': USER,
      '/api/user/property': { available_balance: '80.00' },
    });
    renderWithProviders(
      <>
        <Screen name="wallet" />
        <Screen name="launch" fresh />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('wallet').textContent).toBe('demo 80.00'));
    expect(screen.getByTestId('launch').textContent).toBe('demo 80.00');
    const paths = fetchMock.mock.calls.map(([url]) => String(url));
    expect(paths.filter((path) => path === '/api/user/info')).toHaveLength(1);
    expect(paths.filter((path) => path === '/api/user/property')).toHaveLength(1);
    expect(storage.getUserInfo()).toEqual(USER); // the fetch refreshes fb_userInfo
  });
});
