/**
 * Japanese loanwords that Chromium's phrase segmenter (`word-break: auto-phrase`, which the app
 * uses for Japanese: apps/web/src/styles/global.css) cuts inside, and at a boundary of its own,
 * where `line-break: strict` does not apply: "コンバージョン" ended a line as "コンバージ" and the
 * next began with "ョン" on the plan detail and in the FAQ at 375 px (no emergency break: a phrase
 * boundary the segmenter puts before the small kana, taken whenever "コンバージョンに" does not fit
 * and "コンバージ" does). Word joiners (U+2060) between its letters keep the word whole, as
 * ./thai-words.ts does for Thai; they are invisible, and screen readers skip them. A word wider
 * than its box may still wrap (overflow-wrap).
 */
export const CONVERSION = 'コ\u2060ン\u2060バ\u2060ー\u2060ジ\u2060ョ\u2060ン';
