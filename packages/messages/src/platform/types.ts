import type { en } from './en';

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Every locale of the platform catalogue has exactly the English keys (a compile error otherwise). */
export type PlatformMessages = Widen<typeof en>;

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** A dotted key of the platform catalogue, e.g. `"flow.withdrawal"`. */
export type PlatformKey = Paths<typeof en>;
