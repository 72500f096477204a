import { HEADERS, QA_PREFIX, ResultCode, type RouteMetadata } from '@adc/contract';
import type { User } from '@adc/db';
import type { AppRoute } from '@ts-rest/core';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { assertActive } from '../lib/account';
import { AppError } from '../lib/errors';
import type { SessionRead, SessionService } from '../modules/auth/session-service';

declare module 'fastify' {
  interface FastifyContextConfig {
    tsRestRoute?: AppRoute;
  }
  interface FastifyRequest {
    /** The session of the call's token, read with the shared state (PostgreSQL: see app.ts). */
    sessionRead: SessionRead | undefined;
  }
}

/** The `X-CT` token of a call ('' when none). */
export function tokenOf(request: FastifyRequest): string {
  const header = request.headers[HEADERS.token];
  return typeof header === 'string' ? header.trim() : '';
}

/**
 * Resolves `X-CT` on every contract route that is not marked `metadata: { auth: false }`:
 * no or unknown token → 401, expired → 503, account not active → 402/403/404 with `{ lang }`.
 */
export default fp<{ sessions: SessionService }>(
  async (app, { sessions }) => {
    app.decorateRequest('sessionRead', undefined);
    app.addHook('preHandler', async (request) => {
      const route = request.routeOptions.config.tsRestRoute;
      if (!route || route.path.startsWith(QA_PREFIX)) return;
      if ((route.metadata as RouteMetadata | undefined)?.auth === false) return;
      const token = tokenOf(request);
      if (!token) throw new AppError(ResultCode.unauthorized, 'code.401');
      const session = await sessions.resolve(token, request.sessionRead);
      if (session.kind !== 'ok') throw deadSession(session.kind);
      assertActive(session.user);
      request.user = session.user;
    });
  },
  { name: 'auth', dependencies: ['context'] },
);

/** What a call whose token names no live session is answered: unknown 401, expired 503. */
export function deadSession(kind: 'unknown' | 'expired'): AppError {
  return kind === 'expired'
    ? new AppError(ResultCode.sessionExpired, 'code.503')
    : new AppError(ResultCode.unauthorized, 'code.401');
}

/**
 * The user whose live session the call's token names, active or not: the language and journal
 * name of a call answered before (or without) authentication, e.g. a malformed body or a forced
 * `X-Mock-Code`. The signed-in user once the auth hook has run.
 */
export async function callerOf(
  request: FastifyRequest,
  sessions: SessionService,
): Promise<User | undefined> {
  if (request.user) return request.user;
  const token = tokenOf(request);
  if (!token) return undefined;
  const session = await sessions.resolve(token, request.sessionRead);
  return session.kind === 'ok' ? session.user : undefined;
}

/** The signed-in user of a protected route (set by the preHandler above); 401 when there is none. */
export function userOf(request: FastifyRequest): User {
  if (!request.user) throw new AppError(ResultCode.unauthorized, 'code.401');
  return request.user;
}
