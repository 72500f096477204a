/**
 * Compile-time checks, run by `tsc --noEmit` (this file is never executed or imported).
 * Each `@ts-expect-error` fails the typecheck if the line below it stops being an error.
 */
import { en } from './locales/en';
import type { Lang, MessageKey, Messages } from './types';

// `others`: the groups these checks do not name (each locale has them too).
const { code, error, validation, success, ...others } = en;

// A locale with exactly en's keys and any string values is a Messages.
export const _ok: Messages = {
  ...others,
  code: { ...code, '200': 'x' },
  error,
  validation,
  success,
};

// A missing key is an error.
const { coupon_used: _used, ...errorWithoutCouponUsed } = error;
export const _missing: Messages = {
  ...others,
  code,
  // @ts-expect-error - error.coupon_used is missing
  error: errorWithoutCouponUsed,
  validation,
  success,
};

export const _extra: Messages = {
  ...others,
  code,
  error,
  validation,
  // @ts-expect-error - an extra key is an error
  success: { ...success, made_up: 'x' },
};

// @ts-expect-error - a missing group is an error
export const _noGroup: Messages = { ...others, code, error, validation };

// Values must be strings.
export const _number: Messages = {
  ...others,
  // @ts-expect-error - a number is not a message
  code: { ...code, '200': 200 },
  error,
  validation,
  success,
};

export const _keys: MessageKey[] = [
  'code.200',
  'code.503',
  'error.coupon_used',
  'validation.required',
];
// @ts-expect-error - not a key
export const _badKey: MessageKey = 'error.nope';
// @ts-expect-error - a group is not a key
export const _groupKey: MessageKey = 'error';

export const _lang: Lang = 'kor';
// @ts-expect-error - browser tags are not app langs
export const _badLang: Lang = 'ko';
