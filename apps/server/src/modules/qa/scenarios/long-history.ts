import { defineScenario, type Step } from './dsl';
import { SCENARIO_PIN } from './funded';

const MONTH_DAYS = 30;
const MONTHS = 6;

/**
 * One month lived on the user's own clock: a deposit, then 28 plans launched (28 × 300.00 =
 * 8400.00), which run to settlement within the month.
 */
const MONTH: readonly Step[] = [
  { step: 'deposit', amount: '9000.00' },
  { step: 'launch_plan', amount: '300.00', count: 28 },
  { step: 'advance_clock', by: { days: MONTH_DAYS } },
];

/**
 * Six months lived on the user's own clock, month by month: each month's deposit and 28 plans run
 * to settlement (ad_billing, ad_serving, profit_sharing): 6 × (1 + 28 × 3) = 510 flows. The last
 * month's plans are launched a week before now, so the history reaches the present.
 */
export default defineScenario({
  name: 'long_history',
  description: 'qa_scenario.long_history',
  steps: [
    { step: 'open_account' },
    { step: 'clock_back', by: { days: MONTHS * MONTH_DAYS } },
    { step: 'set_pin', pin: SCENARIO_PIN },
    { step: 'bind_card' },
    { step: 'repeat', times: MONTHS - 1, steps: MONTH },
    { step: 'deposit', amount: '9000.00' },
    { step: 'advance_clock', by: { days: MONTH_DAYS - 7 } },
    { step: 'launch_plan', amount: '300.00', count: 28 },
    { step: 'catch_up' },
  ],
});
