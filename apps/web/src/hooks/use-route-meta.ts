import { useMatches } from 'react-router-dom';
import type { RouteMeta } from '@/config/route-meta';

export interface RouteHandle {
  meta?: RouteMeta;
}

/** The meta of the deepest matched route that has one (see src/config/route-meta.ts). */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const meta = (matches[i]?.handle as RouteHandle | undefined)?.meta;
    if (meta) return meta;
  }
  return undefined;
}
