import { matchLang, type Lang } from '@adc/messages';
import type { User } from '@adc/db';
import fp from 'fastify-plugin';
import { parseTimeZone } from '../lib/time-zone';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the auth plugin on protected routes. */
    user: User | null;
    /** IANA zone (or fixed offset) from X-TZ; UTC when missing or invalid. */
    timeZone: string;
    /** The language asked for by Accept-Language, when it names one of ours. */
    headerLang: Lang | undefined;
  }
}

/** Per-request context from the headers every call may carry: X-TZ and Accept-Language. */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('timeZone', 'UTC');
    app.decorateRequest('headerLang', undefined);
    app.addHook('onRequest', async (request) => {
      const tz = request.headers['x-tz'];
      request.timeZone = parseTimeZone(typeof tz === 'string' ? tz : undefined);
      const language = request.headers['accept-language'];
      request.headerLang = typeof language === 'string' ? matchLang(language) : undefined;
    });
  },
  { name: 'context' },
);
