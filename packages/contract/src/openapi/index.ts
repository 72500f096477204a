import { readFileSync } from 'node:fs';
import { buildOpenApiDocument as build, type OpenApiExamples } from './document';
import type { JsonSchema } from './json-schema';

export { businessCodes, contractOperations, type OpenApiExamples } from './document';
export type { JsonSchema } from './json-schema';

/** Where the examples and the generated document are committed. */
export const OPENAPI_FILES = {
  examples: new URL('../../openapi/examples.json', import.meta.url),
  document: new URL('../../openapi.json', import.meta.url),
};

const readJson = <T>(file: URL): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The committed examples: a request and answer of every call, taken from the seed. */
export function readOpenApiExamples(): OpenApiExamples {
  return readJson(OPENAPI_FILES.examples);
}

/** The OpenAPI 3.1 document generated from the contract and the committed examples. */
export function buildOpenApiDocument(examples = readOpenApiExamples()): JsonSchema {
  return build(examples);
}

/** The committed document (`packages/contract/openapi.json`): served at /docs/json. */
export function readOpenApiDocument(): JsonSchema {
  return readJson(OPENAPI_FILES.document);
}
