import { dbProvider, writeVersion } from '@adc/db';
import type { Core } from '../../core';
import type { NotificationService } from '../notification/notification-service';
import { planEventNotices } from './plan-events';
import { applyPlanLedgers, type PlanMove } from './plan-ledger';
import { asSim } from './plan-rows';
import { ACTIVE_STATUSES, sameProgress, simulate, type Timings } from './simulation';

/** Users whose last sync is remembered at most (the memo is cleared beyond). */
const SYNC_MEMO_USERS = 10_000;

/**
 * The delivery lifecycle on the simulation clock: matching, delivery, completion and settlement
 * of a user's launched plans follow the user's time (see simulation.ts for the maths and
 * plan-ledger.ts for the money). Nothing runs in the background: a plan moves when its user's
 * plans are read (`sync`), or when QA forces it (`move`).
 */
export class PlanLifecycle {
  private readonly lastSync = new Map<number, { second: number; version: number }>();
  private readonly skipRepeatedSyncs: boolean;

  constructor(
    private readonly core: Core,
    private readonly deps: { notifications: NotificationService },
  ) {
    this.skipRepeatedSyncs = dbProvider(core.config.databaseUrl) === 'sqlite';
  }

  private get timings(): Timings {
    return this.core.config.simulation;
  }

  /**
   * Brings every active plan of the user up to the user's simulation clock, all in one
   * transaction (a user back after months settles every plan at once). Idempotent and race-safe:
   * each plan is written conditionally on the state it was read in, and its ledger movements are
   * made only when that write won, so concurrent syncs cannot apply a step twice. One query when
   * nothing is active. `at` (default: the user's clock) lets the seed derive its plans at the
   * very instant it seeded them, so a reset always produces the same rows.
   */
  async sync(userId: number, at?: Date): Promise<void> {
    const now = at ?? this.core.clock.nowFor(userId);
    // Plans move in whole simulated seconds: a second sync within the same second, with no plan
    // written since, has nothing to do (SQLite only, where writes are tracked per table).
    const second = Math.floor(now.getTime() / 1000);
    const version = writeVersion('PlanOrder');
    const last = this.lastSync.get(userId);
    if (this.skipRepeatedSyncs && !at && last?.second === second && last.version === version)
      return;
    const plans = await this.core.db.planOrder.findMany({
      where: { userId, status: { in: ACTIVE_STATUSES } },
      include: { product: true },
      // One order for every writer: concurrent syncs lock the plans' rows in the same order.
      orderBy: { id: 'asc' },
    });
    const moves: PlanMove[] = [];
    for (const plan of plans) {
      const { next, failedAt } = simulate(asSim(plan), plan.product, now, this.timings);
      if (!sameProgress(asSim(plan), next)) moves.push({ plan, next, eventAt: failedAt ?? now });
    }
    await this.move(userId, moves);
    // Remember the version read before the query: any write since (ours included) means one
    // more full sync next time, never a missed one.
    if (this.lastSync.size >= SYNC_MEMO_USERS) this.lastSync.clear();
    this.lastSync.set(userId, { second, version });
  }

  /**
   * Writes each of the user's plans to its `next` state if it is still as read, with the ledger
   * movements and notifications of the moves that won, in one transaction. Answers, per move,
   * whether it won (false: another writer moved that plan first).
   */
  async move(userId: number, moves: readonly PlanMove[]): Promise<boolean[]> {
    if (moves.length === 0) return [];
    return this.core.db.$transaction(async (tx) => {
      const won: boolean[] = [];
      for (const { plan, next } of moves) {
        const { count } = await tx.planOrder.updateMany({
          where: {
            id: plan.id,
            status: plan.status,
            consumed: plan.consumed,
            commission: plan.commission,
          },
          data: next,
        });
        won.push(count > 0);
      }
      const made = moves.filter((_, i) => won[i]);
      await applyPlanLedgers(tx, userId, made);
      await this.deps.notifications.notifyAll(
        tx,
        userId,
        made.flatMap(({ plan, next, eventAt }) =>
          planEventNotices(plan, next, eventAt, this.timings),
        ),
      );
      return won;
    });
  }
}
