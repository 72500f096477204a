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

/** An ISO timestamp as local "YYYY-MM-DD HH:mm" ("--" when missing or invalid). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '--';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '--';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
