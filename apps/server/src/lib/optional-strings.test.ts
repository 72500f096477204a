import { apiContract, qaContract } from '@adc/contract';
import type { AppRoute, AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalStringsCheck } from './optional-strings';

function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((entry) =>
    'method' in entry ? [entry as AppRoute] : routesOf(entry as AppRouter),
  );
}

const headerSets: Array<Record<string, unknown>> = [
  { host: 'localhost', 'x-ct': 'token', 'x-tz': 'Asia/Tokyo;GMT+09:00' },
  { host: 'localhost', 'accept-language': 'fr-FR,fr;q=0.9', 'idempotency-key': 'k'.repeat(128) },
  { 'idempotency-key': 'k'.repeat(129) },
  { 'x-ct': ['a', 'b'] },
  { 'x-tz': 42 },
  { 'x-qa-key': 'qa-local', 'x-ct': undefined },
  {},
];

describe('optionalStringsCheck', () => {
  const schemas = [...routesOf(apiContract), ...routesOf(qaContract)]
    .map((route) => route.headers)
    .filter((schema): schema is z.ZodTypeAny => schema !== undefined && schema !== null);

  it('covers the header schemas of the contract', () => {
    expect(schemas.length).toBeGreaterThan(30);
    for (const schema of schemas) expect(optionalStringsCheck(schema)).not.toBeNull();
  });

  it('passes only what zod accepts, which zod parses to the same fields', () => {
    for (const schema of schemas) {
      const passes = optionalStringsCheck(schema)!;
      for (const headers of headerSets) {
        const parsed = schema.safeParse(headers);
        if (passes(headers)) {
          expect(parsed.success).toBe(true);
          expect({ ...headers, ...(parsed.data as object) }).toEqual({ ...headers });
        }
      }
      expect(passes(headerSets[0]!)).toBe(true);
      if ('x-tz' in (schema as z.AnyZodObject).shape) expect(passes({ 'x-tz': 42 })).toBe(false);
    }
  });

  it('declines schemas that could change or refuse a string', () => {
    for (const schema of [
      z.object({ a: z.string().trim().optional() }),
      z.object({ a: z.string().min(2).optional() }),
      z.object({ a: z.string() }),
      z.object({ a: z.string().optional() }).strict(),
      z.object({ a: z.string().optional() }).catchall(z.number()),
      z.object({ a: z.coerce.string().optional() }),
      z.object({ a: z.string().optional() }).refine(() => false),
      z.string(),
    ])
      expect(optionalStringsCheck(schema)).toBeNull();
  });
});
