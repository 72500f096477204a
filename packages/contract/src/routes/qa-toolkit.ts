import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  Money,
  UsernameInput,
  envelope,
  idInput,
  intInput,
  shortLine,
  pageInput,
  paginated,
  QaHeaders,
} from '../common';
import { UserStatus, WithdrawalStatus } from '../enums';
import { AcceptanceOrder, PlanOrder, UserInfo, WalletProperty } from '../schemas';
import {
  API_PREFIX,
  MOCK_CODES,
  MOCK_DELAY_MAX_MS,
  MOCK_STATUS_MAX,
  MOCK_STATUS_MIN,
  QA_PREFIX,
} from '../constants';

const c = initContract();

/**
 * An `/api` path without the prefix; `*` matches any run of characters, e.g. `/user/*`. A path
 * copied with its prefix (`/api/user/info`, as a browser shows it) is taken without it: as
 * given, it named no call and the rule or filter silently matched nothing.
 */
const PathPattern = z
  .string()
  .trim()
  .regex(/^\/[A-Za-z0-9/_*.-]{0,199}$/, { message: 'validation.invalid' })
  .transform((pattern) =>
    pattern.startsWith(`${API_PREFIX}/`) ? pattern.slice(API_PREFIX.length) : pattern,
  )
  .describe(
    'An /api path without the prefix (a leading `/api` is dropped); `*` matches any run of ' +
      'characters, e.g. `/user/*`',
  );

const HttpMethod = z.enum(['GET', 'POST']);

/** An optional integer in [min, max] (a number or a digit string), with no default. */
const optionalInt = (min: number, max: number) =>
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
        errorMap: () => ({ message: 'validation.invalid' }),
      },
    )
    .refine((value) => value >= min && value <= max, {
      message: 'validation.number_range',
      params: { min, max },
    })
    .optional()
    .describe(`Integer between ${min} and ${max}`);
const MockCode = z
  .union([z.number().int(), z.string().trim().regex(/^\d+$/).transform(Number)])
  .refine((code) => (MOCK_CODES as readonly number[]).includes(code), {
    message: 'validation.one_of',
    params: { options: MOCK_CODES.join(', ') },
  })
  .describe(`A business code of the catalogue: ${MOCK_CODES.join(', ')}`);

export const FaultRuleBody = z
  .object({
    // The toolkit never acts on QA calls: a rule only they could match would never apply.
    path: PathPattern.refine((pattern) => !`${API_PREFIX}${pattern}`.startsWith(QA_PREFIX), {
      message: 'validation.qa_path',
    }),
    method: HttpMethod.optional(),
    username: UsernameInput.optional(),
    delay_ms: optionalInt(0, MOCK_DELAY_MAX_MS),
    code: MockCode.optional(),
    http_status: optionalInt(MOCK_STATUS_MIN, MOCK_STATUS_MAX),
    // `false` (as /faults/list shows a rule without it) is no drop.
    drop: z.boolean({ errorMap: () => ({ message: 'validation.invalid' }) }).optional(),
    // Numbers or numeric strings, as delay_ms, http_status and times take them.
    probability: z
      .union([
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d*\.?\d+$/)
          .transform(Number),
      ])
      .refine((value) => value >= 0 && value <= 1, {
        message: 'validation.number_range',
        params: { min: 0, max: 1 },
      })
      .optional()
      .describe('Number between 0 and 1'),
    seed: z
      .union([
        z.number().int(),
        z
          .string()
          .trim()
          .regex(/^-?\d{1,15}$/)
          .transform(Number),
      ])
      // Stored as a 32-bit integer: a larger seed failed the rule's insert (HTTP 500) on PostgreSQL.
      .refine((value) => value >= -(2 ** 31) && value < 2 ** 31, {
        message: 'validation.number_range',
        params: { min: -(2 ** 31), max: 2 ** 31 - 1 },
      })
      .optional(),
    times: optionalInt(1, 1_000_000),
  })
  .refine(
    (rule) =>
      rule.delay_ms !== undefined ||
      rule.code !== undefined ||
      rule.http_status !== undefined ||
      rule.drop === true,
    { message: 'validation.one_required', params: { fields: 'delay_ms, code, http_status, drop' } },
  );
export type FaultRuleBody = z.infer<typeof FaultRuleBody>;

export const FaultRule = z
  .object({
    id: z.number().int(),
    path: z.string(),
    method: HttpMethod.nullable(),
    username: z.string().nullable(),
    delay_ms: z.number().int().nullable(),
    code: z.number().int().nullable(),
    http_status: z.number().int().nullable(),
    drop: z.boolean(),
    probability: z.number(),
    seed: z.number().int().nullable(),
    times_left: z.number().int().nullable().describe('null: unlimited'),
    hits: z.number().int().describe('Calls the rule has applied to so far'),
  })
  .describe('A fault rule of the frontend toolkit');
export type FaultRule = z.infer<typeof FaultRule>;

export const FaultKind = z.enum(['delay', 'code', 'status', 'drop']);
export type FaultKind = z.infer<typeof FaultKind>;

export const AppliedFault = z
  .object({ kind: FaultKind, rule_id: z.number().int().nullable() })
  .describe('The fault applied to a call; rule_id null when a header asked for it');
export type AppliedFault = z.infer<typeof AppliedFault>;

export const JournalEntry = z
  .object({
    id: z.string().describe('The X-Request-Id of the call'),
    time: z.string(),
    method: z.string(),
    path: z.string(),
    query: z.record(z.unknown()),
    body: z
      .unknown()
      .describe(
        'The JSON body; fields named *password*, *pin* or *token* are "***", and what is nested ' +
          'more than 32 levels deep is "…"',
      ),
    username: z.string().nullable(),
    http_status: z.number().int().describe('0 when the connection was dropped without an answer'),
    code: z.number().int().nullable().describe('The envelope code; null without an envelope'),
    duration_ms: z.number(),
    fault: AppliedFault.nullable(),
  })
  .describe('One /api call of the request journal');
export type JournalEntry = z.infer<typeof JournalEntry>;

export const JournalQuery = z.object({
  method: HttpMethod.optional(),
  path: PathPattern.optional(),
  username: UsernameInput.optional(),
  code: optionalInt(0, 999),
  since: z
    .string()
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'validation.invalid' })
    .optional()
    .describe('ISO time: only calls at or after it'),
  limit: intInput(1, 1000, 100),
});
export type JournalQuery = z.infer<typeof JournalQuery>;

export const QaUserSummary = z
  .object({
    username: z.string(),
    uid: z.string(),
    nickname: z.string(),
    status: UserStatus,
    lang: z.string(),
    available_balance: Money,
    created_at: z.string(),
  })
  .describe('A user as the QA console lists them');
export type QaUserSummary = z.infer<typeof QaUserSummary>;

export const QaWithdrawal = z.object({
  id: z.number().int(),
  amount: Money,
  status: WithdrawalStatus,
  created_at: z.string(),
});

export const QaUserDetail = z
  .object({
    user_info: UserInfo,
    property: WalletProperty,
    plans: z.array(PlanOrder).describe('The latest 50 plan orders'),
    withdrawals: z.array(QaWithdrawal).describe('The latest 20 withdrawals'),
    acceptance_orders: z.array(AcceptanceOrder).describe('The latest 20 acceptance orders'),
  })
  .describe('One user and what the QA console can act on');
export type QaUserDetail = z.infer<typeof QaUserDetail>;

/** The frontend toolkit of the QA surface: fault rules and the request journal (API.md). */
export const qaToolkitContract = c.router(
  {
    createFault: {
      method: 'POST',
      path: '/faults',
      body: FaultRuleBody,
      responses: { 200: envelope(FaultRule) },
      summary: 'Add a fault rule: matching calls are delayed, answer a code or a status, or drop',
    },
    listFaults: {
      method: 'POST',
      path: '/faults/list',
      body: z.object({}).passthrough().optional(),
      responses: { 200: envelope(z.object({ list: z.array(FaultRule) })) },
      summary: 'Every fault rule, oldest first (the oldest matching rule applies)',
    },
    clearFaults: {
      method: 'POST',
      path: '/faults/clear',
      body: z.object({ id: idInput.optional(), username: UsernameInput.optional() }),
      responses: { 200: envelope(z.object({ cleared: z.number().int() })) },
      summary:
        'Remove one fault rule (id), the rules naming one user (username), or every rule without either',
    },
    requests: {
      method: 'POST',
      path: '/requests',
      body: JournalQuery,
      responses: {
        200: envelope(z.object({ list: z.array(JournalEntry), total: z.number().int() })),
      },
      summary: 'The request journal: the last 10,000 /api calls of this process, newest first',
    },
    users: {
      method: 'POST',
      path: '/users',
      body: z.object({ query: shortLine(32).optional(), ...pageInput }),
      responses: { 200: envelope(paginated(QaUserSummary)) },
      summary: 'Find users whose username or uid contains the query, newest first',
    },
    userDetail: {
      method: 'POST',
      path: '/user/detail',
      body: z.object({ username: UsernameInput }),
      responses: { 200: envelope(QaUserDetail) },
      summary: 'One user with their wallet, latest plans, withdrawals and acceptance orders',
      metadata: { codes: [405] },
    },
    clearRequests: {
      method: 'POST',
      path: '/requests/clear',
      body: z.object({ username: UsernameInput.optional() }).passthrough().optional(),
      responses: { 200: envelope(z.object({ cleared: z.number().int() })) },
      summary:
        "Empty the request journal, or remove one user's calls (username): others on a shared server keep theirs",
    },
  },
  {
    pathPrefix: QA_PREFIX,
    baseHeaders: QaHeaders,
  },
);
