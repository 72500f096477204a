/**
 * Text lengths as API.md's limits count them: characters are Unicode code points (an emoji or a
 * CJK extension character is one, where a JavaScript string's `length` counts two), as JSON
 * Schema's `minLength`/`maxLength` and the server's checks do.
 */

/** The number of characters (code points) of `value`. */
export function characterCount(value: string): number {
  let count = 0;
  for (const _char of value) count++;
  return count;
}

/** `value` cut to at most `max` characters, never inside a surrogate pair. */
export function truncateCharacters(value: string, max: number): string {
  if (value.length <= max) return value;
  let count = 0;
  let end = 0;
  for (const char of value) {
    if (count === max) return value.slice(0, end);
    count++;
    end += char.length;
  }
  return value;
}
