import { defineScenario, type Step } from './dsl';
import { SCENARIO_PIN } from './funded';

/** One week lived on the user's own clock: 7 plans launched, which run to settlement by the next. */
const WEEK: readonly Step[] = [
  { step: 'launch_plan', amount: '300.00', count: 7 },
  { step: 'advance_clock', by: { days: 7 } },
];

/** Four weeks, funded by a deposit at their start (4 × 7 × 300.00 = 8400.00 launched). */
const FOUR_WEEKS: readonly Step[] = [
  { step: 'deposit', amount: '9000.00' },
  { step: 'repeat', times: 4, steps: WEEK },
];

/**
 * Six months (26 weeks) lived on the user's own clock: a deposit every four weeks and 7 plans a
 * week, each run to settlement by the next week (ad_billing, ad_serving, profit_sharing):
 * 7 + 26 × 7 × 3 = 553 flows.
 */
export default defineScenario({
  name: 'long_history',
  description:
    'At least 500 flows over the last 6 months: a deposit every 4 weeks, 7 plans a week run to settlement',
  steps: [
    { step: 'open_account' },
    { step: 'clock_back', by: { days: 26 * 7 } },
    { step: 'set_pin', pin: SCENARIO_PIN },
    { step: 'bind_card' },
    { step: 'repeat', times: 6, steps: FOUR_WEEKS },
    { step: 'deposit', amount: '9000.00' },
    { step: 'repeat', times: 2, steps: WEEK },
    { step: 'catch_up' },
  ],
});
