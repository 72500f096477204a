import {
  AMOUNT_INPUT_PATTERN,
  ID_MAX,
  ID_PATTERN,
  MONEY_MAX_MINOR,
  PAGE_SIZE_DEFAULT,
  PHONE_PATTERN,
  PAGE_SIZE_MAX,
  characterCount,
  formatMoney,
  parseMoney,
  readMoney,
} from '@adc/domain';
import { z } from 'zod';
import {
  EMAIL_MAX,
  FREE_TEXT_MAX,
  NICKNAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_INPUT_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
} from './constants';

/**
 * Validation messages are message-catalogue keys (see @adc/messages); the server translates them
 * and fills `{{field}}` with the failing field's name. Issues without a key get a generic message
 * derived from the zod issue code.
 */
const msg = (key: string) => ({ message: key });

/** The response envelope of every `/api` call. Errors carry `data: null` or `{ lang }` (402–404). */
export const envelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data: data.nullable() });
export type Envelope<T> = { code: number; msg: string; data: T | null };

/**
 * A transport refusal that keeps its HTTP status (413 too large, 415 wrong content type, 429 rate
 * limited): the envelope with code 400, a translated `msg` and `data: null`.
 */
export const TransportError = z
  .object({ code: z.literal(400), msg: z.string(), data: z.null() })
  .describe('Refused before the handler ran; the HTTP status tells why');

/**
 * `Idempotency-Key` of the money-moving POSTs and of a support message: a retry with the same key
 * replays the first answer.
 */
export const IdempotencyHeaders = z.object({ 'idempotency-key': z.string().max(128).optional() });

/** Headers of the QA calls: the QA key, and the language of `msg` and of the texts they answer. */
export const QaHeaders = z.object({
  'x-qa-key': z.string().optional(),
  'accept-language': z.string().optional(),
});

/** Payload of the 402/403/404 account-state errors. */
export const AccountStateData = z.object({ lang: z.string() });

// ---- money ---------------------------------------------------------------------------------

/** The API's amount format: parsed and printed by @adc/domain, re-exported for compatibility. */
export { formatMoney, parseMoney };

/**
 * Request amount by @adc/domain's one money rule (`readMoney`): a number, or digits with at most
 * two decimals, at most MONEY_MAX_MINOR. `key` is the catalogue message when it is not an amount,
 * `tooLargeKey` when it is one above the maximum (so 14 digits are not called malformed).
 */
export const moneyInput = (
  key = 'validation.amount',
  tooLargeKey = 'validation.amount_too_large',
) =>
  z
    .union([z.number(), z.string().regex(new RegExp(AMOUNT_INPUT_PATTERN), key)], {
      errorMap: () => msg(key),
    })
    .transform((value, ctx) => {
      const { minor, problem } = readMoney(value);
      if (minor === undefined) {
        const message = problem === 'too_large' ? tooLargeKey : key;
        ctx.addIssue({ code: z.ZodIssueCode.custom, message });
        return z.NEVER;
      }
      return minor;
    })
    .describe(
      `A non-negative amount with at most two decimals, at most ${formatMoney(MONEY_MAX_MINOR)}`,
    );

/** Amount string in responses: exactly two decimals, may be signed. */
export const Money = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('Amount with two decimals, e.g. "1250.00"');

// ---- scalars ---------------------------------------------------------------------------------

export const IsoDateTime = z.string().describe('ISO-8601 UTC timestamp');

/** A positive integer id (at most ID_MAX), from JSON (number or digit string) or a query string. */
export const idInput = z
  .union(
    [
      z.number().int().positive().max(ID_MAX),
      z.string().trim().regex(ID_PATTERN).transform(Number),
    ],
    { errorMap: () => msg('validation.invalid') },
  )
  .refine((value) => value > 0 && value <= ID_MAX, msg('validation.invalid'));

/** Integer in [min, max] from JSON or a query string, with a default when absent. */
export const intInput = (min: number, max: number, fallback: number) =>
  z
    .union(
      [
        z.number().int(),
        z
          .string()
          .trim()
          .regex(/^-?\d{1,9}$/)
          .transform(Number),
      ],
      {
        errorMap: () => msg('validation.invalid'),
      },
    )
    .optional()
    .transform((value) => value ?? fallback)
    .refine((value) => value >= min && value <= max, {
      message: 'validation.number_range',
      params: { min, max },
    })
    .describe(`Integer between ${min} and ${max}, default ${fallback}`);

// Control characters (C0 and DEL) belong in no field, and PostgreSQL cannot store U+0000; free
// text keeps tabs and line breaks. (Matching control characters is the point of these two.)
/* eslint-disable no-control-regex */
const SINGLE_LINE = /^[^\u0000-\u001F\u007F]*$/;
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;
/* eslint-enable no-control-regex */

/** A request string without control characters (not trimmed: passwords keep their spaces). */
export const inputString = (multiline = false) =>
  z.string().regex(multiline ? MULTI_LINE : SINGLE_LINE, msg('validation.control_characters'));
/**
 * Text others read (names, messages) also refuses the bidirectional embedding, override and
 * isolate controls (U+202A–U+202E, U+2066–U+2069), which reorder what follows them on screen (a
 * name could display as another), and zero-width characters at either end (U+200B–U+200D, U+2060,
 * U+FEFF), which `trim` keeps: a nickname of nothing but them looked empty. Inside, a zero-width
 * joiner stays (emoji sequences, Indic and Persian scripts need it).
 */
/* eslint-disable no-control-regex */
const SINGLE_LINE_TEXT = /^[^\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]*$/;
const MULTI_LINE_TEXT =
  /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]*$/;
/* eslint-enable no-control-regex */
const NO_INVISIBLE_EDGES =
  /^(?:[^\u200B-\u200D\u2060\uFEFF](?:[\s\S]*[^\u200B-\u200D\u2060\uFEFF])?)?$/;

/** The length bounds that `chars` checks, by schema definition, for the OpenAPI document. */
export const CHARACTER_BOUNDS = new WeakMap<object, { min?: number; max?: number }>();

/**
 * A string schema with length bounds counted in Unicode code points, as JSON Schema's
 * `minLength`/`maxLength` count them (the OpenAPI document declares exactly these bounds): an
 * emoji or a CJK extension character is one character, where zod's own `.min`/`.max` count UTF-16
 * code units and refused 51 emoji as more than 100 characters. A bound is refused with zod's
 * `too_small`/`too_big` issue, as `.min`/`.max` would be (`message` replaces its text).
 */
export function chars<T extends z.ZodType<string, z.ZodTypeDef, string>>(
  schema: T,
  { min, max, message }: { min?: number; max?: number; message?: string },
) {
  const bounded = schema.superRefine((value, ctx) => {
    const count = characterCount(value);
    const extra = message === undefined ? {} : { message };
    if (min !== undefined && count < min) {
      ctx.addIssue({ code: 'too_small', minimum: min, type: 'string', inclusive: true, ...extra });
    } else if (max !== undefined && count > max) {
      ctx.addIssue({ code: 'too_big', maximum: max, type: 'string', inclusive: true, ...extra });
    }
  });
  CHARACTER_BOUNDS.set(bounded._def, { min, max });
  return bounded;
}

/** A trimmed one-line request string, possibly empty. */
export const line = () =>
  z
    .string()
    .trim()
    .regex(SINGLE_LINE_TEXT, msg('validation.control_characters'))
    .regex(NO_INVISIBLE_EDGES, msg('validation.invalid'));

/** A trimmed one-line request string of at most `max` characters (code points). */
export const shortLine = (max: number, { required = false } = {}) =>
  chars(required ? line().min(1) : line(), { max });

/** Required trimmed text of at most `max` characters; `multiline` keeps line breaks and tabs. */
export const text = (max = FREE_TEXT_MAX, { multiline = false } = {}) =>
  chars(
    z
      .string()
      .trim()
      .regex(multiline ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT, msg('validation.control_characters'))
      .regex(NO_INVISIBLE_EDGES, msg('validation.invalid'))
      .min(1),
    { max },
  );

export const Username = z
  .string()
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9_]{${USERNAME_MIN},${USERNAME_MAX}}$`), msg('validation.username'));
export const Password = chars(inputString(), {
  min: PASSWORD_MIN,
  max: PASSWORD_MAX,
  message: 'validation.password',
});
export const LoginPassword = chars(inputString().min(1), {
  max: PASSWORD_MAX,
  message: 'validation.password',
});
/** The repetition of a password, compared with it. */
export const ConfirmPassword = chars(inputString(), { max: PASSWORD_MAX });
/** A username as typed to find an account (login, QA calls); registration checks `Username`. */
export const UsernameInput = shortLine(USERNAME_INPUT_MAX, { required: true });
/** A nickname: trimmed, 1–32 characters on one line (POST /user/info/edit). */
export const Nickname = shortLine(NICKNAME_MAX, { required: true });
export const Email = z.string().trim().max(EMAIL_MAX).email(msg('validation.email'));
/** A phone number by @adc/domain's one phone rule (PHONE_PATTERN): `+` and 6–20 digits. */
export const Phone = z.string().trim().regex(new RegExp(PHONE_PATTERN), msg('validation.phone'));
/** A phone number that must be given (a bank card's mobile): blank is "required", not "invalid". */
export const RequiredPhone = z
  .string()
  .trim()
  .min(1)
  .regex(new RegExp(PHONE_PATTERN), msg('validation.phone'));
/** A 6-digit transaction PIN in clear (only on /set/password). */
export const PayPin = z.string().regex(/^\d{6}$/, msg('error.pay_password_format'));
/** The MD5 hex digest of a 6-digit PIN, as the client sends it to check or withdraw. */
export const PayPinMd5 = z
  .string()
  .trim()
  .regex(/^[a-fA-F0-9]{32}$/, msg('validation.md5'))
  .transform((value) => value.toLowerCase());
export const Month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, msg('validation.month'));

// ---- lists -----------------------------------------------------------------------------------

export const pageInput = {
  page: intInput(1, 1_000_000, 1),
  page_size: intInput(1, PAGE_SIZE_MAX, PAGE_SIZE_DEFAULT),
};

export const paginated = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
