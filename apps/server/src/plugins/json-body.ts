import { errorCodes, type FastifyInstance } from 'fastify';
import { isUtf8 } from 'node:buffer';

/**
 * JSON bodies are UTF-8 (RFC 8259; a `charset` parameter has no effect): bytes that are not are
 * malformed JSON, code 400 like any other. Fastify's own parser decoded them with U+FFFD in place
 * of each bad byte, so a Latin-1 "café" was answered 200 and saved as "caf\uFFFD". Otherwise the
 * same parser (empty body, prototype poisoning: 400).
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
    parseJson(request, bytes.toString('utf8'), done);
  });
}
