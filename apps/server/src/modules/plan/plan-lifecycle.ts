import { dbProvider } from '@adc/db';
import type { Core } from '../../core';
import { TableMemo } from '../../lib/table-memo';
import type { NotificationService } from '../notification/notification-service';
import { planEventNotices } from './plan-events';
import { applyPlanLedgers, type PlanMove } from './plan-ledger';
import { asSim } from './plan-rows';
import { ACTIVE_STATUSES, sameProgress, simulate, type Timings } from './simulation';

/** Syncs (user and simulated second) remembered at most (the memo is cleared beyond). */
const SYNC_MEMO_ENTRIES = 10_000;

/**
 * The delivery lifecycle on the simulation clock: matching, delivery, completion and settlement
 * of a user's launched plans follow the user's time (see simulation.ts for the maths and
 * plan-ledger.ts for the money). Nothing runs in the background: a plan moves when its user's
 * plans are read (`sync`), or when QA forces it (`move`).
 */
export class PlanLifecycle {
  /**
   * The syncs done, by user and simulated second, until a table the sync reads is written: plans
   * move in whole simulated seconds, so a second sync within the same second, with neither plans
   * nor products written since, has nothing to do (SQLite only, where writes are counted per table).
   */
  private readonly done: TableMemo<true>;
  /** Each user's syncs, one after another (the tail of the queue while one runs). */
  private readonly queues = new Map<number, Promise<unknown>>();

  constructor(
    private readonly core: Core,
    private readonly deps: { notifications: NotificationService },
  ) {
    const sqlite = dbProvider(core.config.databaseUrl) === 'sqlite';
    this.done = new TableMemo(['PlanOrder', 'Product'], sqlite, () => true, SYNC_MEMO_ENTRIES);
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
    if (at) return this.syncAt(userId, at);
    // One user's syncs take turns: of many calls at once (a page's parallel reads, a client's
    // retries) the first moves the plans, the next checks that nothing is left to move, and the
    // rest find that in the memo. Side by side, each would read and simulate every active plan,
    // and with thousands of them the server fell behind for good.
    await this.inTurn(userId, async () => {
      const now = this.core.clock.nowFor(userId);
      // The memo reads the write counts before the sync: any write since (its own moves
      // included) means one more full sync next time, never a missed one.
      await this.done.get(`${userId}@${Math.floor(now.getTime() / 1000)}`, async () => {
        await this.syncAt(userId, now);
        return true;
      });
    });
  }

  private inTurn(userId: number, task: () => Promise<void>): Promise<void> {
    const run = (this.queues.get(userId) ?? Promise.resolve()).then(task);
    const tail = run.catch(() => undefined);
    this.queues.set(userId, tail);
    void tail.then(() => {
      if (this.queues.get(userId) === tail) this.queues.delete(userId);
    });
    return run;
  }

  private async syncAt(userId: number, now: Date): Promise<void> {
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
