import { describe, expect, it } from 'vitest';
import { maskAccount } from './account';

describe('maskAccount', () => {
  it('keeps the last 4 characters after "****" and a no-break space', () => {
    expect(maskAccount('6222000011113445')).toBe('****\u00a03445');
    expect(maskAccount('6222 0000 1234 5678')).toBe('****\u00a05678');
    expect(maskAccount('TQ9x8kLmNoPqRsTuVwXyZ0123456789ab')).toBe('****\u00a089ab');
  });

  it('never breaks between the stars and the digits (no ordinary space)', () => {
    expect(maskAccount('6222000011113445')).not.toMatch(/\s(?<!\u00a0)/);
  });

  it('shows an account of 4 characters or fewer as it is', () => {
    expect(maskAccount('123')).toBe('123');
    expect(maskAccount(' 12 34 ')).toBe('1234');
  });
});
