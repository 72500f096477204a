import type {
  SupportMessage,
  SupportSender,
  SupportThread,
  SupportThreadSummary,
} from '@adc/contract';
import type { Prisma, SupportMessage as SupportMessageRow, Tx, User } from '@adc/db';
import { pageWindow, toPage, type Page, type PageQuery } from '@adc/domain';
import { translate, type Lang, type MessageKey } from '@adc/messages';
import type { Core } from '../../core';
import { badRequest } from '../../lib/errors';
import { idempotent, type Seal } from '../../lib/idempotency';
import { findUserByUsername } from '../../lib/usernames';

/** The route of an Idempotency-Key (a key reused on another route is a conflict). */
const SEND_ROUTE = 'POST /support/messages';

/** The catalogue key of the automatic first answer (rendered in the reader's language). */
export const AUTO_REPLY_KEY = 'support.auto_reply' satisfies MessageKey;

export interface ThreadQuery {
  before_id?: number;
  limit: number;
}

export interface ThreadListQuery extends PageQuery {
  awaiting_reply?: boolean;
}

export type ThreadListPage = Page<SupportThreadSummary>;

/** A message is unread by the side that did not write it until that side reads the thread. */
const unreadBy = (reader: SupportSender): Prisma.SupportMessageWhereInput => ({
  sender: reader === 'user' ? 'support' : 'user',
  readAt: null,
});

/**
 * The support conversation: one thread per user, written by the user and by the support team
 * (through the QA surface). The first message of a thread gets the platform's automatic first
 * answer, so a thread is never silent. Support messages stay unread until the user reads the
 * thread; user messages until the support team opens it.
 */
export class SupportService {
  constructor(protected readonly core: Core) {}

  /** The newest `limit` messages of the user's thread (or those before `before_id`), oldest first. */
  async thread(userId: number, query: ThreadQuery, lang: Lang): Promise<SupportThread> {
    const rows = await this.core.db.supportMessage.findMany({
      where: { userId, ...(query.before_id === undefined ? {} : { id: { lt: query.before_id } }) },
      orderBy: { id: 'desc' },
      take: query.limit + 1,
    });
    const page = rows.slice(0, query.limit).reverse();
    return {
      list: page.map((row) => toMessage(row, lang)),
      has_more: rows.length > query.limit,
      unread_count: await this.unreadCount(userId, 'user'),
    };
  }

  /**
   * Stores the user's message; the first one of a thread also gets the automatic first answer.
   * A retry under the same Idempotency-Key (the answer was lost) replays the first answer and
   * stores nothing: the key is claimed before the message is stored, so a retry arriving while
   * the first attempt runs waits for its answer, and the message commits with its recorded answer
   * (one transaction), so an attempt that dies before it leaves nothing for a retry to repeat.
   */
  async send(
    userId: number,
    content: string,
    lang: Lang,
    idempotencyKey?: string,
  ): Promise<{ list: SupportMessage[] }> {
    return idempotent(
      this.core.db,
      { userId, key: idempotencyKey, route: SEND_ROUTE, request: { content } },
      (seal) => this.post(userId, content, lang, seal),
    );
  }

  private async post(
    userId: number,
    content: string,
    lang: Lang,
    seal: Seal<{ list: SupportMessage[] }>,
  ): Promise<{ list: SupportMessage[] }> {
    const now = this.core.clock.nowFor(userId);
    return this.core.db.$transaction(async (tx) => {
      const message = await tx.supportMessage.create({
        data: { userId, sender: 'user', content, createdAt: now },
      });
      const greeting = await greetOnce(tx, userId, now);
      const sent = {
        list: [message, ...(greeting ? [greeting] : [])].map((row) => toMessage(row, lang)),
      };
      await seal(tx, sent);
      return sent;
    });
  }

  /** The user has read the thread: every support reply is read. */
  async markReadByUser(userId: number): Promise<{ unread_count: number }> {
    await this.markRead(userId, 'user');
    return { unread_count: 0 };
  }

  async unreadByUser(userId: number): Promise<{ unread_count: number }> {
    return { unread_count: await this.unreadCount(userId, 'user') };
  }

  // ---- the support team's side (QA surface) ---------------------------------------------------

  /**
   * The support team answers a user; the reply is unread until the user reads the thread. A thread
   * is the user's: every message in it is stamped on the user's clock, whoever writes it.
   */
  async reply(username: string, content: string, lang: Lang): Promise<SupportMessage> {
    const user = await this.userByName(username);
    const row = await this.core.db.supportMessage.create({
      data: {
        userId: user.id,
        sender: 'support',
        content,
        createdAt: this.core.clock.nowFor(user.id),
      },
    });
    return toMessage(row, lang);
  }

  /** A user's thread as the support team sees it; their messages become read by support. */
  async threadForSupport(username: string, query: ThreadQuery, lang: Lang): Promise<SupportThread> {
    const user = await this.userByName(username);
    await this.markRead(user.id, 'support');
    return this.thread(user.id, query, lang);
  }

  /** Every thread, the most recently active first (optionally only those awaiting a reply). */
  async threads(query: ThreadListQuery, lang: Lang): Promise<ThreadListPage> {
    const where: Prisma.UserWhereInput = query.awaiting_reply
      ? { supportMessages: { some: unreadBy('support') } }
      : { supportMessages: { some: {} } };
    const [total, lastIds] = await Promise.all([
      this.core.db.user.count({ where }),
      this.core.db.supportMessage.groupBy({
        by: ['userId'],
        where: { user: where },
        _max: { id: true },
        orderBy: { _max: { id: 'desc' } },
        ...pageWindow(query),
      }),
    ]);
    const list = await Promise.all(
      lastIds.map(({ userId, _max }) => this.summary(userId, _max.id ?? 0, lang)),
    );
    return toPage(list, total, query);
  }

  // ---- helpers ----------------------------------------------------------------------------------

  private async summary(userId: number, lastId: number, lang: Lang): Promise<SupportThreadSummary> {
    const [user, last, awaitingReply, unreadByUser] = await Promise.all([
      this.core.db.user.findUniqueOrThrow({ where: { id: userId } }),
      this.core.db.supportMessage.findUniqueOrThrow({ where: { id: lastId } }),
      this.unreadCount(userId, 'support'),
      this.unreadCount(userId, 'user'),
    ]);
    return {
      username: user.username,
      uid: user.uid,
      lang: user.lang,
      last_message: toMessage(last, lang),
      awaiting_reply: awaitingReply,
      unread_by_user: unreadByUser,
    };
  }

  private unreadCount(userId: number, reader: SupportSender): Promise<number> {
    return this.core.db.supportMessage.count({ where: { userId, ...unreadBy(reader) } });
  }

  private async markRead(userId: number, reader: SupportSender): Promise<void> {
    await this.core.db.supportMessage.updateMany({
      where: { userId, ...unreadBy(reader) },
      data: { readAt: this.core.clock.nowFor(userId) },
    });
  }

  /** The account of `username`, in any casing. */
  private async userByName(username: string): Promise<User> {
    const user = await findUserByUsername(this.core.db, username);
    if (!user) throw badRequest('error.no_user_data');
    return user;
  }
}

/** The API shape of a stored message; a platform-written one is rendered in `lang`. */
function toMessage(row: SupportMessageRow, lang: Lang): SupportMessage {
  return {
    id: row.id,
    sender: row.sender === 'support' ? 'support' : 'user',
    content: row.contentKey ? translate(lang, row.contentKey as MessageKey) : (row.content ?? ''),
    automatic: row.contentKey !== null,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/**
 * The automatic first answer, once per thread: (userId, contentKey) is unique, so of two first
 * messages sent at once only one gets it (on PostgreSQL the second insert waits for the first's
 * transaction, then does nothing). Inserted with ON CONFLICT DO NOTHING: a unique violation
 * would abort the sending transaction on PostgreSQL. The user is looking at the thread: it is
 * read already.
 */
async function greetOnce(tx: Tx, userId: number, now: Date): Promise<SupportMessageRow | null> {
  const inserted =
    await tx.$executeRaw`INSERT INTO "SupportMessage" ("userId", "sender", "contentKey", "createdAt", "readAt")
    VALUES (${userId}, 'support', ${AUTO_REPLY_KEY}, ${now}, ${now})
    ON CONFLICT ("userId", "contentKey") DO NOTHING`;
  if (inserted === 0) return null;
  return tx.supportMessage.findFirst({ where: { userId, contentKey: AUTO_REPLY_KEY } });
}
