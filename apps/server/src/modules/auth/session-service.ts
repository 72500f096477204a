import { SESSION_TTL_MS } from '@adc/contract';
import type { Db, Tx, User } from '@adc/db';
import type { SimClock } from '../../lib/clock';
import { newToken, sha256 } from '../../lib/crypto';
import { TableMemo } from '../../lib/table-memo';

export type SessionLookup = { kind: 'ok'; user: User } | { kind: 'expired' } | { kind: 'unknown' };

interface StoredSession {
  user: User;
  expiresAt: number;
  revoked: boolean;
}

/**
 * Session tokens: random, stored as SHA-256, 7 days on their owner's simulation clock.
 *
 * Every authenticated call resolves its token, so on SQLite the session and its user are cached
 * in memory until any write touches the Session or User table (the db package counts writes per
 * table): a status change, a revoked token or an edited profile is seen by the very next call.
 */
export class SessionService {
  private readonly cache: TableMemo<StoredSession | undefined>;

  constructor(
    private readonly db: Db,
    private readonly clock: SimClock,
    cacheEnabled = false,
  ) {
    this.cache = new TableMemo(
      ['Session', 'User'],
      cacheEnabled,
      (session) => session !== undefined,
    );
  }

  async create(userId: number): Promise<string> {
    const token = newToken();
    const now = this.clock.nowFor(userId);
    await this.db.session.create({
      data: {
        userId,
        tokenHash: sha256(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      },
    });
    return token;
  }

  async resolve(token: string): Promise<SessionLookup> {
    if (token.length > 512) return { kind: 'unknown' };
    // Keyed by the token itself (memory only), so a cached call skips hashing it.
    const session = await this.cache.get(token, () => this.load(sha256(token)));
    if (!session || session.revoked) return { kind: 'unknown' };
    // On the clock of the token's owner: another user's advance never expires it.
    if (session.expiresAt <= this.clock.nowFor(session.user.id).getTime())
      return { kind: 'expired' };
    return { kind: 'ok', user: session.user };
  }

  private async load(tokenHash: string): Promise<StoredSession | undefined> {
    const row = await this.db.session.findUnique({ where: { tokenHash }, include: { user: true } });
    return row
      ? { user: row.user, expiresAt: row.expiresAt.getTime(), revoked: row.revokedAt !== null }
      : undefined;
  }

  /** Revokes every token of the user (after a password change), inside `client`'s transaction if given. */
  async revokeAll(userId: number, client: Db | Tx = this.db): Promise<void> {
    await client.session.updateMany({
      where: { userId, revokedAt: null },
      data: { revokedAt: this.clock.nowFor(userId) },
    });
  }

  /** Makes every live token of the user expired (QA): their calls then answer 503. */
  async expireAll(userId: number): Promise<number> {
    const now = this.clock.nowFor(userId);
    const { count } = await this.db.session.updateMany({
      where: { userId, revokedAt: null, expiresAt: { gt: now } },
      data: { expiresAt: new Date(now.getTime() - 1000) },
    });
    return count;
  }
}
