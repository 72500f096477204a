import { describe, expect, it } from 'vitest';
import { parentPath } from './paths';

describe('parentPath', () => {
  it('is the route a nested page sits under', () => {
    expect(parentPath('/plan/detail')).toBe('/plan');
    expect(parentPath('/wallet/bind-card/')).toBe('/wallet');
    expect(parentPath('/ad-center/coupons')).toBe('/ad-center');
  });

  it('is null for a top-level page or an unknown parent', () => {
    expect(parentPath('/wallet')).toBeNull();
    expect(parentPath('/ad-center')).toBeNull();
    expect(parentPath('/nowhere/page')).toBeNull();
  });
});
