import type { PlanOrder as PlanOrderRow, Tx } from '@adc/db';
import { movePending, post, recordInformational } from '../wallet/ledger';
import { userConsumedOf, type PlanProgress } from './simulation';

/**
 * The wallet side of a plan moving from its stored state to `next`, inside the transaction that
 * (conditionally) wrote `next`:
 * - consumption: the user's share of the newly consumed budget leaves to_be_consumed (spent, no flow);
 * - commission: newly earned commission accrues in to_be_settled (no flow yet);
 * - failure: the unspent wallet money comes back (`system_chargeback`), and commission earned before
 *   a (QA-forced) mid-run failure is paid out at once (`profit_sharing`) so nothing stays pending;
 * - completion: an informational `ad_serving` flow of the user's money spent on the plan
 *   (walletPaid; the platform-funded part is not the user's money), which changes no balance;
 * - settlement: the commission moves from to_be_settled to available (`profit_sharing`).
 * Flows are dated at the event they record (not at the sync that noticed it).
 */
export async function applyPlanLedger(
  tx: Tx,
  plan: PlanOrderRow,
  next: PlanProgress,
  eventAt: Date,
): Promise<void> {
  const ref = { userId: plan.userId, remark: plan.planNo, refType: 'plan', refId: plan.id };
  const userConsumed = userConsumedOf(plan, next.consumed);
  const spent = userConsumed - userConsumedOf(plan, plan.consumed);
  const earned = next.commission - plan.commission;
  if (spent !== 0n || earned !== 0n)
    await movePending(tx, plan.userId, { toBeConsumed: -spent, toBeSettled: earned });

  if (next.status === 'launch_failed' && plan.status !== 'launch_failed') {
    const refund = plan.walletPaid - userConsumed;
    if (refund > 0n)
      await post(tx, {
        ...ref,
        type: 'system_chargeback',
        amount: refund,
        toBeConsumed: -refund,
        at: eventAt,
      });
    if (next.commission > 0n) {
      await post(tx, {
        ...ref,
        type: 'profit_sharing',
        amount: next.commission,
        toBeSettled: -next.commission,
        at: eventAt,
      });
    }
  }
  if (!plan.completedAt && next.completedAt && plan.walletPaid > 0n) {
    await recordInformational(tx, {
      ...ref,
      type: 'ad_serving',
      amount: -plan.walletPaid,
      at: next.completedAt,
    });
  }
  if (next.status === 'settled' && plan.status !== 'settled' && next.commission > 0n) {
    await post(tx, {
      ...ref,
      type: 'profit_sharing',
      amount: next.commission,
      toBeSettled: -next.commission,
      at: next.settledAt ?? eventAt,
    });
  }
}
