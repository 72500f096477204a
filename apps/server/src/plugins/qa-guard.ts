import { HEADERS, QA_PREFIX } from '@adc/contract';
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { sendFailure } from './errors';

/**
 * Every QA call needs `X-QA-Key`; a wrong or missing key is HTTP 403. Registered inside the QA
 * routes' context, so its hook runs for those calls only; a route outside `/api/__qa` registered
 * in that context is refused at start-up (it would be guarded by mistake).
 */
export default fp<{ qaKey: string }>(
  async (app, { qaKey }) => {
    const expected = Buffer.from(qaKey);
    app.addHook('onRoute', ({ url }) => {
      if (!url.startsWith(QA_PREFIX)) throw new Error(`${url} is not a QA route (${QA_PREFIX})`);
    });
    // A callback hook (no promise per request); a refusal replies here and does not call done.
    app.addHook('onRequest', (request, reply, done) => {
      const header = request.headers[HEADERS.qaKey];
      const given = Buffer.from(typeof header === 'string' ? header : '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        sendFailure(request, reply, { http: 403, code: 403, key: 'error.qa_forbidden' });
        return;
      }
      done();
    });
  },
  { name: 'qa-guard', dependencies: ['errors'] },
);
