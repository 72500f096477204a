import { defineScenario } from './dsl';
import { fundedSteps } from './funded';

export default defineScenario({
  name: 'plan_pending',
  description: 'qa_scenario.plan_pending',
  steps: fundedSteps,
});
