import { describe, expect, it } from 'vitest';
import { formatBadge } from './format';

describe('formatBadge (UNREAD_BADGE_CAP)', () => {
  it('is empty for nothing unread', () => {
    expect(formatBadge(0)).toBe('');
    expect(formatBadge(undefined)).toBe('');
    expect(formatBadge(-3)).toBe('');
  });

  it('shows the count up to 99', () => {
    expect(formatBadge(1)).toBe('1');
    expect(formatBadge(99)).toBe('99');
  });

  it('shows 99+ above 99', () => {
    expect(formatBadge(100)).toBe('99+');
    expect(formatBadge(12345)).toBe('99+');
  });
});
