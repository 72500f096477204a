import { UNREAD_BADGE_CAP } from '@adc/contract/constants';

/** Badge text for an unread count: '' for none, '99+' above UNREAD_BADGE_CAP (99). */
export function formatBadge(
  count: number | null | undefined,
  cap: number = UNREAD_BADGE_CAP,
): string {
  if (!count || !Number.isFinite(count) || count <= 0) return '';
  return count > cap ? `${cap}+` : String(Math.floor(count));
}
