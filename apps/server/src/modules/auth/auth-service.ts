import type { Lang, Session } from '@adc/contract';
import { dbProvider, type Tx, type User } from '@adc/db';
import { randomBytes, randomInt } from 'node:crypto';
import type { Core } from '../../core';
import { assertActive } from '../../lib/account';
import { hashSecret, verifySecret } from '../../lib/crypto';
import { badRequest } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/idempotency';
import { findUserByUsername, usernameKey, usernameTaken } from '../../lib/usernames';
import type { SessionService } from './session-service';
import type { UserService } from '../user/user-service';
import type { PlanService } from '../plan/plan-service';
import { LoginLimiter, longestWindow } from './login-limiter';
import { DbWindowStore } from './rate-window-store';

export interface RegisterInput {
  username: string;
  password: string;
  confirm_password: string;
  email: string;
  phone: string;
  license_key: string;
}

export interface LoginInput {
  username: string;
  password: string;
}

/** Attempts at drawing a free 8-digit uid before giving up (a collision is already very unlikely). */
const UID_ATTEMPTS = 5;

/** What the auth rules call on: sessions, the user view and the welcome offer. */
export interface AuthDeps {
  sessions: Pick<SessionService, 'create'>;
  users: Pick<UserService, 'toUserInfo'>;
  plans: Pick<PlanService, 'offerWelcome'>;
}

export class AuthService {
  private readonly limiter: LoginLimiter;
  private dummyHash: Promise<string> | undefined;

  constructor(
    protected readonly core: Core,
    protected readonly deps: AuthDeps,
  ) {
    const limits = core.config.loginRateLimit;
    const now = () => core.clock.now().getTime();
    // Several instances share one PostgreSQL database, and so must share the counts.
    const shared = dbProvider(core.config.databaseUrl) === 'postgresql';
    this.limiter = new LoginLimiter(
      limits,
      now,
      shared ? new DbWindowStore(core.db, longestWindow(limits), now) : undefined,
    );
  }

  /**
   * Signs up with an unused licence key. The key is claimed by a conditional update inside the
   * transaction that creates the user, the wallet, the welcome offers and the session, so of two
   * registrations with one key exactly one wins, and a registration that fails changes nothing
   * (its key stays unused for a retry); unique violations (username, uid) become their messages
   * or a new uid.
   */
  async register(input: RegisterInput, lang: Lang, timeZone: string): Promise<Session> {
    if (input.confirm_password !== input.password) throw badRequest('error.passwords_mismatch');
    await this.assertLicenceKeyUnused(input.license_key);
    await this.assertUsernameFree(input.username);
    const passwordHash = await hashSecret(input.password);
    return this.createWithFreeUid(input, passwordHash, { lang, timeZone });
  }

  /**
   * Wrong username and wrong password answer alike, after the same amount of hashing. The
   * account state (402/403/404) is only revealed to someone who knows the password. The username
   * may be typed in any casing.
   */
  async login(input: LoginInput, ip: string): Promise<Session> {
    const reservation = await this.limiter.reserve(ip, input.username);
    const user = await findUserByUsername(this.core.db, input.username);
    const valid = await verifySecret(
      input.password,
      user?.passwordHash ?? (await this.dummyPasswordHash()),
    );
    if (!user || !valid) throw badRequest('error.login_failed');
    await this.limiter.release(reservation);
    assertActive(user);
    return this.startSession(user);
  }

  /**
   * Opens (activates) the account an operator provisioned for an authorization code: the code is
   * claimed in the transaction that activates the account and makes its welcome offers and its
   * session, so an opening that fails changes nothing (its code stays unused for a retry).
   */
  async openAccount(code: string, timeZone: string): Promise<Session> {
    const db = this.core.db;
    const authorization = await db.authorizationCode.findUnique({
      where: { code },
      include: { user: true },
    });
    if (!authorization || authorization.usedAt)
      throw badRequest('error.authorization_code_not_found');
    // A provisioned account an operator has since disabled or cancelled stays so (code kept unused).
    if (authorization.user.status !== 'inactive') assertActive(authorization.user);
    const now = this.core.clock.nowFor(authorization.userId);
    return db.$transaction(async (tx) => {
      const claimed = await tx.authorizationCode.updateMany({
        where: { id: authorization.id, usedAt: null },
        data: { usedAt: now },
      });
      if (claimed.count === 0) throw badRequest('error.authorization_code_not_found');
      const user = await tx.user.update({
        where: { id: authorization.userId },
        data: { status: 'active', entry: 'code', timeZone },
      });
      return this.welcome(tx, user, now);
    });
  }

  private async createWithFreeUid(
    input: RegisterInput,
    passwordHash: string,
    settings: { lang: Lang; timeZone: string },
  ): Promise<Session> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.createRegisteredUser(input, passwordHash, settings);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Someone took the username or the key meanwhile; otherwise the random uid collided.
        await this.assertUsernameFree(input.username);
        await this.assertLicenceKeyUnused(input.license_key);
        if (attempt >= UID_ATTEMPTS) throw error;
      }
    }
  }

  private async createRegisteredUser(
    input: RegisterInput,
    passwordHash: string,
    { lang, timeZone }: { lang: Lang; timeZone: string },
  ): Promise<Session> {
    // A user who does not exist yet has no clock of their own: the global time.
    const now = this.core.clock.now();
    return this.core.db.$transaction(async (tx) => {
      const claimed = await tx.licenceKey.updateMany({
        where: { key: input.license_key, usedAt: null },
        data: { usedAt: now },
      });
      if (claimed.count === 0) throw badRequest('error.authorization_code_not_found');
      const user = await tx.user.create({
        data: {
          uid: String(randomInt(10_000_000, 100_000_000)),
          username: input.username,
          usernameKey: usernameKey(input.username),
          nickname: input.username,
          email: input.email,
          phone: input.phone,
          passwordHash,
          lang,
          timeZone,
          shopLevel: 1,
          creditScore: 100,
          deposit: 0n,
          entry: 'register',
          status: 'active',
          createdAt: now,
          wallet: { create: {} },
        },
      });
      await tx.licenceKey.update({
        where: { key: input.license_key },
        data: { usedById: user.id },
      });
      return this.welcome(tx, user, this.core.clock.nowFor(user.id));
    });
  }

  /**
   * The end of a new account's transaction: its welcome offers (last: their numbers' counter stays
   * locked until the commit) after its session.
   */
  private async welcome(tx: Tx, user: User, now: Date): Promise<Session> {
    const token = await this.deps.sessions.create(user.id, tx);
    await this.deps.plans.offerWelcome(user.id, now, tx);
    return { token, user_info: this.deps.users.toUserInfo(user) };
  }

  private async startSession(user: User): Promise<Session> {
    const token = await this.deps.sessions.create(user.id);
    return { token, user_info: this.deps.users.toUserInfo(user) };
  }

  private async assertLicenceKeyUnused(key: string): Promise<void> {
    const licence = await this.core.db.licenceKey.findUnique({ where: { key } });
    if (!licence || licence.usedAt) throw badRequest('error.authorization_code_not_found');
  }

  /** A username differing only by case from someone's is theirs too (usernameKey is unique). */
  private async assertUsernameFree(username: string): Promise<void> {
    if (await usernameTaken(this.core.db, username)) throw badRequest('error.username_taken');
  }

  /** A real scrypt hash to check against when the username does not exist (same work, same time). */
  private dummyPasswordHash(): Promise<string> {
    this.dummyHash ??= hashSecret(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}
