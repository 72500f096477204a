/**
 * Where a notification's preview may be cut. The list shows the first two lines of a content and
 * an ellipsis; left to CSS (`-webkit-line-clamp`), Chromium makes room for its "…" by dropping
 * characters from the end of the second line, wherever they fall: in Thai, which has no spaces
 * between words, it read "กำไร 180.0…" and "ใช้บริกา…" (a number, a word cut in two). The preview
 * is cut here instead, at a word boundary of the text's language (Intl.Segmenter, granularity
 * 'word'), never inside a number ("1,234.56", "−80.00", "5%", "#1024") or a grapheme.
 *
 * `previewCuts` lists the offsets a cut may take, `cutAt` writes the cut text, `fitPreview` finds
 * the longest cut a test accepts, and `use-fitted-preview.ts` asks it for the preview's two lines
 * as laid out.
 */

export const ELLIPSIS = '…';

/** A sign, currency symbol or number sign written against the digits that follow it. */
const BEFORE_NUMBER = /[+\-−±#№$€£¥₩₫฿₱₹]$/u;
/** A percent or per-mille sign written against the digits before it. */
const AFTER_NUMBER = /^[%‰‱]/u;
/** What a preview does not end with before its ellipsis: spaces, opening brackets, separators. */
const TRAILING = /[\s\p{Ps}\p{Pi}\p{Pd},.:;、，。：；!?！？]+$/u;
/** A digit or a number's inner separator (grouping, decimal mark, narrow no-break space). */
const NUMBER_PART = /[\p{Nd}.,\u00a0\u202f'’]/u;

type Granularity = 'word' | 'grapheme';

function segmenter(locale: string, granularity: Granularity): Intl.Segmenter | null {
  if (typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') return null;
  try {
    return new Intl.Segmenter(locale, { granularity });
  } catch {
    return null;
  }
}

/** Whether a cut at `index` would split a number (its digits, or a sign written against them). */
function insideNumber(text: string, index: number): boolean {
  const before = text.slice(0, index);
  const after = text.slice(index);
  if (/\p{Nd}$/u.test(before) && AFTER_NUMBER.test(after)) return true;
  if (BEFORE_NUMBER.test(before) && /^\p{Nd}/u.test(after)) return true;
  // Digits on both sides, or a separator between digits ("1,|234", "1|.5"): one number.
  const last = before.slice(-1);
  const next = after.charAt(0);
  if (!last || !next || !NUMBER_PART.test(last) || !NUMBER_PART.test(next)) return false;
  return /\p{Nd}[.,\u00a0\u202f'’]?$/u.test(before) && /^[.,\u00a0\u202f'’]?\p{Nd}/u.test(after);
}

/**
 * The offsets (UTF-16, ascending, between 0 and the length, both excluded) at which `text` may be
 * cut: word boundaries in `locale` (`granularity: 'grapheme'`: grapheme boundaries, for a first
 * word too long for the preview), none inside a number. Without Intl.Segmenter, words end at
 * spaces, and graphemes are code points.
 */
export function previewCuts(
  text: string,
  locale: string,
  granularity: Granularity = 'word',
): number[] {
  const cuts: number[] = [];
  const segments = segmenter(locale, granularity);
  if (segments) {
    for (const { index } of segments.segment(text)) if (index > 0) cuts.push(index);
  } else if (granularity === 'word') {
    for (const match of text.matchAll(/\s+/gu)) if (match.index > 0) cuts.push(match.index);
  } else {
    let index = 0;
    for (const char of text) {
      if (index > 0) cuts.push(index);
      index += char.length;
    }
  }
  return cuts.filter((index) => index < text.length && !insideNumber(text, index));
}

/** `text` cut at `index`, its trailing spaces and separators dropped, and the ellipsis. */
export function cutAt(text: string, index: number): string {
  return `${text.slice(0, index).replace(TRAILING, '')}${ELLIPSIS}`;
}

/**
 * The longest preview of `text` for which `fits` holds: the whole text when it fits, else its
 * longest part ending at a word boundary, and "…"; a first word too long for the preview is cut
 * between graphemes (still not inside a number, when it can be helped); "…" alone when nothing
 * fits. `fits` must be monotonic: a longer candidate never fits where a shorter one does not.
 */
export function fitPreview(
  text: string,
  locale: string,
  fits: (candidate: string) => boolean,
): string {
  if (fits(text)) return text;
  const fitsAt = (index: number) => {
    const cut = cutAt(text, index);
    return cut !== ELLIPSIS && fits(cut);
  };
  for (const granularity of ['word', 'grapheme'] as const) {
    const best = lastFitting(previewCuts(text, locale, granularity), fitsAt);
    if (best !== undefined) return cutAt(text, best);
  }
  return ELLIPSIS;
}

/**
 * The last of `cuts` (ascending) for which `fits` holds, by binary search: a longer cut never fits
 * where a shorter one does not. Undefined when none fits.
 */
export function lastFitting(
  cuts: readonly number[],
  fits: (index: number) => boolean,
): number | undefined {
  let low = 0;
  let high = cuts.length - 1;
  let found: number | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const index = cuts[middle] as number;
    if (fits(index)) {
      found = index;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}
