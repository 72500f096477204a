/**
 * A plan's lifecycle: pending_launch → matching → in_progress → launch_completed →
 * waiting_settlement → settled, or matching/in_progress → launch_failed. Which statuses do what.
 */

export const PLAN_STATUSES = [
  'pending_launch',
  'matching',
  'in_progress',
  'launch_failed',
  'launch_completed',
  'waiting_settlement',
  'settled',
] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** The one status a plan can be launched from. */
export const LAUNCHABLE_STATUS = 'pending_launch' satisfies PlanStatus;

/** Launched and still delivering: its figures move on their own; QA can fail or complete it. */
export const RUNNING_STATUSES: readonly PlanStatus[] = ['matching', 'in_progress'];

/** Statuses the clock keeps moving (running, then completed until settled); QA can settle them. */
export const ACTIVE_STATUSES: readonly PlanStatus[] = [
  ...RUNNING_STATUSES,
  'launch_completed',
  'waiting_settlement',
];

/** Statuses a plan never leaves on its own. */
export const FINAL_STATUSES: readonly PlanStatus[] = ['pending_launch', 'launch_failed', 'settled'];

/** Every status of a launched plan (all but pending_launch). */
export const LAUNCHED_STATUSES: readonly PlanStatus[] = PLAN_STATUSES.filter(
  (status) => status !== LAUNCHABLE_STATUS,
);

export function isPlanStatus(value: unknown): value is PlanStatus {
  return typeof value === 'string' && (PLAN_STATUSES as readonly string[]).includes(value);
}

/** Rules of a status, as the API sends it or a row stores it (an unknown one is none of these). */
export const isLaunchable = (status: string): boolean => status === LAUNCHABLE_STATUS;
export const isRunning = (status: string): boolean => isIn(RUNNING_STATUSES, status);
export const isActive = (status: string): boolean => isIn(ACTIVE_STATUSES, status);

const isIn = (statuses: readonly string[], status: string): boolean => statuses.includes(status);
