import { describe, expect, it } from 'vitest';
import { convertPxToVw } from './postcss-px-to-vw';

describe('px → vw', () => {
  const opts = { designWidth: 375 };
  it('converts px against the design width', () => {
    expect(convertPxToVw('375px', opts)).toBe('100vw');
    expect(convertPxToVw('0 16px 8px', opts)).toBe('0 4.2667vw 2.1333vw');
    expect(convertPxToVw('calc(100% - 44px)', opts)).toBe('calc(100% - 11.7333vw)');
  });

  it('keeps hairlines, strings and urls', () => {
    expect(convertPxToVw('1px solid #eee', opts)).toBe('1px solid #eee');
    expect(convertPxToVw('url(a-16px.png)', opts)).toBe('url(a-16px.png)');
    expect(convertPxToVw('"12px"', opts)).toBe('"12px"');
  });
});
