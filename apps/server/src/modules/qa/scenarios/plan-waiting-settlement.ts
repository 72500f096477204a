import { defineScenario } from './dsl';
import { fundingSteps } from './funded';

export default defineScenario({
  name: 'plan_waiting_settlement',
  description: 'qa_scenario.plan_waiting_settlement',
  steps: [
    { step: 'open_account' },
    // Far enough back for the longest run time (72 h), its matching and the 3 hours since.
    { step: 'clock_back', by: { days: 4 } },
    ...fundingSteps,
    // Matched, run for its product's hours and completed 3 hours ago, as a plan really does.
    { step: 'launch_plan', amount: '1000.00', completed_ago: { hours: 3 } },
  ],
});
