/** Record ids: positive integers, up to 15 digits when written (every one a safe JS number). */
export const ID_PATTERN = /^\d{1,15}$/;
/**
 * The largest record id: ids are the database's 32-bit integers (PostgreSQL `integer`), so no
 * record has a larger one, and PostgreSQL refuses to compare a column with one (a lookup of
 * 2147483648 failed with HTTP 500 there, where SQLite found nothing).
 */
export const ID_MAX = 2_147_483_647;

/** The id a digit string names (`?id=12`), or null for anything but a positive id up to ID_MAX. */
export function parseId(value: string | null | undefined): number | null {
  const text = (value ?? '').trim();
  if (!ID_PATTERN.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 && id <= ID_MAX ? id : null;
}
