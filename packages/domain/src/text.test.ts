import { describe, expect, it } from 'vitest';
import { characterCount, truncateCharacters } from './text';

describe('characterCount', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['😀', 1],
    ['a😀b', 3],
    ['𠀀𠀀', 2],
    ['中文', 2],
  ])('%j → %i', (text, count) => {
    expect(characterCount(text)).toBe(count);
  });
});

describe('truncateCharacters', () => {
  it.each([
    ['abcdef', 3, 'abc'],
    ['abc', 3, 'abc'],
    ['ab', 3, 'ab'],
    ['😀😀😀😀', 3, '😀😀😀'],
    ['a😀b', 2, 'a😀'],
    ['ab😀', 2, 'ab'],
    ['😀', 0, ''],
  ])('%j cut to %i → %j', (text, max, cut) => {
    expect(truncateCharacters(text, max)).toBe(cut);
  });

  it('never leaves half of a surrogate pair', () => {
    const cut = truncateCharacters('x'.repeat(99) + '😀😀', 100);
    expect(cut).toBe('x'.repeat(99) + '😀');
    expect(cut.endsWith('\uD83D')).toBe(false);
  });
});
