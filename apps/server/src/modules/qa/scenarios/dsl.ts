import type { NotificationCategory, ScenarioName } from '@adc/contract';
import { MINUTE_MS } from '@adc/domain';
import type { PlatformKey } from '@adc/messages/platform';

/**
 * The scenario language: a scenario is a name, a description and a list of steps, each step one
 * thing a real user or an operator does, run through the same services as real traffic (see
 * runner.ts). Amounts are written as on screen ("10000.00"); durations as `{ days, hours, minutes }`.
 * To make a new scenario, copy one of the files next to this one and change its steps; its
 * description goes into the platform catalogue (`qa_scenario` in packages/messages/src/platform,
 * all 12 languages).
 */
export interface Scenario {
  name: ScenarioName;
  /**
   * One line for the QA console and `/scenario/list`: the state the user ends in, as a key of the
   * platform catalogue (`qa_scenario.*`, all 12 languages), answered in the caller's language.
   */
  description: ScenarioDescriptionKey;
  steps: readonly Step[];
}

/** A scenario description's key in the platform catalogue. */
export type ScenarioDescriptionKey = Extract<PlatformKey, `qa_scenario.${string}`>;

export interface Duration {
  days?: number;
  hours?: number;
  minutes?: number;
}

export type Step =
  /** Registers the account with a fresh licence key (3 welcome offers, newcomer coupon claimable). Always first. */
  | { step: 'open_account' }
  /** Sets the 6-digit transaction PIN (as `/set/password`). */
  | { step: 'set_pin'; pin: string }
  /** Binds a bank card (as `/bank_card/edit`). */
  | { step: 'bind_card' }
  /** Opens an acceptance order and has an operator complete it (flow `system_deposit`). */
  | { step: 'deposit'; amount: string }
  /**
   * Launches the oldest pending offer that will deliver (as `/plan/order/put`); with `count`, that
   * many offers at the same moment (as that many puts at once; the platform pushes offers when
   * the user has too few). With `consumed_by_now` (a percentage, one plan only), it is launched at
   * the moment of the user's past from which it has consumed that share of its budget at the
   * global time; the user's clock must be far enough behind (see `clock_back`) and catches up
   * afterwards. With `completed_ago` (one plan only) it is launched so that it ran its whole
   * course (matching, then its product's run time) and completed that long before the global
   * time, as a plan really does: its timeline is one the product can reach.
   */
  | {
      step: 'launch_plan';
      amount: string;
      count?: number;
      consumed_by_now?: number;
      completed_ago?: Duration;
    }
  /** Forces the last launched plan, as QA `/plans/force`. */
  | { step: 'force_plan'; outcome: 'fail' | 'complete' | 'settle' }
  /** Withdraws to the bound card with the PIN (as `/user/withdraw`): pending review. */
  | { step: 'withdraw'; amount: string }
  /** Checks a wrong PIN (as `/check/password`) this many times; 5 in a row lock checks for 15 min. */
  | { step: 'wrong_pin'; times: number }
  /** Sends this many unread notifications (as QA `/notifications`), categories in turn. */
  | { step: 'notify'; count: number; categories?: readonly NotificationCategory[] }
  /** An operator sets the account status (as QA `/user/status`). */
  | { step: 'set_status'; status: 'inactive' | 'disabled' | 'cancelled' }
  /** Every session token of the user expires (as QA `/user/expire_tokens`): calls answer 503. */
  | { step: 'expire_sessions' }
  /**
   * Moves this user's own clock back (their offset becomes negative; nobody else's time moves),
   * so that the steps after it happen in the user's past. End with `catch_up`.
   */
  | { step: 'clock_back'; by: Duration }
  /** Moves this user's own clock forward; the user's plans follow it (as the user's next visit would). */
  | { step: 'advance_clock'; by: Duration }
  /** Moves this user's clock forward to the global time (offset 0); the user's plans follow it. */
  | { step: 'catch_up' }
  /** Runs the steps `times` times. */
  | { step: 'repeat'; times: number; steps: readonly Step[] }
  /**
   * Lives `steps` once in each of the `months` latest calendar months (UTC) of the global time
   * that have room for them: a month has room when `lasting` fits between its 2nd (00:00 UTC) and
   * the global time, so the current month is one from its (2 + lasting)th day on, and before that
   * the `months` months before it are. In each month the user's clock moves forward to the 2nd,
   * 00:00 UTC (in the current month: `lasting` before the global time, so its history reaches the
   * present), the steps run, and the clock moves `lasting` on (the user's plans follow), so what
   * they start (plans run to settlement) happens within that month, in every time zone (a day of
   * margin either side). The user's clock must be before the first month's 2nd (`clock_back`);
   * the clock ends at the global time at the latest.
   */
  | { step: 'monthly'; months: number; lasting: Duration; steps: readonly Step[] };

/** Declares a scenario (the identity function, for type checking and editor help). */
export function defineScenario(scenario: Scenario): Scenario {
  return scenario;
}

export function durationMs({ days = 0, hours = 0, minutes = 0 }: Duration): number {
  return ((days * 24 + hours) * 60 + minutes) * MINUTE_MS;
}

/**
 * Where `monthly` starts each month, oldest first (ms since the epoch): the 2nd of each of the
 * `months` latest calendar months (UTC) of `nowMs` that have room for `lastingMs` after it; in
 * the current month, `lastingMs` before `nowMs`.
 */
export function monthlyStarts(nowMs: number, months: number, lastingMs: number): number[] {
  const now = new Date(nowMs);
  const secondOf = (back: number) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 2);
  const newest = secondOf(0) + lastingMs <= nowMs ? 0 : 1;
  const starts: number[] = [];
  for (let back = newest + months - 1; back >= newest; back--)
    starts.push(back === 0 ? nowMs - lastingMs : secondOf(back));
  return starts;
}

/** Steps that each compute one slow password hash (scrypt): the bench reports time without them. */
const SLOW_HASHES: Partial<Record<Step['step'], number>> = {
  open_account: 1,
  set_pin: 1,
  withdraw: 1,
};

/** How many slow password hashes (scrypt) running the steps computes. */
export function slowHashesOf(steps: readonly Step[]): number {
  return steps.reduce((sum, step) => {
    if (step.step === 'repeat') return sum + step.times * slowHashesOf(step.steps);
    if (step.step === 'monthly') return sum + step.months * slowHashesOf(step.steps);
    if (step.step === 'wrong_pin') return sum + step.times;
    return sum + (SLOW_HASHES[step.step] ?? 0);
  }, 0);
}
