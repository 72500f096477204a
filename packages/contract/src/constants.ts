/** Business constants of the product (spec section 9 and API.md). One module, imported everywhere. */

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

export const AD_DATA_REFRESH_MS = 30_000;
export const PAY_PASSWORD_LENGTH = 6;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** An upload no profile uses is deleted after this long (it was tried, then never kept). */
export const UNUSED_UPLOAD_TTL_MS = 24 * 3600 * 1000;
/** Uploads above 5 MB and up to this size still get an HTTP 200 envelope with code 400. */
export const UPLOAD_BODY_LIMIT_BYTES = 10 * 1024 * 1024;
export const UNREAD_BADGE_CAP = 99;
export const TOAST_DURATION_MS = 2000;
export const PICKER_OPTION_HEIGHT = 44;
export const PICKER_VISIBLE_OPTIONS = 6;
export const VIEWPORT_ZOOM_MIN_WIDTH = 750;
export const MOBILE_MAX_WIDTH = 768;

export const LEARNING_PHASE = { targetMin: 30, targetMax: 50, days: 7 } as const;

export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
export const PAY_PASSWORD_MAX_FAILURES = 5;
export const PAY_PASSWORD_LOCK_MS = 15 * 60 * 1000;
export const MATCHING_DELAY_MS = 30 * 1000;
export const SETTLEMENT_DELAY_MS = 24 * 3600 * 1000;
/** After completion a plan shows `launch_completed` for this long before `waiting_settlement`. */
export const COMPLETED_DISPLAY_MS = 3600 * 1000;
export const COUPON_VALID_DAYS = 7;

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
export const FREE_TEXT_MAX = 2000;
export const FEEDBACK_SUBJECT_MAX = 100;

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
