import { API_PREFIX, HEADERS, RULE_MESSAGE_PARAMS, ResultCode } from '@adc/contract';
import { hasMessageKey, matchLang, translate, type MessageKey } from '@adc/messages';
import { RequestValidationError } from '@ts-rest/fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import fp from 'fastify-plugin';
import type { ZodError, ZodIssue } from 'zod';
import { requestLang } from '../lib/envelope';
import { AppError, TooManyRequests } from '../lib/errors';
import type { SessionService } from '../modules/auth/session-service';
import { callerOf, deadSession, tokenOf } from './auth';

export interface Failure {
  http: number;
  code: number;
  key: MessageKey;
  params?: Record<string, string | number>;
  data?: unknown;
}

/**
 * Every error becomes the envelope. Business errors and bad input: HTTP 200 with code 400–503.
 * Transport faults keep their HTTP status (404 route, 413, 415, 429); anything unexpected is
 * logged and answered HTTP 500, code 500, without a stack trace, unless the session of the call
 * ended meanwhile: then it gets the answer of a dead session (`deadSession`, as the auth hook).
 */
export default fp<{ sessions?: SessionService }>(
  async (app, { sessions }) => {
    app.setErrorHandler(async (error: FastifyError | Error, request, reply) => {
      const failure = classify(error, request.url.startsWith(API_PREFIX));
      if (error instanceof TooManyRequests)
        void reply.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      const ended = failure.http >= 500 ? await endedSession(request, sessions) : undefined;
      if (ended) {
        // Its user or session went away under it (a QA reset deleted them, say): the call is
        // answered as one that came with that token now, in the same language (no user's).
        request.log.warn({ err: error }, 'failed after its session ended');
        request.user = null;
        return sendFailure(request, reply, classify(deadSession(ended), true));
      }
      if (failure.http >= 500) request.log.error({ err: error }, 'unexpected error');
      return sendFailure(request, reply, failure, await callerLang(request, sessions));
    });
    app.setNotFoundHandler((request, reply) => {
      sendFailure(request, reply, {
        http: 404,
        code: ResultCode.params,
        key: 'error.route_not_found',
      });
    });
  },
  { name: 'errors', dependencies: ['context'] },
);

/**
 * `callerLang`: the stored language of the token's user, for an answer given before the auth hook
 * has run (Accept-Language comes first, as for every answer).
 */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  failure: Failure,
  callerLang?: string,
): FastifyReply {
  const dataLang = (failure.data as { lang?: string } | null | undefined)?.lang;
  const msg = translate(requestLang(request, dataLang ?? callerLang), failure.key, failure.params);
  return reply.status(failure.http).send({ code: failure.code, msg, data: failure.data ?? null });
}

/**
 * The stored language of the user whose token a failed call carries, when the failure came before
 * the auth hook knew them (a malformed body, a refused content type) and Accept-Language names no
 * language: API.md's fallback is the user's stored lang. Only failures pay the lookup.
 */
async function callerLang(
  request: FastifyRequest,
  sessions: SessionService | undefined,
): Promise<string | undefined> {
  if (!sessions || request.headerLang !== undefined || request.user) return undefined;
  if (!request.url.startsWith(API_PREFIX)) return undefined;
  return (await callerOf(request, sessions).catch(() => undefined))?.lang;
}

/**
 * How the session of a signed-in call that failed unexpectedly ended, when it did during the call:
 * its token, resolved again now, names no session (or an expired one). A call is never answered
 * 5xx for what happened to its account meanwhile: a global QA reset, for one, deletes users whose
 * calls have already been let in, and those calls then meet foreign keys or rows that are gone.
 */
async function endedSession(
  request: FastifyRequest,
  sessions: SessionService | undefined,
): Promise<'unknown' | 'expired' | undefined> {
  if (!sessions || !request.user) return undefined;
  const token = tokenOf(request);
  if (!token) return undefined;
  const session = await sessions.resolve(token).catch(() => undefined);
  return session && session.kind !== 'ok' ? session.kind : undefined;
}

function classify(error: FastifyError | Error, api: boolean): Failure {
  if (error instanceof AppError) {
    return { http: 200, code: error.code, key: error.key, params: error.params, data: error.data };
  }
  if (error instanceof TooManyRequests) {
    return { http: 429, code: ResultCode.params, key: error.key };
  }
  if (error instanceof RequestValidationError) {
    const zodError = error.body ?? error.query ?? error.headers ?? error.pathParams;
    return { http: 200, code: ResultCode.params, ...describeZodError(zodError) };
  }
  const status = (error as FastifyError).statusCode ?? 500;
  const code = (error as FastifyError).code;
  if (status === 413) return { http: 413, code: ResultCode.params, key: 'error.payload_too_large' };
  if (status === 415)
    return { http: 415, code: ResultCode.params, key: 'error.unsupported_media_type' };
  if (status === 429) return { http: 429, code: ResultCode.params, key: 'error.too_many_requests' };
  if (status >= 400 && status < 500 && !api) {
    // Outside /api (uploads, the web client): a refused path, e.g. /uploads/../x, is not found.
    if (status === 403 || status === 404) {
      return { http: 404, code: ResultCode.params, key: 'error.route_not_found' };
    }
    return { http: status, code: ResultCode.params, key: 'code.400', params: { field: 'url' } };
  }
  if (status >= 400 && status < 500) {
    // Malformed JSON, empty body with a JSON content type, bad multipart…: a params error.
    const key = code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'validation.invalid' : 'code.400';
    return { http: 200, code: ResultCode.params, key, params: { field: 'body' } };
  }
  return { http: 500, code: ResultCode.server, key: 'code.500' };
}

/** The first zod issue as a catalogue message naming the field. */
export function describeZodError(error: ZodError | null): Pick<Failure, 'key' | 'params'> {
  const issue = error?.issues[0];
  if (!issue) return { key: 'code.400' };
  const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
  return issueMessage(issue, field);
}

function issueMessage(issue: ZodIssue, field: string): Pick<Failure, 'key' | 'params'> {
  if (hasMessageKey(issue.message)) {
    const bounds =
      issue.code === 'custom'
        ? (issue.params as Record<string, number> | undefined)
        : 'minimum' in issue
          ? { min: Number(issue.minimum) }
          : 'maximum' in issue
            ? { max: Number(issue.maximum) }
            : {};
    // A rule's message names its limits ("Password must be 6-64 characters"): the contract's.
    const rule = RULE_MESSAGE_PARAMS[issue.message];
    return { key: issue.message, params: { field, ...bounds, ...rule } };
  }
  switch (issue.code) {
    case 'invalid_type':
      return issue.received === 'undefined' || issue.received === 'null'
        ? { key: 'validation.required', params: { field } }
        : { key: 'validation.invalid', params: { field } };
    case 'too_small':
      if (issue.type === 'string') {
        return Number(issue.minimum) <= 1
          ? { key: 'validation.required', params: { field } }
          : { key: 'validation.too_short', params: { field, min: Number(issue.minimum) } };
      }
      return { key: 'validation.invalid', params: { field } };
    case 'too_big':
      return issue.type === 'string'
        ? { key: 'validation.too_long', params: { field, max: Number(issue.maximum) } }
        : { key: 'validation.invalid', params: { field } };
    case 'invalid_enum_value':
      return { key: 'validation.one_of', params: { field, options: issue.options.join(', ') } };
    case 'invalid_string':
      return issue.validation === 'email'
        ? { key: 'validation.email', params: { field } }
        : { key: 'validation.invalid', params: { field } };
    default:
      return { key: 'validation.invalid', params: { field } };
  }
}

/**
 * Fastify's `frameworkErrors`: what it refuses before routing, when no hook has run (a URL it
 * cannot decode, e.g. `/api/user/%FF`), gets the envelope like any other refusal (it answered a
 * body of its own): HTTP 400, code 400 "url is invalid", in the Accept-Language's language.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const header = request.headers['accept-language'];
  const lang = (typeof header === 'string' ? matchLang(header) : undefined) ?? 'en';
  const status = error.statusCode ?? 400;
  const body =
    status >= 500
      ? { code: ResultCode.server, msg: translate(lang, 'code.500'), data: null }
      : {
          code: ResultCode.params,
          msg: translate(lang, 'validation.invalid', { field: 'url' }),
          data: null,
        };
  if (status >= 500) request.log.error({ err: error }, 'unexpected error');
  void reply.header(HEADERS.requestId, request.id).status(status).send(body);
}

/** Protocol errors Node answers before a request exists: [HTTP status, message]. */
const CLIENT_ERRORS: Record<string, [number, MessageKey]> = {
  HPE_HEADER_OVERFLOW: [431, 'error.headers_too_large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'error.request_timeout'],
};

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (400), whose headers are too large
 * (431) or that did not arrive in time (408) gets the envelope too, in English (no headers were
 * read), and the connection is closed.
 */
export function answerClientError(
  error: Error & { code?: string },
  socket: Duplex,
  requestId: string,
): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, key] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'code.400'];
  const body = JSON.stringify({ code: ResultCode.params, msg: translate('en', key), data: null });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `${HEADERS.requestId}: ${requestId}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
