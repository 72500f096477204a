import { describe, expect, it } from 'vitest';
import { isLive, parsePlanFilter, parsePlanId, PLAN_FILTERS } from './status';

describe('plan status helpers', () => {
  it('offers all plus the seven statuses', () => {
    expect(PLAN_FILTERS).toEqual([
      'all',
      'pending_launch',
      'matching',
      'in_progress',
      'launch_failed',
      'launch_completed',
      'waiting_settlement',
      'settled',
    ]);
  });

  it('reads the filter from the URL, unknown → all', () => {
    expect(parsePlanFilter('matching')).toBe('matching');
    expect(parsePlanFilter(null)).toBe('all');
    expect(parsePlanFilter('bogus')).toBe('all');
  });

  it('only matching and in-progress plans are live', () => {
    expect(isLive('matching')).toBe(true);
    expect(isLive('in_progress')).toBe(true);
    expect(isLive('pending_launch')).toBe(false);
    expect(isLive('settled')).toBe(false);
    expect(isLive(undefined)).toBe(false);
  });

  it('parses ?id= as a positive integer', () => {
    expect(parsePlanId('12')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '9'.repeat(20)])
      expect(parsePlanId(bad)).toBeNull();
  });
});
