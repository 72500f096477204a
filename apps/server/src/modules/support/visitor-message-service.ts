import type { VisitorMessage, VisitorMessageBody, VisitorMessageReceipt } from '@adc/contract';
import { dbProvider, type VisitorMessage as VisitorMessageRow } from '@adc/db';
import { contactKind, pageWindow, toPage, type Page, type PageQuery } from '@adc/domain';
import type { Lang } from '@adc/messages';
import type { Core } from '../../core';
import { sha256 } from '../../lib/crypto';
import { badRequest } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/idempotency';
import { usernameKey } from '../../lib/usernames';
import { longestWindow } from '../auth/login-limiter';
import { DbWindowStore } from '../auth/rate-window-store';
import { VisitorMessageLimiter } from './visitor-message-limiter';

/** The route of an Idempotency-Key, in the hash of what was sent under it. */
const SEND_ROUTE = 'POST /support/visitor_messages';

/**
 * Messages to customer service from visitors who cannot sign in: an account that is not
 * activated, disabled or cancelled answers 402/403/404 on every call with a session, so its owner
 * writes without one. The sender is told the same whether or not the username names an account
 * (nothing is looked up when a message is stored); the support team sees, on the QA surface, the
 * account it names and that account's state.
 */
export class VisitorMessageService {
  private readonly limiter: VisitorMessageLimiter;

  constructor(protected readonly core: Core) {
    const limits = core.config.visitorMessageRateLimit;
    const now = () => core.clock.now().getTime();
    // Several instances share one PostgreSQL database, and so must share the counts. The windows
    // share its table with the login limiter's, whose sweep must not lose them, nor this one's
    // sweep the login's: both keep rows for the longer of the two windows.
    const shared = dbProvider(core.config.databaseUrl) === 'postgresql';
    const sweepAfter = Math.max(limits.windowMs, longestWindow(core.config.loginRateLimit));
    this.limiter = new VisitorMessageLimiter(
      limits,
      now,
      shared ? new DbWindowStore(core.db, sweepAfter, now) : undefined,
    );
  }

  /**
   * Stores a visitor's message, counted against the client address's allowance. Under an
   * Idempotency-Key a message is stored once: sent again (the answer was lost), the stored one is
   * answered and nothing is counted; the key with another message is refused. The key is the
   * row's own unique column, so the message and its key commit together in one insert.
   */
  async send(
    input: VisitorMessageBody,
    lang: Lang,
    client: string,
    idempotencyKey?: string,
  ): Promise<VisitorMessageReceipt> {
    const requestHash = idempotencyKey
      ? sha256(`${SEND_ROUTE}\n${JSON.stringify([input.username, input.contact, input.content])}`)
      : null;
    if (idempotencyKey && requestHash) {
      const stored = await this.replay(idempotencyKey, requestHash);
      if (stored) return stored;
    }
    const reservation = await this.limiter.reserve(client);
    try {
      const row = await this.core.db.visitorMessage.create({
        data: {
          username: input.username,
          usernameKey: usernameKey(input.username),
          contact: input.contact,
          content: input.content,
          lang,
          idempotencyKey: idempotencyKey ?? null,
          requestHash,
          createdAt: this.core.clock.now(),
        },
        select: { id: true },
      });
      return { id: row.id };
    } catch (error) {
      await this.limiter.release(reservation);
      // The same key stored meanwhile by a retry running at the same time: answer what it stored.
      if (idempotencyKey && requestHash && isUniqueViolation(error)) {
        const stored = await this.replay(idempotencyKey, requestHash);
        if (stored) return stored;
      }
      throw error;
    }
  }

  /** The message stored under `key`, if any; the key with another message is refused. */
  private async replay(key: string, requestHash: string): Promise<VisitorMessageReceipt | null> {
    const stored = await this.core.db.visitorMessage.findUnique({
      where: { idempotencyKey: key },
      select: { id: true, requestHash: true },
    });
    if (!stored) return null;
    if (stored.requestHash !== requestHash) throw badRequest('error.idempotency_conflict');
    return { id: stored.id };
  }

  // ---- the support team's side (QA surface) ---------------------------------------------------

  /** Every visitor message, newest first, with the account its username names now. */
  async list(query: PageQuery): Promise<Page<VisitorMessage>> {
    const db = this.core.db;
    const [total, rows] = await Promise.all([
      db.visitorMessage.count(),
      db.visitorMessage.findMany({ orderBy: { id: 'desc' }, ...pageWindow(query) }),
    ]);
    const users = await db.user.findMany({
      where: { usernameKey: { in: [...new Set(rows.map((row) => row.usernameKey))] } },
      select: { username: true, usernameKey: true, uid: true, status: true, lang: true },
    });
    const byKey = new Map(users.map((user) => [user.usernameKey, user]));
    return toPage(
      rows.map((row) => toVisitorMessage(row, byKey.get(row.usernameKey))),
      total,
      query,
    );
  }
}

function toVisitorMessage(
  row: VisitorMessageRow,
  user: { username: string; uid: string; status: string; lang: string } | undefined,
): VisitorMessage {
  return {
    id: row.id,
    username: row.username,
    account: user
      ? {
          username: user.username,
          uid: user.uid,
          status: user.status as NonNullable<VisitorMessage['account']>['status'],
          lang: user.lang,
        }
      : null,
    contact: row.contact,
    contact_kind: contactKind(row.contact) ?? 'email',
    content: row.content,
    lang: row.lang,
    created_at: row.createdAt.toISOString(),
  };
}
