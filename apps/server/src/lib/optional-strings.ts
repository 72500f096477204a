import { ZodNever, ZodObject, ZodOptional, ZodString, type ZodTypeAny } from 'zod';

/**
 * For an object schema whose fields are all optional strings limited at most by a maximum
 * length (the contract's header schemas), a plain check of whether a value passes it; null for
 * any other schema. Such a schema changes nothing it accepts, so a passing value parses to its
 * own fields: the check spares zod's work on every request.
 */
export function optionalStringsCheck(
  schema: unknown,
): ((value: Record<string, unknown>) => boolean) | null {
  if (!(schema instanceof ZodObject)) return null;
  if (schema._def.unknownKeys === 'strict' || !(schema._def.catchall instanceof ZodNever))
    return null;
  const limits: Array<{ key: string; max: number }> = [];
  for (const [key, field] of Object.entries(schema.shape as Record<string, ZodTypeAny>)) {
    const inner: unknown = field instanceof ZodOptional ? field.unwrap() : null;
    if (!(inner instanceof ZodString) || inner._def.coerce) return null;
    let max = Infinity;
    for (const check of inner._def.checks) {
      if (check.kind !== 'max') return null;
      max = Math.min(max, check.value);
    }
    limits.push({ key, max });
  }
  return (value) =>
    limits.every(({ key, max }) => {
      const field = value[key];
      return field === undefined || (typeof field === 'string' && field.length <= max);
    });
}
