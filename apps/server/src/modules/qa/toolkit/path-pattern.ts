/**
 * A path pattern of the toolkit (fault rules, journal filters): an `/api` path without the prefix
 * where `*` matches any run of characters, e.g. `/user/*`. Compiled once per distinct pattern.
 */
const compiled = new Map<string, RegExp>();

export function pathMatches(pattern: string, path: string): boolean {
  let regex = compiled.get(pattern);
  if (!regex) {
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    regex = new RegExp(`^${source}$`);
    if (compiled.size > 1_000) compiled.clear();
    compiled.set(pattern, regex);
  }
  return regex.test(path);
}

/** The path of a request URL without the `/api` prefix and the query string. */
export function apiPathOf(url: string): string {
  const end = url.indexOf('?');
  const path = end === -1 ? url : url.slice(0, end);
  return path.startsWith('/api/') ? path.slice(4) : path === '/api' ? '/' : path;
}
