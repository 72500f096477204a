/**
 * Constants of the API surface (paths, headers, limits). The product's rules (timing, paging)
 * live in @adc/domain and are re-exported here for the contract's users.
 */
import type { UserStatus } from './enums';

export {
  AD_DATA_REFRESH_MS,
  COMPLETED_DISPLAY_MS,
  COUPON_VALID_DAYS,
  IMAGE_MAX_BYTES,
  MATCHING_DELAY_MS,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PAY_PASSWORD_LOCK_MS,
  PAY_PASSWORD_MAX_FAILURES,
  SESSION_TTL_MS,
  SETTLEMENT_DELAY_MS,
  UNUSED_UPLOAD_TTL_MS,
} from '@adc/domain';

export const API_PREFIX = '/api';
export const QA_PREFIX = '/api/__qa';

export const STORAGE_KEYS = {
  token: 'fb_token',
  userInfo: 'fb_userInfo',
  basicConfig: 'fb_basic_config',
  lang: 'lang',
} as const;

export const HEADERS = {
  token: 'x-ct',
  timeZone: 'x-tz',
  language: 'accept-language',
  idempotencyKey: 'idempotency-key',
  qaKey: 'x-qa-key',
  requestId: 'x-request-id',
  mockDelay: 'x-mock-delay',
  mockCode: 'x-mock-code',
  mockStatus: 'x-mock-status',
  mockFault: 'x-mock-fault',
} as const;

/** The frontend toolkit (API.md "Faults and latency"): what a forced answer may be. */
export const MOCK_CODES = [400, 401, 402, 403, 404, 405, 500, 503] as const;
export const MOCK_DELAY_MAX_MS = 60_000;
export const MOCK_STATUS_MIN = 400;
export const MOCK_STATUS_MAX = 599;
/** The request journal keeps this many of the latest /api calls per process. */
export const JOURNAL_CAPACITY = 10_000;

export const PAY_PASSWORD_LENGTH = 6;
/** Uploads above 5 MB and up to this size still get an HTTP 200 envelope with code 400. */
export const UPLOAD_BODY_LIMIT_BYTES = 10 * 1024 * 1024;
export const UNREAD_BADGE_CAP = 99;
export const TOAST_DURATION_MS = 2000;
export const PICKER_OPTION_HEIGHT = 44;
export const PICKER_VISIBLE_OPTIONS = 6;
export const VIEWPORT_ZOOM_MIN_WIDTH = 750;
export const MOBILE_MAX_WIDTH = 768;

export const LEARNING_PHASE = { targetMin: 30, targetMax: 50, days: 7 } as const;

/*
 * Length limits of request fields, in characters (Unicode code points: an emoji is one), as the
 * server checks them and the OpenAPI document's minLength/maxLength declare them. The contract's
 * schemas and the web forms both read them here.
 */
export const FREE_TEXT_MAX = 2000;
export const FEEDBACK_SUBJECT_MAX = 100;
/** A nickname (POST /user/info/edit), after trimming. */
export const NICKNAME_MAX = 32;
/** A username (registration): USERNAME_MIN–USERNAME_MAX of [A-Za-z0-9_], after trimming. */
export const USERNAME_MIN = 4;
export const USERNAME_MAX = 32;
/** A username as typed to sign in: no account has a longer one. */
export const USERNAME_INPUT_MAX = USERNAME_MAX;
/** A login password: new ones PASSWORD_MIN–PASSWORD_MAX characters, spaces kept. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;
/** An email address (registration, profile), after trimming. */
export const EMAIL_MAX = 254;
/** A licence key (registration), after trimming. */
export const LICENSE_KEY_MAX = 64;
/** The operator ID to follow (POST /assistance/follow), after trimming. */
export const OPERATED_ID_MAX = 32;
/** An acceptance code (POST /acceptor/detail), after trimming. */
export const ACCEPTANCE_CODE_MAX = 64;
/**
 * A visitor's message to customer service (POST /support/visitor_messages, for someone who cannot
 * sign in): the email or phone to answer at, and the message, after trimming.
 */
export const VISITOR_CONTACT_MAX = EMAIL_MAX;
export const VISITOR_MESSAGE_MAX = 1000;
/** The fields of a bank card or wallet address (POST /bank_card/edit), after trimming. */
export const BANK_CARD_FIELD_MAX = {
  cardName: 64,
  userName: 64,
  mobile: 64,
  bankAccount: 128,
  branchName: 128,
} as const;

/**
 * The numbers a rule's message names ("Password must be {{min}}-{{max}} characters"), from the
 * limits above: the server fills them into its `msg`, the client into the same message.
 */
export const RULE_MESSAGE_PARAMS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  'validation.username': { min: USERNAME_MIN, max: USERNAME_MAX },
  'validation.password': { min: PASSWORD_MIN, max: PASSWORD_MAX },
};

export const CUSTOMER_SERVICE_URL_TYPE = { internal: 1, external: 2 } as const;

/** Route metadata in the contract. */
export interface RouteMetadata {
  /** `false` marks the calls open to visitors (no `X-CT`). */
  auth?: boolean;
  /**
   * Business codes the call answers besides 200 and 400 and, on calls that need a session, 401,
   * 402–404 and 503: 402–404 on login, 405 where a record may be missing or not the caller's.
   */
  codes?: readonly number[];
}

/**
 * Business result codes of the envelope (spec section 8). Business errors travel with HTTP 200.
 */
export const ResultCode = {
  ok: 200,
  params: 400,
  unauthorized: 401,
  notActivated: 402,
  disabled: 403,
  cancelled: 404,
  dataError: 405,
  server: 500,
  sessionExpired: 503,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** Account status → the code every protected call answers with. */
export const STATUS_CODES: Record<Exclude<UserStatus, 'active'>, ResultCode> = {
  inactive: 402,
  disabled: 403,
  cancelled: 404,
};
