import { TZDate } from '@date-fns/tz';
import { addMonths, startOfDay, startOfMonth, startOfWeek } from 'date-fns';

/**
 * Reads `X-TZ: <IANA zone>;GMT<±HH:MM>`. The zone name wins; a bad name falls back to the GMT
 * offset (a fixed-offset zone such as `+09:00`); anything else means UTC.
 */
export function parseTimeZone(header: string | undefined): string {
  if (!header) return 'UTC';
  const [name = '', offset = ''] = header.split(';').map((part) => part.trim());
  if (name && isValidZone(name)) return name;
  const match = /^(?:GMT|UTC)([+-])(\d{1,2}):?(\d{2})?$/i.exec(offset);
  if (match) {
    const hours = Number(match[2]);
    const minutes = Number(match[3] ?? '0');
    // date-fns' TZDate takes a fixed offset as its zone (Intl does not, so it is not checked there).
    if (hours <= 14 && minutes < 60)
      return `${match[1]}${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  }
  return 'UTC';
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

export type Period = 'today' | 'week' | 'month' | 'all';

/** The instant at which the period containing `now` starts in `zone` (null for all time). */
export function periodStart(period: Period, now: Date, zone: string): Date | null {
  const local = new TZDate(now.getTime(), zone);
  switch (period) {
    case 'today':
      return new Date(startOfDay(local).getTime());
    case 'week':
      return new Date(startOfWeek(local, { weekStartsOn: 1 }).getTime());
    case 'month':
      return new Date(startOfMonth(local).getTime());
    case 'all':
      return null;
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
    first = new TZDate(year!, mon! - 1, 1, zone);
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
