import {
  formatMoney,
  type AcceptanceOrder,
  type Lang,
  type NotificationCategory,
  type PlanOrder,
  type UserInfo,
  type UserStatus,
} from '@adc/contract';
import type { User } from '@adc/db';
import { randomInt } from 'node:crypto';
import type { Core } from '../../core';
import { randomCode } from '../../lib/crypto';
import { badRequest, dataError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/idempotency';
import { findUserByUsername, usernameKey, usernameTaken } from '../../lib/usernames';
import type { FaultRules } from './toolkit/fault-rules';
import { PlanService } from '../plan/plan-service';
import { CouponService } from '../coupon/coupon-service';
import { NotificationService } from '../notification/notification-service';
import { lockWallet } from '../wallet/ledger';
import type { UserService } from '../user/user-service';
import type { WalletService } from '../wallet/wallet-service';
import type { SessionService } from '../auth/session-service';
import type { AcceptorService } from '../acceptor/acceptor-service';
import {
  clearDatabase,
  clearUserRows,
  hashSeedSecrets,
  PERSONA_SEEDS,
  personaRow,
  provisionedPasswordHash,
  seed,
  seedPersonaExtras,
} from './seed';
import { inResetTransaction } from './reset-transaction';

const UNIQUE_RETRIES = 20;

/**
 * The QA surface (API.md "QA surface"): reset to the seed, provisioning, and operator actions
 * that the product itself has no screen for. Enabled unless NODE_ENV=production.
 */
/** The seeded personas' welcome offers were made an hour before the reset. */
const OFFERED_AGO_MS = 3600_000;

/** The services whose rules the QA surface drives. */
export interface QaDeps {
  faults: FaultRules;
  plans: PlanService;
  users: UserService;
  wallet: WalletService;
  sessions: SessionService;
  notifications: NotificationService;
  acceptors: AcceptorService;
}

export class QaService {
  constructor(
    protected readonly core: Core,
    protected readonly deps: QaDeps,
  ) {}

  /**
   * Database back to exactly the seed, every clock offset 0: one transaction (see
   * reset-transaction.ts), so a call running meanwhile sees the database before it or after it.
   */
  async reset(): Promise<void> {
    await hashSeedSecrets();
    await inResetTransaction(this.core, async ({ core, giveWayOnLocks }) => {
      await giveWayOnLocks();
      await clearDatabase(core);
      await core.clock.resetAll();
      const { demoId, offeredIds } = await seed(core);
      const plans = planServiceOn(core);
      await plans.seedDemo(demoId);
      const offeredAt = new Date(core.clock.now().getTime() - OFFERED_AGO_MS);
      for (const id of offeredIds) await plans.offerWelcome(id, offeredAt);
    });
    // This process's copies of the shared state: the clock's offsets (all 0 now) and the rules (none).
    await this.core.clock.load();
    await this.deps.faults.reset();
  }

  /**
   * One seeded persona back to exactly its seed: everything it owns is deleted and seeded again,
   * its profile, PIN, lock and clock offset are the seed's, its sessions are gone. Its notifications
   * are exactly the seed's, read marks included: the broadcasts sent before the reset (the seed has
   * none) stay everyone else's but are no longer the persona's (`User.broadcastsAfterId`), and the
   * broadcasts sent after it reach the persona as they reach everyone. Nobody else is touched
   * (another user's follow record of it, or read mark of a broadcast, stays). Any other username is
   * refused.
   *
   * One transaction that first takes the persona's wallet lock (the one its withdrawals, launches
   * and deposits take) and keeps the wallet row, its balances set back to 0 before the seed: a
   * money write of the persona lands wholly before the reset (and is cleared with the rest) or
   * wholly after it, on the fresh persona, so the flows that move the available balance always sum
   * to it. A write whose call was authenticated before the reset revoked its token, and that
   * reaches the wallet after the reset, is applied to the fresh persona: it was under way when the
   * reset began, and the ledger stays whole.
   */
  async resetPersona(username: string): Promise<UserInfo> {
    const persona = PERSONA_SEEDS.find((p) => usernameKey(p.username) === usernameKey(username));
    if (!persona) {
      throw badRequest('validation.one_of', {
        field: 'username',
        options: PERSONA_SEEDS.map((p) => p.username).join(', '),
      });
    }
    const { id } = await this.userByName(persona.username);
    await hashSeedSecrets();
    const user = await inResetTransaction(this.core, async ({ core, tx, giveWayOnLocks }) => {
      await lockWallet(tx, id);
      await giveWayOnLocks();
      await core.clock.load();
      await clearUserRows(core, id);
      await core.clock.setUserOffset(id, 0);
      const now = core.clock.now();
      // The seed has no broadcasts: those sent since (by colleagues) stay, for everyone else.
      const newest = await core.db.notification.aggregate({ _max: { id: true } });
      const row = await core.db.user.update({
        where: { id },
        data: {
          ...(await personaRow(persona, now)),
          broadcastsAfterId: newest._max.id ?? 0,
          pinFailures: 0,
          pinLockedUntil: null,
          avatar: null,
          operatedId: null,
          timeZone: 'UTC',
        },
      });
      await seedPersonaExtras(core, persona, id, now);
      const plans = planServiceOn(core);
      if (persona.username === 'demo') {
        await plans.seedDemo(id);
      } else if (persona.status === 'active') {
        await plans.offerWelcome(id, new Date(now.getTime() - OFFERED_AGO_MS));
      }
      return row;
    });
    // This process's copy of the user offsets (the persona's is 0 again).
    await this.core.clock.load();
    return this.deps.users.toUserInfo(user);
  }

  /** Seeds an empty database (first start); returns whether it did. */
  async seedIfEmpty(): Promise<boolean> {
    if ((await this.core.db.user.count()) > 0) return false;
    await this.reset();
    return true;
  }

  async licenceKeys(count: number): Promise<{ keys: string[] }> {
    const keys = new Set<string>();
    while (keys.size < count) keys.add(randomCode('LIC'));
    await this.core.db.licenceKey.createMany({ data: [...keys].map((key) => ({ key })) });
    return { keys: [...keys] };
  }

  /** Provisions an inactive account (entry `code`) and the authorization code that opens it. */
  async authorizationCode(input: {
    username?: string;
    lang?: Lang;
  }): Promise<{ code: string; username: string }> {
    const username = input.username ?? (await this.freeUsername());
    if (await usernameTaken(this.core.db, username)) throw badRequest('error.username_taken');
    const passwordHash = await provisionedPasswordHash();
    for (let attempt = 0; ; attempt++) {
      try {
        const code = randomCode('AUTH');
        await this.core.db.$transaction(async (tx) => {
          const user = await tx.user.create({
            data: {
              uid: randomUid(),
              username,
              usernameKey: usernameKey(username),
              nickname: username,
              email: `${username.toLowerCase()}@adcenter.example`,
              phone: `+1555${randomInt(1_000_000, 10_000_000)}`,
              passwordHash,
              lang: input.lang ?? 'en',
              status: 'inactive',
              entry: 'code',
              createdAt: this.core.clock.now(),
            },
          });
          await tx.wallet.create({ data: { userId: user.id } });
          await tx.authorizationCode.create({ data: { code, userId: user.id } });
        });
        return { code, username };
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= UNIQUE_RETRIES) throw error;
        if (await usernameTaken(this.core.db, username)) throw badRequest('error.username_taken');
        // A uid or code collision: draw again.
      }
    }
  }

  async userStatus(username: string, status: UserStatus): Promise<UserInfo> {
    const user = await this.userByName(username);
    const updated = await this.core.db.user.update({ where: { id: user.id }, data: { status } });
    return this.deps.users.toUserInfo(updated);
  }

  async userDeposit(username: string, amount: bigint): Promise<{ available_balance: string }> {
    const user = await this.userByName(username);
    const { available } = await this.deps.wallet.deposit(user.id, amount);
    return { available_balance: formatMoney(available) };
  }

  async expireTokens(username: string): Promise<{ expired: number }> {
    const user = await this.userByName(username);
    return { expired: await this.deps.sessions.expireAll(user.id) };
  }

  async notify(input: {
    username?: string;
    category: NotificationCategory;
    title: string;
    content: string;
  }): Promise<{ created: number }> {
    const userId = input.username === undefined ? null : (await this.userByName(input.username)).id;
    const created = await this.deps.notifications.create({
      userId,
      category: input.category,
      title: input.title,
      content: input.content,
    });
    return { created };
  }

  async pushPlan(username: string, productId?: number): Promise<PlanOrder> {
    const user = await this.userByName(username);
    if (
      productId !== undefined &&
      !(await this.core.db.product.findUnique({ where: { id: productId }, select: { id: true } }))
    ) {
      throw dataError();
    }
    return this.deps.plans.push(user.id, productId);
  }

  async forcePlan(id: number, outcome: 'fail' | 'complete' | 'settle'): Promise<PlanOrder> {
    if (!(await this.core.db.planOrder.findUnique({ where: { id }, select: { id: true } })))
      throw dataError();
    return this.deps.plans.force(id, outcome);
  }

  async completeAcceptanceOrder(id: number, amount: bigint): Promise<AcceptanceOrder> {
    await this.assertAcceptanceOrder(id);
    return this.deps.acceptors.completeOrder(id, amount);
  }

  async cancelAcceptanceOrder(id: number): Promise<AcceptanceOrder> {
    await this.assertAcceptanceOrder(id);
    return this.deps.acceptors.cancelOrder(id);
  }

  async reviewWithdrawal(
    id: number,
    approve: boolean,
  ): Promise<{ id: number; status: 'approved' | 'rejected' }> {
    if (!(await this.core.db.withdrawal.findUnique({ where: { id }, select: { id: true } })))
      throw dataError();
    return this.deps.wallet.reviewWithdrawal(id, approve);
  }

  /** The clock as one user (or, without username, everyone) sees it. */
  async readClock(username?: string): Promise<{ now: string; offset_seconds: number }> {
    const userId = username === undefined ? undefined : (await this.userByName(username)).id;
    const now = userId === undefined ? this.core.clock.now() : this.core.clock.nowFor(userId);
    return { now: now.toISOString(), offset_seconds: this.core.clock.offsetSeconds(userId) };
  }

  /** Moves one user's clock (with username) or everyone's; answers the time that clock shows. */
  async advanceClock(seconds: number, username?: string): Promise<{ now: string }> {
    const now =
      username === undefined
        ? await this.core.clock.advance(seconds)
        : await this.core.clock.advanceUser((await this.userByName(username)).id, seconds);
    return { now: now.toISOString() };
  }

  /** The account of `username`, in any casing. */
  private async userByName(username: string): Promise<User> {
    const user = await findUserByUsername(this.core.db, username);
    if (!user) throw badRequest('error.no_user_data');
    return user;
  }

  private async assertAcceptanceOrder(id: number): Promise<void> {
    if (!(await this.core.db.acceptanceOrder.findUnique({ where: { id }, select: { id: true } })))
      throw dataError();
  }

  private async freeUsername(): Promise<string> {
    for (;;) {
      const candidate = `store_${randomCode('x', 8).slice(2).toLowerCase()}`;
      if (!(await usernameTaken(this.core.db, candidate))) return candidate;
    }
  }
}

/**
 * The plan module on a reset's core: demo's plans are launched, and the welcome offers made, in
 * the reset's transaction (the app's own services would wait for it).
 */
function planServiceOn(core: Core): PlanService {
  return new PlanService(core, {
    coupons: new CouponService(core),
    notifications: new NotificationService(core),
  });
}

/** A random 8-digit public ID above the seeded range. */
function randomUid(): string {
  return String(randomInt(20_000_000, 100_000_000));
}
