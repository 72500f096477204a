import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';

/** One call as a client sends it: what ts-rest's `initClient` reads at run time. */
export interface RouteEntry {
  method: AppRoute['method'];
  path: string;
  contentType?: string;
  /** The statuses the contract declares; their schemas stay with the contract. */
  responses: Record<string, null>;
}

export interface RouteTable {
  [name: string]: RouteEntry | RouteTable;
}

function entryOf(route: AppRoute): RouteEntry {
  const statuses = Object.keys(route.responses).map((status) => [status, null] as const);
  return {
    method: route.method,
    path: route.path,
    ...('contentType' in route && route.contentType ? { contentType: route.contentType } : {}),
    responses: Object.fromEntries(statuses),
  };
}

/**
 * A router's calls without their zod schemas. The web client builds its ts-rest client from the
 * API's table (`api-routes.json`, kept in step with the contract by route-table.test.ts), so it
 * bundles neither zod nor the schemas, while its types still come from the contract.
 */
export function routeTableOf(router: AppRouter): RouteTable {
  return Object.fromEntries(
    Object.entries(router).map(([name, node]) => [
      name,
      isAppRoute(node) ? entryOf(node) : routeTableOf(node),
    ]),
  );
}
