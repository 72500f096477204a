import {
  API_PREFIX,
  HEADERS,
  MOCK_CODES,
  MOCK_DELAY_MAX_MS,
  MOCK_STATUS_MAX,
  MOCK_STATUS_MIN,
  QA_PREFIX,
  ResultCode,
} from '@adc/contract';
import type { MessageKey } from '@adc/messages';
import type { User } from '@adc/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';
import type { SessionService } from '../modules/auth/session-service';
import type { FaultEffect, FaultRules } from '../modules/qa/toolkit/fault-rules';
import type { Journal, JournalRecord } from '../modules/qa/toolkit/journal';
import { apiPathOf } from '../modules/qa/toolkit/path-pattern';
import { callerOf } from './auth';
import { sendFailure, type Failure } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The fault the toolkit applies to this call (a header or a rule), if any. */
    fault: FaultEffect | undefined;
    /** The envelope code of the answer, read as it is sent (for the journal). */
    answeredCode: number | null;
    /** `performance.now()` when the toolkit first saw the call (its duration and delay). */
    receivedAt: number;
    /** The user the token of a call answered by a fault names (the journal's username). */
    faultedCaller: User | undefined;
  }
}

export interface ToolkitOptions {
  faults: FaultRules;
  journal: Journal;
  sessions: SessionService;
}

/** `/api` calls the toolkit acts on and records: every one but the QA surface's own. */
const isTarget = (url: string) => url.startsWith(API_PREFIX) && !url.startsWith(QA_PREFIX);

/**
 * The frontend toolkit (API.md "Faults and latency", "The request journal"), on when the QA
 * surface is: `X-Mock-*` headers and fault rules make a call slow, answer a forced code or status,
 * or drop its connection, without running it; every call is recorded in the journal. Headers apply
 * once the body is read and before authentication (a forced 401 or 503 needs no valid session);
 * rules after it, so a rule can name the signed-in user. Either way the journal names the user of
 * the call's token, records its body, and the answer speaks the caller's language.
 */
export default fp<ToolkitOptions>(
  async (app, { faults, journal, sessions }) => {
    app.decorateRequest('fault', undefined);
    app.decorateRequest('answeredCode', null);
    app.decorateRequest('receivedAt', 0);
    app.decorateRequest('faultedCaller', undefined);
    // Fastify times a reply only when something listens for its end; the toolkit times its own.
    const elapsed = (request: FastifyRequest) => performance.now() - request.receivedAt;
    // The calls answered before the server closes are stored before the database closes.
    app.addHook('onClose', () => journal.settle());

    const force = (request: FastifyRequest, reply: FastifyReply, effect: FaultEffect) => {
      request.fault = effect;
      if (effect.kind === 'delay') return false;
      void answerForced(request, reply, effect, sessions).then(
        (dropped) => dropped && journal.record(entryOf(request, 0, elapsed(request))),
        (error: unknown) => reply.send(error),
      );
      return true;
    };

    app.addHook('onRequest', (request, _reply, done) => {
      if (isTarget(request.url)) request.receivedAt = performance.now();
      done();
    });

    // After the body is read (the journal shows what the client sent), before authentication.
    app.addHook('preValidation', (request, reply, done) => {
      if (!isTarget(request.url)) return done();
      const mock = readMockHeaders(request.headers);
      if (mock === undefined) return done();
      if ('failure' in mock) {
        sendFailure(request, reply, mock.failure);
        return;
      }
      if (!force(request, reply, mock.effect)) done();
    });

    // Rules apply after authentication (a rule can name the signed-in user) and before the call
    // runs. They are checked by wrapping each `/api` route's handler when the route is registered,
    // not by a hook: with no rule, what every call pays is one property read.
    app.addHook('onRoute', (route) => {
      if (!isTarget(route.url)) return;
      const handler = route.handler;
      route.handler = function ruleCheckedHandler(request, reply) {
        if (!faults.any || request.fault) return handler.call(this, request, reply);
        return faults
          .match(callOf(request))
          .then((effect) =>
            effect && force(request, reply, effect) ? reply : handler.call(this, request, reply),
          );
      };
    });

    // One hook both waits out a delay and records the call: the answer is complete here.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!isTarget(request.url)) return done(null, payload);
      request.answeredCode = envelopeCodeOf(payload);
      const wait = (request.fault?.delayMs ?? 0) - elapsed(request);
      if (wait > 0) {
        setTimeout(() => {
          journal.record(entryOf(request, reply.statusCode, elapsed(request)));
          done(null, payload);
        }, wait);
        return;
      }
      journal.record(entryOf(request, reply.statusCode, elapsed(request)));
      done(null, payload);
    });
  },
  { name: 'toolkit', dependencies: ['errors', 'auth'] },
);

type MockHeaders = { effect: FaultEffect } | { failure: Failure };

/** The `X-Mock-*` headers of a call: undefined without any, a 400 for a value out of range. */
export function readMockHeaders(headers: IncomingHttpHeaders): MockHeaders | undefined {
  const delay = headers[HEADERS.mockDelay];
  const code = headers[HEADERS.mockCode];
  const status = headers[HEADERS.mockStatus];
  const fault = headers[HEADERS.mockFault];
  if (delay === undefined && code === undefined && status === undefined && fault === undefined) {
    return undefined;
  }
  const delayMs = delay === undefined ? 0 : integerIn(delay, 0, MOCK_DELAY_MAX_MS);
  if (delayMs === undefined) return rangeFailure('X-Mock-Delay', 0, MOCK_DELAY_MAX_MS);
  const base = { ruleId: null, delayMs };
  if (fault !== undefined) {
    if (String(fault).trim().toLowerCase() !== 'drop') return oneOfFailure('X-Mock-Fault', 'drop');
    return { effect: { ...base, kind: 'drop', drop: true } };
  }
  if (status !== undefined) {
    const httpStatus = integerIn(status, MOCK_STATUS_MIN, MOCK_STATUS_MAX);
    if (httpStatus === undefined) {
      return rangeFailure('X-Mock-Status', MOCK_STATUS_MIN, MOCK_STATUS_MAX);
    }
    return { effect: { ...base, kind: 'status', httpStatus } };
  }
  if (code !== undefined) {
    const forced = integerIn(code, 0, 999);
    if (forced === undefined || !(MOCK_CODES as readonly number[]).includes(forced)) {
      return oneOfFailure('X-Mock-Code', MOCK_CODES.join(', '));
    }
    return { effect: { ...base, kind: 'code', code: forced } };
  }
  return { effect: { ...base, kind: 'delay' } };
}

function integerIn(value: string | string[], min: number, max: number): number | undefined {
  const text = Array.isArray(value) ? '' : value.trim();
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const number = Number(text);
  return number >= min && number <= max ? number : undefined;
}

const invalid = (key: MessageKey, params: Record<string, string | number>): MockHeaders => ({
  failure: { http: 200, code: ResultCode.params, key, params },
});
const rangeFailure = (field: string, min: number, max: number) =>
  invalid('validation.number_range', { field, min, max });
const oneOfFailure = (field: string, options: string) =>
  invalid('validation.one_of', { field, options });

/**
 * Answers a forced code or status (the delay is waited for in onSend), or drops the connection
 * after the delay; resolves true when it dropped. Nothing of the call itself runs.
 */
async function answerForced(
  request: FastifyRequest,
  reply: FastifyReply,
  effect: FaultEffect,
  sessions: SessionService,
): Promise<boolean> {
  const caller = await callerOf(request, sessions);
  request.faultedCaller = caller;
  if (effect.drop) {
    reply.hijack();
    if (effect.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, effect.delayMs));
    request.raw.socket.destroy();
    return true;
  }
  if (effect.httpStatus !== undefined) {
    sendFailure(
      request,
      reply,
      { http: effect.httpStatus, code: 500, key: 'code.500' },
      caller?.lang,
    );
    return false;
  }
  const code = effect.code ?? ResultCode.params;
  const accountState = code === 402 || code === 403 || code === 404;
  sendFailure(
    request,
    reply,
    {
      http: 200,
      code,
      key: `code.${code}` as MessageKey,
      data: accountState ? { lang: caller?.lang ?? 'en' } : null,
    },
    caller?.lang,
  );
  return false;
}

const callOf = (request: FastifyRequest) => ({
  method: request.method,
  path: apiPathOf(request.url),
  username: request.user?.username ?? usernameInBody(request.body),
});

function usernameInBody(body: unknown): string | undefined {
  const username = (body as { username?: unknown } | null | undefined)?.username;
  return typeof username === 'string' ? username.trim() : undefined;
}

const ENVELOPE_START = '{"code":';
const ZERO = 48;

/** The `code` of an envelope as serialized (`{"code":…`), read digit by digit (no copy, no parse). */
function envelopeCodeOf(payload: unknown): number | null {
  if (typeof payload !== 'string' || !payload.startsWith(ENVELOPE_START)) return null;
  let code = 0;
  let i = ENVELOPE_START.length;
  for (let digit = payload.charCodeAt(i) - ZERO; digit >= 0 && digit <= 9;) {
    code = code * 10 + digit;
    digit = payload.charCodeAt(++i) - ZERO;
  }
  return i === ENVELOPE_START.length ? null : code;
}

function entryOf(request: FastifyRequest, httpStatus: number, durationMs: number): JournalRecord {
  const fault = request.fault;
  return {
    id: request.id,
    startedAt: Date.now() - durationMs,
    method: request.method,
    url: request.url,
    query: request.sentInput ? request.sentInput.query : request.query,
    body: request.sentInput ? request.sentInput.body : request.body,
    username:
      request.user?.username ??
      request.faultedCaller?.username ??
      usernameInBody(request.body) ??
      null,
    httpStatus,
    code: httpStatus === 0 ? null : request.answeredCode,
    durationMs,
    fault: fault ? { kind: fault.kind, rule_id: fault.ruleId } : null,
  };
}
