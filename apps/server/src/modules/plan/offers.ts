import { PRODUCT_TYPES } from '@adc/contract';
import type { Product } from '@adc/db';

/**
 * Which products the platform offers to whom: pure and deterministic, so a user's offers are the
 * same on every run (and every instance) for the same products, user and day.
 */

/** The simulated UTC day of `now`, `YYYY-MM-DD`: the key of a daily offer. */
export function offerDayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** One product of each type (in type order), picked by the user id among that type's products. */
export function welcomeOfferProducts(products: readonly Product[], userId: number): Product[] {
  return PRODUCT_TYPES.flatMap((type) => {
    const ofType = products.filter((product) => product.type === type);
    const chosen = ofType[hash(`welcome:${userId}:${type}`) % Math.max(1, ofType.length)];
    return chosen ? [chosen] : [];
  });
}

/** The product of a user's daily offer on `day` (null without products). */
export function dailyOfferProduct(
  products: readonly Product[],
  userId: number,
  day: string,
): Product | null {
  if (products.length === 0) return null;
  return products[hash(`daily:${userId}:${day}`) % products.length] ?? null;
}

/** FNV-1a, 31 bits. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value & 0x7fffffff;
}
