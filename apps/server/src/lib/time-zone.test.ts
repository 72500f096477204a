import { TZDate } from '@date-fns/tz';
import { startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { dayKey, monthRange, parseTimeZone, periodStart } from './time-zone';

describe('parseTimeZone', () => {
  it.each([
    ['Asia/Tokyo;GMT+09:00', 'Asia/Tokyo'],
    ['America/Los_Angeles;GMT-08:00', 'America/Los_Angeles'],
    ['Asia/Tokyo', 'Asia/Tokyo'],
    // Not a zone: UTC, whatever the offset says (API.md: invalid means UTC; time_zone is IANA).
    ['Not/AZone;GMT+09:00', 'UTC'],
    ['bogus;GMT+05:30', 'UTC'],
    [';GMT-3', 'UTC'],
    ['GMT+05:30', 'UTC'],
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

  it('works with a fixed offset zone (stored by an earlier version)', () => {
    expect(periodStart('today', now, '+09:00')?.toISOString()).toBe('2026-01-01T15:00:00.000Z');
  });

  it('gives a month range and a day key in the zone', () => {
    const range = monthRange('2026-02', now, 'Asia/Tokyo');
    expect(range.start.toISOString()).toBe('2026-01-31T15:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(monthRange(undefined, now, 'Asia/Tokyo').start.toISOString()).toBe(
      '2025-12-31T15:00:00.000Z',
    );
    expect(monthRange('0050-03', now, 'UTC').start.toISOString()).toBe('0050-03-01T00:00:00.000Z');
    expect(monthRange('0000-01', now, 'UTC').end.toISOString()).toBe('0000-02-01T00:00:00.000Z');
    expect(monthRange('0099-12', now, 'UTC').end.toISOString()).toBe('0100-01-01T00:00:00.000Z');
    expect(dayKey(now, 'Asia/Tokyo')).toBe('2026-01-02');
    expect(dayKey(now, 'UTC')).toBe('2026-01-01');
  });
});

describe('periodStart (remembered per zone and period)', () => {
  /** The computation without memory, as periodStart did it before. */
  function reference(period: 'today' | 'week' | 'month', at: number, zone: string): number {
    const local = new TZDate(at, zone);
    if (period === 'today') return startOfDay(local).getTime();
    if (period === 'week') return startOfWeek(local, { weekStartsOn: 1 }).getTime();
    return startOfMonth(local).getTime();
  }
  const hours = 3600_000;
  /** From a period's start, a span that always ends inside the next period. */
  const SPAN_PAST_NEXT_START = { today: 26 * hours, week: 8 * 24 * hours, month: 32 * 24 * hours };
  /** Days of DST changes in the zones below (US, EU, Lord Howe, Chile, Brazil's former one). */
  const CHANGE_DAYS = [
    '2025-09-07',
    '2025-10-05',
    '2025-10-26',
    '2025-11-02',
    '2026-02-15',
    '2026-03-08',
    '2026-03-29',
    '2026-04-05',
  ];

  /** Every few days for 15 months, and every 2 hours around the DST changes (if any). */
  function instants(stepHours: number, changeDays: readonly string[]): number[] {
    const list: number[] = [];
    const from = Date.parse('2025-09-01T00:00:00Z');
    for (let at = from; at < Date.parse('2026-12-01T00:00:00Z'); at += stepHours * hours)
      list.push(at);
    for (const day of changeDays)
      for (let h = -24; h <= 48; h += 2) list.push(Date.parse(`${day}T00:00:00Z`) + h * hours);
    return list;
  }

  it.each([
    ['UTC', 103, CHANGE_DAYS],
    ['Asia/Tokyo', 103, CHANGE_DAYS],
    ['America/Los_Angeles', 103, CHANGE_DAYS],
    ['Europe/London', 103, CHANGE_DAYS],
    ['Australia/Lord_Howe', 103, CHANGE_DAYS],
    ['America/Santiago', 103, CHANGE_DAYS],
    ['America/Sao_Paulo', 103, CHANGE_DAYS],
    // Fixed offsets are slow to compute with (and have no DST): fewer instants.
    ['+05:30', 24 * 17, []],
  ])(
    'agrees with the plain computation through DST changes in %s',
    (zone, stepHours, changeDays) => {
      for (const period of ['today', 'week', 'month'] as const) {
        const checked = new Set<number>();
        const times = instants(stepHours, changeDays);
        // Forwards, then backwards (the QA clock can be reset); the milliseconds around the
        // start of each period met and around the next one, once per period.
        for (const at of [...times, ...times.reverse()]) {
          const start = reference(period, at, zone);
          const probes = [at];
          if (!checked.has(start)) {
            checked.add(start);
            const next = reference(period, start + SPAN_PAST_NEXT_START[period], zone);
            probes.push(start - 1, start, next - 1, next);
          }
          for (const probe of probes) {
            expect(periodStart(period, new Date(probe), zone)?.getTime()).toBe(
              reference(period, probe, zone),
            );
          }
        }
      }
    },
    120_000,
  );
});
