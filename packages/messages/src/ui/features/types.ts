/** Same nested shape as `T`, every leaf widened to `string`: what each locale of a feature must have. */
export type FeatureMessages<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : FeatureMessages<T[K]>;
};
