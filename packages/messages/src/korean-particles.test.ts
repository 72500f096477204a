import { describe, expect, it } from 'vitest';
import { catalogue } from './index';
import { platformCatalogue } from './platform';
import { uiCatalogue } from './ui';

type Tree = { readonly [k: string]: string | Tree };

function leaves(node: Tree, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([k, v]): [string, string][] => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? [[key, v]] : leaves(v, key);
  });
}

/** Every Korean text of the three catalogues (server messages, UI, platform texts). */
const KOREAN: [string, string][] = [
  ...leaves(catalogue.kor as unknown as Tree, 'messages'),
  ...leaves(uiCatalogue.kor as unknown as Tree, 'ui'),
  ...leaves(platformCatalogue.kor as unknown as Tree, 'platform'),
];

/** The generic "either particle" notation: 은(는), 이(가), 을(를), (으)로, 과(와)… */
const GENERIC_PARTICLE = /[은는이가을를과와]\([은는이가을를과와]\)|\((으|이|아|야)\)/u;

/**
 * A particle right after a placeholder: its form depends on the value's last syllable, which the
 * text cannot know. Invariant particles (의, 에, 에서, 에는, 도, 만) are fine.
 */
const PARTICLE_AFTER_PLACEHOLDER =
  /\}\}(은|는|이|가|을|를|과|와|으로|로|이나|나|아|야)(?![가-힣])/u;

const offenders = (pattern: RegExp): string[] =>
  KOREAN.filter(([, text]) => pattern.test(text)).map(([key]) => key);

describe('Korean texts read naturally', () => {
  it('the patterns catch the generic notation they are meant for', () => {
    expect('{{field}}은(는) 필수 항목입니다').toMatch(GENERIC_PARTICLE);
    expect('{{amount}}(으)로 집행').toMatch(GENERIC_PARTICLE);
    expect('{{field}}이 올바르지 않습니다').toMatch(PARTICLE_AFTER_PLACEHOLDER);
    expect('{{field}}에는 제어 문자').not.toMatch(PARTICLE_AFTER_PLACEHOLDER);
    expect('{{field}} 값이 올바르지 않습니다').not.toMatch(PARTICLE_AFTER_PLACEHOLDER);
  });

  it('no text uses the generic particle notation', () => {
    expect(KOREAN.length).toBeGreaterThan(300);
    expect(offenders(GENERIC_PARTICLE)).toEqual([]);
  });

  it('no text puts a variable particle right after a placeholder', () => {
    expect(offenders(PARTICLE_AFTER_PLACEHOLDER)).toEqual([]);
  });

  it('a validation message names its field without a particle on it', () => {
    expect(catalogue.kor.validation.required).toBe('{{field}} 항목은 필수입니다');
    expect(catalogue.kor.validation.invalid).toBe('{{field}} 값이 올바르지 않습니다');
  });
});
