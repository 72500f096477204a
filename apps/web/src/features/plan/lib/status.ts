import { ResultCode } from '@adc/contract/constants';
import type { PlanStatus } from '@adc/contract/enums';
import { PLAN_STATUSES, RUNNING_STATUSES, isPlanStatus, parseId } from '@adc/domain';

export type PlanFilter = PlanStatus | 'all';

/** The list's filter tabs: all, then every status in lifecycle order. */
export const PLAN_FILTERS: readonly PlanFilter[] = ['all', ...PLAN_STATUSES];

/** `?status=` of /plan: a known status, else all. */
export function parsePlanFilter(value: string | null): PlanFilter {
  return isPlanStatus(value) ? value : 'all';
}

/** Statuses whose numbers move on their own (the running ones): the detail refetches while the plan is in one. */
export const LIVE_STATUSES: readonly PlanStatus[] = RUNNING_STATUSES;

export function isLive(status: PlanStatus | undefined): boolean {
  return status !== undefined && LIVE_STATUSES.includes(status);
}

/** How often a live plan refetches (real-time progress). */
export const LIVE_REFRESH_MS = 5_000;

/** `?id=` of the detail pages: a positive integer, else null. */
export const parsePlanId = (value: string | null): number | null => parseId(value);

/** The server's "record not found" (a plan id that is not the user's or does not exist). */
export function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === ResultCode.dataError
  );
}
