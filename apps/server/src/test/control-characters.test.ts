import {
  contractOperations,
  readOpenApiDocument,
  readOpenApiExamples,
  type JsonSchema,
} from '@adc/contract/openapi';
import { translate } from '@adc/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

const examples = readOpenApiExamples();
const document = readOpenApiDocument();
const schemas = (document.components as { schemas: Record<string, JsonSchema> }).schemas;

const resolve = (schema: JsonSchema): JsonSchema =>
  typeof schema.$ref === 'string' ? resolve(schemas[schema.$ref.split('/').pop()!]!) : schema;
const acceptsStrings = (schema: JsonSchema): boolean => {
  const resolved = resolve(schema);
  if (resolved.type === 'string') return true;
  const options = (resolved.anyOf ?? resolved.oneOf) as JsonSchema[] | undefined;
  return options?.some(acceptsStrings) ?? false;
};
/** Fields whose only rule is "no control characters" answer exactly that message. */
const onlyControlRule = (schema: JsonSchema): boolean => {
  const resolved = resolve(schema);
  const options = (resolved.anyOf as JsonSchema[] | undefined) ?? [resolved];
  return options.some(
    (option) => typeof option.pattern === 'string' && option.pattern.includes('\\u0000'),
  );
};

interface Field {
  operationId: string;
  method: 'GET' | 'POST';
  path: string;
  field: string;
  exact: boolean;
  qa: boolean;
}

/** Every string a client can send in a JSON body or a query string, from the document. */
function stringFields(): Field[] {
  const paths = document.paths as Record<string, Record<string, JsonSchema>>;
  return contractOperations().flatMap(({ route, operationId, qa }) => {
    const operation = paths[route.path]![route.method.toLowerCase()]!;
    const fields: [string, JsonSchema][] =
      route.method === 'GET'
        ? ((operation.parameters ?? []) as JsonSchema[])
            .filter((parameter) => parameter.in === 'query')
            .map((parameter) => [parameter.name as string, parameter.schema as JsonSchema])
        : Object.entries(
            (resolve(
              (
                (operation.requestBody as JsonSchema | undefined)?.content as
                  Record<string, { schema: JsonSchema }> | undefined
              )?.['application/json']?.schema ?? {},
            ).properties ?? {}) as Record<string, JsonSchema>,
          );
    return fields
      .filter(([, schema]) => acceptsStrings(schema))
      .map(([field, schema]) => ({
        operationId,
        method: route.method as 'GET' | 'POST',
        path: route.path,
        field,
        exact: onlyControlRule(schema),
        qa,
      }));
  });
}

const FIELDS = stringFields();

describe('control characters in any string a client sends', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.login('demo');
  });
  afterAll(() => server.close());

  it('covers the fields found dangerous on PostgreSQL', () => {
    const covered = new Set(FIELDS.map((f) => `${f.path} ${f.field}`));
    for (const field of [
      '/api/auth/v2/login username',
      '/api/auth/v2/register username',
      '/api/opening_store code',
      '/api/user/info/edit nickname',
      '/api/bank_card/edit cardName',
      '/api/feedback content',
      '/api/assistance/follow operated_id',
      '/api/acceptor/detail code',
      '/api/__qa/user/status username',
      '/api/__qa/notifications title',
    ]) {
      expect(covered, field).toContain(field);
    }
  });

  it.each(FIELDS.map((f) => [`${f.method} ${f.path} ${f.field}`, f] as const))(
    '%s with U+0000 is code 400 naming the field',
    async (_name, { operationId, method, path, field, exact, qa }) => {
      const request = { ...examples.operations[operationId]?.request, [field]: 'a\u0000b' };
      const headers: Record<string, string> = { 'accept-language': 'en' };
      if (qa) headers['x-qa-key'] = 'qa-local';
      const res =
        method === 'GET'
          ? await server.get(path, request as Record<string, string>, { token, headers })
          : await server.post(path, request, { token, headers });
      expect(res.status).toBe(200);
      expect(res.code).toBe(400);
      if (exact) expect(res.msg).toBe(translate('en', 'validation.control_characters', { field }));
    },
  );

  it('keeps line breaks and tabs in free text, and rejects other control characters there', async () => {
    const kept = await server.post(
      '/feedback',
      { subject: 'Two lines', content: 'first\r\n\tsecond' },
      { token },
    );
    expect(kept.code).toBe(200);
    const bell = await server.post('/feedback', { subject: 'x', content: 'ring\u0007' }, { token });
    expect(bell).toMatchObject({ code: 400, msg: 'content must not contain control characters' });
    const subject = await server.post('/feedback', { subject: 'a\nb', content: 'x' }, { token });
    expect(subject).toMatchObject({
      code: 400,
      msg: 'subject must not contain control characters',
    });
  });
});
