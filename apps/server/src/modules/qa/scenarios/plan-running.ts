import { defineScenario } from './dsl';
import { fundingSteps } from './funded';

export default defineScenario({
  name: 'plan_running',
  description: 'qa_scenario.plan_running',
  steps: [
    { step: 'open_account' },
    { step: 'clock_back', by: { days: 2 } },
    ...fundingSteps,
    { step: 'launch_plan', amount: '1000.00', consumed_by_now: 50 },
    { step: 'catch_up' },
  ],
});
