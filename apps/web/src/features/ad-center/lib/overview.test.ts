import { describe, expect, it } from 'vitest';
import { AD_DATA_REFRESH_MS } from '@adc/contract/constants';
import {
  isOverviewPeriod,
  OVERVIEW_PERIODS,
  overviewRefetchInterval,
  parsePeriod,
  periodToType,
  stepPeriod,
} from './overview';

describe('data overview periods', () => {
  it('maps the four tabs, in order, to the statistics type 1–4', () => {
    expect(OVERVIEW_PERIODS).toEqual(['today', 'week', 'month', 'all']);
    expect(OVERVIEW_PERIODS.map(periodToType)).toEqual([1, 2, 3, 4]);
  });

  it('reads ?period= leniently: unknown or missing values are today', () => {
    expect(parsePeriod('month')).toBe('month');
    expect(parsePeriod('all')).toBe('all');
    expect(parsePeriod(null)).toBe('today');
    expect(parsePeriod('')).toBe('today');
    expect(parsePeriod('year')).toBe('today');
    expect(isOverviewPeriod('week')).toBe(true);
    expect(isOverviewPeriod(2)).toBe(false);
  });

  it('moves between tabs with the arrow keys, wrapping around', () => {
    expect(stepPeriod('today', 1)).toBe('week');
    expect(stepPeriod('all', 1)).toBe('today');
    expect(stepPeriod('today', -1)).toBe('all');
    expect(stepPeriod('month', -1)).toBe('week');
  });
});

describe('data overview refresh', () => {
  it('polls every AD_DATA_REFRESH_MS (30 s) while visible and pauses while hidden', () => {
    expect(AD_DATA_REFRESH_MS).toBe(30_000);
    expect(overviewRefetchInterval(true)).toBe(30_000);
    expect(overviewRefetchInterval(false)).toBe(false);
  });
});
