import type { MessageKey } from '@adc/messages';
import { ResultCode } from '@adc/contract';

/**
 * A business error: answered with HTTP 200 and the envelope `{ code, msg, data }`, where `msg` is
 * the catalogue message `key` in the caller's language. Services throw it; they know no HTTP.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

/**
 * A rate limit was hit: a transport fault, answered by the error plugin with HTTP 429, a
 * `Retry-After` header and the envelope (code 400, `msg` the catalogue message `key` in the
 * caller's language).
 */
export class TooManyRequests extends Error {
  readonly statusCode = 429;

  constructor(
    readonly key: MessageKey,
    readonly retryAfterSeconds: number,
  ) {
    super(key);
    this.name = 'TooManyRequests';
  }
}

/** Code 400 with a catalogue message: the usual "your request cannot be done" answer. */
export const badRequest = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(ResultCode.params, key, params);

/** Code 405 "Data error": the record is missing or not the caller's. */
export const dataError = () => new AppError(ResultCode.dataError, 'error.record_not_found');
