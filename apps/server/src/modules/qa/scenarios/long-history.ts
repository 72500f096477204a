import { defineScenario } from './dsl';
import { SCENARIO_PIN } from './funded';

const MONTHS = 6;

/**
 * Six calendar months (UTC) lived on the user's own clock, each holding its own deposit and 28
 * plans (28 × 300.00 = 8400.00) run to settlement (ad_billing, ad_serving, profit_sharing) within
 * the month: 1 + 28 × 3 = 85 flows a month, 510 in all, so every month the funding details'
 * month filter shows is the same month. The months are the current one and the five before it;
 * in a month's first 6 days (UTC), before a month's plans can have settled in it, the six before
 * the current one. Past months are lived from their 2nd; the current one ends at the present.
 * Five days hold a month: matching, the longest product's 72 h run and settlement 24 h later.
 */
export default defineScenario({
  name: 'long_history',
  description: 'qa_scenario.long_history',
  steps: [
    { step: 'open_account' },
    // Before the oldest month's 2nd, whatever the day (at most 6 months and 7 days back).
    { step: 'clock_back', by: { days: 200 } },
    { step: 'set_pin', pin: SCENARIO_PIN },
    { step: 'bind_card' },
    {
      step: 'monthly',
      months: MONTHS,
      lasting: { days: 5 },
      steps: [
        { step: 'deposit', amount: '9000.00' },
        { step: 'launch_plan', amount: '300.00', count: 28 },
      ],
    },
    { step: 'catch_up' },
  ],
});
