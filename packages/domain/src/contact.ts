/**
 * A way to answer someone who cannot sign in (the visitor message to customer service): an email
 * address or a phone number, as a person types them.
 */

/** The shape of an email address (as zod's `email()` checks it for registration). */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i;
/**
 * THE phone rule (registration, the profile, a bank card's mobile, a visitor's contact): a phone
 * number as the API takes it, its separators taken out: an optional `+`, then 6–20 digits.
 */
export const PHONE_PATTERN = '^\\+?\\d{6,20}$';
const PHONE = new RegExp(PHONE_PATTERN);

/** True for a phone number as the API takes it (PHONE_PATTERN: no separators, no spaces). */
export function isPhoneNumber(value: string): boolean {
  return PHONE.test(value);
}

/** What people type between a phone number's digits: spaces, hyphens, dots, brackets. */
const PHONE_SEPARATORS = /[\s\-.()]/g;

export type ContactKind = 'email' | 'phone';

/**
 * What a contact is: `email`, `phone` (`+49 151 2345-6789`, `(030) 123 456`), or null when it is
 * neither. The value is taken as given (trim it first).
 */
export function contactKind(value: string): ContactKind | null {
  if (value.includes('@')) return EMAIL.test(value) ? 'email' : null;
  // A phone number has digits only between its separators; a `+` only at the start.
  if (!/^\+?[\d\s\-.()]+$/.test(value)) return null;
  return isPhoneNumber(value.replace(PHONE_SEPARATORS, '')) ? 'phone' : null;
}
