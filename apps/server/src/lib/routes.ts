import {
  TsRestResponseError,
  isAppRouteNoBody,
  isAppRouteOtherResponse,
  type AppRoute,
  type AppRouter,
} from '@ts-rest/core';
import { RequestValidationError, type RouterImplementation } from '@ts-rest/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';
import { optionalStringsCheck } from './optional-strings';

/** A contract (or a part of it) with its implementation, as `registerRouter` takes it. */
export interface RoutedContract<T extends AppRouter> {
  contract: T;
  routes: RouterImplementation<T>;
}

export const s = {
  router: <T extends AppRouter>(
    contract: T,
    routes: RouterImplementation<T>,
  ): RoutedContract<T> => ({
    contract,
    routes,
  }),
};

/**
 * Registers the routes of a contract the way @ts-rest/fastify does (same validation, same
 * handler arguments, same replies; `config.tsRestRoute` for the auth hook), with less work per
 * request: one async step, and the query of GET calls validated once per distinct query (its
 * schema is a pure function of it). A validation failure throws ts-rest's RequestValidationError,
 * which the error plugin answers as the envelope (HTTP 200, code 400, a message naming the field).
 */
export async function registerRouter<T extends AppRouter>(
  app: FastifyInstance,
  { contract, routes }: RoutedContract<T>,
): Promise<void> {
  registerAll(app, contract, routes);
}

/** Like ts-rest: every implemented route, nested routers included. */
function registerAll(app: FastifyInstance, contract: AppRouter, routes: object): void {
  for (const [name, implementation] of Object.entries(routes)) {
    const route = contract[name];
    if (!route) continue;
    if (isAppRoute(route)) registerRoute(app, route, implementation);
    else registerAll(app, route, implementation as object);
  }
}

interface HandlerInput {
  params: unknown;
  query: unknown;
  headers: unknown;
  body: unknown;
  request: FastifyRequest;
  reply: FastifyReply;
  appRoute: AppRoute;
}
type Handler = (input: HandlerInput) => Promise<{ status: number; body: unknown }>;
type ResponseType = Parameters<typeof isAppRouteNoBody>[0];
type Parsed = { success: true; data: unknown } | { success: false; error: ZodError };
interface Schema {
  safeParse(data: unknown): Parsed;
}

function registerRoute(app: FastifyInstance, route: AppRoute, implementation: unknown): void {
  const { handler, hooks } =
    typeof implementation === 'function'
      ? { handler: implementation as Handler, hooks: {} }
      : (implementation as { handler: Handler; hooks?: object });
  const parseParams = parser(route.pathParams, true);
  const parseHeaders = parser(route.headers, true);
  const parseQuery = route.query ? memoized(parser(route.query, false)) : parser(null, false);
  const parseBody = parser('body' in route ? route.body : null, false);

  app.route({
    ...hooks,
    method: route.method,
    url: route.path,
    config: { tsRestRoute: route },
    handler: async (request, reply) => {
      const params = parseParams(request.params);
      const headers = parseHeaders(request.headers);
      const query = parseQuery(request.query);
      const body = parseBody(request.body);
      if (!params.success || !headers.success || !query.success || !body.success) {
        throw new RequestValidationError(
          params.success ? null : params.error,
          headers.success ? null : headers.error,
          query.success ? null : query.error,
          body.success ? null : body.error,
        );
      }
      const input = {
        params: params.data,
        headers: headers.data,
        query: query.data,
        body: body.data,
        request,
        reply,
        appRoute: route,
      };
      let result: { status: number; body: unknown };
      try {
        result = await handler(input);
      } catch (error) {
        if (!(error instanceof TsRestResponseError)) throw error;
        result = { status: error.statusCode, body: error.body };
      }
      // Possibly undefined (a status the contract does not declare): both checks are then false.
      const responseType = route.responses[result.status] as ResponseType;
      if (isAppRouteNoBody(responseType)) return reply.status(result.status).send();
      if (isAppRouteOtherResponse(responseType))
        reply.header('content-type', responseType.contentType);
      return reply.status(result.status).send(result.body);
    },
  });
}

function isAppRoute(value: AppRoute | AppRouter): value is AppRoute {
  return typeof (value as AppRoute).method === 'string' && 'responses' in value;
}

/** ts-rest's checkZodSchema: no schema passes the input through; passthrough keeps unknown keys. */
function parser(schema: unknown, passThroughExtraKeys: boolean): (data: unknown) => Parsed {
  if (typeof (schema as Schema | null)?.safeParse !== 'function') {
    return (data) => ({ success: true, data });
  }
  const zod = schema as Schema;
  const zodParse = (data: unknown): Parsed => {
    const result = zod.safeParse(data);
    if (!result.success || !passThroughExtraKeys || typeof data !== 'object') return result;
    return { success: true, data: { ...(data as object), ...(result.data as object) } };
  };
  const passes = passThroughExtraKeys ? optionalStringsCheck(schema) : null;
  if (!passes) return zodParse;
  // What zod would answer for values that pass (their own strings, merged over the input).
  return (data) =>
    typeof data === 'object' && data !== null && passes(data as Record<string, unknown>)
      ? { success: true, data: { ...data } }
      : zodParse(data);
}

const MEMO_LIMIT = 1000;

/**
 * Remembers the successful parses of flat objects (a query: string values), keyed by their JSON.
 * Each call gets its own copy, so a handler cannot alter what the next call receives.
 */
function memoized(parse: (data: unknown) => Parsed): (data: unknown) => Parsed {
  const cache = new Map<string, object>();
  return (data) => {
    const key = JSON.stringify(data ?? null);
    const hit = cache.get(key);
    if (hit) return { success: true, data: { ...hit } };
    const result = parse(data);
    if (result.success && isFlatRecord(result.data)) {
      if (cache.size >= MEMO_LIMIT) cache.clear();
      cache.set(key, result.data);
    }
    return result;
  };
}

function isFlatRecord(value: unknown): value is object {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((field) => field === null || typeof field !== 'object');
}
