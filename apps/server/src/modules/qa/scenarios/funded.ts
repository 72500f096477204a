import { defineScenario, type Step } from './dsl';

/** The PIN of every scenario user that has one. */
export const SCENARIO_PIN = '123456';

/** What makes an open account funded: other scenarios use these steps. */
export const fundingSteps: readonly Step[] = [
  { step: 'set_pin', pin: SCENARIO_PIN },
  { step: 'bind_card' },
  { step: 'deposit', amount: '10000.00' },
];

export const fundedSteps: readonly Step[] = [{ step: 'open_account' }, ...fundingSteps];

export default defineScenario({
  name: 'funded',
  description: 'qa_scenario.funded',
  steps: fundedSteps,
});
