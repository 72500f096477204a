/** The product's clock rules (spec section 9), in milliseconds of simulation time unless named. */

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** A launched plan is matched this long after launch. */
export const MATCHING_DELAY_MS = 30 * SECOND_MS;
/** A completed plan is settled this long after completion. */
export const SETTLEMENT_DELAY_MS = DAY_MS;
/** After completion a plan shows `launch_completed` for this long before `waiting_settlement`. */
export const COMPLETED_DISPLAY_MS = HOUR_MS;

export const SESSION_TTL_MS = 7 * DAY_MS;
export const PAY_PASSWORD_MAX_FAILURES = 5;
export const PAY_PASSWORD_LOCK_MS = 15 * MINUTE_MS;
/** A coupon template's validity when it names none. */
export const COUPON_VALID_DAYS = 7;
/** An upload no profile uses is deleted after this long (it was tried, then never kept). */
export const UNUSED_UPLOAD_TTL_MS = DAY_MS;

/** The data overview refreshes this often while shown. */
export const AD_DATA_REFRESH_MS = 30 * SECOND_MS;

/** Data-overview periods of `/ad/order/data_statistics/list`: the `type` of each. */
export const STATS_PERIODS = { today: 1, week: 2, month: 3, all: 4 } as const;
export type StatsPeriod = keyof typeof STATS_PERIODS;
export type StatsPeriodType = (typeof STATS_PERIODS)[StatsPeriod];

/** The period of a statistics `type`; anything unknown is today. */
export function statsPeriodOf(type: number): StatsPeriod {
  const found = (Object.keys(STATS_PERIODS) as StatsPeriod[]).find(
    (period) => STATS_PERIODS[period] === type,
  );
  return found ?? 'today';
}
