import { describe, expect, it } from 'vitest';
import { recentMonths } from './date';

describe('recentMonths', () => {
  it('lists the current month and the 11 before it, newest first, across the year boundary', () => {
    const months = recentMonths(new Date(2026, 1, 15));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-02');
    expect(months[1]).toBe('2026-01');
    expect(months[2]).toBe('2025-12');
    expect(months[11]).toBe('2025-03');
  });
});
