// The device's time zone, as the API asks for it: `X-TZ` on every call, `user_time_zone` of the
// statistics call.

/**
 * `X-TZ` value: `<IANA zone>;GMT<±HH:MM>`, e.g. `Asia/Tokyo;GMT+09:00`. The zone comes from
 * Temporal where the engine has it: it answers at once, where the first `Intl.DateTimeFormat` of
 * a page loads the locale's date data (about 90 ms on a desktop, several times that on a phone),
 * and the first API call waits for this header. Self-contained: the route-preload script runs a
 * copy of it (./first-call.ts).
 */
export function timeZoneHeader(date: Date = new Date()): string {
  let zone = 'UTC';
  try {
    const temporal = (globalThis as { Temporal?: { Now: { timeZoneId(): string } } }).Temporal;
    zone = temporal?.Now.timeZoneId() || Intl.DateTimeFormat().resolvedOptions().timeZone || zone;
  } catch {
    // very old engines: UTC
  }
  const offset = -date.getTimezoneOffset(); // minutes east of UTC
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${zone};GMT${sign}${hh}:${mm}`;
}

/** The device's IANA time zone (the statistics call's `user_time_zone`): the zone of `X-TZ`. */
export function timeZoneName(): string {
  return timeZoneHeader().split(';')[0] || 'UTC';
}
