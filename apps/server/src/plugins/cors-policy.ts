import { HEADERS, QA_PREFIX } from '@adc/contract';
import cors from '@fastify/cors';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendFailure } from './errors';

export interface CorsPolicy {
  /** Origins allowed beyond the app's own and the localhost dev origins; `*` allows any. */
  origins: readonly string[];
  /** Origins allowed to make QA calls from a browser page of another origin (none by default). */
  qaOrigins: readonly string[];
}

const LOCAL_DEV = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/** The request's own origin, as a browser on the same host would send it. */
const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

function listed(origin: string, list: readonly string[]): boolean {
  return list.includes('*') || list.includes(origin);
}

/** Whether a page of `origin` may call the API (the app's own, localhost dev servers, CORS_ORIGIN). */
export function allowsOrigin(policy: CorsPolicy, request: FastifyRequest, origin: string): boolean {
  if (origin === 'null') return false; // sandboxed frames, file:// pages
  if (request.url.startsWith(QA_PREFIX)) {
    return origin === ownOrigin(request) || listed(origin, policy.qaOrigins);
  }
  return origin === ownOrigin(request) || LOCAL_DEV.test(origin) || listed(origin, policy.origins);
}

/**
 * CORS for the app's own origin and the localhost dev origins (plus CORS_ORIGIN). QA calls are
 * refused from any other origin (HTTP 403) unless QA_CORS_ORIGIN allows it: a web page must not be
 * able to mint money through a developer's browser with the public default QA key.
 */
export default fp<CorsPolicy>(
  async (app, policy) => {
    await app.register(cors, {
      delegator: (request, callback) => {
        const origin = request.headers.origin;
        callback(null, {
          origin: origin ? allowsOrigin(policy, request, origin) : false,
          // A browser client may read the request id to find its call in the QA journal.
          exposedHeaders: [HEADERS.requestId],
          // A preflight's answer is kept 10 minutes (Chrome's default is 5 s: a client on a dev
          // server's origin sent one before nearly every call).
          maxAge: 600,
        });
      },
    });
    app.addHook('onRequest', (request, reply, done) => {
      const origin = request.headers.origin;
      if (request.url.startsWith(QA_PREFIX) && origin && !allowsOrigin(policy, request, origin)) {
        sendFailure(request, reply, { http: 403, code: 403, key: 'error.qa_cross_origin' });
        return;
      }
      done();
    });
  },
  { name: 'cors-policy', dependencies: ['errors'] },
);
