import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  Money,
  Username,
  UsernameInput,
  envelope,
  idInput,
  intInput,
  moneyInput,
  text,
  QaHeaders,
} from '../common';
import { QA_PREFIX } from '../constants';
import { Lang, NotificationCategory, UserStatus } from '../enums';
import { WithdrawalStatus } from '../enums';
import { AcceptanceOrder, PlanOrder, UserInfo } from '../schemas';

/** The named states `/scenario` creates a fresh user in (API.md "Isolation"). */
export const QA_SCENARIOS = [
  'new_user',
  'funded',
  'plan_pending',
  'plan_running',
  'plan_waiting_settlement',
  'plan_settled',
  'withdrawal_pending',
  'pin_locked',
  'unread_120',
  'long_history',
  'inactive',
  'disabled',
  'cancelled',
  'session_expired',
] as const;
export const ScenarioName = z.enum(QA_SCENARIOS);
export type ScenarioName = z.infer<typeof ScenarioName>;

/** A user created in a scenario's state, with everything needed to act as them. */
export const ScenarioUser = z.object({
  username: z.string(),
  password: z.string(),
  /** The 6-digit transaction PIN in clear, or null when none is set. */
  pay_password: z.string().nullable(),
  /** A live session token, or null where login is refused (402/403/404). */
  token: z.string().nullable(),
  user_info: UserInfo,
});
export type ScenarioUser = z.infer<typeof ScenarioUser>;

const c = initContract();

/** The QA surface: enabled unless NODE_ENV=production; every call needs the X-QA-Key header. */
export const qaContract = c.router(
  {
    reset: {
      method: 'POST',
      path: '/reset',
      body: z.object({}).passthrough().optional(),
      responses: { 200: envelope(z.null()) },
      summary: 'Database back to exactly the seed, clock offset 0',
    },
    licenceKeys: {
      method: 'POST',
      path: '/licence_keys',
      body: z.object({ count: intInput(1, 100, 1) }),
      responses: { 200: envelope(z.object({ keys: z.array(z.string()) })) },
      summary: 'Fresh unused licence keys',
    },
    authorizationCodes: {
      method: 'POST',
      path: '/authorization_codes',
      body: z.object({ username: Username.optional(), lang: Lang.optional() }),
      responses: { 200: envelope(z.object({ code: z.string(), username: z.string() })) },
      summary: 'Provision an inactive account that /opening_store opens',
    },
    userStatus: {
      method: 'POST',
      path: '/user/status',
      body: z.object({ username: UsernameInput, status: UserStatus }),
      responses: { 200: envelope(UserInfo) },
      summary: "Set a user's account status",
    },
    userDeposit: {
      method: 'POST',
      path: '/user/deposit',
      body: z.object({ username: UsernameInput, amount: moneyInput() }),
      responses: { 200: envelope(z.object({ available_balance: Money })) },
      summary: 'Credit a deposit (flow system_deposit)',
    },
    expireTokens: {
      method: 'POST',
      path: '/user/expire_tokens',
      body: z.object({ username: UsernameInput }),
      responses: { 200: envelope(z.object({ expired: z.number().int() })) },
      summary: 'Expire every session token of a user (their calls then answer 503)',
    },
    notifications: {
      method: 'POST',
      path: '/notifications',
      body: z.object({
        username: UsernameInput.optional(),
        category: NotificationCategory,
        title: text(200),
        content: text(undefined, { multiline: true }),
      }),
      responses: { 200: envelope(z.object({ created: z.number().int() })) },
      summary: 'Send a notification to one user, or to everyone without username',
    },
    pushPlan: {
      method: 'POST',
      path: '/plans/push',
      body: z.object({
        username: UsernameInput,
        product_id: idInput.optional(),
      }),
      responses: { 200: envelope(PlanOrder) },
      summary: 'Push an official plan (pending_launch, official_push true) to a user',
      metadata: { codes: [405] },
    },
    forcePlan: {
      method: 'POST',
      path: '/plans/force',
      body: z.object({ id: idInput, outcome: z.enum(['fail', 'complete', 'settle']) }),
      responses: { 200: envelope(PlanOrder) },
      summary: 'Force a plan transition: fail (refund), complete (consume all) or settle',
      metadata: { codes: [405] },
    },
    completeAcceptanceOrder: {
      method: 'POST',
      path: '/acceptor_orders/complete',
      body: z.object({ id: idInput, amount: moneyInput() }),
      responses: { 200: envelope(AcceptanceOrder) },
      summary: "Complete an acceptance order: credits the deposit (≤ the acceptor's limit)",
      metadata: { codes: [405] },
    },
    cancelAcceptanceOrder: {
      method: 'POST',
      path: '/acceptor_orders/cancel',
      body: z.object({ id: idInput }),
      responses: { 200: envelope(AcceptanceOrder) },
      summary: 'Cancel an acceptance order',
      metadata: { codes: [405] },
    },
    reviewWithdrawal: {
      method: 'POST',
      path: '/withdrawals/review',
      body: z.object({ id: idInput, approve: z.boolean() }),
      responses: { 200: envelope(z.object({ id: z.number().int(), status: WithdrawalStatus })) },
      summary: 'Approve or reject a pending withdrawal (reject refunds: system_chargeback)',
      metadata: { codes: [405] },
    },
    clock: {
      method: 'POST',
      path: '/clock',
      body: z.object({ username: UsernameInput.optional() }),
      responses: {
        200: envelope(
          z.object({
            now: z.string(),
            offset_seconds: z
              .number()
              .int()
              .describe("How far ahead of real time: the global offset plus the user's own"),
          }),
        ),
      },
      summary: 'Read the simulation clock as one user (or, without username, everyone) sees it',
    },
    advanceClock: {
      method: 'POST',
      path: '/clock/advance',
      body: z.object({
        seconds: intInput(0, 10 * 365 * 24 * 3600, 0),
        username: UsernameInput.optional(),
      }),
      responses: { 200: envelope(z.object({ now: z.string() })) },
      summary:
        "Move the simulation clock forward: one user's (with username; answers that user's time) or everyone's",
    },
    userReset: {
      method: 'POST',
      path: '/user/reset',
      body: z.object({ username: UsernameInput }),
      responses: { 200: envelope(UserInfo) },
      summary:
        'One seeded persona back to exactly its seed (wallet, plans, coupons, notifications, card, PIN, lock, clock offset 0, sessions revoked); nobody else is touched',
    },
    scenarioList: {
      method: 'POST',
      path: '/scenario/list',
      body: z.object({}).passthrough().optional(),
      responses: {
        200: envelope(
          z.object({
            list: z.array(
              z.object({
                name: ScenarioName,
                description: z
                  .string()
                  .describe(
                    "The state the scenario's user ends in, in the caller's language " +
                      '(Accept-Language, else English)',
                  ),
              }),
            ),
          }),
        ),
      },
      summary: 'The named scenarios /scenario can create',
    },
    scenario: {
      method: 'POST',
      path: '/scenario',
      body: z.object({ name: ScenarioName, username: Username.optional() }),
      responses: { 200: envelope(ScenarioUser) },
      summary:
        'Create a fresh user in a named state, through the same services as real traffic (username: default a fresh unique one; taken → 400)',
    },
  },
  {
    pathPrefix: QA_PREFIX,
    baseHeaders: QaHeaders,
  },
);
