import type { PlanDetail } from '@adc/contract';

/** A plan detail for the plan feature's tests: pending launch, nothing spent. */
export const PENDING_PLAN: PlanDetail = {
  id: 7,
  plan_no: 'P20261121000007',
  product: {
    id: 1,
    type: 'video',
    name: 'Sneaker video',
    cover: '/x.svg',
    min_amount: '100.00',
    max_amount: '50000.00',
  },
  put_amount: null,
  investment_amount: null,
  put_progress: 0,
  status: 'pending_launch',
  official_push: false,
  created_at: '2026-11-21T10:00:00.000Z',
  launched_at: null,
  completed_at: null,
  settled_at: null,
  content: 'c',
  rules: 'r',
  user_targeting: 'u',
  paid_amount: null,
  coupon_discount: null,
  coupon: null,
  learning_phase: { conversions: 0, target_min: 30, target_max: 50, days: 7 },
  stats: {
    impressions: 0,
    clicks: 0,
    conversions: 0,
    investment_amount: '0.00',
    coupon_budget: '0.00',
    consumed: '0.00',
    to_be_consumed: '0.00',
    revenue: '0.00',
    profit: '0.00',
  },
};

/** The same plan launched with 2,000.00 and no coupon, unless overridden. */
export function launchedPlan(overrides: Partial<PlanDetail> = {}): PlanDetail {
  return {
    ...PENDING_PLAN,
    put_amount: '2000.00',
    investment_amount: '2000.00',
    status: 'matching',
    launched_at: '2026-11-21T11:00:00.000Z',
    paid_amount: '2000.00',
    coupon_discount: '0.00',
    stats: { ...PENDING_PLAN.stats, investment_amount: '2000.00', to_be_consumed: '2000.00' },
    ...overrides,
  };
}
