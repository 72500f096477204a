/**
 * Thai loanwords that the browser's line breaker does not know: its dictionary splits them between
 * syllables at the end of a line ("คอน|เวอร์ชัน"). Word joiners (U+2060) between the syllables keep
 * each word on one line; they are invisible, and screen readers skip them.
 */
export const CONVERSION = 'คอน\u2060เวอร์\u2060ชัน';
