import type { ZodTypeAny } from 'zod';
import { AccountStateData, IsoDateTime, Money } from '../common';
import {
  AcceptanceOrderStatus,
  AcceptorType,
  CardType,
  CouponKind,
  CouponStatus,
  EntryType,
  FlowType,
  Lang,
  NotificationCategory,
  PlanStatus,
  ProductType,
  ReadFilter,
  UserStatus,
  WithdrawalStatus,
} from '../enums';
import { LoginBody, RegisterBody } from '../routes/auth';
import { BankCardBody } from '../routes/wallet';
import * as shapes from '../schemas';
import * as support from '../routes/support';
import { MOCK_CODES, MOCK_DELAY_MAX_MS, MOCK_STATUS_MAX, MOCK_STATUS_MIN } from '../constants';
import type { JsonSchema } from './json-schema';

const ENUMS = {
  Lang,
  PlanStatus,
  ProductType,
  CouponKind,
  CouponStatus,
  FlowType,
  NotificationCategory,
  ReadFilter,
  UserStatus,
  EntryType,
  AcceptorType,
  AcceptanceOrderStatus,
  CardType,
  WithdrawalStatus,
} satisfies Record<string, ZodTypeAny>;

/** Response shapes named in `components.schemas`: API.md's shared shapes, list pages, scalars. */
export const RESPONSE_COMPONENTS: Record<string, ZodTypeAny> = {
  ...ENUMS,
  Money,
  DateTime: IsoDateTime,
  AccountStateData,
  UserInfo: shapes.UserInfo,
  Session: shapes.Session,
  ProductSummary: shapes.ProductSummary,
  ProductDetail: shapes.ProductDetail,
  PlanOrder: shapes.PlanOrder,
  PlanDetail: shapes.PlanDetail,
  LaunchCoupon: shapes.LaunchCoupon,
  Coupon: shapes.Coupon,
  ClaimableCoupon: shapes.ClaimableCoupon,
  Flow: shapes.Flow,
  Notification: shapes.Notification,
  SupportMessage: support.SupportMessage,
  SupportThread: support.SupportThread,
  SupportThreadSummary: support.SupportThreadSummary,
  UnreadTotal: shapes.UnreadTotal,
  FollowRecord: shapes.FollowRecord,
  AdStatistics: shapes.AdStatistics,
  WalletProperty: shapes.WalletProperty,
  Acceptor: shapes.Acceptor,
  AcceptanceOrder: shapes.AcceptanceOrder,
  BankCard: shapes.BankCard,
  Withdrawal: shapes.Withdrawal,
  BasicConfig: shapes.BasicConfig,
  PlanOrderPage: shapes.PlanOrderPage,
  CouponPage: shapes.CouponPage,
  NotificationPage: shapes.NotificationPage,
  FollowRecordPage: shapes.FollowRecordPage,
  FlowPage: shapes.FlowPage,
  AcceptanceOrderPage: shapes.AcceptanceOrderPage,
};

/** Request bodies named in `components.schemas`. */
export const REQUEST_COMPONENTS: Record<string, ZodTypeAny> = {
  ...ENUMS,
  RegisterBody,
  LoginBody,
  BankCardBody,
};

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

export const NULL_SCHEMA: JsonSchema = { type: 'null' };

/** `{ code, msg, data }`: the body of every `/api` answer. */
export const ENVELOPE_SCHEMA: JsonSchema = {
  type: 'object',
  description:
    'The body of every `/api` answer. `code` 200 is success; business errors (400–503) come with ' +
    'HTTP 200 too. `msg` is in the language of `Accept-Language`, else the user’s `lang`.',
  required: ['code', 'msg', 'data'],
  properties: {
    code: { type: 'integer', description: 'Business code of the error catalogue; 200 is success' },
    msg: { type: 'string', description: 'Localized message' },
    data: { description: 'The payload, or null (or `{ lang }` on 402–404)' },
  },
  additionalProperties: false,
};

/** The envelope with `code` narrowed to `code` (one value or several) and `data` to `data`. */
export function envelopeOf(code: number | readonly number[], data: JsonSchema): JsonSchema {
  return {
    allOf: [
      ref('Envelope'),
      {
        type: 'object',
        required: ['code', 'data'],
        properties: {
          code: typeof code === 'number' ? { const: code } : { enum: [...code] },
          data,
        },
      },
    ],
  };
}

/** Business errors (HTTP 200) by meaning: [name, codes, data, description]. */
export const BUSINESS_ERRORS = [
  ['ParamsError', [400], NULL_SCHEMA, 'Params error: bad input or a refused request (400)'],
  ['SessionError', [401, 503], NULL_SCHEMA, 'No or unknown token (401); session expired (503)'],
  [
    'AccountStateError',
    [402, 403, 404],
    ref('AccountStateData'),
    'Account not activated (402), disabled (403) or cancelled (404): `data.lang` is the user’s language',
  ],
  ['DataError', [405], NULL_SCHEMA, 'Data error: the record is missing or not the caller’s (405)'],
] as const;

/** The envelopes sent with a transport status (named so generated clients get a type for them). */
export const ERROR_SCHEMAS: Record<string, JsonSchema> = {
  ...Object.fromEntries(
    BUSINESS_ERRORS.map(([name, codes, data, description]) => [
      name,
      { description, ...envelopeOf(codes.length === 1 ? codes[0] : codes, data) },
    ]),
  ),
  TransportError: {
    description: 'Refused before the call ran (HTTP 404, 413, 415, 429): envelope code 400',
    ...envelopeOf(400, NULL_SCHEMA),
  },
  ServerError: {
    description: 'An unexpected crash (HTTP 500): envelope code 500, no stack trace',
    ...envelopeOf(500, NULL_SCHEMA),
  },
  QaForbidden: {
    description: 'A QA call without the right `X-QA-Key` (HTTP 403): envelope code 403',
    ...envelopeOf(403, NULL_SCHEMA),
  },
};

/** Transport statuses as `components.responses`: [status, name, schema, description]. */
export const TRANSPORT_RESPONSES = [
  [
    '403',
    'QaForbidden',
    'QaForbidden',
    'Missing or wrong `X-QA-Key`, or a browser page of another origin (unless QA_CORS_ORIGIN allows it)',
  ],
  [
    '404',
    'NotFound',
    'TransportError',
    'No such route on this server (envelope code 400: a 404 *code* means "account cancelled"); ' +
      'QA calls answer it when the QA surface is off',
  ],
  ['413', 'PayloadTooLarge', 'TransportError', 'Body too large (JSON 1 MB, upload 10 MB)'],
  [
    '415',
    'UnsupportedMediaType',
    'TransportError',
    'Body is neither JSON nor (upload) multipart, or is sent with a Content-Encoding (not taken)',
  ],
  ['429', 'TooManyRequests', 'TransportError', 'Rate limited; retry after `Retry-After` seconds'],
  ['500', 'ServerError', 'ServerError', 'Unexpected server error'],
] as const;

/** Header parameters, by lower-case header name as the contract spells them. */
export const HEADER_PARAMETERS: Record<string, { name: string; parameter: JsonSchema }> = {
  'x-tz': {
    name: 'TimeZone',
    parameter: {
      name: 'X-TZ',
      in: 'header',
      required: false,
      description:
        'The caller’s time zone, `<IANA zone>;GMT<±HH:MM>`: period boundaries (today, this week, ' +
        'this month) are computed in it. Missing or invalid means UTC.',
      schema: { type: 'string', maxLength: 64 },
      example: 'Asia/Tokyo;GMT+09:00',
    },
  },
  'accept-language': {
    name: 'AcceptLanguage',
    parameter: {
      name: 'Accept-Language',
      in: 'header',
      required: false,
      description:
        'Language of `msg` (and of the texts a QA call answers, such as scenario descriptions): an ' +
        'app language (`cht de en fr jp kor pt ru spa th vi zh`) or a locale tag of ' +
        '`client_language_map`; else the user’s `lang`, then `en`.',
      schema: { type: 'string', maxLength: 64 },
      example: 'de',
    },
  },
  'idempotency-key': {
    name: 'IdempotencyKey',
    parameter: {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'Any unique string: a retry with the same key replays the first answer and moves no money ' +
        '(or posts no support message) twice.',
      schema: { type: 'string', maxLength: 128 },
      example: '3f1c2a9e-launch-1',
    },
  },
};

/**
 * The frontend toolkit's headers (API.md "Faults and latency"), on every call but the QA calls,
 * while the QA surface is on. The server reads them itself (a value out of range is code 400
 * naming the header), so they are parameters of the document, not of the contract.
 */
export const TOOLKIT_PARAMETERS: Record<string, JsonSchema> = {
  MockDelay: {
    name: 'X-Mock-Delay',
    in: 'header',
    required: false,
    description: 'QA toolkit: answer no sooner than this many milliseconds (the real answer).',
    schema: { type: 'integer', minimum: 0, maximum: MOCK_DELAY_MAX_MS },
    example: 2000,
  },
  MockCode: {
    name: 'X-Mock-Code',
    in: 'header',
    required: false,
    description:
      'QA toolkit: answer this business code without running the call (HTTP 200, the catalogue ' +
      'message in the request’s language, `data: { lang }` for 402–404, else null), even a code ' +
      'the call never answers by itself. Nothing changes.',
    schema: { type: 'integer', enum: [...MOCK_CODES] },
    example: 503,
  },
  MockStatus: {
    name: 'X-Mock-Status',
    in: 'header',
    required: false,
    description:
      'QA toolkit: answer this HTTP status with the `ServerError` envelope (code 500, "Server ' +
      'error" in the request’s language) without running the call. Nothing changes.',
    schema: { type: 'integer', minimum: MOCK_STATUS_MIN, maximum: MOCK_STATUS_MAX },
    example: 502,
  },
  MockFault: {
    name: 'X-Mock-Fault',
    in: 'header',
    required: false,
    description: 'QA toolkit: `drop` closes the connection without an answer.',
    schema: { type: 'string', enum: ['drop'] },
  },
};

/** Headers that are security schemes rather than parameters. */
export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CT',
    description:
      'The session token of `/auth/v2/login`, `/auth/v2/register` or `/opening_store` (7 days).',
  },
  qaKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-QA-Key',
    description: 'The QA key (`QA_KEY`, default `qa-local`); the QA surface is off in production.',
  },
} as const;
export const SECURITY_HEADERS: Record<string, keyof typeof SECURITY_SCHEMES> = {
  'x-ct': 'session',
  'x-qa-key': 'qaKey',
};
