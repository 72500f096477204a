/**
 * Data-overview logic of the ad-center home (spec: today / this week / this month / all time,
 * refreshed every AD_DATA_REFRESH_MS while the page is visible). Pure, unit-tested.
 */
import { AD_DATA_REFRESH_MS, STATS_PERIODS } from '@adc/domain';

/** The tabs, in display order, with the `type` of GET /ad/order/data_statistics/list. */
export const OVERVIEW_PERIODS = ['today', 'week', 'month', 'all'] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

const PERIOD_TYPES = STATS_PERIODS satisfies Record<OverviewPeriod, number>;
export type OverviewType = (typeof PERIOD_TYPES)[OverviewPeriod];

export const DEFAULT_PERIOD: OverviewPeriod = 'today';

/** `type` query parameter of the statistics call: 1 today, 2 this week, 3 this month, 4 all time. */
export function periodToType(period: OverviewPeriod): OverviewType {
  return PERIOD_TYPES[period];
}

export function isOverviewPeriod(value: unknown): value is OverviewPeriod {
  return typeof value === 'string' && (OVERVIEW_PERIODS as readonly string[]).includes(value);
}

/** The period of a `?period=` search parameter; anything unknown is today. */
export function parsePeriod(value: string | null | undefined): OverviewPeriod {
  return isOverviewPeriod(value) ? value : DEFAULT_PERIOD;
}

/** The next tab for a keyboard arrow (wraps around), for the tab list's roving focus. */
export function stepPeriod(period: OverviewPeriod, direction: 1 | -1): OverviewPeriod {
  const index = OVERVIEW_PERIODS.indexOf(period);
  const next = (index + direction + OVERVIEW_PERIODS.length) % OVERVIEW_PERIODS.length;
  return OVERVIEW_PERIODS[next] ?? DEFAULT_PERIOD;
}

/** Polling interval for react-query: every 30 s while the document is visible, paused otherwise. */
export function overviewRefetchInterval(visible: boolean): number | false {
  return visible ? AD_DATA_REFRESH_MS : false;
}
