import { defineScenario } from './dsl';
import { fundingSteps } from './funded';

export default defineScenario({
  name: 'plan_running',
  description: 'Funded 2 days ago; a 1000.00 plan in_progress, half of its budget consumed now',
  steps: [
    { step: 'open_account' },
    { step: 'clock_back', by: { days: 2 } },
    ...fundingSteps,
    { step: 'launch_plan', amount: '1000.00', consumed_by_now: 50 },
    { step: 'catch_up' },
  ],
});
