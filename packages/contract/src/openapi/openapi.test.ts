import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lint } from '@redocly/openapi-core';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../constants';
import {
  OPENAPI_FILES,
  buildOpenApiDocument,
  businessCodes,
  contractOperations,
  readOpenApiDocument,
  type JsonSchema,
} from './index';
import { OpenApiValidator } from './validator';

const document = readOpenApiDocument();
const paths = document.paths as Record<string, Record<string, JsonSchema>>;
const components = document.components as Record<string, Record<string, JsonSchema>>;
const operations = contractOperations();
const validator = new OpenApiValidator(document);

const operationOf = (path: string, method: string) => {
  const operation = paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${path} is not in the document`);
  return operation;
};
const okMedia = (operation: JsonSchema) =>
  (operation.responses as Record<string, JsonSchema>)['200']!.content as Record<string, JsonSchema>;
const variantsOf = (operation: JsonSchema) =>
  (okMedia(operation)['application/json']!.schema as { oneOf: JsonSchema[] }).oneOf;
const successData = (operation: JsonSchema) =>
  ((variantsOf(operation)[0]!.allOf as JsonSchema[])[1]!.properties as JsonSchema).data;
const pointer = (...segments: string[]) =>
  `/${segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

describe('the committed OpenAPI document', () => {
  it('is what the contract generates (run `pnpm --filter @adc/server openapi` when not)', () => {
    expect(document).toEqual(buildOpenApiDocument());
  });

  it('is valid OpenAPI 3.1 for swagger-parser', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it("lints clean under redocly's recommended rules (no errors, no warnings)", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lint({ ref: fileURLToPath(OPENAPI_FILES.document), config });
    const described = problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`,
    );
    expect(described).toEqual([]);
  });

  it('has every call of the contract, once', () => {
    const declared = Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const contract = operations.map(({ route }) => `${route.method} ${route.path}`);
    expect(declared.sort()).toEqual(contract.sort());
    expect(new Set(operations.map((o) => o.operationId)).size).toBe(operations.length);
  });
});

describe('named shapes', () => {
  it.each([
    'Envelope',
    'UserInfo',
    'Session',
    'PlanOrder',
    'PlanDetail',
    'Coupon',
    'Flow',
    'Notification',
    'PlanOrderPage',
    'CouponPage',
    'FlowPage',
    'NotificationPage',
    'FollowRecordPage',
    'AcceptanceOrderPage',
    'WalletProperty',
    'AdStatistics',
    'BankCard',
    'Money',
    'DateTime',
    'ParamsError',
    'SessionError',
    'AccountStateError',
    'DataError',
    'TransportError',
    'ServerError',
    'QaForbidden',
  ])('declares %s as a component', (name) => {
    expect(components.schemas?.[name]).toBeDefined();
  });

  it.each([
    ['/api/user/info', 'GET', 'UserInfo'],
    ['/api/auth/v2/login', 'POST', 'Session'],
    ['/api/plan/order/list', 'GET', 'PlanOrderPage'],
    ['/api/plan/order/put', 'POST', 'PlanOrder'],
    ['/api/user_coupon/receive', 'POST', 'Coupon'],
    ['/api/transaction_flow/list', 'GET', 'FlowPage'],
    ['/api/user/notifications', 'POST', 'NotificationPage'],
  ])('%s %s answers data of %s by reference', (path, method, name) => {
    expect(successData(operationOf(path, method))).toEqual({
      $ref: `#/components/schemas/${name}`,
    });
  });

  it('types a null payload as null, not as a string', () => {
    expect(successData(operationOf('/api/update/password', 'POST'))).toEqual({ type: 'null' });
    expect(successData(operationOf('/api/bank_card/detail', 'GET'))).toEqual({
      anyOf: [{ $ref: '#/components/schemas/BankCard' }, { type: 'null' }],
    });
  });

  it('wraps every payload in the envelope', () => {
    for (const { route } of operations) {
      const [success] = variantsOf(operationOf(route.path, route.method));
      expect((success!.allOf as JsonSchema[])[0]).toEqual({
        $ref: '#/components/schemas/Envelope',
      });
    }
  });
});

describe('security', () => {
  it('declares X-CT and X-QA-Key as apiKey schemes', () => {
    expect(components.securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-CT' }),
      qaKey: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-QA-Key' }),
    });
  });

  it('applies them per call: QA calls need the key, visitors’ calls nothing, the rest a session', () => {
    for (const operation of operations) {
      const { route, qa } = operation;
      const visitor = (route.metadata as { auth?: boolean } | undefined)?.auth === false;
      const expected = qa ? [{ qaKey: [] }] : visitor ? [] : [{ session: [] }];
      expect(operationOf(route.path, route.method).security, route.path).toEqual(expected);
    }
    const visitors = operations
      .filter((o) => !o.qa && operationOf(o.route.path, o.route.method).security)
      .filter((o) => (operationOf(o.route.path, o.route.method).security as []).length === 0)
      .map((o) => o.route.path)
      .sort();
    expect(visitors).toEqual([
      '/api/auth/login',
      '/api/auth/register',
      '/api/auth/v2/lang',
      '/api/auth/v2/login',
      '/api/auth/v2/register',
      '/api/basic_config',
      '/api/opening_store',
      '/api/support/visitor_messages',
    ]);
  });
});

describe('requests', () => {
  it('declares the upload as a multipart body with a binary file', () => {
    const body = operationOf('/api/files/upload', 'POST').requestBody as JsonSchema;
    expect(body).toMatchObject({
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary' } },
          },
        },
      },
    });
  });

  it('declares the query of GET calls as parameters and headers by reference', () => {
    const list = operationOf('/api/transaction_flow/list', 'GET');
    const names = (list.parameters as JsonSchema[]).map((p) => p.name ?? p.$ref);
    expect(names).toEqual([
      '#/components/parameters/TimeZone',
      '#/components/parameters/AcceptLanguage',
      'month',
      'type',
      'page',
      'page_size',
      '#/components/parameters/MockDelay',
      '#/components/parameters/MockCode',
      '#/components/parameters/MockStatus',
      '#/components/parameters/MockFault',
    ]);
    const put = operationOf('/api/plan/order/put', 'POST');
    expect(put.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
    const supportSend = operationOf('/api/support/messages', 'POST');
    expect(supportSend.parameters).toContainEqual({
      $ref: '#/components/parameters/IdempotencyKey',
    });
  });

  it('declares the QA toolkit headers on every call but the QA calls', () => {
    for (const [path, methods] of Object.entries(document.paths as Record<string, JsonSchema>)) {
      for (const operation of Object.values(methods as Record<string, JsonSchema>)) {
        const refs = ((operation.parameters ?? []) as JsonSchema[]).map((p) => p.$ref);
        expect(refs.includes('#/components/parameters/MockCode'), path).toBe(
          !path.startsWith('/api/__qa'),
        );
      }
    }
    expect(components.parameters!.MockStatus).toMatchObject({
      name: 'X-Mock-Status',
      in: 'header',
      schema: { minimum: 400, maximum: 599 },
    });
  });

  it('writes a positive id the 3.1 way (exclusiveMinimum is a number)', () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain('"exclusiveMinimum":true');
    expect(text).toContain('"exclusiveMinimum":0');
  });
});

describe('answers', () => {
  const codesOf = (operation: JsonSchema): number[] =>
    variantsOf(operation)
      .flatMap((variant) => {
        const name = typeof variant.$ref === 'string' ? variant.$ref.split('/').pop()! : null;
        const schema = name ? components.schemas![name]! : variant;
        const code = ((schema.allOf as JsonSchema[])[1]!.properties as JsonSchema).code as {
          const?: number;
          enum?: number[];
        };
        return code.enum ?? [code.const!];
      })
      .sort((a, b) => a - b);

  it('declares every business code each call can answer', () => {
    for (const operation of operations) {
      const { route } = operation;
      expect(codesOf(operationOf(route.path, route.method)), route.path).toEqual(
        businessCodes(operation),
      );
    }
    expect(codesOf(operationOf('/api/auth/v2/login', 'POST'))).toEqual([200, 400, 402, 403, 404]);
    expect(codesOf(operationOf('/api/basic_config', 'GET'))).toEqual([200, 400]);
    expect(codesOf(operationOf('/api/plan/order/put', 'POST'))).toEqual([
      200, 400, 401, 402, 403, 404, 405, 503,
    ]);
    expect(codesOf(operationOf('/api/__qa/plans/force', 'POST'))).toEqual([200, 400, 405]);
  });

  it('declares the account states with data { lang }', () => {
    expect(components.schemas!.AccountStateError).toMatchObject({
      allOf: [
        { $ref: '#/components/schemas/Envelope' },
        {
          properties: {
            code: { enum: [402, 403, 404] },
            data: { $ref: '#/components/schemas/AccountStateData' },
          },
        },
      ],
    });
  });

  it('declares the transport statuses each call can answer', () => {
    for (const { route, qa } of operations) {
      const statuses = Object.keys(operationOf(route.path, route.method).responses as object);
      const expected = ['200', '404', '500'];
      if (route.method === 'POST') expected.push('413', '415');
      if (qa) expected.push('403');
      // Rate-limited: the logins, uploads (per user and minute) and visitor messages (per address).
      if (
        route.path.endsWith('/login') ||
        route.path.endsWith('/files/upload') ||
        route.path === '/api/support/visitor_messages'
      )
        expected.push('429');
      expect(statuses.sort(), route.path).toEqual(expected.sort());
    }
  });

  it('has an example of success and of every business code, each valid for its schema', () => {
    for (const { route, operationId } of operations) {
      const operation = operationOf(route.path, route.method);
      const examples = okMedia(operation)['application/json']!.examples as Record<
        string,
        { value: { code: number } }
      >;
      const codes = Object.values(examples)
        .map((example) => example.value.code)
        .sort((a, b) => a - b);
      expect(codes, operationId).toEqual(codesOf(operation));
      const schema = pointer('paths', route.path, route.method.toLowerCase(), 'responses', '200');
      for (const [name, example] of Object.entries(examples)) {
        expect(
          validator.check(`${schema}/content/application~1json/schema`, example.value),
          name,
        ).toEqual([]);
      }
      expect(examples.ok!.value.code).toBe(ResultCode.ok);
    }
  });

  it('has an example of every transport status, valid for its schema', () => {
    for (const [name, response] of Object.entries(components.responses!)) {
      const media = (response.content as Record<string, JsonSchema>)['application/json']!;
      const examples = Object.values(media.examples as Record<string, { value: unknown }>);
      expect(examples, name).toHaveLength(1);
      const schema = `${pointer('components', 'responses', name)}/content/application~1json/schema`;
      expect(validator.check(schema, examples[0]!.value), name).toEqual([]);
    }
  });

  it('has a request example for every call that takes input, valid for its schema', () => {
    for (const { route, operationId } of operations) {
      const operation = operationOf(route.path, route.method);
      const body = operation.requestBody as JsonSchema | undefined;
      const json = (body?.content as Record<string, JsonSchema> | undefined)?.['application/json'];
      const input = 'body' in route ? (route.body as { isOptional?: () => boolean }) : null;
      if (json && input?.isOptional?.() === false) {
        const example = (json.examples as Record<string, { value: unknown }> | undefined)?.seed;
        expect(example, operationId).toBeDefined();
        const schema = pointer('paths', route.path, route.method.toLowerCase(), 'requestBody');
        expect(
          validator.check(`${schema}/content/application~1json/schema`, example!.value),
        ).toEqual([]);
      }
    }
  });

  it('rejects an answer that does not match (the validator can fail)', () => {
    expect(
      validator.response('GET', '/api/user/info', 200, { code: 200, msg: 'ok', data: {} }),
    ).not.toEqual([]);
    expect(
      validator.response('GET', '/api/user/info', 418, { code: 400, msg: '', data: null }),
    ).toEqual(['GET /api/user/info does not declare HTTP 418']);
    expect(validator.response('GET', undefined, 404, { code: 400, msg: 'x', data: null })).toEqual(
      [],
    );
    expect(
      validator.response('GET', undefined, 404, { code: 404, msg: 'x', data: null }),
    ).not.toEqual([]);
  });
});
