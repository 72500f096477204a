import {
  AcceptorType,
  parseMoney,
  type NotificationCategory,
  type ScenarioName,
  type ScenarioUser,
} from '@adc/contract';
import { HOUR_MS, LAUNCHABLE_STATUS } from '@adc/domain';
import type { Lang } from '@adc/messages';
import { platformText, renderPlatformText } from '@adc/messages/platform';
import { randomBytes } from 'node:crypto';
import type { Core } from '../../../core';
import { md5, randomCode } from '../../../lib/crypto';
import { AppError, badRequest } from '../../../lib/errors';
import { usernameTaken } from '../../../lib/usernames';
import type { AcceptorService } from '../../acceptor/acceptor-service';
import type { AuthService } from '../../auth/auth-service';
import type { SessionService } from '../../auth/session-service';
import type { NotificationService } from '../../notification/notification-service';
import type { PlanService } from '../../plan/plan-service';
import type { PayPasswordService } from '../../user/pay-password-service';
import type { UserService } from '../../user/user-service';
import type { WalletService } from '../../wallet/wallet-service';
import type { QaService } from '../qa-service';
import { launchFails } from '../../plan/simulation';
import { durationMs, monthlyStarts, type Duration, type Scenario, type Step } from './dsl';
import { SCENARIOS, scenarioNamed } from './index';

/** The user a scenario is building, as the steps go. */
interface Actor {
  userId: number;
  username: string;
  password: string;
  pin: string | null;
  token: string | null;
  /** The plan the last `launch_plan` launched (what `force_plan` forces). */
  lastPlanId: number | null;
}

/** The card `bind_card` binds (as a user would type it on /bank_card/edit). */
const SCENARIO_CARD = {
  type: 'bank',
  cardName: 'Scenario Bank',
  userName: 'Scenario User',
  mobile: '+15550001111',
  bankAccount: '6222020200112233445',
  branchName: 'Main Branch',
} as const;

const DEFAULT_CATEGORIES: readonly NotificationCategory[] = ['system_announcement'];
/** Pushes at most while looking for offers that the simulation will deliver. */
const PUSH_ATTEMPTS = 40;

/** The services a scenario's steps go through: the ones real calls use. */
export interface ScenarioDeps {
  auth: Pick<AuthService, 'register'>;
  users: Pick<UserService, 'info'>;
  payPasswords: Pick<PayPasswordService, 'set' | 'check'>;
  sessions: Pick<SessionService, 'expireAll'>;
  wallet: Pick<WalletService, 'editBankCard' | 'withdraw'>;
  acceptors: Pick<AcceptorService, 'open' | 'completeOrder'>;
  plans: Pick<PlanService, 'launches' | 'lifecycle' | 'qa'>;
  notifications: Pick<NotificationService, 'createPlatformNotice'>;
  qa: Pick<QaService, 'userStatus' | 'licenceKeys'>;
}

/**
 * Runs a scenario's steps for a fresh user, each through the service a real call would use
 * (auth, pay-password, wallet, acceptors, plans, notifications, sessions, QA), so the state
 * reached is one the product can really reach.
 */
export class ScenarioRunner {
  constructor(
    private readonly core: Core,
    private readonly deps: ScenarioDeps,
  ) {}

  /** Every scenario, its description in `lang`. */
  list(lang: Lang): { list: Array<{ name: ScenarioName; description: string }> } {
    return {
      list: SCENARIOS.map(({ name, description }) => ({
        name,
        description: renderPlatformText(lang, platformText(description)),
      })),
    };
  }

  /** Creates a user named `username` (default: a fresh unique one) in the named scenario's state. */
  async create(name: ScenarioName, username?: string): Promise<ScenarioUser> {
    const scenario = scenarioNamed(name);
    const chosen = username ?? (await this.freeUsername());
    if (await usernameTaken(this.core.db, chosen)) throw badRequest('error.username_taken');
    const actor = await this.run(scenario, chosen);
    const info = await this.deps.users.info(actor.userId);
    return {
      username: actor.username,
      password: actor.password,
      pay_password: actor.pin,
      // Where login is refused (402/403/404), there is no session to hand out.
      token: info.status === 'active' ? actor.token : null,
      user_info: info,
    };
  }

  private async run(scenario: Scenario, username: string): Promise<Actor> {
    const [first, ...rest] = scenario.steps;
    if (first?.step !== 'open_account')
      throw new Error(`scenario ${scenario.name}: the first step must be open_account`);
    const actor = await this.openAccount(username);
    await this.runSteps(actor, rest);
    return actor;
  }

  private async runSteps(actor: Actor, steps: readonly Step[]): Promise<void> {
    for (const step of steps) await this.runStep(actor, step);
  }

  private async runStep(actor: Actor, step: Step): Promise<void> {
    switch (step.step) {
      case 'open_account':
        throw new Error('open_account can only be the first step');
      case 'set_pin':
        return this.setPin(actor, step.pin);
      case 'bind_card':
        await this.deps.wallet.editBankCard(actor.userId, SCENARIO_CARD);
        return;
      case 'deposit':
        return this.deposit(actor, amountOf(step.amount));
      case 'launch_plan':
        return this.launchPlans(actor, amountOf(step.amount), step.count ?? 1, launchedFor(step));
      case 'force_plan':
        await this.deps.plans.qa.force(lastPlan(actor), step.outcome);
        return;
      case 'withdraw':
        await this.deps.wallet.withdraw(actor.userId, {
          amount: amountOf(step.amount),
          password: md5(pinOf(actor)),
        });
        return;
      case 'wrong_pin':
        return this.wrongPins(actor, step.times);
      case 'notify':
        return this.notify(actor, step.count, step.categories ?? DEFAULT_CATEGORIES);
      case 'set_status':
        await this.deps.qa.userStatus(actor.username, step.status);
        return;
      case 'expire_sessions':
        await this.deps.sessions.expireAll(actor.userId);
        return;
      case 'clock_back':
        await this.core.clock.advanceUser(actor.userId, -Math.round(durationMs(step.by) / 1000));
        return;
      case 'advance_clock':
        return this.advanceClock(actor, durationMs(step.by));
      case 'catch_up':
        return this.advanceClock(actor, -this.core.clock.userOffsetMs(actor.userId));
      case 'repeat':
        for (let i = 0; i < step.times; i++) await this.runSteps(actor, step.steps);
        return;
      case 'monthly':
        return this.monthly(actor, step);
    }
  }

  /** Registers with a fresh licence key, as `/auth/v2/register` does. */
  private async openAccount(username: string): Promise<Actor> {
    const {
      keys: [licence],
    } = await this.deps.qa.licenceKeys(1);
    if (!licence) throw new Error('no licence key');
    const password = `pw_${randomBytes(6).toString('hex')}`;
    const session = await this.deps.auth.register(
      {
        username,
        password,
        confirm_password: password,
        email: `${username.toLowerCase()}@scenario.example`,
        phone: '+15550001111',
        license_key: licence,
      },
      'en',
      'UTC',
    );
    return {
      userId: session.user_info.id,
      username,
      password,
      pin: null,
      token: session.token,
      lastPlanId: null,
    };
  }

  private async setPin(actor: Actor, pin: string): Promise<void> {
    await this.deps.payPasswords.set(actor.userId, {
      password: pin,
      confirm_password: pin,
      ...(actor.pin === null ? {} : { old_password: md5(actor.pin) }),
    });
    actor.pin = pin;
  }

  /** The user opens an acceptance order with an acceptor that takes the amount; an operator completes it. */
  private async deposit(actor: Actor, amount: bigint): Promise<void> {
    const db = this.core.db;
    const acceptor = await db.acceptor.findFirst({
      where: { limit: { gte: amount } },
      orderBy: { limit: 'asc' },
    });
    if (!acceptor) throw new Error(`no acceptor takes ${amount} minor units`);
    await this.deps.acceptors.open(actor.userId, {
      type: AcceptorType.parse(acceptor.type),
      code: acceptor.code,
    });
    const order = await db.acceptanceOrder.findFirstOrThrow({
      where: { userId: actor.userId, status: 'accepting' },
      select: { id: true },
    });
    await this.deps.acceptors.completeOrder(order.id, amount);
  }

  /**
   * Launches the `count` oldest pending offers that the simulation will deliver (one in twenty
   * fails), at once. With `at` (one plan), first moves the user's clock to the moment from which
   * the plan has consumed that share of its budget, or completed that long ago, at the global
   * time, then lets the user's clock catch up.
   */
  private async launchPlans(
    actor: Actor,
    amount: bigint,
    count: number,
    at?: LaunchMoment,
  ): Promise<void> {
    if (at !== undefined && count !== 1)
      throw new Error('launch_plan: consumed_by_now or completed_ago launches one plan');
    const ids = await this.deliverableOffers(actor.userId, count);
    const [first] = ids;
    if (at !== undefined && first !== undefined) await this.moveToLaunchFor(actor, first, at);
    const launched = await this.deps.plans.launches.launchAll(
      actor.userId,
      ids.map((id) => ({ id, amount })),
      this.core.clock.nowFor(actor.userId),
    );
    actor.lastPlanId = launched.at(-1)?.id ?? actor.lastPlanId;
    if (at !== undefined) await this.runStep(actor, { step: 'catch_up' });
  }

  private async moveToLaunchFor(actor: Actor, planId: number, at: LaunchMoment): Promise<void> {
    const { product } = await this.core.db.planOrder.findUniqueOrThrow({
      where: { id: planId },
      include: { product: true },
    });
    const runMs = Math.max(1, product.runHours) * HOUR_MS;
    const sinceLaunchMs =
      this.core.config.simulation.matchingMs +
      ('consumedPercent' in at
        ? (runMs * at.consumedPercent) / 100
        : runMs + durationMs(at.completedAgo));
    const forwardMs = -this.core.clock.userOffsetMs(actor.userId) - sinceLaunchMs;
    if (forwardMs < 0)
      throw new Error(`launch_plan: clock_back at least ${sinceLaunchMs} ms first`);
    await this.advanceClock(actor, forwardMs);
  }

  /** Lives the steps in each of the latest calendar months with room for them (see dsl.ts). */
  private async monthly(actor: Actor, step: Extract<Step, { step: 'monthly' }>): Promise<void> {
    const lastingMs = durationMs(step.lasting);
    const starts = monthlyStarts(this.core.clock.now().getTime(), step.months, lastingMs);
    for (const start of starts) {
      const forwardMs = start - this.core.clock.nowFor(actor.userId).getTime();
      if (forwardMs < 0)
        throw new Error(`monthly: clock_back to before ${new Date(start).toISOString()} first`);
      await this.advanceClock(actor, forwardMs);
      await this.runSteps(actor, step.steps);
      // Never past the global time (the current month's steps took some real time).
      await this.advanceClock(
        actor,
        Math.min(lastingMs, -this.core.clock.userOffsetMs(actor.userId)),
      );
    }
  }

  /** Moves the user's clock; the user's plans follow, as on the user's next visit. */
  private async advanceClock(actor: Actor, ms: number): Promise<void> {
    await this.core.clock.advanceUser(actor.userId, Math.round(ms / 1000));
    await this.deps.plans.lifecycle.sync(actor.userId);
  }

  /**
   * The `count` oldest offers made by the user's now (not ones from a future the clock went back
   * from) that will deliver; when there are too few, the platform pushes more (with one insert).
   */
  private async deliverableOffers(userId: number, count: number): Promise<number[]> {
    const db = this.core.db;
    const now = this.core.clock.nowFor(userId);
    await this.deps.plans.launches.offerDaily(userId, now);
    const offers = await db.planOrder.findMany({
      where: { userId, status: LAUNCHABLE_STATUS, createdAt: { lte: now } },
      orderBy: { id: 'asc' },
      select: { id: true, seed: true },
    });
    const ids = offers.filter((o) => !launchFails(o.seed)).map((o) => o.id);
    // Pushed offers fail after matching too (one in twenty): for several, push one more than
    // missing (what is left over is launched next time), until enough will deliver.
    const spare = count > 1 ? 1 : 0;
    for (let attempt = 0; ids.length < count; attempt++) {
      if (attempt >= PUSH_ATTEMPTS) throw new Error('no deliverable offer');
      const pushed = await this.deps.plans.qa.pushAll(userId, count - ids.length + spare);
      ids.push(...pushed.filter((o) => !launchFails(o.seed)).map((o) => o.id));
    }
    return ids.slice(0, count);
  }

  /** Wrong PINs (a right PIN with its last digit changed), each refused as on /check/password. */
  private async wrongPins(actor: Actor, times: number): Promise<void> {
    const pin = pinOf(actor);
    const wrong = `${pin.slice(0, -1)}${(Number(pin.slice(-1)) + 1) % 10}`;
    for (let i = 0; i < times; i++) {
      try {
        await this.deps.payPasswords.check(actor.userId, md5(wrong));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        continue;
      }
      throw new Error('a wrong PIN was accepted');
    }
  }

  private async notify(
    actor: Actor,
    count: number,
    categories: readonly NotificationCategory[],
  ): Promise<void> {
    for (let i = 1; i <= count; i++) {
      const category = categories[(i - 1) % categories.length] ?? 'system_announcement';
      await this.deps.notifications.createPlatformNotice({
        userId: actor.userId,
        category,
        title: platformText('scenario_notice.title', { n: i }),
        content: platformText('scenario_notice.content', { n: i, count }),
      });
    }
  }

  private async freeUsername(): Promise<string> {
    for (;;) {
      const candidate = `qa_${randomCode('x', 10).slice(2).toLowerCase()}`;
      if (!(await usernameTaken(this.core.db, candidate))) return candidate;
    }
  }
}

function amountOf(text: string): bigint {
  const amount = parseMoney(text);
  if (amount === null) throw new Error(`not an amount: ${text}`);
  return amount;
}

function pinOf(actor: Actor): string {
  if (actor.pin === null) throw new Error('this step needs set_pin first');
  return actor.pin;
}

function lastPlan(actor: Actor): number {
  if (actor.lastPlanId === null) throw new Error('force_plan needs launch_plan first');
  return actor.lastPlanId;
}

/** When a scenario's plan is launched, as seen from the global time. */
type LaunchMoment = { consumedPercent: number } | { completedAgo: Duration };

function launchedFor(step: Extract<Step, { step: 'launch_plan' }>): LaunchMoment | undefined {
  if (step.consumed_by_now !== undefined) return { consumedPercent: step.consumed_by_now };
  if (step.completed_ago !== undefined) return { completedAgo: step.completed_ago };
  return undefined;
}
