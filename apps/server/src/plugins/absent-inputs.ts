import type { AppRoute } from '@ts-rest/core';
import fp from 'fastify-plugin';
import { ZodDefault, ZodEffects, ZodNullable, ZodObject, ZodOptional, type ZodTypeAny } from 'zod';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body and query as the client sent them, when `absent-inputs` dropped a field. */
    sentInput: { body: unknown; query: unknown } | undefined;
  }
}

/** The fields of a call that may be left out but take no null (body) or empty value (query). */
interface AbsentFields {
  body: string[];
  query: string[];
  /** Whether the body may be left out as a whole: every field of it may. */
  emptyBody: boolean;
}

/** The fields of an object schema, through refinements, defaults and an optional body. */
function fieldsOf(schema: unknown): Record<string, ZodTypeAny> {
  let current = schema;
  for (;;) {
    if (current instanceof ZodObject) return current.shape as Record<string, ZodTypeAny>;
    if (current instanceof ZodEffects) current = current.innerType();
    else if (current instanceof ZodOptional || current instanceof ZodNullable)
      current = current.unwrap();
    else if (current instanceof ZodDefault) current = current.removeDefault();
    else return {};
  }
}

/** The fields whose schema takes `undefined` (optional, or with a default) but not `value`. */
const absentWith = (schema: unknown, value: null | '') =>
  Object.entries(fieldsOf(schema))
    .filter(([, field]) => field.safeParse(undefined).success && !field.safeParse(value).success)
    .map(([name]) => name);

const fieldsByRoute = new WeakMap<AppRoute, AbsentFields>();
function absentFieldsOf(route: AppRoute): AbsentFields {
  let fields = fieldsByRoute.get(route);
  if (!fields) {
    const body = 'body' in route ? (route.body as ZodTypeAny | null) : null;
    fields = {
      body: body ? absentWith(body, null) : [],
      query: absentWith(route.query, ''),
      emptyBody:
        route.method === 'POST' &&
        route.contentType !== 'multipart/form-data' &&
        typeof body?.safeParse === 'function' &&
        body.safeParse({}).success,
    };
    fieldsByRoute.set(route, fields);
  }
  return fields;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `input` without the `names` whose value `drop` picks, or `input` itself when none is. */
function without(
  input: Record<string, unknown>,
  names: string[],
  drop: (value: unknown) => boolean,
): Record<string, unknown> {
  if (!names.some((name) => drop(input[name]))) return input;
  const copy = { ...input };
  for (const name of names) if (drop(copy[name])) delete copy[name];
  return copy;
}

/**
 * A call's body and query with the fields that may be left out and were sent as null (body) or
 * empty (query) left out; the same objects when there were none.
 */
export function withoutAbsentInputs(
  route: AppRoute,
  input: { body: unknown; query: unknown },
): { body: unknown; query: unknown } {
  const fields = absentFieldsOf(route);
  const { body, query } = input;
  const newBody =
    fields.body.length > 0 && isRecord(body)
      ? without(body, fields.body, (value) => value === null)
      : body;
  const newQuery =
    fields.query.length > 0 && isRecord(query)
      ? without(query, fields.query, (value) => typeof value === 'string' && value.trim() === '')
      : query;
  return newBody === body && newQuery === query ? input : { body: newBody, query: newQuery };
}

/**
 * A POST sent without a body whose every field may be left out is `{}`: `curl -X POST
 * …/__qa/clock` was "body is required". A field that may be left out is left out when a client
 * sends it as `null` (JSON), or empty (`?month=`, `?status=`, `?page=` in a query string): typed
 * clients and forms send "no value" that way (`coupon_id: null` for no coupon, a fault rule read back from `/faults/list` with its
 * nulls, `URLSearchParams` of an empty filter), and each was refused as "<field> is required" or
 * "invalid". A field whose schema takes null itself (`avatar: null` removes the avatar) keeps it.
 * The request journal shows the input as sent.
 */
export default fp(
  async (app) => {
    app.decorateRequest('sentInput', undefined);
    app.addHook('preValidation', (request, _reply, done) => {
      const route = request.routeOptions.config.tsRestRoute;
      if (route) {
        const sent = { body: request.body, query: request.query };
        const bodyless = sent.body === undefined && request.headers['content-type'] === undefined;
        const input =
          bodyless && absentFieldsOf(route).emptyBody
            ? { body: {}, query: withoutAbsentInputs(route, sent).query }
            : withoutAbsentInputs(route, sent);
        if (input !== sent) {
          request.sentInput = sent;
          request.body = input.body;
          request.query = input.query;
        }
      }
      done();
    });
  },
  { name: 'absent-inputs' },
);
