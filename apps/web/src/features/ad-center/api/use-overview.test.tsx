import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdStatistics } from '@adc/contract';
import { loadFeatureMessages } from '@/lib/i18n';
import { renderWithProviders, stubApi } from '@/test/render';
import { OverviewCard } from '../components/overview-card';
import type { OverviewPeriod } from '../lib/overview';
import { useOverview } from './use-overview';

const STATS: AdStatistics = {
  investment_amount: '5000.00',
  coupon_budget: '0.00',
  delivery_orders: 5,
  consumed: '3201.38',
  to_be_consumed: '998.62',
  impressions: 260729,
  clicks: 3931,
  revenue: '1920.00',
  profit: '-1281.38',
  operated_id: null,
};
const PATH = '/api/ad/order/data_statistics/list';

/** The `type` query parameter of every statistics call made so far. */
function statisticsTypes(fetchMock: ReturnType<typeof stubApi>): string[] {
  return fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === PATH)
    .map((url) => url.searchParams.get('type') ?? '');
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  Object.defineProperty(document, 'hidden', { value: state === 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true })); // bubbles to window, as in browsers
}

function Probe({ period }: { period: OverviewPeriod }) {
  const query = useOverview(period);
  return <output data-testid="probe">{query.data?.investment_amount ?? 'none'}</output>;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setVisibility('visible');
});

beforeAll(() => loadFeatureMessages('en'));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setVisibility('visible');
});

describe('useOverview', () => {
  it('loads the period, refreshes every 30 s while visible, pauses while hidden and catches up on return', async () => {
    const fetchMock = stubApi({ [PATH]: STATS });
    renderWithProviders(<Probe period="today" />);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('5000.00'));
    expect(statisticsTypes(fetchMock)).toEqual(['1']);
    const firstUrl = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(firstUrl.searchParams.get('user_time_zone')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(statisticsTypes(fetchMock)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(statisticsTypes(fetchMock)).toHaveLength(2));

    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(95_000));
    expect(statisticsTypes(fetchMock)).toHaveLength(2);

    act(() => setVisibility('visible'));
    await waitFor(() => expect(statisticsTypes(fetchMock)).toHaveLength(3));
    expect(statisticsTypes(fetchMock)).toEqual(['1', '1', '1']);
  });

  it('asks for type 2, 3 and 4 for this week, this month and all time', async () => {
    const fetchMock = stubApi({ [PATH]: STATS });
    function Switcher() {
      const [period, setPeriod] = useState<OverviewPeriod>('week');
      return (
        <>
          <Probe period={period} />
          <button type="button" onClick={() => setPeriod('month')}>
            month
          </button>
          <button type="button" onClick={() => setPeriod('all')}>
            all
          </button>
        </>
      );
    }
    renderWithProviders(<Switcher />);
    await waitFor(() => expect(statisticsTypes(fetchMock)).toEqual(['2']));
    fireEvent.click(screen.getByRole('button', { name: 'month' }));
    await waitFor(() => expect(statisticsTypes(fetchMock)).toEqual(['2', '3']));
    fireEvent.click(screen.getByRole('button', { name: 'all' }));
    await waitFor(() => expect(statisticsTypes(fetchMock)).toEqual(['2', '3', '4']));
  });
});

describe('OverviewCard', () => {
  function Harness() {
    const [period, setPeriod] = useState<OverviewPeriod>('today');
    return <OverviewCard period={period} onPeriodChange={setPeriod} />;
  }

  it('shows the eight figures, negative profit as such, and switches tabs', async () => {
    const fetchMock = stubApi({ [PATH]: STATS });
    renderWithProviders(<Harness />);
    await waitFor(() =>
      expect(screen.getByTestId('ad-center-stat-profit').textContent).toContain('−1,281.38'),
    );
    expect(screen.getByTestId('ad-center-stat-profit').getAttribute('data-tone')).toBe('negative');
    expect(screen.getByTestId('ad-center-stat-investment_amount').textContent).toContain(
      '5,000.00',
    );
    expect(screen.getByTestId('ad-center-stat-impressions').textContent).toContain('260,729');
    for (const key of ['delivery_orders', 'consumed', 'to_be_consumed', 'clicks', 'revenue']) {
      expect(screen.getByTestId(`ad-center-stat-${key}`)).toBeTruthy();
    }

    const week = screen.getByRole('tab', { name: 'This week' });
    expect(screen.getByRole('tab', { name: 'Today' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(week);
    expect(week.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(statisticsTypes(fetchMock)).toEqual(['1', '2']));

    fireEvent.keyDown(week, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'This month' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await waitFor(() => expect(statisticsTypes(fetchMock)).toEqual(['1', '2', '3']));
  });

  it('says how much of the investment coupons funded, and explains every money figure', async () => {
    stubApi({ [PATH]: { ...STATS, coupon_budget: '300.00' } });
    renderWithProviders(<Harness />);
    expect((await screen.findByTestId('ad-center-stat-coupon_budget')).textContent).toBe(
      'incl. 300.00 from coupons',
    );
    expect(screen.queryByTestId('ad-center-figures')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'What these figures mean' }));
    const sheet = await screen.findByTestId('ad-center-figures');
    for (const [key, label] of [
      ['investment_amount', 'Investment amount'],
      ['coupon_budget', 'From coupons'],
      ['consumed', 'Consumed'],
      ['to_be_consumed', 'To be consumed'],
      ['revenue', 'Revenue'],
      ['profit', 'Profit'],
    ] as const) {
      const entry = sheet.querySelector(`[data-testid="ad-center-figures-${key}"]`);
      expect(entry?.querySelector('dt')?.textContent).toBe(label);
      expect(entry?.querySelector('dd')?.textContent?.length).toBeGreaterThan(20);
    }
    expect(sheet.textContent).toContain('Revenue minus consumed');
  });

  it('shows no coupon line when no coupon funded the investment', async () => {
    stubApi({ [PATH]: STATS });
    renderWithProviders(<Harness />);
    await screen.findByTestId('ad-center-stat-profit');
    expect(screen.queryByTestId('ad-center-stat-coupon_budget')).toBeNull();
  });

  it('shows the failed state with a Retry button when the call fails, and retries on tap', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 500, msg: 'Server error', data: null }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Harness />);
    expect(await screen.findByText("Couldn't load this")).toBeTruthy();
    const retry = screen.getByRole('button', { name: 'Retry' });
    fireEvent.click(retry);
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2));
  });
});
