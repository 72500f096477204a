import { initClient, isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import routes from '../api-routes.json';
import { apiContract } from './index';

/** One call as a client sends it: what ts-rest's `initClient` reads at run time. */
interface RouteEntry {
  method: AppRoute['method'];
  path: string;
  contentType?: string;
  /** The statuses the contract declares; their schemas stay with the contract. */
  responses: Record<string, null>;
}

interface RouteTable {
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
 * API's table (`api-routes.json`, written and kept in step by the first test below), so it bundles
 * neither zod nor the schemas, while its types still come from the contract.
 */
function routeTableOf(router: AppRouter): RouteTable {
  return Object.fromEntries(
    Object.entries(router).map(([name, node]) => [
      name,
      isAppRoute(node) ? entryOf(node) : routeTableOf(node),
    ]),
  );
}

describe('api-routes.json, the route table the web client is built from', () => {
  it('is the contract without its schemas (`pnpm --filter @adc/contract test -u` rewrites it)', async () => {
    await expect(`${JSON.stringify(routeTableOf(apiContract), null, 2)}\n`).toMatchFileSnapshot(
      '../api-routes.json',
    );
  });

  it('gives ts-rest the same requests as the contract', async () => {
    const sent: string[] = [];
    const api = async ({ method, path, body }: { method: string; path: string; body: unknown }) => {
      sent.push(`${method} ${path} ${body instanceof FormData ? 'form' : String(body)}`);
      return { status: 200, body: null, headers: new Headers() };
    };
    const fromContract = initClient(apiContract, { baseUrl: '', api });
    const fromTable = initClient(routes as unknown as typeof apiContract, { baseUrl: '', api });
    for (const client of [fromContract, fromTable]) {
      await client.plan.list({ query: { status: 'in_progress', page: 1, page_size: 20 } });
      await client.plan.put({ body: { id: 7, amount: '10.00' } });
      await client.common.upload({ body: { file: new Blob(['x']) } });
    }
    expect(sent.slice(3)).toEqual(sent.slice(0, 3));
    expect(sent[0]).toBe(
      'GET /api/plan/order/list?status=in_progress&page=1&page_size=20 undefined',
    );
    expect(sent[2]).toMatch(/^POST \/api\/files\/upload form$/);
  });
});
