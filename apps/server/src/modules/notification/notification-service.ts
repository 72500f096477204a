import type { Notification, NotificationCategory, ReadFilter } from '@adc/contract';
import type { Prisma, Tx, User } from '@adc/db';
import type { Lang } from '@adc/messages';
import {
  platformText,
  type PlatformKey,
  type PlatformParam,
  type PlatformText,
} from '@adc/messages/platform';
import { pageWindow, toPage, type Page, type PageQuery } from '@adc/domain';
import type { Core } from '../../core';
import { badRequest } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/idempotency';
import { insertRows, type RidingInserts } from '../../lib/insert-rows';
import { localized, storeTexts } from '../../lib/platform-text';

export interface NotificationQuery extends PageQuery {
  category: NotificationCategory | 'all';
  read: ReadFilter;
}

export type NotificationPage = Page<Notification>;

/**
 * Whose notifications: the user's id, and the broadcasts that are not theirs (the ones sent before
 * their last QA persona reset: see `User.broadcastsAfterId`).
 */
export type Reader = Pick<User, 'id' | 'broadcastsAfterId'>;

/** The money events that notify their user (API.md "Money events notify"). */
export type MoneyEvent =
  | 'deposit_credited'
  | 'acceptance_cancelled'
  | 'withdrawal_approved'
  | 'withdrawal_rejected'
  | 'plan_launched'
  | 'launch_failed'
  | 'launch_completed'
  | 'settled';

/** The parameters of a money event's text; amounts as `platformMoney(...)`. */
export type NoticeParams = Readonly<Record<string, PlatformParam>>;

/** Money events are announcements for their user. */
const MONEY_EVENT_CATEGORY: NotificationCategory = 'system_announcement';

/** Concurrent "mark all" calls may insert the same read marks; a retry sees the other's marks. */
const MARK_ALL_ATTEMPTS = 3;

/**
 * Notifications: a user sees their own and the broadcasts (userId null), but for the broadcasts
 * sent before a QA reset of theirs as a persona; a read mark per user and notification
 * (NotificationRead) tells read from unread.
 */
export class NotificationService {
  constructor(protected readonly core: Core) {}

  /** Creates a notification for one user, or for everyone (userId null); returns how many users it reaches. */
  async create(input: {
    userId: number | null;
    category: NotificationCategory;
    title: string;
    content: string;
  }): Promise<number> {
    await this.core.db.notification.create({
      data: {
        userId: input.userId,
        category: input.category,
        title: input.title,
        content: input.content,
        // A broadcast is stamped with the global time; each reader sees it on their own clock (list).
        createdAt:
          input.userId === null ? this.core.clock.now() : this.core.clock.nowFor(input.userId),
      },
    });
    return input.userId === null ? this.core.db.user.count() : 1;
  }

  /** Notifies `userId` with platform texts, rendered in the reader's language when read. */
  async createPlatformNotice(input: {
    userId: number;
    category: NotificationCategory;
    title: PlatformText;
    content: PlatformText;
  }): Promise<void> {
    const texts = storeTexts({ title: input.title, content: input.content });
    await this.core.db.notification.create({
      data: {
        userId: input.userId,
        category: input.category,
        ...texts.plain,
        texts: texts.texts,
        createdAt: this.core.clock.nowFor(input.userId),
      },
    });
  }

  /**
   * Notifies `userId` of a money event inside the transaction that made it (so it exists exactly
   * when the event does), dated `at`. Its title and content are platform texts, rendered in the
   * reader's language when read.
   */
  async notify(
    tx: Tx,
    userId: number,
    at: Date,
    event: MoneyEvent,
    params: NoticeParams,
  ): Promise<void> {
    await this.notifyAll(tx, userId, [{ at, event, params }]);
  }

  /** `notify` for several money events of one user (a batch of plan moves), with one insert. */
  async notifyAll(
    tx: Tx,
    userId: number,
    notices: ReadonlyArray<{ at: Date; event: MoneyEvent; params: NoticeParams }>,
    /** Given: the notifications ride with a later statement of the transaction (RidingInserts). */
    rows?: RidingInserts,
  ): Promise<void> {
    await insertRows(
      rows ?? tx,
      'Notification',
      notices.map(({ at, event, params }) => {
        const texts = storeTexts({
          title: platformText(`event.${event}.title` satisfies PlatformKey),
          content: platformText(`event.${event}.content` satisfies PlatformKey, params),
        });
        return {
          userId,
          category: MONEY_EVENT_CATEGORY,
          ...texts.plain,
          texts: texts.texts,
          createdAt: at,
        };
      }),
    );
  }

  /** The user's notifications, newest first, filtered by category and read state, in `lang`. */
  async list(reader: Reader, query: NotificationQuery, lang: Lang): Promise<NotificationPage> {
    const userId = reader.id;
    const ownOffsetMs = this.core.clock.userOffsetMs(userId);
    const where: Prisma.NotificationWhereInput = {
      ...visibleTo(reader),
      ...(query.category === 'all' ? {} : { category: query.category }),
      ...(query.read === 'read' ? { reads: { some: { userId } } } : {}),
      ...(query.read === 'unread' ? { reads: { none: { userId } } } : {}),
    };
    const [total, rows] = await Promise.all([
      this.core.db.notification.count({ where }),
      this.core.db.notification.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...pageWindow(query),
        include: { reads: { where: { userId }, select: { userId: true } } },
      }),
    ]);
    return toPage(
      rows.map((row) => ({
        id: row.id,
        category: row.category as NotificationCategory,
        title: localized(lang, row.texts, 'title', row.title),
        content: localized(lang, row.texts, 'content', row.content),
        read: row.reads.length > 0,
        created_at: seenAt(row, ownOffsetMs).toISOString(),
      })),
      total,
      query,
    );
  }

  async unreadTotal(reader: Reader): Promise<{ unread_total: number }> {
    const unread_total = await this.core.db.notification.count({
      where: { ...visibleTo(reader), reads: { none: { userId: reader.id } } },
    });
    return { unread_total };
  }

  /**
   * Marks one notification (`id`) or all of them (`all: true`, only those of `category` when one
   * is given) read; returns the unread total over every category.
   */
  async markRead(
    reader: Reader,
    input: { id?: number; all?: boolean; category?: NotificationCategory | 'all' },
  ): Promise<{ unread_total: number }> {
    if (input.id !== undefined) await this.markOne(reader, input.id);
    else if (input.all === true) await this.markAll(reader, input.category ?? 'all');
    else throw badRequest('validation.required', { field: 'id' });
    return this.unreadTotal(reader);
  }

  private async markOne(reader: Reader, id: number): Promise<void> {
    const userId = reader.id;
    const notification = await this.core.db.notification.findFirst({
      where: { id, ...visibleTo(reader) },
      select: { id: true },
    });
    if (!notification) throw badRequest('error.mark_read_failed');
    // Prisma runs an upsert that updates nothing as a read then an insert (not ON CONFLICT), so a
    // concurrent mark of the same notification may insert first: it is read either way.
    try {
      await this.core.db.notificationRead.upsert({
        where: { notificationId_userId: { notificationId: id, userId } },
        create: { notificationId: id, userId, readAt: this.core.clock.nowFor(userId) },
        update: {},
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  private async markAll(reader: Reader, category: NotificationCategory | 'all'): Promise<void> {
    const userId = reader.id;
    for (let attempt = 1; attempt <= MARK_ALL_ATTEMPTS; attempt++) {
      const unread = await this.core.db.notification.findMany({
        where: {
          ...visibleTo(reader),
          ...(category === 'all' ? {} : { category }),
          reads: { none: { userId } },
        },
        select: { id: true },
      });
      if (unread.length === 0) return;
      try {
        const readAt = this.core.clock.nowFor(userId);
        await this.core.db.notificationRead.createMany({
          data: unread.map((n) => ({ notificationId: n.id, userId, readAt })),
        });
        return;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw badRequest('error.mark_all_read_failed');
  }
}

/**
 * When the reader got the notification, on their own clock: their own notifications are stamped
 * with their time already; a broadcast (global time) is moved by the reader's own offset.
 */
function seenAt(row: { userId: number | null; createdAt: Date }, ownOffsetMs: number): Date {
  return row.userId === null ? new Date(row.createdAt.getTime() + ownOffsetMs) : row.createdAt;
}

/** The reader's own notifications and the broadcasts that are theirs. */
function visibleTo(reader: Reader): Prisma.NotificationWhereInput {
  return {
    OR: [{ userId: reader.id }, { userId: null, id: { gt: reader.broadcastsAfterId } }],
  };
}
