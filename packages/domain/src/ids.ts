/** Record ids: positive integers, up to 15 digits when written (every one a safe JS number). */
export const ID_PATTERN = /^\d{1,15}$/;

/** The id a digit string names (`?id=12`), or null for anything but a positive safe integer. */
export function parseId(value: string | null | undefined): number | null {
  const text = (value ?? '').trim();
  if (!ID_PATTERN.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
