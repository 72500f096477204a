import { dbProvider, type Db } from '@adc/db';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Core } from './core';
import { SimClock } from './lib/clock';
import { productModules, qaRoutes } from './modules';
import authPlugin from './plugins/auth';
import contextPlugin from './plugins/context';
import corsPolicy from './plugins/cors-policy';
import docsPlugin from './plugins/docs';
import { limitConnectionsPerClient } from './plugins/connection-limit';
import errorsPlugin, { answerClientError } from './plugins/errors';
import qaGuard from './plugins/qa-guard';
import securityHeaders from './plugins/security-headers';
import staticFiles from './plugins/static-files';
import { createServices, type Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    core: Core;
  }
}

export interface BuildOptions {
  config: AppConfig;
  db: Db;
}

/** Builds the configured server without listening: `main.ts` listens, tests use it directly. */
export async function buildApp({ config, db }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // A request that trickles (or never sends) its headers or body is answered 408 and closed.
    requestTimeout: config.timeouts.requestMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      connectionsCheckingInterval: config.timeouts.checkEveryMs,
    },
    clientErrorHandler: answerClientError,
  });
  const clock = new SimClock(db);
  await clock.load();
  if (dbProvider(config.databaseUrl) === 'postgresql') {
    // Another instance may have moved the clock: every request reads the offset first.
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api')) await clock.load();
    });
  }
  const core: Core = { db, clock, config };
  const services = createServices(core);
  app.decorate('core', core);
  app.decorate('services', services);

  // Only JSON and multipart bodies are accepted: anything else is HTTP 415.
  app.removeContentTypeParser('text/plain');
  limitConnectionsPerClient(app.server, config.maxConnectionsPerClient);
  await app.register(contextPlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeaders);
  await app.register(corsPolicy, config.cors);
  // Multipart bodies are read by the upload call only (its module registers @fastify/multipart,
  // whose hooks would otherwise run on every request); other routes accept them unread and answer
  // their usual validation error.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  await app.register(authPlugin, { sessions: services.sessions });
  await app.register(docsPlugin);

  for (const module of productModules) await app.register(module, { services, config });
  if (config.qaEnabled) {
    await app.register(qaGuard, { qaKey: config.qaKey });
    await app.register(qaRoutes, { services, config });
  }
  await app.register(staticFiles, { uploadDir: config.uploadDir, webDist: config.webDist });
  return app;
}
