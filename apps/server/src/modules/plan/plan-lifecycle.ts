import { dbProvider, type PlanOrder as PlanOrderRow } from '@adc/db';
import type { Core } from '../../core';
import { TableMemo } from '../../lib/table-memo';
import type { NotificationService } from '../notification/notification-service';
import { planEventNotices } from './plan-events';
import { applyPlanLedgers, planLedger, type PlanMove } from './plan-ledger';
import { asSim } from './plan-rows';
import {
  ACTIVE_STATUSES,
  sameProgress,
  simulate,
  type PlanProgress,
  type Timings,
} from './simulation';

/** Users whose last sync is remembered, at most (the memo is cleared beyond). */
const SYNC_MEMO_ENTRIES = 10_000;
/** A sync whose status changes keep losing to concurrent writers gives up after this many reads. */
const SYNC_ATTEMPTS = 20;

/**
 * The delivery lifecycle on the simulation clock: matching, delivery, completion and settlement
 * of a user's launched plans follow the user's time (see simulation.ts for the maths and
 * plan-ledger.ts for the money). Nothing runs in the background: a plan moves when its user's
 * plans are read (`sync`), or when QA forces it (`move`).
 *
 * Only a plan's changes of status are written (matching → in progress, failed, completed,
 * settled), with their money. Between them a running plan's consumption moves every simulated
 * second, and is derived when read: `sync` answers it as a `LiveProgress`, which the readers lay
 * over the stored plans and balances. So reading never writes unless a plan changed status.
 */
export class PlanLifecycle {
  /**
   * Each user's last sync, with its simulated second, until a table the sync reads is written:
   * plans move in whole simulated seconds, so a second sync within the same second, with neither
   * plans nor products written since, finds what the first found (SQLite only, where writes are
   * counted per table). One entry a user: it holds the user's running plans.
   */
  private readonly done: TableMemo<{ second: number; live: LiveProgress }>;
  /** The changes of status this process wrote, per user (see withLive). */
  private readonly writes = new UserWrites(SYNC_MEMO_ENTRIES);
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
   * Brings every active plan of the user up to the user's simulation clock: writes the changes of
   * status due by now, all in one transaction (a user back after months settles every plan at
   * once), and answers how far the running plans are beyond what is stored. Idempotent and
   * race-safe: each plan is written conditionally on the state it was read in, and its ledger
   * movements are made only when that write won, so concurrent syncs cannot apply a step twice.
   * One query when no status changes. `at` (default: the user's clock) lets the seed derive its
   * plans at the very instant it seeded them, so a reset always produces the same rows.
   */
  async sync(userId: number, at?: Date): Promise<LiveProgress> {
    if (at) return this.syncAt(userId, at);
    // One user's syncs take turns: of many calls at once (a page's parallel reads, a client's
    // retries) the first writes what changed, the next finds nothing to write and the rest find
    // its answer in the memo. Side by side, each would read and simulate every active plan, and
    // with thousands of them the server fell behind for good.
    return this.inTurn(userId, async () => {
      const now = this.core.clock.nowFor(userId);
      const second = Math.floor(now.getTime() / 1000);
      // The memo reads the write counts before the sync: any write since (its own included)
      // means one more full sync next time, never a stale answer.
      const done = await this.done.get(
        String(userId),
        async () => ({ second, live: await this.syncAt(userId, now) }),
        (last) => last.second === second,
      );
      return done.live;
    });
  }

  /**
   * Stored figures that the running plans' progress is laid over (balances, statistics totals):
   * read by `read` before the sync, and again when this process wrote a change of status of the
   * user meanwhile (this read's own sync, or another request's). In this order a change of status
   * that another instance writes between the two reads leaves that plan's figures as they stood
   * before it for one read (the stored figures predate the change, and the sync no longer finds
   * the plan running), where the other order counted its progress twice: once in stored figures
   * that hold it, once in the live progress that adds it again.
   */
  async withLive<T>(
    userId: number,
    read: () => Promise<T>,
  ): Promise<{ stored: T; live: LiveProgress }> {
    for (let attempt = 1; ; attempt++) {
      const mark = this.writes.mark();
      const stored = await read();
      const live = await this.sync(userId);
      if (!this.writes.since(userId, mark) || attempt >= SYNC_ATTEMPTS) return { stored, live };
    }
  }

  private inTurn<T>(userId: number, task: () => Promise<T>): Promise<T> {
    const run = (this.queues.get(userId) ?? Promise.resolve()).then(task);
    const tail = run.catch(() => undefined);
    this.queues.set(userId, tail);
    void tail.then(() => {
      if (this.queues.get(userId) === tail) this.queues.delete(userId);
    });
    return run;
  }

  private async syncAt(userId: number, now: Date): Promise<LiveProgress> {
    for (let attempt = 1; ; attempt++) {
      const plans = await this.core.db.planOrder.findMany({
        where: { userId, status: { in: ACTIVE_STATUSES } },
        include: { product: true },
        // One order for every writer: concurrent syncs lock the plans' rows in the same order.
        orderBy: { id: 'asc' },
      });
      const changes: PlanMove[] = [];
      const running: PlanMove[] = [];
      for (const plan of plans) {
        const { next, failedAt } = simulate(asSim(plan), plan.product, now, this.timings);
        if (sameProgress(asSim(plan), next)) continue;
        const move = { plan, next, eventAt: failedAt ?? now };
        (sameStage(plan, next) ? running : changes).push(move);
      }
      if (changes.length === 0) return new LiveProgress(running);
      const won = await this.move(userId, changes);
      // A change another writer made first leaves the plan where this sync did not read it.
      if (won.every(Boolean) || attempt >= SYNC_ATTEMPTS) return new LiveProgress(running);
    }
  }

  /**
   * Writes each of the user's plans to its `next` state if it is still as read, with the ledger
   * movements and notifications of the moves that won, in one transaction. Answers, per move,
   * whether it won (false: another writer moved that plan first).
   */
  async move(userId: number, moves: readonly PlanMove[]): Promise<boolean[]> {
    if (moves.length === 0) return [];
    const won = await this.core.db.$transaction(async (tx) => {
      const wins: boolean[] = [];
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
        wins.push(count > 0);
      }
      const made = moves.filter((_, i) => wins[i]);
      await applyPlanLedgers(tx, userId, made);
      await this.deps.notifications.notifyAll(
        tx,
        userId,
        made.flatMap(({ plan, next, eventAt }) =>
          planEventNotices(plan, next, eventAt, this.timings),
        ),
      );
      return wins;
    });
    if (won.some(Boolean)) this.writes.note(userId);
    return won;
  }
}

/** Which users this process wrote a change of status for, since a mark: a counter, and per user its value at their last write. */
class UserWrites {
  private count = 0;
  private readonly last = new Map<number, number>();
  /** Marks up to this count may have lost their users' entries (the map is cleared when full). */
  private forgotten = 0;

  constructor(private readonly limit: number) {}

  mark(): number {
    return this.count;
  }

  note(userId: number): void {
    this.count += 1;
    if (this.last.size >= this.limit) {
      this.last.clear();
      this.forgotten = this.count;
    }
    this.last.set(userId, this.count);
  }

  /** Whether a change of the user's was written after `mark` (when unsure: yes). */
  since(userId: number, mark: number): boolean {
    return (this.last.get(userId) ?? 0) > mark || this.forgotten > mark;
  }
}

/** Whether a plan moved within its stage (consumption only), which is derived and not written. */
function sameStage(plan: PlanOrderRow, next: PlanProgress): boolean {
  return (
    plan.status === next.status &&
    plan.completedAt?.getTime() === next.completedAt?.getTime() &&
    plan.settledAt?.getTime() === next.settledAt?.getTime()
  );
}

/**
 * How far the user's running plans are beyond their stored rows at the moment of a sync: their
 * consumption, delivery counts and commission, and the wallet's pending balances that follow.
 */
export class LiveProgress {
  private readonly byId: ReadonlyMap<number, PlanMove>;

  constructor(readonly running: readonly PlanMove[]) {
    this.byId = new Map(running.map((move) => [move.plan.id, move]));
  }

  /** A stored plan as it stands now (as stored when it was written since the sync read it). */
  plan<T extends PlanOrderRow>(row: T): T {
    const move = this.byId.get(row.id);
    if (!move || !sameProgress(asSim(row), asSim(move.plan))) return row;
    return { ...row, ...move.next };
  }

  /** What the stored wallet does not hold yet: the user's share of the consumption (leaving to_be_consumed) and the commission earned (accruing in to_be_settled). */
  get pending(): { toBeConsumed: bigint; toBeSettled: bigint } {
    let toBeConsumed = 0n;
    let toBeSettled = 0n;
    for (const move of this.running) {
      const { pending } = planLedger(move);
      toBeConsumed += pending?.toBeConsumed ?? 0n;
      toBeSettled += pending?.toBeSettled ?? 0n;
    }
    return { toBeConsumed, toBeSettled };
  }
}
