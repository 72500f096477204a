import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { z, type ZodTypeAny } from 'zod';
import { type RouteMetadata } from '../constants';
import { ResultCode } from '../constants';
import { contract } from '../index';
import {
  ENVELOPE_SCHEMA,
  HEADER_PARAMETERS,
  REQUEST_COMPONENTS,
  RESPONSE_COMPONENTS,
  SECURITY_HEADERS,
  SECURITY_SCHEMES,
  TOOLKIT_PARAMETERS,
  TRANSPORT_RESPONSES,
  BUSINESS_ERRORS,
  ERROR_SCHEMAS,
  envelopeOf,
  ref,
} from './components';
import { SchemaConverter, type JsonSchema } from './json-schema';

/** A captured request and answer, or a named answer, shown as an example in the document. */
export interface Example {
  summary: string;
  value: unknown;
}

/** Examples taken from a freshly seeded server (see apps/server/scripts/openapi-examples.ts). */
export interface OpenApiExamples {
  /** By operationId: the request sent (body or query) and the success envelope answered. */
  operations: Record<string, { request?: Record<string, unknown>; response: unknown }>;
  /** By business code (400–503): one answer of that code. */
  errors: Record<string, Example>;
  /** By transport status (403–500): one answer of that status. */
  transport: Record<string, Example>;
}

/** One call of the contract with where it sits: `group` is its tag, `operationId` its name. */
export interface ContractOperation {
  route: AppRoute;
  group: string;
  operationId: string;
  qa: boolean;
}

export function contractOperations(): ContractOperation[] {
  const walk = (router: AppRouter, keys: string[]): ContractOperation[] =>
    Object.entries(router).flatMap(([key, value]) => {
      const path = [...keys, key];
      if (!isAppRoute(value)) return walk(value, path);
      const qa = path[0] === 'qa';
      const [group = key, ...rest] = qa ? path : path.slice(1);
      const operationId =
        group + rest.map((part) => part[0]!.toUpperCase() + part.slice(1)).join('');
      return [{ route: value, group, operationId, qa }];
    });
  return walk(contract, []);
}

/** The business codes a call may answer with HTTP 200. */
export function businessCodes({ route, qa }: ContractOperation): number[] {
  const metadata = (route.metadata ?? {}) as RouteMetadata;
  const session =
    !qa && metadata.auth !== false
      ? [
          ResultCode.unauthorized,
          ResultCode.notActivated,
          ResultCode.disabled,
          ResultCode.cancelled,
          ResultCode.sessionExpired,
        ]
      : [];
  const codes = new Set<number>([
    ResultCode.ok,
    ResultCode.params,
    ...session,
    ...(metadata.codes ?? []),
  ]);
  return [...codes].sort((a, b) => a - b);
}

const CODE_MEANINGS: Record<number, string> = {
  200: 'success',
  400: 'params error (the message names the field)',
  401: 'not authorized (no or unknown token)',
  402: 'account not activated',
  403: 'account disabled',
  404: 'account cancelled',
  405: 'data error (the record is missing or not yours)',
  503: 'session expired',
};

const TAGS = [
  ['common', 'Configuration, language and uploads'],
  ['auth', 'Sign up, sign in and open an account with an authorization code'],
  ['user', 'Profile, passwords, statistics, follow, coupons, feedback and notifications'],
  ['plan', 'Plan orders: list, detail, product and launch'],
  ['wallet', 'Balances, money flows, foreign-exchange acceptance, withdrawal and bank card'],
  ['support', 'The support conversation: messages between the user and the support team'],
  ['qa', 'The QA surface: seed states and drive the simulation (off in production)'],
] as const;

const DESCRIPTION = `The API of the ad center: the reference backend of a mobile advertising-account portal with a wallet.

**Envelope.** Every \`/api\` answer is \`{ code, msg, data }\` (\`Envelope\`). Business results and business errors travel with HTTP 200: \`code\` 200 is success, 400 params error, 401 not authorized, 402 not activated, 403 disabled and 404 cancelled (these three with \`data: { lang }\`), 405 data error, 503 session expired. Each call lists the codes it can answer. Transport faults keep their HTTP status (404 unknown route, 413, 415, 429, 500; 403 on QA calls) with the envelope too, as do requests the server cannot read: 400 malformed, 408 not received within the request timeout, 431 headers too large (answered in English, the connection closed).

**Money** is a string with exactly two decimals (\`Money\`); requests accept a number or a numeric string with at most two decimals. **Times** are ISO-8601 UTC (\`DateTime\`); period boundaries follow \`X-TZ\`. **Lists** take \`page\` and \`page_size\` (1–100) and answer \`{ list, total, page, page_size }\`.

**Inputs.** Unknown fields are ignored; strings are trimmed. A field that may be left out is also left out when sent as \`null\` in a JSON body or empty in a query string (\`?month=\`), unless its schema takes \`null\` itself (\`avatar: null\` removes the avatar); a POST sent without a body is \`{}\`. Length limits (\`minLength\`, \`maxLength\`) count characters (Unicode code points), as JSON Schema does: an emoji is one.

**Plans**: pending_launch → matching (30 s) → in_progress (or launch_failed, refunded) → launch_completed → waiting_settlement → settled 24 h after completion, on a simulation clock the QA surface can advance.

The examples were taken from a freshly seeded server (persona \`demo\` / \`demo1234\`, transaction password \`123456\`).`;

/** The OpenAPI 3.1 document of the whole contract. */
export function buildOpenApiDocument(examples: OpenApiExamples): JsonSchema {
  const converter = new SchemaConverter(RESPONSE_COMPONENTS, REQUEST_COMPONENTS);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of contractOperations()) {
    const { route } = operation;
    const method = route.method.toLowerCase();
    (paths[route.path] ??= {})[method] = describeOperation(operation, converter, examples);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ad center API',
      version: '1.0.0',
      description: DESCRIPTION,
      license: { name: 'UNLICENSED', identifier: 'UNLICENSED' },
    },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags: TAGS.map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: sortKeys({ Envelope: ENVELOPE_SCHEMA, ...ERROR_SCHEMAS, ...converter.components }),
      responses: transportResponses(examples),
      parameters: {
        ...Object.fromEntries(
          Object.values(HEADER_PARAMETERS).map(({ name, parameter }) => [name, parameter]),
        ),
        ...TOOLKIT_PARAMETERS,
      },
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

function describeOperation(
  operation: ContractOperation,
  converter: SchemaConverter,
  examples: OpenApiExamples,
): JsonSchema {
  const { route, group, operationId } = operation;
  const captured = examples.operations[operationId];
  if (!captured) throw new Error(`No example for ${operationId}: run the examples script`);
  const codes = businessCodes(operation);
  const headers = Object.keys(objectShape(route.headers));
  const parameters = [
    ...headers.flatMap((name) => {
      if (SECURITY_HEADERS[name]) return [];
      const header = HEADER_PARAMETERS[name];
      if (!header) throw new Error(`Header ${name} of ${operationId} has no parameter component`);
      return [{ $ref: `#/components/parameters/${header.name}` }];
    }),
    ...queryParameters(route, converter, captured.request),
    ...(operation.qa
      ? []
      : Object.keys(TOOLKIT_PARAMETERS).map((name) => ({
          $ref: `#/components/parameters/${name}`,
        }))),
  ];
  return {
    operationId,
    summary: route.summary,
    description: route.description,
    tags: [group],
    security: securityOf(operation),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...requestBody(route, converter, captured.request),
    responses: {
      '200': {
        description: `The envelope. Codes: ${codes.map((code) => `${code} ${CODE_MEANINGS[code]}`).join('; ')}.`,
        content: {
          'application/json': {
            schema: { oneOf: envelopeVariants(route, codes, converter) },
            examples: {
              ok: { summary: 'Success (seeded data)', value: captured.response },
              ...Object.fromEntries(
                codes.flatMap((code) => {
                  const example = examples.errors[String(code)];
                  return code === ResultCode.ok || !example ? [] : [[`code-${code}`, example]];
                }),
              ),
            },
          },
        },
      },
      ...transportRefs(operation),
    },
  };
}

function securityOf({ route, qa }: ContractOperation): JsonSchema[] {
  if (qa) return [{ qaKey: [] }];
  return (route.metadata as RouteMetadata | undefined)?.auth === false ? [] : [{ session: [] }];
}

/** Success with the call's payload, then the business errors the call can answer. */
function envelopeVariants(
  route: AppRoute,
  codes: number[],
  converter: SchemaConverter,
): JsonSchema[] {
  const success = route.responses[200];
  if (!(success instanceof z.ZodObject)) throw new Error(`${route.path}: 200 is not an envelope`);
  // envelope(X) declares data as X.nullable() (errors carry null): success carries X itself.
  const data = (success.shape as { data: z.ZodNullable<ZodTypeAny> }).data.unwrap();
  const errors = BUSINESS_ERRORS.flatMap(([name, group, errorData]) => {
    const answered = group.filter((code) => codes.includes(code));
    if (answered.length === group.length) return [ref(name)];
    // A call that answers only some codes of a group gets the group's shape for just those.
    return answered.length > 0
      ? [envelopeOf(answered.length === 1 ? answered[0]! : answered, errorData)]
      : [];
  });
  return [envelopeOf(ResultCode.ok, converter.response(data)), ...errors];
}

function queryParameters(
  route: AppRoute,
  converter: SchemaConverter,
  request: Record<string, unknown> | undefined,
): JsonSchema[] {
  if (route.method !== 'GET') return [];
  return Object.entries(objectShape(route.query)).map(([name, schema]) => ({
    name,
    in: 'query',
    required: !schema.isOptional(),
    ...(schema.description ? { description: schema.description } : {}),
    schema: converter.request(schema),
    ...(request?.[name] !== undefined ? { example: request[name] } : {}),
  }));
}

function requestBody(
  route: AppRoute,
  converter: SchemaConverter,
  request: Record<string, unknown> | undefined,
): JsonSchema {
  if (route.method === 'GET' || !('body' in route)) return {};
  if (route.contentType === 'multipart/form-data') {
    return {
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: {
                file: {
                  type: 'string',
                  format: 'binary',
                  contentMediaType: 'application/octet-stream',
                  description: 'The image: PNG, JPEG, WebP or GIF, checked by its bytes; ≤ 5 MB',
                },
              },
            },
          },
        },
      },
    };
  }
  const body = route.body as ZodTypeAny;
  return {
    requestBody: {
      required: !body.isOptional(),
      content: {
        'application/json': {
          schema: converter.request(body),
          ...(request ? { examples: { seed: { summary: 'From the seed', value: request } } } : {}),
        },
      },
    },
  };
}

function transportRefs({ route, qa }: ContractOperation): Record<string, JsonSchema> {
  const declared = new Set(Object.keys(route.responses));
  const applies: Record<string, boolean> = {
    '403': qa,
    '404': true,
    '413': route.method === 'POST',
    '415': route.method === 'POST',
    '429': declared.has('429'),
    '500': true,
  };
  return Object.fromEntries(
    TRANSPORT_RESPONSES.filter(([status]) => applies[status]).map(([status, name]) => [
      status,
      { $ref: `#/components/responses/${name}` },
    ]),
  );
}

function transportResponses(examples: OpenApiExamples): Record<string, JsonSchema> {
  return Object.fromEntries(
    TRANSPORT_RESPONSES.map(([status, name, schema, description]) => {
      const example = examples.transport[status];
      return [
        name,
        {
          description,
          ...(status === '429'
            ? {
                headers: {
                  'Retry-After': {
                    description: 'Seconds until a retry may succeed',
                    schema: { type: 'integer' },
                  },
                },
              }
            : {}),
          content: {
            'application/json': {
              schema: ref(schema),
              ...(example ? { examples: { [`http-${status}`]: example } } : {}),
            },
          },
        },
      ];
    }),
  );
}

function objectShape(schema: unknown): Record<string, ZodTypeAny> {
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, ZodTypeAny>) : {};
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}
