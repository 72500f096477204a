import { describe, expect, it } from 'vitest';
import {
  deliveryCounts,
  forceComplete,
  forceFail,
  forceSettle,
  launchFails,
  putProgress,
  sameProgress,
  seedFromPlanNo,
  simulate,
  TYPICAL_BUDGET,
  userConsumedOf,
  type SimPlan,
  type SimProduct,
  type Timings,
} from './simulation';

const TIMINGS: Timings = {
  matchingMs: 30_000,
  completedDisplayMs: 3600_000,
  settlementMs: 24 * 3600_000,
};
const PRODUCT: SimProduct = { runHours: 10, commissionBp: 10_800 };
const LAUNCH = new Date('2026-03-01T00:00:00.000Z');
const at = (ms: number) => new Date(LAUNCH.getTime() + ms);
const HOUR = 3600_000;

function plan(overrides: Partial<SimPlan> = {}): SimPlan {
  return {
    status: 'matching',
    consumed: 0n,
    commission: 0n,
    impressions: 0,
    clicks: 0,
    conversions: 0,
    completedAt: null,
    settledAt: null,
    launchedAt: LAUNCH,
    walletPaid: 100_000n,
    bonusBudget: 0n,
    seed: 1001,
    ...overrides,
  };
}

/** Applies simulate and stores the result, as sync does. */
function step(p: SimPlan, now: Date): SimPlan {
  return { ...p, ...simulate(p, PRODUCT, now, TIMINGS).next };
}

describe('seeds', () => {
  it('derives a stable non-negative 31-bit seed from the plan number', () => {
    const seed = seedFromPlanNo('P20261121000123');
    expect(seed).toBe(seedFromPlanNo('P20261121000123'));
    expect(seed).not.toBe(seedFromPlanNo('P20261121000124'));
    expect(seed).toBeGreaterThanOrEqual(0);
    expect(seed).toBeLessThan(2 ** 31);
  });

  it('fails about one launch in twenty', () => {
    const seeds = Array.from({ length: 10_000 }, (_, i) =>
      seedFromPlanNo(`P20260101${String(i).padStart(6, '0')}`),
    );
    const failures = seeds.filter(launchFails).length;
    expect(failures / seeds.length).toBeGreaterThan(0.04);
    expect(failures / seeds.length).toBeLessThan(0.06);
    expect(launchFails(7)).toBe(true);
    expect(launchFails(1001)).toBe(false);
  });
});

describe('simulate', () => {
  it('keeps a plan matching for the matching delay, then runs it', () => {
    expect(simulate(plan(), PRODUCT, at(29_999), TIMINGS).next.status).toBe('matching');
    const running = simulate(plan(), PRODUCT, at(30_000 + HOUR), TIMINGS);
    expect(running.next.status).toBe('in_progress');
    expect(running.next.consumed).toBe(10_000n); // 1 h of 10 h
    expect(running.failedAt).toBeNull();
  });

  it('fails after matching when the seed says so, consuming nothing', () => {
    const result = simulate(plan({ seed: 27 }), PRODUCT, at(5 * HOUR), TIMINGS);
    expect(result.next.status).toBe('launch_failed');
    expect(result.next.consumed).toBe(0n);
    expect(result.failedAt).toEqual(at(30_000));
  });

  it('never fails a plan that is already running', () => {
    const running = plan({ seed: 27, status: 'in_progress', consumed: 5n });
    expect(simulate(running, PRODUCT, at(2 * HOUR), TIMINGS).next.status).toBe('in_progress');
  });

  it('consumes linearly and completes, then waits and settles on time', () => {
    const end = 30_000 + 10 * HOUR;
    const completed = simulate(plan(), PRODUCT, at(end), TIMINGS).next;
    expect(completed).toMatchObject({
      status: 'launch_completed',
      consumed: 100_000n,
      commission: 108_000n,
      completedAt: at(end),
    });
    expect(simulate(plan(), PRODUCT, at(end + HOUR - 1), TIMINGS).next.status).toBe(
      'launch_completed',
    );
    expect(simulate(plan(), PRODUCT, at(end + HOUR), TIMINGS).next.status).toBe(
      'waiting_settlement',
    );
    const settled = simulate(plan(), PRODUCT, at(end + 24 * HOUR), TIMINGS).next;
    expect(settled).toMatchObject({
      status: 'settled',
      settledAt: at(end + 24 * HOUR),
      completedAt: at(end),
    });
  });

  it('is idempotent and reaches the same state whether synced often or once', () => {
    let often = plan();
    for (let t = 0; t <= 40 * HOUR; t += 7 * 60_000 + 13) often = step(often, at(t));
    often = step(often, at(40 * HOUR));
    const once = step(plan(), at(40 * HOUR));
    expect(sameProgress(often, once)).toBe(true);
    expect(sameProgress(step(once, at(40 * HOUR)), once)).toBe(true);
  });

  it('leaves final and unlaunched plans alone', () => {
    for (const status of ['pending_launch', 'launch_failed', 'settled'] as const) {
      const p = plan({ status });
      expect(sameProgress(simulate(p, PRODUCT, at(100 * HOUR), TIMINGS).next, p)).toBe(true);
    }
    const unlaunched = plan({ status: 'pending_launch', launchedAt: null });
    expect(simulate(unlaunched, PRODUCT, at(HOUR), TIMINGS).next.status).toBe('pending_launch');
  });

  it('follows a forced completion time rather than the run time', () => {
    const forced = {
      ...plan({ status: 'in_progress' }),
      ...forceComplete(plan(), PRODUCT, at(HOUR)),
    };
    expect(forced.consumed).toBe(100_000n);
    expect(step(forced, at(2 * HOUR + 1)).status).toBe('waiting_settlement');
    expect(step(forced, at(25 * HOUR)).status).toBe('settled');
  });
});

describe('forced transitions', () => {
  it('fail keeps what was consumed; settle completes first', () => {
    const running = step(plan(), at(30_000 + 5 * HOUR));
    expect(forceFail(running)).toMatchObject({
      status: 'launch_failed',
      consumed: running.consumed,
    });
    const settled = forceSettle(running, PRODUCT, at(6 * HOUR));
    expect(settled).toMatchObject({
      status: 'settled',
      consumed: 100_000n,
      completedAt: at(6 * HOUR),
      settledAt: at(6 * HOUR),
    });
  });
});

describe('money maths', () => {
  it('splits consumption into exact user steps that sum to what the wallet paid', () => {
    const p = { walletPaid: 98_001n, bonusBudget: 2_003n };
    let total = 0n;
    let previous = 0n;
    for (let consumed = 0n; consumed <= 100_004n; consumed += 997n) {
      total += userConsumedOf(p, consumed) - userConsumedOf(p, previous);
      previous = consumed;
    }
    total += userConsumedOf(p, 100_004n) - userConsumedOf(p, previous);
    expect(total).toBe(98_001n);
    expect(userConsumedOf(p, 50_002n)).toBe((98_001n * 50_002n) / 100_004n);
  });

  it('reports progress as a floored percentage', () => {
    expect(putProgress({ walletPaid: 300n, bonusBudget: 0n, consumed: 0n })).toBe(0);
    expect(putProgress({ walletPaid: 300n, bonusBudget: 0n, consumed: 299n })).toBe(99);
    expect(putProgress({ walletPaid: 200n, bonusBudget: 100n, consumed: 300n })).toBe(100);
    expect(putProgress({ walletPaid: 0n, bonusBudget: 0n, consumed: 0n })).toBe(0);
  });

  it('grows delivery counts monotonically, reaching the learning phase for a typical 1000.00 plan', () => {
    const conversions = Array.from(
      { length: 500 },
      (_, seed) => deliveryCounts(seed * 7919, TYPICAL_BUDGET).conversions,
    );
    expect(Math.min(...conversions)).toBe(30);
    expect(Math.max(...conversions)).toBe(50);
    let last = deliveryCounts(1001, 0n);
    expect(last).toEqual({ impressions: 0, clicks: 0, conversions: 0 });
    for (let consumed = 1_000n; consumed <= 100_000n; consumed += 1_000n) {
      const counts = deliveryCounts(1001, consumed);
      expect(counts.impressions).toBeGreaterThanOrEqual(last.impressions);
      expect(counts.clicks).toBeGreaterThanOrEqual(last.clicks);
      expect(counts.conversions).toBeGreaterThanOrEqual(last.conversions);
      last = counts;
    }
    expect(deliveryCounts(1001, 100_000n)).toEqual(deliveryCounts(1001, 100_000n));
  });
});
