import { redirect } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import type { RouteMeta } from '@/config/route-meta';
import { storage } from '@/lib/storage';

/**
 * The route guard (spec "Route guard"): a route whose meta auth is false is open; every other
 * route needs a stored token, else the visitor goes to /login. Returns the redirect target or null.
 */
export function guardRedirect(
  meta: Pick<RouteMeta, 'auth'> | undefined,
  token: string | null,
): string | null {
  if (!meta?.auth) return null;
  return token ? null : PATHS.login;
}

/** Route loader of every auth route: runs before the page chunk loads, so no flash of content. */
export function requireAuthLoader() {
  const target = guardRedirect({ auth: true }, storage.getToken());
  if (target) throw redirect(target);
  return null;
}
