import Fastify from 'fastify';
import type helmetType from 'helmet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import securityHeaders from './security-headers';

const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('helmet', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof helmetType }>()).default;
  const counted = ((options: Parameters<typeof real>[0]) => {
    built.count++;
    return real(options);
  }) as typeof real;
  return { default: Object.assign(counted, real) };
});

/** The headers every answer carried with @fastify/helmet, name for name (case included) and in order. */
const EXPECTED: [string, string][] = [
  [
    'Content-Security-Policy',
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
  ],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'cross-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'DENY'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

describe('security headers', () => {
  afterEach(() => {
    built.count = 0;
  });

  it('sends the same headers on every answer, from a middleware built once', async () => {
    const app = Fastify();
    await app.register(securityHeaders);
    app.get('/ok', async () => ({ ok: true }));
    app.get('/fails', async () => {
      throw new Error('boom');
    });
    await app.ready();
    expect(built.count).toBe(1);
    for (const url of ['/ok', '/fails', '/missing', '/ok']) {
      const res = await app.inject({ url });
      // Node's getRawHeaderNames (the names as set, in order) is missing from @types/node 20.
      const out = res.raw.res as typeof res.raw.res & { getRawHeaderNames(): string[] };
      const names = out.getRawHeaderNames();
      expect(
        names.filter((name) => EXPECTED.some(([expected]) => expected === name)),
        url,
      ).toEqual(EXPECTED.map(([name]) => name));
      for (const [name, value] of EXPECTED)
        expect(res.headers[name.toLowerCase()], url).toBe(value);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(res.headers['x-powered-by'], url).toBeUndefined();
      expect(res.headers['permissions-policy'], url).toContain('camera=()');
    }
    expect(built.count).toBe(1);
    await app.close();
  });
});
