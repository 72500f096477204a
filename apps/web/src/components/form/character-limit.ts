import { useRef, type CompositionEvent } from 'react';
import { truncateCharacters } from '@adc/domain/text';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

export interface CharacterLimitOptions {
  /** Applied to the typed value before the cut (e.g. `normalizeCode`). */
  normalize?: (value: string) => string;
}

/** The props `useCharacterLimit` returns, to spread on an input or a textarea. */
export interface CharacterLimitProps<E extends TextControl> {
  onChange: (value: string) => void;
  onCompositionStart: (event: CompositionEvent<E>) => void;
  onCompositionEnd: (event: CompositionEvent<E>) => void;
}

/**
 * Limits a text control to `max` characters (Unicode code points), as the server and the
 * contract's limits count them, instead of the native `maxLength`, which counts UTF-16 units (an
 * emoji as two, so a 32-character nickname held 16 emoji). A longer value (typed or pasted) is cut
 * at `max` characters, never inside an emoji's surrogate pair.
 *
 * While an input method composes (pinyin, kana, Hangul…) the value passes through as typed: a
 * value changed under a composition ends it, or leaves half a syllable. The value is normalized
 * and cut when the composition ends.
 *
 *   const limit = useCharacterLimit(ACCEPTANCE_CODE_MAX, setCode, { normalize: normalizeCode });
 *   <Input value={code} {...limit} />
 */
export function useCharacterLimit<E extends TextControl = HTMLInputElement>(
  max: number | undefined,
  onChange: ((value: string) => void) | undefined,
  { normalize }: CharacterLimitOptions = {},
): CharacterLimitProps<E> {
  const composing = useRef(false);
  const settle = (value: string) => {
    const normalized = normalize ? normalize(value) : value;
    return max === undefined ? normalized : truncateCharacters(normalized, max);
  };
  return {
    onChange: (value) => onChange?.(composing.current ? value : settle(value)),
    onCompositionStart: () => {
      composing.current = true;
    },
    onCompositionEnd: (event) => {
      composing.current = false;
      const value = event.currentTarget.value;
      const settled = settle(value);
      if (settled !== value) onChange?.(settled);
    },
  };
}
