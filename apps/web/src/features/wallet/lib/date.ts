const pad = (value: number) => String(value).padStart(2, '0');

/** "YYYY-MM" of a date in the local time zone. */
export function monthOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
}

/** The current month and the 11 before it, newest first, as "YYYY-MM" (local time). */
export function recentMonths(now: Date = new Date(), count = 12): string[] {
  return Array.from({ length: count }, (_, index) =>
    monthOf(new Date(now.getFullYear(), now.getMonth() - index, 1)),
  );
}
