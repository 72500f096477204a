import type { ZodTypeAny } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { CHARACTER_BOUNDS } from '../common';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = { [key: string]: unknown };

const COMPONENTS_PATH = '#/components/schemas/';

/**
 * Converts the contract's zod schemas into the JSON Schemas of an OpenAPI 3.1 document.
 * Schemas registered under a name become `#/components/schemas/<name>` and are referenced
 * wherever the same zod instance appears. A request is described by what a client may send (the
 * input of transforms; unknown fields allowed, since the server ignores them); a response by what
 * the server sends (exactly the declared fields).
 */
export class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};

  constructor(
    private readonly responseNames: Record<string, ZodTypeAny>,
    private readonly requestNames: Record<string, ZodTypeAny>,
  ) {}

  response(schema: ZodTypeAny): JsonSchema {
    return this.convert(schema, this.responseNames, false);
  }

  request(schema: ZodTypeAny): JsonSchema {
    return this.convert(schema, this.requestNames, true);
  }

  private convert(
    schema: ZodTypeAny,
    names: Record<string, ZodTypeAny>,
    allowUnknownFields: boolean,
  ): JsonSchema {
    const converted = zodToJsonSchema(schema, {
      target: 'jsonSchema7',
      $refStrategy: 'root',
      basePath: ['#', 'components'],
      definitionPath: 'schemas',
      definitions: names,
      effectStrategy: 'input',
      pipeStrategy: 'input',
      // zod's default "strip" objects: unknown fields are allowed in (and ignored), never sent out.
      removeAdditionalStrategy: allowUnknownFields ? 'strict' : 'passthrough',
      allowedAdditionalProperties: undefined,
      // Length bounds counted in code points (`chars`) are JSON Schema's own minLength/maxLength.
      postProcess: (converted, def) => {
        const bounds = CHARACTER_BOUNDS.get(def);
        if (!bounds || !converted) return converted;
        return {
          ...converted,
          ...(bounds.min === undefined ? {} : { minLength: bounds.min }),
          ...(bounds.max === undefined ? {} : { maxLength: bounds.max }),
        };
      },
    }) as JsonSchema;
    const { schemas: definitions = {}, $schema: _dialect, ...main } = converted;
    // The converter points at the first place it met a repeated unnamed schema, as paths under
    // its base path (#/components); those mean nothing in the document, so they become copies.
    const root = { components: { ...main, schemas: definitions } };
    for (const [name, definition] of Object.entries(definitions as Record<string, JsonSchema>)) {
      this.components[name] ??= inlineLocalRefs(definition, root);
    }
    return inlineLocalRefs(main, root);
  }
}

function inlineLocalRefs(node: JsonSchema, root: JsonSchema): JsonSchema {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== 'object') return value;
    const object = value as JsonSchema;
    const ref = object.$ref;
    if (typeof ref === 'string' && !isComponentRef(ref)) {
      const { $ref: _ref, ...siblings } = object;
      return visit({ ...(resolvePointer(root, ref) as JsonSchema), ...siblings });
    }
    return Object.fromEntries(Object.entries(object).map(([key, child]) => [key, visit(child)]));
  };
  return visit(node) as JsonSchema;
}

function isComponentRef(ref: string): boolean {
  return ref.startsWith(COMPONENTS_PATH) && !ref.slice(COMPONENTS_PATH.length).includes('/');
}

function resolvePointer(root: JsonSchema, ref: string): unknown {
  const segments = ref.replace(/^#\/?/, '').split('/').filter(Boolean);
  let target: unknown = root;
  for (const segment of segments) {
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    target = (target as JsonSchema | undefined)?.[key];
  }
  if (target === undefined) throw new Error(`Unresolvable schema reference ${ref}`);
  return target;
}
