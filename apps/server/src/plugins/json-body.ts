import { errorCodes, type FastifyInstance } from 'fastify';
import { isUtf8 } from 'node:buffer';

/** A `\uD800`–`\uDFFF` escape: the only way a JSON text can hold half of a surrogate pair. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/;

/** Half of a surrogate pair on its own (with the `u` flag a whole pair is one code point). */
const LONE_SURROGATE = /\p{Cs}/u;
const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);

/**
 * Whether every string in a parsed JSON value (keys included) is well-formed UTF-16. Iterative:
 * a body may nest a hundred thousand arrays deep within the size limit.
 */
function wellFormed(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isWellFormed(next)) return false;
    } else if (Array.isArray(next)) {
      for (const item of next as unknown[]) pending.push(item);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, child] of Object.entries(next)) {
        if (!isWellFormed(key)) return false;
        pending.push(child);
      }
    }
  }
  return true;
}

/**
 * JSON bodies are UTF-8 (RFC 8259; a `charset` parameter has no effect): bytes that are not are
 * malformed JSON, code 400 like any other. Fastify's own parser decoded them with U+FFFD in place
 * of each bad byte, so a Latin-1 "café" was answered 200 and saved as "caf\uFFFD". The same goes
 * for an escaped lone surrogate (`"\ud83d"`, half an emoji: no character at all): it was saved as
 * given, read back from SQLite as three U+FFFD and from PostgreSQL as one. Otherwise the same
 * parser (empty body, prototype poisoning: 400).
 */
export function parseJsonAsUtf8(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) {
      done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
      return;
    }
    const text = bytes.toString('utf8');
    parseJson(request, text, (error, value) => {
      if (!error && SURROGATE_ESCAPE.test(text) && !wellFormed(value)) {
        done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
        return;
      }
      done(error, value);
    });
  });
}

/**
 * Request bodies are sent as they are (no content coding): a body with `Content-Encoding: gzip`
 * was parsed as its compressed bytes ("body is invalid"), and one that named a coding it did not
 * use was read as if it had none. Any coding but `identity` is refused with HTTP 415, as HTTP
 * says a server does with a coding it does not support (RFC 9110, 15.5.16).
 */
export function refuseContentEncodings(app: FastifyInstance): void {
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const coding = request.headers['content-encoding'];
    const { 'content-length': length, 'transfer-encoding': chunked } = request.headers;
    const hasBody = chunked !== undefined || (length !== undefined && length !== '0');
    if (hasBody && coding !== undefined && coding.trim().toLowerCase() !== 'identity') {
      done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(), payload);
      return;
    }
    done(null, payload);
  });
}
