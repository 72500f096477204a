import type { StatsPeriod } from '@adc/domain';
import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, addWeeks, startOfDay, startOfMonth, startOfWeek } from 'date-fns';

/**
 * Reads `X-TZ: <IANA zone>;GMT<±HH:MM>`: the zone name, when it is one; anything else means UTC
 * (API.md), so `UserInfo.time_zone`, fixed from it at registration, is always an IANA zone. The GMT
 * offset is not a fallback: a fixed offset has no daylight saving, so it would put the user's days
 * in the wrong place for half the year, for good. (Rows stored as an offset by an earlier version
 * still compute: date-fns' TZDate takes one.)
 */
export function parseTimeZone(header: string | undefined): string {
  if (!header) return 'UTC';
  const name = header.split(';', 1)[0]?.trim() ?? '';
  return name && isValidZone(name) ? name : 'UTC';
}

const zoneCache = new Map<string, boolean>();
function isValidZone(zone: string): boolean {
  let valid = zoneCache.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      valid = zone.length <= 64;
    } catch {
      valid = false;
    }
    if (zoneCache.size < 1000) zoneCache.set(zone, valid);
  }
  return valid;
}

export type Period = StatsPeriod;

/** The instant at which the period containing `now` starts in `zone` (null for all time). */
export function periodStart(period: Period, now: Date, zone: string): Date | null {
  if (period === 'all') return null;
  const key = `${period} ${zone}`;
  const at = now.getTime();
  const known = periodWindows.get(key);
  if (known && at >= known.start && at < known.end) return new Date(known.start);
  const start = computePeriodStart(period, at, zone);
  const window = verifiedWindow(period, start, zone);
  if (window) {
    if (periodWindows.size >= 1000) periodWindows.clear();
    periodWindows.set(key, window);
  }
  return new Date(start);
}

/**
 * The period (of a zone) last asked for: every instant in [start, end) has that start. Computing
 * a start takes tens of microseconds of time-zone arithmetic; the statistics ask on every call.
 */
const periodWindows = new Map<string, { start: number; end: number }>();
const NEXT: Record<Exclude<Period, 'all'>, (local: TZDate) => TZDate> = {
  today: (local) => addDays(local, 1),
  week: (local) => addWeeks(local, 1),
  month: (local) => addMonths(local, 1),
};

/**
 * [start, next start) of the period beginning at `start`, checked against the computation itself
 * (a period's start never decreases as time goes on, so the last millisecond before the next
 * start having the same start proves the whole window); null when the check fails.
 */
function verifiedWindow(
  period: Exclude<Period, 'all'>,
  start: number,
  zone: string,
): { start: number; end: number } | null {
  const end = computePeriodStart(period, NEXT[period](new TZDate(start, zone)).getTime(), zone);
  const exact =
    end > start &&
    computePeriodStart(period, start, zone) === start &&
    computePeriodStart(period, end - 1, zone) === start;
  return exact ? { start, end } : null;
}

function computePeriodStart(period: Exclude<Period, 'all'>, at: number, zone: string): number {
  const local = new TZDate(at, zone);
  switch (period) {
    case 'today':
      return startOfDay(local).getTime();
    case 'week':
      return startOfWeek(local, { weekStartsOn: 1 }).getTime();
    case 'month':
      return startOfMonth(local).getTime();
  }
}

/** [start, end) of a `YYYY-MM` month in `zone`; defaults to the month containing `now`. */
export function monthRange(
  month: string | undefined,
  now: Date,
  zone: string,
): { start: Date; end: Date } {
  let first: TZDate;
  if (month) {
    const [year, mon] = month.split('-').map(Number);
    // Date's constructor reads years 0–99 as 1900–1999; setFullYear takes the year as written.
    first = new TZDate(2000, mon! - 1, 1, zone);
    first.setFullYear(year!);
  } else {
    first = startOfMonth(new TZDate(now.getTime(), zone));
  }
  return { start: new Date(first.getTime()), end: new Date(addMonths(first, 1).getTime()) };
}

/** The calendar day `YYYY-MM-DD` of `now` in `zone`. */
export function dayKey(now: Date, zone: string): string {
  const local = new TZDate(now.getTime(), zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}
