import { PlanOrder, formatMoney } from '@adc/contract';
import { COUPON_VALID_DAYS, DAY_MS, isActive, isRunning } from '@adc/domain';
import { translate, type Lang, type MessageKey } from '@adc/messages';
import { randomBytes, randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { Envelope, TestServer } from '../harness';
import { post } from '../../modules/wallet/ledger';
import { userConsumedOf } from '../../modules/plan/simulation';

/** Shared steps of the plan, statistics and coupon tests. */

export interface TestUser {
  id: number;
  username: string;
  token: string;
}

/** A fresh active user with an empty wallet and a session, made straight in the database. */
export async function freshUser(
  server: TestServer,
  { timeZone = 'UTC' }: { timeZone?: string } = {},
): Promise<TestUser> {
  const suffix = randomBytes(5).toString('hex');
  const user = await server.db.user.create({
    data: {
      uid: String(randomInt(20_000_000, 99_999_999)),
      username: `pt_${suffix}`,
      usernameKey: `pt_${suffix}`,
      nickname: `pt ${suffix}`,
      email: `pt_${suffix}@example.com`,
      phone: '+15550001234',
      passwordHash: 'not-used',
      timeZone,
      createdAt: server.app.core.clock.now(),
      wallet: { create: {} },
    },
  });
  return {
    id: user.id,
    username: user.username,
    token: await server.app.services.sessions.create(user.id),
  };
}

/** Credits `minor` to the user's available balance (flow system_deposit). */
export async function fund(server: TestServer, userId: number, minor: bigint): Promise<void> {
  await server.db.$transaction((tx) =>
    post(tx, {
      userId,
      type: 'system_deposit',
      amount: minor,
      remark: 'test deposit',
      at: server.app.core.clock.now(),
    }),
  );
}

/** A QA-pushed pending plan for the user. */
export async function pushPlan(
  server: TestServer,
  user: TestUser,
  productId?: number,
): Promise<PlanOrder> {
  const res = await server.qa<PlanOrder>('/plans/push', {
    username: user.username,
    ...(productId ? { product_id: productId } : {}),
  });
  expect(res.code, res.msg).toBe(200);
  return PlanOrder.parse(res.data);
}

export function putPlan(
  server: TestServer,
  user: TestUser,
  body: Record<string, unknown>,
  options: { lang?: Lang; key?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.lang) headers['Accept-Language'] = options.lang;
  if (options.key) headers['Idempotency-Key'] = options.key;
  return server.post<PlanOrder>('/plan/order/put', body, { token: user.token, headers });
}

export async function advance(server: TestServer, seconds: number): Promise<Date> {
  const res = await server.qa<{ now: string }>('/clock/advance', {
    seconds: Math.max(0, Math.ceil(seconds)),
  });
  expect(res.code, res.msg).toBe(200);
  return new Date(res.data.now);
}

/** Moves the simulation clock forward to (just after) `target`. */
export async function advanceTo(server: TestServer, target: Date): Promise<Date> {
  const now = await advance(server, 0);
  return advance(server, (target.getTime() - now.getTime()) / 1000);
}

export async function forcePlan(
  server: TestServer,
  id: number,
  outcome: 'fail' | 'complete' | 'settle',
) {
  return server.qa<PlanOrder>('/plans/force', { id, outcome });
}

/** The envelope of a business error. */
export function failure(key: MessageKey, lang: Lang = 'en', code = 400) {
  return { code, msg: translate(lang, key) };
}

export const pick = (res: Envelope & { status: number }) => ({ code: res.code, msg: res.msg });

export async function wallet(server: TestServer, userId: number) {
  return server.db.wallet.findUniqueOrThrow({ where: { userId } });
}

/** Everything a rejected call must leave untouched. */
export async function snapshot(server: TestServer, userId: number) {
  const [balances, flows, plans, coupons] = await Promise.all([
    wallet(server, userId),
    server.db.ledgerEntry.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    server.db.planOrder.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    server.db.coupon.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
  ]);
  return { balances, flows, plans, coupons };
}

/**
 * The ledger invariants: the flows that change the available balance sum to it, no balance is
 * negative, to_be_consumed is the unspent wallet money of the running plans and to_be_settled the
 * commission of the completed but unsettled ones.
 */
export async function expectLedgerConsistent(server: TestServer, userId: number): Promise<void> {
  const [balances, sum, plans] = await Promise.all([
    wallet(server, userId),
    server.db.ledgerEntry.aggregate({
      where: { userId, type: { not: 'ad_serving' } },
      _sum: { amount: true },
    }),
    server.db.planOrder.findMany({ where: { userId } }),
  ]);
  expect(sum._sum.amount ?? 0n).toBe(balances.available);
  expect(
    balances.available >= 0n && balances.toBeConsumed >= 0n && balances.toBeSettled >= 0n,
  ).toBe(true);
  const running = plans.filter((p) => isRunning(p.status));
  const unsettled = plans.filter((p) => isActive(p.status));
  const unspent = running.reduce(
    (total, p) => total + p.walletPaid - userConsumedOf(p, p.consumed),
    0n,
  );
  const accrued = unsettled.reduce((total, p) => total + p.commission, 0n);
  expect(formatMoney(balances.toBeConsumed)).toBe(formatMoney(unspent));
  expect(formatMoney(balances.toBeSettled)).toBe(formatMoney(accrued));
}

/** A coupon of any kind for the user, made straight in the database. */
export async function giveCoupon(
  server: TestServer,
  userId: number,
  terms: {
    kind: string;
    discount?: number;
    amount?: bigint;
    amountLimit?: bigint;
    status?: string;
    expiresAt?: Date;
  },
) {
  const template = await server.db.couponTemplate.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const now = server.app.core.clock.now();
  const tag = randomBytes(4).toString('hex');
  return server.db.coupon.create({
    data: {
      userId,
      templateId: template.id,
      name: `Test ${terms.kind} ${tag}`,
      kind: terms.kind,
      discount: terms.discount ?? null,
      amount: terms.amount ?? null,
      amountLimit: terms.amountLimit ?? null,
      status: terms.status ?? 'unused',
      claimKey: tag,
      receivedAt: now,
      expiresAt: terms.expiresAt ?? new Date(now.getTime() + COUPON_VALID_DAYS * DAY_MS),
    },
  });
}

/** Gives a pending plan a seed whose launch succeeds (or fails), for clock-driven tests. */
export async function setSeed(server: TestServer, planId: number, fails: boolean): Promise<void> {
  await server.db.planOrder.update({ where: { id: planId }, data: { seed: fails ? 27 : 1001 } });
}
