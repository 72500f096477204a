import { defineScenario } from './dsl';
import { fundedSteps } from './funded';

export default defineScenario({
  name: 'plan_pending',
  description: 'Funded, with the 3 pending_launch offers of a new account (one per product type)',
  steps: fundedSteps,
});
