/**
 * Memoises a pure function of a string. Meant for header values, which repeat from call to call:
 * the cache is bounded (cleared when full), so odd values sent on purpose cannot grow it.
 */
export function memoizeByString<R>(fn: (input: string) => R, limit = 1000): (input: string) => R {
  const cache = new Map<string, R>();
  return (input) => {
    const hit = cache.get(input);
    if (hit !== undefined || cache.has(input)) return hit as R;
    const value = fn(input);
    if (cache.size >= limit) cache.clear();
    cache.set(input, value);
    return value;
  };
}
