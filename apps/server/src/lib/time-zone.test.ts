import { describe, expect, it } from 'vitest';
import { dayKey, monthRange, parseTimeZone, periodStart } from './time-zone';

describe('parseTimeZone', () => {
  it.each([
    ['Asia/Tokyo;GMT+09:00', 'Asia/Tokyo'],
    ['America/Los_Angeles;GMT-08:00', 'America/Los_Angeles'],
    ['Not/AZone;GMT+09:00', '+09:00'],
    ['bogus;GMT+05:30', '+05:30'],
    [';GMT-3', '-03:00'],
    ['bogus', 'UTC'],
    ['bogus;GMT+99:00', 'UTC'],
    [undefined, 'UTC'],
    ['', 'UTC'],
  ])('%j → %s', (header, zone) => {
    expect(parseTimeZone(header)).toBe(zone);
  });
});

describe('periods', () => {
  const now = new Date('2026-01-01T20:00:00Z'); // Friday 2 January 05:00 in Tokyo

  it('starts today, this week (Monday) and this month in the caller zone', () => {
    expect(periodStart('today', now, 'Asia/Tokyo')?.toISOString()).toBe('2026-01-01T15:00:00.000Z');
    expect(periodStart('week', now, 'Asia/Tokyo')?.toISOString()).toBe('2025-12-28T15:00:00.000Z');
    expect(periodStart('month', now, 'Asia/Tokyo')?.toISOString()).toBe('2025-12-31T15:00:00.000Z');
    expect(periodStart('today', now, 'America/Los_Angeles')?.toISOString()).toBe(
      '2026-01-01T08:00:00.000Z',
    );
    expect(periodStart('all', now, 'UTC')).toBeNull();
  });

  it('works with a fixed offset zone', () => {
    expect(periodStart('today', now, '+09:00')?.toISOString()).toBe('2026-01-01T15:00:00.000Z');
  });

  it('gives a month range and a day key in the zone', () => {
    const range = monthRange('2026-02', now, 'Asia/Tokyo');
    expect(range.start.toISOString()).toBe('2026-01-31T15:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(monthRange(undefined, now, 'Asia/Tokyo').start.toISOString()).toBe(
      '2025-12-31T15:00:00.000Z',
    );
    expect(dayKey(now, 'Asia/Tokyo')).toBe('2026-01-02');
    expect(dayKey(now, 'UTC')).toBe('2026-01-01');
  });
});
