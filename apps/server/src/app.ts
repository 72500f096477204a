import { HEADERS } from '@adc/contract';
import { dbProvider, type Db, type SimState } from '@adc/db';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Core } from './core';
import { SimClock } from './lib/clock';
import { productModules, qaRoutes } from './modules';
import absentInputs from './plugins/absent-inputs';
import authPlugin, { tokenOf } from './plugins/auth';
import contextPlugin from './plugins/context';
import corsPolicy from './plugins/cors-policy';
import docsPlugin from './plugins/docs';
import { limitConnectionsPerClient } from './plugins/connection-limit';
import errorsPlugin, { answerClientError, answerFrameworkError } from './plugins/errors';
import { parseJsonAsUtf8, refuseContentEncodings } from './plugins/json-body';
import qaGuard from './plugins/qa-guard';
import securityHeaders from './plugins/security-headers';
import staticFiles from './plugins/static-files';
import toolkit from './plugins/toolkit';
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
  const nextRequestId = requestIdGenerator();
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
    // Every answer carries X-Request-Id and every log line its reqId: unique across restarts and
    // instances (a boot prefix and a counter), and cheap. Requests Node could not parse too.
    clientErrorHandler: (error, socket) => answerClientError(error, socket, nextRequestId()),
    frameworkErrors: answerFrameworkError,
    genReqId: nextRequestId,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(HEADERS.requestId, request.id);
    done();
  });
  const clock = new SimClock(db);
  await clock.load();
  const core: Core = { db, clock, config };
  const services = createServices(core);
  if (config.qaEnabled) await services.faults.load();
  if (dbProvider(config.databaseUrl) === 'postgresql') {
    // Another instance may have moved a clock (global or a user's) or changed the fault rules:
    // every request reads the shared state first (the user offsets only when their version moved).
    // A call with a token reads its session with its user in the same query, for the auth hook.
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api')) return;
      const token = tokenOf(request);
      let state: SimState | null;
      if (token) {
        const both = await services.sessions.readWithState(token);
        request.sessionRead = both.read;
        state = await clock.load(both.state);
      } else state = await clock.load();
      if (config.qaEnabled) await services.faults.syncTo(state?.faultsVersion ?? 0);
    });
  }
  app.decorate('core', core);
  app.decorate('services', services);

  // Only JSON and multipart bodies are accepted: anything else is HTTP 415.
  app.removeContentTypeParser('text/plain');
  parseJsonAsUtf8(app);
  refuseContentEncodings(app);
  limitConnectionsPerClient(app.server, config.maxConnectionsPerClient);
  await app.register(contextPlugin);
  await app.register(errorsPlugin, { sessions: services.sessions });
  await app.register(securityHeaders);
  await app.register(corsPolicy, config.cors);
  // Multipart bodies are read by the upload call only (its module registers @fastify/multipart,
  // whose hooks would otherwise run on every request); other routes accept them unread and answer
  // their usual validation error.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  await app.register(authPlugin, { sessions: services.sessions });
  await app.register(absentInputs);
  if (config.qaEnabled) {
    await app.register(toolkit, {
      faults: services.faults,
      journal: services.journal,
      sessions: services.sessions,
    });
  }
  await app.register(docsPlugin);

  for (const module of productModules) await app.register(module, { services, config });
  if (config.qaEnabled) {
    // The guard's hook lives in the QA routes' own context: product calls never run it.
    await app.register(async (qa) => {
      await qa.register(qaGuard, { qaKey: config.qaKey });
      await qa.register(qaRoutes, { services, config });
    });
  }
  await app.register(staticFiles, { uploadDir: config.uploadDir, webDist: config.webDist });
  return app;
}

/** Request ids `<boot>-<n>`: a random prefix per process, then a base-36 counter. */
function requestIdGenerator(): () => string {
  const boot = randomBytes(4).toString('hex');
  let next = 0;
  return () => `${boot}-${(next++).toString(36)}`;
}
