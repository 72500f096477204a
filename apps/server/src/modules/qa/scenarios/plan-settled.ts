import { defineScenario } from './dsl';
import { fundingSteps } from './funded';

export default defineScenario({
  name: 'plan_settled',
  description: 'qa_scenario.plan_settled',
  steps: [
    { step: 'open_account' },
    // Far enough back for the longest run time (72 h), its matching and the 25 hours since.
    { step: 'clock_back', by: { days: 5 } },
    ...fundingSteps,
    // Completed 25 hours ago: settled an hour ago, 24 hours after completion, as it really is.
    { step: 'launch_plan', amount: '1000.00', completed_ago: { hours: 25 } },
  ],
});
