import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema } from './json-schema';

const DOCUMENT_ID = 'openapi.json';

const pointer = (...segments: string[]) =>
  segments.map((segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * Checks answers and examples against the OpenAPI document with ajv (JSON Schema 2020-12, the
 * dialect of OpenAPI 3.1). For tests: a response that does not match the schema declared for its
 * call and HTTP status is a failure.
 */
export class OpenApiValidator {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });

  constructor(private readonly document: JsonSchema) {
    addFormats.default(this.ajv);
    this.ajv.addSchema(document, DOCUMENT_ID);
  }

  /**
   * Problems of one answer, or [] when it matches. `path` is the route as declared (no query
   * string), or undefined when no route matched: such an answer must be the 404 of NotFound.
   */
  response(method: string, path: string | undefined, status: number, body: unknown): string[] {
    const location = this.responseSchemaPointer(method, path, status);
    if (typeof location !== 'string') return [location.problem];
    return this.check(location, body);
  }

  /** Problems of a value against the schema at a JSON pointer of the document. */
  check(schemaPointer: string, value: unknown): string[] {
    const validate = this.compiled(schemaPointer);
    if (validate(value)) return [];
    return (validate.errors ?? []).map(
      (error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`,
    );
  }

  private compiled(schemaPointer: string): ValidateFunction {
    const key = `${DOCUMENT_ID}#${schemaPointer}`;
    const validate = this.ajv.getSchema(key);
    if (!validate) throw new Error(`No schema at ${schemaPointer}`);
    return validate;
  }

  private responseSchemaPointer(
    method: string,
    path: string | undefined,
    status: number,
  ): string | { problem: string } {
    const paths = this.document.paths as Record<string, Record<string, JsonSchema>>;
    if (path === undefined || !paths[path]) {
      return status === 404
        ? `/${pointer('components', 'responses', 'NotFound', 'content', 'application/json', 'schema')}`
        : { problem: `HTTP ${status} from a route the document does not have` };
    }
    const operation = paths[path][method.toLowerCase()];
    if (!operation) {
      return status === 404
        ? `/${pointer('components', 'responses', 'NotFound', 'content', 'application/json', 'schema')}`
        : { problem: `HTTP ${status} from ${method} ${path}, which the document does not have` };
    }
    const response = (operation.responses as Record<string, JsonSchema>)[String(status)];
    if (!response) return { problem: `${method} ${path} does not declare HTTP ${status}` };
    const ref = response.$ref;
    const base =
      typeof ref === 'string'
        ? ref.slice(1)
        : `/${pointer('paths', path, method.toLowerCase(), 'responses', String(status))}`;
    return `${base}/${pointer('content', 'application/json', 'schema')}`;
  }
}
