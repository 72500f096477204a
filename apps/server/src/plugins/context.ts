import { matchLang, type Lang } from '@adc/messages';
import type { User } from '@adc/db';
import fp from 'fastify-plugin';
import { memoizeByString } from '../lib/string-memo';
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

// Clients send the same few values over and over: each distinct value is parsed once.
const timeZoneOf = memoizeByString(parseTimeZone);
const langOf = memoizeByString(matchLang);

/** Per-request context from the headers every call may carry: X-TZ and Accept-Language. */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('timeZone', 'UTC');
    app.decorateRequest('headerLang', undefined);
    // A callback hook, not an async one: no promise to settle on every request.
    app.addHook('onRequest', (request, _reply, done) => {
      const tz = request.headers['x-tz'];
      request.timeZone = typeof tz === 'string' ? timeZoneOf(tz) : 'UTC';
      const language = request.headers['accept-language'];
      request.headerLang = typeof language === 'string' ? langOf(language) : undefined;
      done();
    });
  },
  { name: 'context' },
);
