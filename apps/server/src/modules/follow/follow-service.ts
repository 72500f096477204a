import type { FollowRecord } from '@adc/contract';
import type { FollowRecord as FollowRow } from '@adc/db';
import { pageWindow, toPage, type Page, type PageQuery } from '@adc/domain';
import type { Core } from '../../core';
import { badRequest } from '../../lib/errors';

/** Tries at switching the operated ID when concurrent follows keep changing it. */
const SWITCH_ATTEMPTS = 3;

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
   * Follows `operatedId`: ends the open record and opens a new one. The user's operated ID is
   * switched by a conditional update on the value read, so concurrent follows cannot leave two
   * open records; the one that finds it changed checks the rules again on the new value.
   */
  async follow(userId: number, operatedId: string): Promise<{ operated_id: string }> {
    for (let attempt = 1; attempt <= SWITCH_ATTEMPTS; attempt++) {
      if (await this.trySwitch(userId, operatedId)) return { operated_id: operatedId };
    }
    throw badRequest('error.request_in_progress');
  }

  /** One attempt: false when a concurrent follow changed the operated ID first. */
  private async trySwitch(userId: number, operatedId: string): Promise<boolean> {
    const db = this.core.db;
    const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
    if (operatedId === user.uid) throw badRequest('error.id_error');
    if (operatedId === user.operatedId) throw badRequest('error.same_operated_id');
    const target = await db.user.findUnique({ where: { uid: operatedId } });
    if (!target || target.status !== 'active') throw badRequest('error.id_error');
    // The follow record is the follower's: stamped on their clock, whatever the operator's says.
    const now = this.core.clock.nowFor(userId);
    return db.$transaction(async (tx) => {
      const switched = await tx.user.updateMany({
        where: { id: userId, operatedId: user.operatedId },
        data: { operatedId },
      });
      if (switched.count === 0) return false;
      await tx.followRecord.updateMany({
        where: { userId, endedAt: null },
        data: { endedAt: now },
      });
      await tx.followRecord.create({
        data: { userId, operatedId, nickname: target.nickname, followedAt: now },
      });
      return true;
    });
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
