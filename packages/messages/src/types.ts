import type { en } from './locales/en';

/** The app's languages: one list, in @adc/domain. */
export { DEFAULT_LANG, LANGS, type Lang } from '@adc/domain/languages';

/** Same nested shape as `T`, every leaf widened to `string`. */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/**
 * The shape every locale must have: exactly the keys of the English catalogue, string values.
 * Assigning an object literal to `Messages` makes a missing key and an extra key a compile error.
 */
export type Messages = Widen<typeof en>;

/** Dotted paths to the leaves of `T`, e.g. `"error.coupon_used"`, `"code.503"`. */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** Every message key, as a dotted path into the catalogue (i18next key syntax). */
export type MessageKey = Paths<typeof en>;
