import type { PlanOrder as PlanOrderRow, Tx } from '@adc/db';
import { postAll, type BatchFlow, type LedgerBatch } from '../wallet/ledger';
import { userConsumedOf, type PlanProgress } from './simulation';

/** A plan moving from its stored state (`plan`) to `next`; its flows are dated at `eventAt`. */
export interface PlanMove {
  plan: PlanOrderRow;
  next: PlanProgress;
  eventAt: Date;
}

/**
 * The wallet side of a plan moving from its stored state to `next`:
 * - consumption: the user's share of the newly consumed budget leaves to_be_consumed (spent, no flow);
 * - commission: newly earned commission accrues in to_be_settled (no flow yet);
 * - failure: the unspent wallet money comes back (`system_chargeback`), and commission earned before
 *   a (QA-forced) mid-run failure is paid out at once (`profit_sharing`) so nothing stays pending;
 * - completion: an informational `ad_serving` flow of the user's money spent on the plan
 *   (walletPaid; the platform-funded part is not the user's money), which changes no balance;
 * - settlement: the commission moves from to_be_settled to available (`profit_sharing`).
 * Flows are dated at the event they record (not at the sync that noticed it).
 */
export function planLedger({ plan, next, eventAt }: PlanMove): LedgerBatch {
  const ref = { userId: plan.userId, remark: plan.planNo, refType: 'plan', refId: plan.id };
  const userConsumed = userConsumedOf(plan, next.consumed);
  const spent = userConsumed - userConsumedOf(plan, plan.consumed);
  const earned = next.commission - plan.commission;
  const flows: BatchFlow[] = [];

  if (next.status === 'launch_failed' && plan.status !== 'launch_failed') {
    const refund = plan.walletPaid - userConsumed;
    if (refund > 0n)
      flows.push({
        ...ref,
        type: 'system_chargeback',
        amount: refund,
        toBeConsumed: -refund,
        at: eventAt,
      });
    if (next.commission > 0n)
      flows.push({
        ...ref,
        type: 'profit_sharing',
        amount: next.commission,
        toBeSettled: -next.commission,
        at: eventAt,
      });
  }
  if (!plan.completedAt && next.completedAt && plan.walletPaid > 0n)
    flows.push({ ...ref, type: 'ad_serving', amount: -plan.walletPaid, at: next.completedAt });
  if (next.status === 'settled' && plan.status !== 'settled' && next.commission > 0n)
    flows.push({
      ...ref,
      type: 'profit_sharing',
      amount: next.commission,
      toBeSettled: -next.commission,
      at: next.settledAt ?? eventAt,
    });
  return { flows, pending: { toBeConsumed: -spent, toBeSettled: earned } };
}

/**
 * The wallet side of several moves of one user's plans, inside the transaction that
 * (conditionally) wrote them: one balance update and one insert of flows, in plan order.
 */
export async function applyPlanLedgers(
  tx: Tx,
  userId: number,
  moves: readonly PlanMove[],
): Promise<void> {
  const batches = moves.map(planLedger);
  await postAll(tx, userId, {
    flows: batches.flatMap((batch) => batch.flows),
    pending: {
      toBeConsumed: sum(batches.map((batch) => batch.pending?.toBeConsumed ?? 0n)),
      toBeSettled: sum(batches.map((batch) => batch.pending?.toBeSettled ?? 0n)),
    },
  });
}

const sum = (values: readonly bigint[]): bigint => values.reduce((a, b) => a + b, 0n);
