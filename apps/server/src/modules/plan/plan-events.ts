import type { PlanOrder as PlanOrderRow } from '@adc/db';
import { HOUR_MS } from '@adc/domain';
import { moneyParam as money } from '../../lib/platform-text';
import type { MoneyEvent, NoticeParams } from '../notification/notification-service';
import { userConsumedOf, type PlanProgress, type Timings } from './simulation';

export interface PlanNotice {
  event: MoneyEvent;
  params: NoticeParams;
  /** When it happened (the notification is dated at it, not at the sync that noticed it). */
  at: Date;
}

/**
 * The money events of a plan moving from its stored state to `next`: launch failed (with the
 * refund), launch completed and settled (with the profit, revenue − consumed). A plan that
 * completes and settles within one step gives both, in that order.
 */
export function planEventNotices(
  plan: PlanOrderRow,
  next: PlanProgress,
  eventAt: Date,
  timings: Pick<Timings, 'settlementMs'>,
): PlanNotice[] {
  const notices: PlanNotice[] = [];
  const plan_no = plan.planNo;
  const results = {
    consumed: money(next.consumed),
    revenue: money(next.commission),
    profit: money(next.commission - next.consumed),
  };
  if (next.status === 'launch_failed' && plan.status !== 'launch_failed') {
    const refund = plan.walletPaid - userConsumedOf(plan, next.consumed);
    notices.push({
      event: 'launch_failed',
      params: { plan_no, refund: money(refund > 0n ? refund : 0n) },
      at: eventAt,
    });
  }
  if (!plan.completedAt && next.completedAt) {
    notices.push({
      event: 'launch_completed',
      params: { plan_no, ...results, settlement_h: Math.round(timings.settlementMs / HOUR_MS) },
      at: next.completedAt,
    });
  }
  if (next.status === 'settled' && plan.status !== 'settled') {
    notices.push({
      event: 'settled',
      params: { plan_no, revenue: results.revenue, profit: results.profit },
      at: next.settledAt ?? eventAt,
    });
  }
  return notices;
}
