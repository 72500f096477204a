/** Shop levels 1–6 (UserInfo.shop_level); names and meanings in `ad_center.level.*`. */
export const SHOP_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export type ShopLevel = (typeof SHOP_LEVELS)[number];

export function levelKeys(level: ShopLevel) {
  return {
    name: `ad_center.level.names.l${level}`,
    description: `ad_center.level.descriptions.l${level}`,
  } as const;
}

/** A stored or fetched level clamped to 1–6. */
export function toShopLevel(value: number | null | undefined): ShopLevel {
  const level = Math.min(6, Math.max(1, Math.round(Number(value) || 1)));
  return level as ShopLevel;
}
