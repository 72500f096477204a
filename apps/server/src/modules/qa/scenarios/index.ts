import type { ScenarioName } from '@adc/contract';
import cancelled from './cancelled';
import disabled from './disabled';
import type { Scenario } from './dsl';
import funded from './funded';
import inactive from './inactive';
import longHistory from './long-history';
import newUser from './new-user';
import pinLocked from './pin-locked';
import planPending from './plan-pending';
import planRunning from './plan-running';
import planSettled from './plan-settled';
import planWaitingSettlement from './plan-waiting-settlement';
import sessionExpired from './session-expired';
import unread120 from './unread-120';
import withdrawalPending from './withdrawal-pending';

/** Every scenario, in the order `/scenario/list` gives them (the contract's order). */
export const SCENARIOS: readonly Scenario[] = [
  newUser,
  funded,
  planPending,
  planRunning,
  planWaitingSettlement,
  planSettled,
  withdrawalPending,
  pinLocked,
  unread120,
  longHistory,
  inactive,
  disabled,
  cancelled,
  sessionExpired,
];

export function scenarioNamed(name: ScenarioName): Scenario {
  const found = SCENARIOS.find((scenario) => scenario.name === name);
  if (!found) throw new Error(`no scenario file for ${name}`);
  return found;
}
