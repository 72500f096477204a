import type { PlanStatus } from '@adc/contract';
import type { Db, PlanOrder as PlanOrderRow } from '@adc/db';
import { dataError } from '../../lib/errors';
import type { PlanWithCoupon, PlanWithProduct } from './plan-dto';
import type { SimPlan } from './simulation';

/** The user's plan `id` with its product; a missing plan or another user's is a data error. */
export async function ownPlan(db: Db, userId: number, id: number): Promise<PlanWithProduct> {
  const plan = await db.planOrder.findUnique({ where: { id }, include: { product: true } });
  if (!plan || plan.userId !== userId) throw dataError();
  return plan;
}

/** The user's plan `id` with its product and the coupon it was launched with (its detail). */
export async function ownPlanWithCoupon(
  db: Db,
  userId: number,
  id: number,
): Promise<PlanWithCoupon> {
  const plan = await db.planOrder.findUnique({
    where: { id },
    include: { product: true, coupon: true },
  });
  if (!plan || plan.userId !== userId) throw dataError();
  return plan;
}

/** A stored plan as the simulation reads it. */
export function asSim(plan: PlanOrderRow): SimPlan {
  return { ...plan, status: plan.status as PlanStatus };
}
