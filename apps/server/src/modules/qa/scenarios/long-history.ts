import { defineScenario } from './dsl';
import { SCENARIO_PIN } from './funded';

/**
 * Six months lived on the user's own clock: each week a deposit and 7 plans, which have run to
 * settlement by the next week (ad_billing, ad_serving, profit_sharing): 26 × (1 + 7 × 3) = 572 flows.
 */
export default defineScenario({
  name: 'long_history',
  description:
    'At least 500 flows over the last 6 months: each week a deposit and 7 plans run to settlement',
  steps: [
    { step: 'open_account' },
    { step: 'clock_back', by: { days: 26 * 7 } },
    { step: 'set_pin', pin: SCENARIO_PIN },
    { step: 'bind_card' },
    {
      step: 'repeat',
      times: 26,
      steps: [
        { step: 'deposit', amount: '3000.00' },
        { step: 'launch_plan', amount: '300.00', count: 7 },
        { step: 'advance_clock', by: { days: 7 } },
      ],
    },
    { step: 'catch_up' },
  ],
});
