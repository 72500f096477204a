/**
 * An ID or a code as the platform issues it (licence keys, authorization codes, acceptance codes:
 * `LIC-QA-0001`, `AUTH-8F3K2Q9A`, `ACC-P-1001`): upper case, and the server compares it exactly.
 * The fields ask the phone's keyboard for capitals (`autoCapitalize="characters"`), which a desktop
 * keyboard, a paste or an Android keyboard set otherwise ignores, and a CJK input method types it
 * in full width: the field upper-cases and folds what is typed, so "acc-p-1001" or "ＡＣＣ－Ｐ－１００１"
 * finds ACC-P-1001 instead of "Acceptance code error". Neither codes nor operator IDs
 * (`10000009`) hold spaces: a space typed or pasted in one ("1000 0009") is dropped.
 */
export function normalizeCode(text: string): string {
  return text.normalize('NFKC').replace(/\s/g, '').toUpperCase();
}
