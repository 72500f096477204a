import { defineScenario } from './dsl';
import { fundingSteps } from './funded';

export default defineScenario({
  name: 'plan_waiting_settlement',
  description: 'qa_scenario.plan_waiting_settlement',
  steps: [
    { step: 'open_account' },
    { step: 'clock_back', by: { hours: 3 } },
    ...fundingSteps,
    { step: 'launch_plan', amount: '1000.00' },
    { step: 'force_plan', outcome: 'complete' },
    { step: 'catch_up' },
  ],
});
