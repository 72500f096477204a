import type { FollowRecord } from '@adc/contract';
import type { FollowRecord as FollowRow } from '@adc/db';
import { pageWindow, toPage, type Page, type PageQuery } from '@adc/domain';
import type { Core } from '../../core';
import { badRequest } from '../../lib/errors';

export type FollowPage = Page<FollowRecord> & { current_operated_id: string | null };

/** Proxy operation: a user follows another active operator's public ID (uid). */
export class FollowService {
  constructor(protected readonly core: Core) {}

  /** The user's follow records, newest first, and the ID followed now. */
  async list(userId: number, paging: PageQuery): Promise<FollowPage> {
    const db = this.core.db;
    const where = { userId };
    const [rows, total, user] = await Promise.all([
      db.followRecord.findMany({
        where,
        orderBy: [{ followedAt: 'desc' }, { id: 'desc' }],
        ...pageWindow(paging),
      }),
      db.followRecord.count({ where }),
      db.user.findUniqueOrThrow({ where: { id: userId }, select: { operatedId: true } }),
    ]);
    return {
      ...toPage(rows.map(toFollowRecord), total, paging),
      current_operated_id: user.operatedId,
    };
  }

  /**
   * Follows `operatedId`: ends the open record and opens a new one. The user's row is locked
   * first (a write that changes nothing), so concurrent follows of one user queue and each checks
   * the rules against the ID the one before it set: never two open records, and none refused for
   * having run at the same time as another.
   */
  async follow(userId: number, operatedId: string): Promise<{ operated_id: string }> {
    const db = this.core.db;
    const target = await db.user.findUnique({ where: { uid: operatedId } });
    await db.$transaction(async (tx) => {
      await tx.$executeRaw`UPDATE "User" SET "operatedId" = "operatedId" WHERE "id" = ${userId}`;
      const user = await tx.user.findUniqueOrThrow({
        where: { id: userId },
        select: { uid: true, operatedId: true },
      });
      if (operatedId === user.uid) throw badRequest('error.id_error');
      if (operatedId === user.operatedId) throw badRequest('error.same_operated_id');
      if (!target || target.status !== 'active') throw badRequest('error.id_error');
      // The follow record is the follower's: stamped on their clock, whatever the operator's says.
      const now = this.core.clock.nowFor(userId);
      await tx.user.update({ where: { id: userId }, data: { operatedId } });
      await tx.followRecord.updateMany({
        where: { userId, endedAt: null },
        data: { endedAt: now },
      });
      await tx.followRecord.create({
        data: { userId, operatedId, nickname: target.nickname, followedAt: now },
      });
    });
    return { operated_id: operatedId };
  }
}

function toFollowRecord(row: FollowRow): FollowRecord {
  return {
    id: row.id,
    operated_id: row.operatedId,
    nickname: row.nickname,
    followed_at: row.followedAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
  };
}
