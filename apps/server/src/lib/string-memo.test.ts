import { describe, expect, it } from 'vitest';
import { memoizeByString } from './string-memo';

describe('memoizeByString', () => {
  it('computes each input once, undefined results included', () => {
    const calls: string[] = [];
    const lookup = memoizeByString((input) => {
      calls.push(input);
      return input === 'none' ? undefined : input.length;
    });
    expect([lookup('abc'), lookup('abc'), lookup('none'), lookup('none')]).toEqual([
      3,
      3,
      undefined,
      undefined,
    ]);
    expect(calls).toEqual(['abc', 'none']);
  });

  it('stays within its limit and still answers right after clearing', () => {
    let calls = 0;
    const double = memoizeByString((input) => ((calls += 1), input + input), 2);
    expect([double('a'), double('b'), double('c'), double('a')]).toEqual(['aa', 'bb', 'cc', 'aa']);
    expect(calls).toBe(4);
  });
});
