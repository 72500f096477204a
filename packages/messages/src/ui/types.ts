import type { en } from './en';
import type { featureCatalogues } from './features';

/** Same nested shape as `T`, every leaf widened to `string`. */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/**
 * The shape every UI locale must have: exactly the keys of the English UI catalogue.
 * Declaring a locale as `UiMessages` makes a missing or an extra key a compile error.
 */
export type UiMessages = Widen<typeof en>;

/** Dotted paths to the leaves of `T`, e.g. `"titles.login"`. */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** The English strings of every feature, under the feature's namespace. */
type FeatureEn = { [K in keyof typeof featureCatalogues]: (typeof featureCatalogues)[K]['en'] };

/** One language of the merged UI catalogue: the shared strings plus every feature's strings. */
export type UiCatalogueEntry = UiMessages & Widen<FeatureEn>;

/** Every UI message key (i18next key syntax), shared and per feature. */
export type UiKey = Paths<typeof en> | Paths<FeatureEn>;
