import { isLang, translate, type Lang, type MessageKey } from '@adc/messages';
import type { FastifyRequest } from 'fastify';

/** The language of `msg`: Accept-Language, then the signed-in user's lang, then en. */
export function requestLang(request: FastifyRequest, fallback?: string): Lang {
  const userLang = request.user?.lang ?? fallback;
  return request.headerLang ?? (userLang && isLang(userLang) ? userLang : 'en');
}

export interface EnvelopeBody<T> {
  code: number;
  msg: string;
  data: T;
}

/** A ts-rest success result: HTTP 200, code 200, `msg` translated (default "Success"). */
export function ok<T>(request: FastifyRequest, data: T, key: MessageKey = 'code.200') {
  return {
    status: 200 as const,
    body: { code: 200, msg: translate(requestLang(request), key), data } satisfies EnvelopeBody<T>,
  };
}
