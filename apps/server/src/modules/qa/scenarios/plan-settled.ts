import { defineScenario } from './dsl';
import { fundedSteps } from './funded';

export default defineScenario({
  name: 'plan_settled',
  description: 'qa_scenario.plan_settled',
  steps: [
    ...fundedSteps,
    { step: 'launch_plan', amount: '1000.00' },
    { step: 'force_plan', outcome: 'settle' },
  ],
});
