import { SESSION_TTL_MS } from '@adc/contract';
import { Prisma, type Db, type SimState, type Tx, type User } from '@adc/db';
import type { SimClock } from '../../lib/clock';
import { newToken, sha256 } from '../../lib/crypto';
import { TableMemo } from '../../lib/table-memo';

export type SessionLookup = { kind: 'ok'; user: User } | { kind: 'expired' } | { kind: 'unknown' };

interface StoredSession {
  user: User;
  expiresAt: number;
  revoked: boolean;
}

/** A token's session as read at the start of a call (`readWithState`), for its `resolve`. */
export interface SessionRead {
  token: string;
  session: StoredSession | undefined;
}

/**
 * The shared state row and a session with its user, in one query (`readWithState`): each table's
 * columns (Prisma's lists of the models' fields) under a prefix. `(SELECT 1)` gives one row when
 * neither exists.
 */
const READ_WITH_STATE = (() => {
  const columns = (alias: string, fields: readonly string[]) =>
    fields.map((field) => `"${alias}"."${field}" AS "${alias}_${field}"`);
  const list = [
    ...columns('st', Object.values(Prisma.SimStateScalarFieldEnum)),
    ...columns('s', ['expiresAt', 'revokedAt']),
    ...columns('u', Object.values(Prisma.UserScalarFieldEnum)),
  ];
  return Prisma.raw(
    `SELECT ${list.join(', ')} FROM (SELECT 1 AS "one") AS "one" LEFT JOIN "SimState" AS "st" ON "st"."id" = 1 LEFT JOIN "Session" AS "s" ON "s"."tokenHash" = `,
  );
})();

/** The fields under `prefix` in a row of READ_WITH_STATE, without it; undefined when absent. */
function part<T>(row: Record<string, unknown>, prefix: string): T | undefined {
  if (row[`${prefix}id`] === null || row[`${prefix}id`] === undefined) return undefined;
  const fields: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row))
    if (column.startsWith(prefix)) fields[column.slice(prefix.length)] = value;
  return fields as T;
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

  /** A new session of the user (in `tx` when given: a new account's own transaction). */
  async create(userId: number, tx?: Tx): Promise<string> {
    const token = newToken();
    const now = this.clock.nowFor(userId);
    await (tx ?? this.db).session.create({
      data: {
        userId,
        tokenHash: sha256(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      },
    });
    return token;
  }

  /**
   * The token's session (as `resolve` judges it) from `read` when that is this token's, else from
   * the database (or on SQLite the memo).
   */
  async resolve(token: string, read?: SessionRead): Promise<SessionLookup> {
    if (token.length > 512) return { kind: 'unknown' };
    // Keyed by the token itself (memory only), so a cached call skips hashing it.
    const session =
      read?.token === token
        ? read.session
        : await this.cache.get(token, () => this.load(sha256(token)));
    if (!session || session.revoked) return { kind: 'unknown' };
    // On the clock of the token's owner: another user's advance never expires it.
    if (session.expiresAt <= this.clock.nowFor(session.user.id).getTime())
      return { kind: 'expired' };
    return { kind: 'ok', user: session.user };
  }

  /**
   * The shared state row (SimState, for the clock: see `SimClock.load`) and the token's session
   * with its user, in one query: with PostgreSQL a signed-in call reads both before anything else,
   * one round trip where there were two. Raw SQL, so the columns of both come back in one row.
   */
  async readWithState(token: string): Promise<{ state: SimState | null; read: SessionRead }> {
    const [row] = await this.db.$queryRaw<
      Array<Record<string, unknown>>
    >`${READ_WITH_STATE}${sha256(token)}
      LEFT JOIN "User" AS "u" ON "u"."id" = "s"."userId"`;
    const user = row && part<User>(row, 'u_');
    const session = user && {
      user,
      expiresAt: (row.s_expiresAt as Date).getTime(),
      revoked: row.s_revokedAt !== null,
    };
    return { state: (row && part<SimState>(row, 'st_')) ?? null, read: { token, session } };
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
