import { HEADERS } from '@adc/contract';
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { sendFailure } from './errors';

/** Every `/api/__qa` call needs `X-QA-Key`; a wrong or missing key is HTTP 403. */
export default fp<{ qaKey: string }>(
  async (app, { qaKey }) => {
    const expected = Buffer.from(qaKey);
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/__qa')) return;
      const header = request.headers[HEADERS.qaKey];
      const given = Buffer.from(typeof header === 'string' ? header : '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return sendFailure(request, reply, { http: 403, code: 403, key: 'error.qa_forbidden' });
      }
    });
  },
  { name: 'qa-guard', dependencies: ['errors'] },
);
