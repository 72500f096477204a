import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import contextPlugin from './context';
import errorsPlugin from './errors';
import qaGuard from './qa-guard';

/** The guard checks no path: it relies on living in a context that holds QA routes only. */
describe('the QA key guard', () => {
  const guarded = async (url: string) => {
    const app = Fastify();
    await app.register(contextPlugin);
    await app.register(errorsPlugin);
    await app.register(async (qa) => {
      await qa.register(qaGuard, { qaKey: 'key' });
      qa.get(url, async () => ({ ok: true }));
    });
    return app;
  };

  it('refuses, at start-up, a route outside /api/__qa registered in its context', async () => {
    await expect(guarded('/api/user/info')).rejects.toThrow('/api/user/info is not a QA route');
  });

  it('guards every route of its context', async () => {
    const app = await guarded('/api/__qa/anything');
    expect((await app.inject({ url: '/api/__qa/anything' })).statusCode).toBe(403);
    const allowed = await app.inject({ url: '/api/__qa/anything', headers: { 'x-qa-key': 'key' } });
    expect(allowed.json()).toEqual({ ok: true });
    await app.close();
  });
});
